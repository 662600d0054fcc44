package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * The game's two generation heightmaps over a chunk's block array: {@code WORLD_SURFACE_WG} (one above the
 * highest non-air block) and {@code OCEAN_FLOOR_WG} (one above the highest block that is neither air nor fluid),
 * {@code minY} for an empty column. Index {@code z · 16 + x}.
 */
final class Heightmaps {

    private Heightmaps() {
    }

    /** Which palette ids count as air, and as fluid. */
    record Kinds(boolean[] air, boolean[] fluid) {

        static Kinds of(BlockPalette palette) {
            boolean[] air = new boolean[palette.size()];
            boolean[] fluid = new boolean[palette.size()];
            for (int i = 0; i < palette.size(); i++) {
                BlockState s = palette.state(i);
                air[i] = s.isAir();
                fluid[i] = s.isFluid() || "true".equals(s.properties().get("waterlogged"));
            }
            return new Kinds(air, fluid);
        }
    }

    /** Both heightmaps of a freshly filled block array. */
    static void compute(short[] blocks, int minY, int height, Kinds kinds, int[] worldSurface, int[] oceanFloor) {
        for (int column = 0; column < 256; column++) {
            int surface = minY;
            int floor = minY;
            for (int ly = height - 1; ly >= 0; ly--) {
                int id = blocks[ly << 8 | column];
                if (!kinds.air[id]) {
                    if (surface == minY) {
                        surface = minY + ly + 1;
                    }
                    if (!kinds.fluid[id]) {
                        floor = minY + ly + 1;
                        break;
                    }
                }
            }
            worldSurface[column] = surface;
            oceanFloor[column] = floor;
        }
    }

    /**
     * The game's {@code Heightmap.update} after a block changed at (column, y): raise the height over a new
     * block of the kind, or search down when the top block stopped being of the kind. The blocks under
     * {@code limit} are not known (a partial chunk): returns false if the search had to read one.
     */
    static boolean update(int[] heights, int column, int y, boolean counts, short[] blocks, int minY, boolean[] kind,
                          int limit) {
        int first = heights[column];
        if (y <= first - 2) {
            return true;
        }
        if (counts) {
            if (y >= first) {
                heights[column] = y + 1;
            }
        } else if (first - 1 == y) {
            for (int n = y - 1; n >= minY; n--) {
                if (n < limit) {
                    return false;
                }
                if (kind[blocks[(n - minY) << 8 | column]]) {
                    heights[column] = n + 1;
                    return true;
                }
            }
            heights[column] = minY;
        }
        return true;
    }

    /**
     * Both heightmaps of every column of a partial chunk, level by level from {@code top} (the highest y holding a
     * block other than air, or lower) down: column {@code c} down to {@code limits[c]} (its blocks under it
     * unknown, or the world's bottom; {@code Integer.MAX_VALUE} for a column not generated, whose heights are the
     * world's bottom). False if a height was not found above a column's limit. The same heights as {@link #column}
     * column by column, reading the block array in its own order.
     */
    static boolean columns(short[] blocks, int minY, int height, Kinds kinds, int[] limits, int top,
                           int[] worldSurface, int[] oceanFloor, byte[] state) {
        boolean[] air = kinds.air();
        boolean[] fluid = kinds.fluid();
        int searching = 0;
        int lowest = Integer.MAX_VALUE;
        for (int c = 0; c < 256; c++) {
            worldSurface[c] = minY;
            oceanFloor[c] = minY;
            if (limits[c] == Integer.MAX_VALUE) {
                state[c] = DONE;
            } else {
                state[c] = SURFACE;
                searching++;
                lowest = Math.min(lowest, limits[c]);
            }
        }
        int from = Math.min(top, minY + height - 1) - minY;
        for (int ly = from; ly >= lowest - minY && searching > 0; ly--) {
            int base = ly << 8;
            int y = minY + ly;
            for (int c = 0; c < 256; c++) {
                if (state[c] == DONE) {
                    continue;
                }
                if (y < limits[c]) {
                    // Passed its limit without a floor: unknown unless the limit is the world's bottom.
                    if (limits[c] > minY) {
                        return false;
                    }
                    state[c] = DONE;
                    searching--;
                    continue;
                }
                int id = blocks[base | c];
                if (!air[id]) {
                    if (state[c] == SURFACE) {
                        worldSurface[c] = y + 1;
                        state[c] = FLOOR;
                    }
                    if (!fluid[id]) {
                        oceanFloor[c] = y + 1;
                        state[c] = DONE;
                        searching--;
                    }
                }
            }
        }
        for (int c = 0; c < 256; c++) {
            if (state[c] != DONE && limits[c] > minY) {
                return false;
            }
        }
        return true;
    }

    private static final byte SURFACE = 0;
    private static final byte FLOOR = 1;
    private static final byte DONE = 2;

    /**
     * Both heightmaps of one column from its blocks down to {@code limit} (the blocks under it unknown, or the
     * world's bottom): false, with the heights unset, if a height was not found above the limit.
     */
    static boolean column(short[] blocks, int minY, int height, Kinds kinds, int column, int limit, int[] worldSurface,
                          int[] oceanFloor) {
        int surface = minY;
        int floor = minY;
        for (int ly = height - 1; ly >= limit - minY; ly--) {
            int id = blocks[ly << 8 | column];
            if (!kinds.air()[id]) {
                if (surface == minY) {
                    surface = minY + ly + 1;
                }
                if (!kinds.fluid()[id]) {
                    floor = minY + ly + 1;
                    break;
                }
            }
        }
        if (floor == minY && limit > minY) {
            return false;
        }
        worldSurface[column] = surface;
        oceanFloor[column] = floor;
        return true;
    }
}
