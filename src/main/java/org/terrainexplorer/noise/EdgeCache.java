package org.terrainexplorer.noise;

/**
 * A thread's working memory for {@link FractalGrid} rows: a memo of each octave's <em>edges</em> for the lattice row it last sampled: for every point of
 * the row, the noise along the cell's near and far edges as linear functions of the y fraction. The pixel
 * rows of a grid that fall in one lattice row share those edges, so the corners are hashed and the x fade
 * blended once per lattice row; each pixel row then costs a few multiply-adds per point over whole arrays,
 * which the JIT compiles to vector instructions.
 *
 * <p>For Perlin noise, point {@code i}'s edges are {@code near = a0[i] + b0[i]·fy} and
 * {@code far = a1[i] + b1[i]·(fy − 1)}, blended as {@code near + fade(fy)·(far − near)}; for value noise
 * {@code near = a0[i]}, {@code far = a1[i]}. Values do not depend on whether an entry was reused: a row is
 * always computed from the edges, fresh or remembered.
 *
 * <p>It also holds the row buffers a fractal row is summed in, indexed from 0 like the edges so the JIT
 * vectorises the loops over them.
 *
 * <p>One per thread at a time; reusable across renders. Keyed by the octave's axis split (and its version),
 * seed, kernel and lattice row, so a stale entry is never used.
 */
public final class EdgeCache {

    private final AxisSplit[] axes = new AxisSplit[Fractal.MAX_OCTAVES];
    private final int[] versions = new int[Fractal.MAX_OCTAVES];
    private final int[] seeds = new int[Fractal.MAX_OCTAVES];
    private final long[] rows = new long[Fractal.MAX_OCTAVES];
    private final NoiseType[] types = new NoiseType[Fractal.MAX_OCTAVES];
    /** Per octave: a0, b0, a1, b1, each one float per point of the row. */
    private final float[][][] edges = new float[Fractal.MAX_OCTAVES][][];
    private float[] sum = new float[0];
    private float[] octave = new float[0];
    private float[] ridged = new float[0];

    /**
     * Prepares octave {@code k}'s slot for a row; returns whether its stored edges are those of this
     * (axis, seed, kernel, lattice row) and may be reused. When not, the caller fills {@link #edges}.
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
            if (edges[k] == null || edges[k][0].length < axis.length()) {
                edges[k] = new float[4][Math.max(axis.length(), 16)];
            }
        }
        return same;
    }

    /** Octave k's edge arrays a0, b0, a1, b1. */
    float[][] edges(int k) {
        return edges[k];
    }

    /** Row buffers for rows of {@code length} points: the fBm sum, one octave, the ridged sum. */
    void ensureRows(int length) {
        if (sum.length < length) {
            sum = new float[length];
            octave = new float[length];
            ridged = new float[length];
        }
    }

    float[] sum() {
        return sum;
    }

    float[] octave() {
        return octave;
    }

    float[] ridged() {
        return ridged;
    }

    /** Bytes held. */
    public long bytes() {
        long bytes = 4L * (sum.length + octave.length + ridged.length);
        for (float[][] e : edges) {
            if (e != null) {
                bytes += 4L * 4 * e[0].length;
            }
        }
        return bytes;
    }
}
