package org.terrainexplorer.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command's warnings on standard error, repeated ones summarised: one line per kind with a count and the first
 * instance, so a datapack whose 55 files each carry a field the game ignores, or a truncated region file with 300
 * unreadable chunks, says so in a line or two. With {@code --verbose} every warning is printed as it comes.
 *
 * <p>A batch (the world's data warnings, known at once) is printed when it is given; warnings that arrive while the
 * work runs (a saved world's unreadable chunks) are printed, summarised, when the command ends. Safe to call from any
 * thread.
 */
final class Warnings {

    /** A data warning: "FILE: at PATH: REASON". Its kind is the path's last field and the reason. */
    private static final Pattern DATA = Pattern.compile("^(.+?): at (\\S+): (.+)$");

    private final PrintStream err;
    private boolean verbose;
    /** The warnings kept for the end, by kind: the first message and the count. */
    private final Map<String, Kept> kept = new LinkedHashMap<>();

    private static final class Kept {
        final String first;
        final String summary;
        int count;

        Kept(String first, String summary) {
            this.first = first;
            this.summary = summary;
        }
    }

    Warnings(PrintStream err) {
        this.err = err;
    }

    /** Prints every warning as it comes, none summarised. */
    synchronized void verbose(boolean on) {
        verbose = on;
    }

    /** A batch of warnings known at once: printed now, those of one kind in one line. */
    synchronized void report(List<String> messages) {
        if (verbose) {
            messages.forEach(m -> err.println("warning: " + m));
            return;
        }
        Map<String, List<String>> byKind = new LinkedHashMap<>();
        for (String m : messages) {
            byKind.computeIfAbsent(kind(m), k -> new ArrayList<>()).add(m);
        }
        byKind.forEach((kind, all) -> {
            if (all.size() == 1) {
                err.println("warning: " + all.get(0));
            } else {
                Matcher first = DATA.matcher(all.get(0));
                String where = first.matches() ? first.group(1) + " at " + first.group(2) : all.get(0);
                err.println("warning: " + all.size() + " times, " + kind + " (the first: " + where
                    + "; --verbose lists each)");
            }
        });
        err.flush();
    }

    /**
     * A warning met while the work runs; those of one {@code kind} are printed in one line at the end, as
     * {@code summary} with their count ("r.0.0.mca: 68 chunks unreadable, skipped as not generated").
     *
     * @param summary the summary line with {@code %d} for the count
     */
    synchronized void during(String kind, String summary, String message) {
        if (verbose) {
            err.println("warning: " + message);
            err.flush();
            return;
        }
        kept.computeIfAbsent(kind, k -> new Kept(message, summary)).count++;
    }

    /** Prints the warnings kept for the end, one line per kind. */
    synchronized void finish() {
        for (Kept k : kept.values()) {
            err.println("warning: " + (k.count == 1 ? k.first : String.format(java.util.Locale.ROOT, k.summary, k.count)
                + " (the first: " + k.first + "; --verbose lists each)"));
        }
        kept.clear();
        err.flush();
    }

    /** A data warning's kind: its field and reason ("min_value: ignored, as the game ignores it ..."), else itself. */
    static String kind(String message) {
        Matcher m = DATA.matcher(message);
        if (!m.matches()) {
            return message;
        }
        String path = m.group(2);
        String field = path.substring(path.lastIndexOf('.') + 1).replaceAll("\\[\\d+]$", "");
        return "'" + field + "': " + m.group(3);
    }
}
