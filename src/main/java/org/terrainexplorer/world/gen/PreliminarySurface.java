package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.noise.Mth;

/**
 * The game's preliminary surface level of a chunk's columns (the aquifers' and the surface rules' rough terrain
 * height), per quart corner, in the form of the router's surface slot ({@link NoiseRouter.SurfaceSlot}):
 * <ul>
 * <li>{@code initial_density_without_jaggedness} (until 1.21.8, {@code NoiseChunk.computePreliminarySurfaceLevel}):
 * the highest level, stepping down a cell at a time from the top of the noise, where the density exceeds
 * 0.390625; {@code Integer.MAX_VALUE} when there is none;</li>
 * <li>{@code preliminary_surface_level} (from 1.21.9): the slot's value at (x, 0, z), rounded down
 * ({@code Mth.floor}); the search is the slot's own ({@code find_top_surface} in the game's data).</li>
 * </ul>
 *
 * <p>Levels are kept across chunks, not per chunk as the game keeps them: a level is a function of its quart column
 * alone, except that the points frame samples flat caches differently inside the chunk's flat-cache area than
 * outside it (the same position, by another path), so the key holds that too, unless the router's flat caches read
 * no y (all of the game's data): then both paths give the same value. The aquifers of a chunk ask for
 * the levels of columns up to three chunks away, which a map's neighbouring chunks ask for again: kept, each is
 * computed about once per map instead of once per chunk that asks. The table is direct-mapped and bounded; a
 * column evicted is computed again, to the same value.
 */
final class PreliminarySurface {

    private static final double THRESHOLD = 0.390625;
    /** Levels sampled at once below those a bound rules out. */
    private static final int BATCH = 8;

    private final Frame points;
    /** Whether the surface slot is the level itself (1.21.9 and later) rather than a density to search. */
    private final boolean level;
    private final int bottom;
    private final int top;
    private final int step;
    private final int levels;
    private final int[] batch = new int[BATCH];
    /** Whether the level is the same in every chunk's context (see {@link #key}). */
    private final boolean sameInEveryChunk;
    /** Table slots for chunks (a power of two): 16384 quart columns, a 512-block square and its aquifers' margins. */
    static final int CHUNK_SLOT_BITS = 14;
    /** Table slots for single columns (base heights): the quart columns one column's aquifers read. */
    static final int COLUMN_SLOT_BITS = 10;
    /** No key: no quart column's key is this (quart coordinates are far inside 30 bits). */
    private static final long EMPTY = Long.MIN_VALUE;
    /** Per slot, the key of the column whose level it holds (see {@link #key}), or {@link #EMPTY}. */
    private final long[] keys;
    private final int[] known;
    private final int slotShift;
    /** The current chunk's first quart: its flat-cache area is the 5 × 5 quarts from there. */
    private int firstQuartX;
    private int firstQuartZ;

    /**
     * Levels from {@code top} down to {@code bottom} in steps of {@code step}, sampled with {@code points}, for a
     * router whose surface slot is {@code slot}; a table of 2^slotBits quart columns keeps them.
     */
    PreliminarySurface(Frame points, NoiseRouter.SurfaceSlot slot, int bottom, int top, int step, int slotBits) {
        keys = new long[1 << slotBits];
        known = new int[1 << slotBits];
        slotShift = 64 - slotBits;
        this.points = points;
        this.level = slot == NoiseRouter.SurfaceSlot.PRELIMINARY_SURFACE_LEVEL;
        this.bottom = bottom;
        this.top = top;
        this.step = step;
        this.levels = (top - bottom) / step + 1;
        this.sameInEveryChunk = points.program().sameInEveryChunkAtQuartCorners(ChunkPrograms.SURFACE);
        java.util.Arrays.fill(keys, EMPTY);
    }

    /** Moves to the chunk whose first block is (minX, minZ) (the points frame has entered it). */
    void enterChunk(int chunkMinX, int chunkMinZ) {
        firstQuartX = chunkMinX >> 2;
        firstQuartZ = chunkMinZ >> 2;
    }

    /** The level of the column holding (x, z), sampled at its quart corner. */
    int at(int x, int z) {
        int qx = x >> 2;
        int qz = z >> 2;
        int dx = qx - firstQuartX;
        int dz = qz - firstQuartZ;
        boolean inArea = dx >= 0 && dx <= 4 && dz >= 0 && dz <= 4;
        long key = key(qx, qz, inArea && !sameInEveryChunk);
        int slot = slot(key);
        if (keys[slot] != key) {
            known[slot] = compute(qx << 2, qz << 2);
            keys[slot] = key;
        }
        return known[slot];
    }

    /** A quart column's key: its quart x, its quart z and whether it is in the chunk's flat-cache area. */
    private static long key(int qx, int qz, boolean inArea) {
        return (long) qx << 32 | (long) (qz & 0x7FFFFFFF) << 1 | (inArea ? 1 : 0);
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> slotShift);
    }

    /**
     * The first level from the top whose density exceeds the threshold. Levels a range bound shows to stay at or
     * under it are skipped (found by bisection: the bound over [y, top] only grows as y goes down); the rest are
     * sampled a batch at a time, the column's y-independent part once.
     */
    private int compute(int x, int z) {
        int root = ChunkPrograms.SURFACE;
        if (level) {
            return Mth.floor(points.at(root, x, 0, z));
        }
        points.columnConstants(root, x, z);
        // The most levels from the top that are certainly at or under the threshold.
        int low = 0;
        int high = levels;
        while (low < high) {
            int k = (low + high + 1) >>> 1;
            points.columnBounds(root, top - (k - 1) * step, top);
            if (points.upper(root) <= THRESHOLD) {
                low = k;
            } else {
                high = k - 1;
            }
        }
        for (int level = low; level < levels; level += BATCH) {
            int n = Math.min(BATCH, levels - level);
            for (int i = 0; i < n; i++) {
                batch[i] = top - (level + i) * step;
            }
            points.column(x, z, batch, n);
            points.run(root);
            double[] values = points.values(root);
            for (int i = 0; i < n; i++) {
                if (values[i] > THRESHOLD) {
                    return batch[i];
                }
            }
        }
        return Integer.MAX_VALUE;
    }
}
