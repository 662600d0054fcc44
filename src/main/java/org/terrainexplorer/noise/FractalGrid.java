package org.terrainexplorer.noise;

/**
 * {@link Fractal} sums over a grid, row by row: the fast path behind the maps.
 *
 * <p>{@link #prepare} fixes the kernel, the octaves, the seed, the base frequency and the grid's x
 * coordinates, splitting the x axis once per octave; {@link #row} then fills one row of fBm, and optionally
 * ridged noise, at a world y. The sums are those of {@link Fractal#fbm2} and {@link Fractal#ridged2} at
 * {@code (x · frequency, y · frequency)}, in single precision: octave {@code k} samples at scale
 * {@code frequency · lacunarity^k} with seed {@code derive(seed, k)}, octaves of amplitude 0 are skipped,
 * and the result is normalised by the sum of amplitudes.
 *
 * <p>A reusable buffer: {@code prepare} overwrites it and must happen-before any {@code row} call on
 * another thread; after that, {@code row} only reads it, so threads may fill different rows at once, each
 * with its own {@link EdgeCache}.
 */
public final class FractalGrid {

    private final AxisSplit[] axes = new AxisSplit[Fractal.MAX_OCTAVES];
    private final int[] seeds = new int[Fractal.MAX_OCTAVES];
    private final double[] scales = new double[Fractal.MAX_OCTAVES];
    /** Each sampled octave's share of the amplitudes, a / Σa (so the shares sum to 1). */
    private final float[] shares = new float[Fractal.MAX_OCTAVES];
    /** 1 / (the shares of the octaves below k), for ridged weights; 0 for the first. */
    private final float[] inverseShareBelow = new float[Fractal.MAX_OCTAVES];
    private NoiseType type = NoiseType.PERLIN;
    private Fade fade = Fade.QUINTIC;
    private int octaves;

    /** A buffer for rows of up to {@code capacity} points. */
    public FractalGrid(int capacity) {
        for (int k = 0; k < axes.length; k++) {
            axes[k] = new AxisSplit(capacity);
        }
    }

    /** The most points a row holds. */
    public int capacity() {
        return axes[0].capacity();
    }

    /** The number of points in each row, as prepared. */
    public int length() {
        return axes[0].length();
    }

    /**
     * Prepares rows over the world x coordinates {@code xs[from..to)}: output index 0 is {@code xs[from]}.
     */
    public void prepare(NoiseType type, Fade fade, Fractal fractal, long seed, double frequency,
                        double[] xs, int from, int to) {
        this.type = type;
        this.fade = fade;
        octaves = 0;
        // Shares come normalised in double: an amplitude too small for a float is a negligible share, not a
        // zero to divide by. The largest share is at least 1/8, so some octave is always sampled.
        double shareBelow = 0;
        for (int k = 0; k < fractal.octaves(); k++) {
            float share = (float) fractal.share(k);
            if (share == 0) {
                continue;
            }
            seeds[octaves] = LatticeHash.seed(Fractal.octaveSeed(seed, k));
            scales[octaves] = frequency * fractal.frequency(k);
            shares[octaves] = share;
            inverseShareBelow[octaves] = shareBelow > 0 ? (float) (1 / shareBelow) : 0;
            axes[octaves].split(xs, from, to, scales[octaves], fade);
            shareBelow += share;
            octaves++;
        }
    }

    /**
     * Fills one row at world ordinate {@code y}: {@code fbm} with fBm in [-1, 1] and, when not null,
     * {@code ridged} with ridged noise in [0, 1].
     *
     * @param work the calling thread's {@link EdgeCache}: its row buffers, and its edges, which let the rows
     *             after this one in the same lattice row skip the corners (values do not depend on it)
     */
    public void row(double y, float[] fbm, float[] ridged, EdgeCache work) {
        row(y, fbm, ridged, 0, work);
    }

    /** As {@link #row(double, float[], float[], EdgeCache)}, writing from index {@code offset}. */
    public void row(double y, float[] fbm, float[] ridged, int offset, EdgeCache work) {
        int n = length();
        work.ensureRows(n);
        float[] sum = work.sum();
        if (ridged == null) {
            // fBm alone: each octave adds its share × noise straight into the sum.
            for (int k = 0; k < octaves; k++) {
                GridNoise.row(type, seeds[k], axes[k], y * scales[k], fade, sum, shares[k], k > 0, work, k);
            }
            System.arraycopy(sum, 0, fbm, offset, n);
            return;
        }
        float[] octave = work.octave();
        float[] ridge = work.ridged();
        for (int k = 0; k < octaves; k++) {
            GridNoise.row(type, seeds[k], axes[k], y * scales[k], fade, octave, 1, false, work, k);
            float share = shares[k];
            // The same fBm terms as above, and each octave folded to 1 − |n|, weighted by the normalised sum
            // of the ridged octaves below it.
            if (k == 0) {
                for (int i = 0; i < n; i++) {
                    float v = octave[i];
                    sum[i] = share * v;
                    ridge[i] = share * (1 - Math.abs(v));
                }
            } else {
                float inverseBelow = inverseShareBelow[k];
                for (int i = 0; i < n; i++) {
                    float v = octave[i];
                    sum[i] += share * v;
                    ridge[i] += share * (1 - Math.abs(v)) * (ridge[i] * inverseBelow);
                }
            }
        }
        System.arraycopy(sum, 0, fbm, offset, n);
        System.arraycopy(ridge, 0, ridged, offset, n);
    }
}
