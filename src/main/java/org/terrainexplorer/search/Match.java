package org.terrainexplorer.search;

import java.util.List;
import java.util.Map;

/**
 * A seed that holds a search's conditions, exactly, and where each condition that holds matched: by condition id,
 * the places (a structure's id and locate position, a biome and the sample where it was found, the spawn, a climate
 * or height value). One line of a results file.
 *
 * @param seed  the seed
 * @param where the places, by condition id, in the tree's order
 */
public record Match(long seed, Map<String, List<Place>> where) {

    public Match {
        where = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(where));
    }

    /**
     * One place a condition matched at.
     *
     * @param what  a structure's or biome's id, "spawn", a climate parameter, "height", or "holds" (a condition with no
     *              place, such as a not)
     * @param x     the block x (0 without a place)
     * @param y     the block y, or {@link #NO_Y}
     * @param z     the block z
     * @param value a value read there (a climate value, a height, a share of an area), or NaN
     */
    public record Place(String what, int x, int y, int z, double value) {
        /** A place with no height. */
        public static final int NO_Y = Integer.MIN_VALUE;

        /** Whether it has a block position. */
        public boolean located() {
            return !what.equals("holds");
        }
    }
}
