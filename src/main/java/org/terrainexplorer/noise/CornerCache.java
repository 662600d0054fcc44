package org.terrainexplorer.noise;

/**
 * A per-thread memo of each octave's lattice corners for the last lattice row it sampled. The rows of a
 * grid that fall in the same lattice row meet the same corners, so the hashes are computed once per
 * lattice row instead of once per pixel row: at a high octave, where a cell spans a few pixels, that is
 * most of a row's work. Values are unchanged (the hash is pure); only the work is saved.
 *
 * <p>One per thread (per band); reusable across renders. Keyed by the octave's axis split (and its version),
 * seed, kernel and lattice row, so a stale entry is never used.
 */
public final class CornerCache {

    private final AxisSplit[] axes = new AxisSplit[Fractal.MAX_OCTAVES];
    private final int[] versions = new int[Fractal.MAX_OCTAVES];
    private final int[] seeds = new int[Fractal.MAX_OCTAVES];
    private final long[] rows = new long[Fractal.MAX_OCTAVES];
    private final NoiseType[] types = new NoiseType[Fractal.MAX_OCTAVES];
    private final int[][] packed = new int[Fractal.MAX_OCTAVES][];
    private final float[][] values = new float[Fractal.MAX_OCTAVES][];

    /**
     * Prepares octave {@code k}'s slot for a row; returns whether its stored corners are those of this
     * (axis, seed, kernel, lattice row) and may be reused.
     */
    boolean reuse(int k, AxisSplit axis, int seed, NoiseType type, long latticeRow) {
        boolean same = axes[k] == axis && versions[k] == axis.version() && seeds[k] == seed && types[k] == type
            && rows[k] == latticeRow;
        if (!same) {
            axes[k] = axis;
            versions[k] = axis.version();
            seeds[k] = seed;
            types[k] = type;
            rows[k] = latticeRow;
            int runs = axis.runCount();
            if (packed[k] == null || packed[k].length < runs) {
                packed[k] = new int[Math.max(runs, 16)];
                values[k] = new float[4 * Math.max(runs, 16)];
            }
        }
        return same;
    }

    /** Octave k's Perlin corners: four 3-bit gradient indices per run. */
    int[] packed(int k) {
        return packed[k];
    }

    /** Octave k's value-noise corners: four values per run. */
    float[] values(int k) {
        return values[k];
    }
}
