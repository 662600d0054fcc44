package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.density.compile.Frame;

/**
 * The game's preliminary surface level of a chunk's columns (the aquifers' and the surface rules' rough terrain
 * height): per quart corner, the highest level, stepping down a cell at a time from the top of the noise, where the
 * density without jaggedness exceeds 0.390625; {@code Integer.MAX_VALUE} when there is none. Kept per chunk.
 */
final class PreliminarySurface {

    private static final double THRESHOLD = 0.390625;
    /** Levels sampled at once below those a bound rules out. */
    private static final int BATCH = 8;

    private final Frame points;
    private final int bottom;
    private final int top;
    private final int step;
    private final int levels;
    private final int[] batch = new int[BATCH];
    private final LongIntMap known = new LongIntMap(1024);

    /** Levels from {@code top} down to {@code bottom} in steps of {@code step}, sampled with {@code points}. */
    PreliminarySurface(Frame points, int bottom, int top, int step) {
        this.points = points;
        this.bottom = bottom;
        this.top = top;
        this.step = step;
        this.levels = (top - bottom) / step + 1;
    }

    /** Forgets the previous chunk's levels (the points frame has entered the next chunk). */
    void clear() {
        known.clear();
    }

    /** The level of the column holding (x, z), sampled at its quart corner. */
    int at(int x, int z) {
        int qx = x >> 2 << 2;
        int qz = z >> 2 << 2;
        long key = (long) qx & 0xFFFFFFFFL | (long) qz << 32;
        int level = known.get(key, Integer.MIN_VALUE);
        if (level == Integer.MIN_VALUE) {
            level = compute(qx, qz);
            known.put(key, level);
        }
        return level;
    }

    /**
     * The first level from the top whose density exceeds the threshold. Levels a range bound shows to stay at or
     * under it are skipped (found by bisection: the bound over [y, top] only grows as y goes down); the rest are
     * sampled a batch at a time, the column's y-independent part once.
     */
    private int compute(int x, int z) {
        int root = ChunkPrograms.INITIAL_DENSITY;
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
