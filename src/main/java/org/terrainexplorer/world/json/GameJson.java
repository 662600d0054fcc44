package org.terrainexplorer.world.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * Reads a data file's JSON as the game does. The game parses datapack files with Gson's
 * {@code JsonParser.parseReader}, which reads leniently, and published packs rely on it: they ship comments.
 * What this accepts, as Gson's lenient reader does:
 * <ul>
 *   <li>comments: {@code // ...}, {@code /* ... *&#47;} and {@code # ...} to the end of the line;</li>
 *   <li>names without quotes ({@code {type: "minecraft:add"}}) and strings in single quotes;</li>
 *   <li>{@code NaN}, {@code Infinity} and {@code -Infinity} (which the codecs then refuse where a finite number is
 *       needed);</li>
 *   <li>a missing value in a list, read as null ({@code [1,,2]}, {@code [1,]}: Gson reads the trailing comma as
 *       one more null, which the codecs then refuse);</li>
 *   <li>a byte order mark before the document.</li>
 * </ul>
 * As in the game, a second value after the document is an error ("did not consume the entire document"), and a
 * trailing comma in an object is an error. Gson's lenient reader also takes unquoted string values and
 * {@code =}/{@code ;} separators; those are refused here with the line and column (no published pack the
 * explorer was tried with uses them). A name given twice keeps its last value, as in the game.
 */
public final class GameJson {

    private static final JsonMapper MAPPER = JsonMapper.builder()
        .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_YAML_COMMENTS,
            JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES, JsonReadFeature.ALLOW_SINGLE_QUOTES,
            JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS, JsonReadFeature.ALLOW_MISSING_VALUES)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .build();

    private GameJson() {
    }

    /**
     * A file's JSON, as its root value named after {@code file}.
     *
     * @throws DataException for malformed JSON (with the line and column) or an empty file
     */
    public static JsonValue parse(String text, String file) {
        String body = !text.isEmpty() && text.charAt(0) == '\uFEFF' ? text.substring(1) : text;
        try {
            JsonNode node = MAPPER.readTree(body);
            if (node == null || node.isMissingNode()) {
                throw new DataException(file, "", "the file is empty");
            }
            return JsonValue.root(node, file);
        } catch (JsonProcessingException e) {
            throw new DataException(file, "", JsonErrors.notValid(e));
        }
    }
}
