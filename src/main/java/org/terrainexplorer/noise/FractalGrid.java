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
 * with its own scratch array.
 */
public final class FractalGrid {

    private final AxisSplit[] axes = new AxisSplit[Fractal.MAX_OCTAVES];
    private final int[] seeds = new int[Fractal.MAX_OCTAVES];
    private final double[] scales = new double[Fractal.MAX_OCTAVES];
    private final float[] amplitudes = new float[Fractal.MAX_OCTAVES];
    /** 1 / (sum of the amplitudes of the octaves below k), for ridged weights; 0 for the first. */
    private final float[] inverseAmplitudeBelow = new float[Fractal.MAX_OCTAVES];
    private NoiseType type = NoiseType.PERLIN;
    private Fade fade = Fade.QUINTIC;
    private int octaves;
    private float normaliser;

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
        float amplitudeBelow = 0;
        for (int k = 0; k < fractal.octaves(); k++) {
            float amplitude = (float) fractal.amplitude(k);
            if (amplitude == 0) {
                continue;
            }
            seeds[octaves] = LatticeHash.seed(Fractal.octaveSeed(seed, k));
            scales[octaves] = frequency * fractal.frequency(k);
            amplitudes[octaves] = amplitude;
            inverseAmplitudeBelow[octaves] = amplitudeBelow > 0 ? 1 / amplitudeBelow : 0;
            axes[octaves].split(xs, from, to, scales[octaves], fade);
            amplitudeBelow += amplitude;
            octaves++;
        }
        normaliser = 1 / amplitudeBelow;
    }

    /**
     * Fills one row at world ordinate {@code y}: {@code fbm} with fBm in [-1, 1] and, when not null,
     * {@code ridged} with ridged noise in [0, 1].
     *
     * @param scratch a per-thread array of at least {@link #length()} floats for one octave's values
     */
    public void row(double y, float[] scratch, float[] fbm, float[] ridged) {
        row(y, scratch, fbm, ridged, 0);
    }

    /** As {@link #row(double, float[], float[], float[])}, writing from index {@code offset} of the outputs. */
    public void row(double y, float[] scratch, float[] fbm, float[] ridged, int offset) {
        row(y, scratch, fbm, ridged, offset, null);
    }

    /**
     * As {@link #row(double, float[], float[], float[], int)}, reusing lattice corners from the same thread's
     * earlier rows through {@code corners} (one per thread; null for none).
     */
    public void row(double y, float[] scratch, float[] fbm, float[] ridged, int offset, CornerCache corners) {
        if (ridged == null) {
            // fBm alone: each octave adds (amplitude × normaliser) × noise straight into the output.
            for (int k = 0; k < octaves; k++) {
                GridNoise.row(type, seeds[k], axes[k], y * scales[k], fade, fbm, offset, amplitudes[k] * normaliser,
                    k > 0, corners, k);
            }
            return;
        }
        int n = length();
        int end = offset + n;
        for (int i = offset; i < end; i++) {
            ridged[i] = 0;
        }
        for (int k = 0; k < octaves; k++) {
            GridNoise.row(type, seeds[k], axes[k], y * scales[k], fade, scratch, 0, 1, false, corners, k);
            float amplitude = amplitudes[k];
            float scaled = amplitude * normaliser;
            // The same fBm terms as above, and each octave folded to 1 − |n|, weighted by the normalised sum
            // of the ridged octaves below it.
            float inverseBelow = inverseAmplitudeBelow[k];
            for (int i = 0; i < n; i++) {
                float v = scratch[i];
                fbm[offset + i] = k == 0 ? scaled * v : fbm[offset + i] + scaled * v;
                float weight = k == 0 ? 1 : ridged[offset + i] * inverseBelow;
                ridged[offset + i] += amplitude * (1 - Math.abs(v)) * weight;
            }
        }
        for (int i = offset; i < end; i++) {
            ridged[i] *= normaliser;
        }
    }
}
