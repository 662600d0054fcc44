package org.terrainexplorer.world.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Pattern;

/**
 * How a file's malformed JSON is reported, the same for every reader of a user's file (map and world presets,
 * search specifications, datapack files): {@code not valid JSON at line L, column C: <what the parser says>}. The
 * parser's words are kept, less what names the parser's own workings: the location of an opening bracket (given
 * as "[Source: REDACTED …]"), the parser feature that would allow a non-standard token, and databind's words for
 * text after the document.
 */
public final class JsonErrors {

    /** " (for Array starting at [Source: …; line: 1, column: 37])", " (start marker at [Source: …])". */
    private static final Pattern SOURCE = Pattern.compile("\\s*\\([^()\\[]*\\[Source: .*?\\]\\)");
    /** " (not recognized as one since Feature 'ALLOW_COMMENTS' not enabled for parser)". */
    private static final Pattern FEATURE = Pattern.compile("\\s*\\(not recognized as one since Feature '\\w+' not "
        + "enabled for parser\\)");
    /** ": enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow". */
    private static final Pattern ENABLE = Pattern.compile(": enable `[\\w.]+` to allow");

    private JsonErrors() {
    }

    /** "not valid JSON at line L, column C: <the parser's message>", one line. */
    public static String notValid(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? ""
            : " at line " + at.getLineNr() + (at.getColumnNr() < 1 ? "" : ", column " + at.getColumnNr());
        return "not valid JSON" + where + ": " + message(e);
    }

    /** The parser's message without its location tail or the names of its features. */
    static String message(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (message.startsWith("Trailing token")) {
            return "more text after the end of the JSON value";
        }
        message = SOURCE.matcher(message).replaceAll("");
        message = FEATURE.matcher(message).replaceAll("");
        message = ENABLE.matcher(message).replaceAll("");
        return message.replaceAll("\\s+", " ").strip();
    }
}
