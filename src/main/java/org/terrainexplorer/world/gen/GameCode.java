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
     * own name) comes after the releases, by name.
     */
    public static int compareReleases(String a, String b) {
        int[] pa = releaseParts(a);
        int[] pb = releaseParts(b);
        if (pa == null || pb == null) {
            if (pa != pb) {
                return pa == null ? 1 : -1;
            }
            return a.compareTo(b);
        }
        for (int i = 0; i < Math.max(pa.length, pb.length); i++) {
            int x = i < pa.length ? pa[i] : -1;
            int y = i < pb.length ? pb[i] : -1;
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    /** The numeric parts of a plain release name, or null. */
    private static int[] releaseParts(String name) {
        if (!name.matches("\\d+(\\.\\d+)+")) {
            return null;
        }
        String[] s = name.split("\\.");
        int[] p = new int[s.length];
        for (int i = 0; i < s.length; i++) {
            try {
                p[i] = Integer.parseInt(s[i]);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return p;
    }
}
