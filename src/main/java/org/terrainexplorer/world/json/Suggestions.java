package org.terrainexplorer.world.json;

import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/**
 * "Did you mean …?" for a mistyped name: the known name nearest to it, if one is within a few typing
 * slips. A slip is a letter missing, extra, wrong or swapped with its neighbour (the optimal string
 * alignment distance), counted without regard to case, so {@code frequncy} finds {@code frequency} and
 * {@code waterlevel} finds {@code waterLevel}. The command line's options and names and the search's biome and
 * structure names alike.
 */
public final class Suggestions {

    private Suggestions() {
    }

    /** The nearest known name, first in the given order on a tie; empty if none is close enough. */
    public static Optional<String> nearest(String typed, Iterable<String> known) {
        return nearest(typed, known, (a, b) -> 0);
    }

    /**
     * The nearest known name, on a tie the one {@code preferred} orders first (then the first in the given order);
     * empty if none is close enough.
     */
    public static Optional<String> nearest(String typed, Iterable<String> known, Comparator<String> preferred) {
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        int limit = allowedSlips(wanted.length());
        String best = null;
        int bestDistance = limit + 1;
        for (String name : known) {
            int d = distance(wanted, name.toLowerCase(Locale.ROOT));
            if (d < bestDistance || d == bestDistance && best != null && preferred.compare(name, best) < 0) {
                best = name;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** "; did you mean 'x'?" for the nearest name, or "" when none is close. */
    public static String didYouMean(String typed, Iterable<String> known) {
        return didYouMean(typed, known, (a, b) -> 0);
    }

    /** "; did you mean 'x'?" for the nearest name, on a tie the one {@code preferred} orders first. */
    public static String didYouMean(String typed, Iterable<String> known, Comparator<String> preferred) {
        return nearest(typed, known, preferred).map(n -> "; did you mean '" + n + "'?").orElse("");
    }

    /**
     * One slip in a short word, two in a longer one, three in a long one: more would suggest unrelated
     * names ({@code fade} for {@code seed}).
     */
    private static int allowedSlips(int length) {
        return length <= 4 ? 1 : length <= 8 ? 2 : 3;
    }

    /** Edits (insert, delete, replace, swap two neighbours) that turn {@code a} into {@code b}. */
    public static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
