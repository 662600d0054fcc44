package org.terrainexplorer.world.gen;

/**
 * The changes in the game's generation code between releases that its data cannot show: which release's code a
 * world is generated with. Everything else that changed between releases is in the data (noise settings,
 * density functions, noises, biome lists) and is read from it.
 *
 * @param release             the release whose code this is ("1.21.1"), for messages
 * @param netherNoisesById    from 26.1: the nether's climate noises are {@code minecraft:nether/temperature} and
 *                            {@code minecraft:nether/vegetation}, always made the legacy way from the raw seed (+0,
 *                            +1) with their data's parameters. Before: under {@code legacy_random_source} the noises
 *                            {@code minecraft:temperature} and {@code vegetation} were made so with fixed parameters
 *                            (−7: 1, 1) and {@code minecraft:offset} was a zero-amplitude noise
 * @param snowLineFromSeaLevel from 1.21.2: a biome's temperature falls with height above sea level + 17 (it was
 *                            above y 80, which is the same for the overworld's sea level 63)
 */
public record GameCode(String release, boolean netherNoisesById, boolean snowLineFromSeaLevel) {

    /** The code of Minecraft Java 1.21.1, the explorer's first target and what a preset without a version means. */
    public static final GameCode V1_21_1 = new GameCode("1.21.1", false, false);

    /** The y above which a biome's temperature falls with height (exclusive). */
    public int snowLine(int seaLevel) {
        return snowLineFromSeaLevel ? seaLevel + 17 : 80;
    }

    /** Whether this code's release is {@code since} or later (a name that is not a release counts as the newest). */
    public boolean atLeast(String since) {
        return compareReleases(release, since) >= 0;
    }

    /**
     * Orders release names as the game's releases came out: numerically by their dot-separated parts
     * ({@code 1.21.9 < 1.21.11 < 26.1 < 26.1.2 < 26.2}); a name that is not a plain release (a snapshot, a user's
     * own name) comes after the releases, by name. Read in place, without a pattern or a split: structure code asks
     * it for every start of every seed a search tries.
     */
    public static int compareReleases(String a, String b) {
        boolean pa = isPlainRelease(a);
        boolean pb = isPlainRelease(b);
        if (!pa || !pb) {
            if (pa != pb) {
                return pa ? -1 : 1;
            }
            return a.compareTo(b);
        }
        int i = 0;
        int j = 0;
        while (i < a.length() || j < b.length()) {
            int x = -1;
            int y = -1;
            if (i < a.length()) {
                x = 0;
                for (; i < a.length() && a.charAt(i) != '.'; i++) {
                    x = x * 10 + a.charAt(i) - '0';
                }
                i++;
            }
            if (j < b.length()) {
                y = 0;
                for (; j < b.length() && b.charAt(j) != '.'; j++) {
                    y = y * 10 + b.charAt(j) - '0';
                }
                j++;
            }
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    /** Whether a name is a plain release: two or more dot-separated parts of ASCII digits, each an int. */
    private static boolean isPlainRelease(String name) {
        int parts = 0;
        long part = -1;
        for (int i = 0; i <= name.length(); i++) {
            char c = i < name.length() ? name.charAt(i) : '.';
            if (c == '.') {
                if (part < 0) {
                    return false;
                }
                parts++;
                part = -1;
            } else if (c >= '0' && c <= '9') {
                part = (part < 0 ? 0 : part * 10) + (c - '0');
                if (part > Integer.MAX_VALUE) {
                    return false;
                }
            } else {
                return false;
            }
        }
        return parts >= 2;
    }
}
