package org.terrainexplorer.cli;

import java.util.Locale;

/** Counts in output lines, in one style: "1 chunk", "2 chunks", "16,384 chunks". */
final class Plural {

    private Plural() {
    }

    /** {@code n} and the noun, plural unless n is 1, the number grouped by thousands. */
    static String of(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }
}
