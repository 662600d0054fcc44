package org.terrainexplorer.world.noise;

import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's "normal" noise, which every {@code noise} density function samples: two octave sums of the same
 * parameters with independent random draws, the second sampled at the coordinates scaled by 1.0181268882…,
 * averaged and scaled so that the result has a standard deviation near 1/3 whatever the octave count.
 */
public final class NormalNoise {

    private static final double INPUT_FACTOR = 1.0181268882175227;
    /** One sixth: half the target deviation of 1/3, as the game writes it. */
    private static final double HALF_TARGET_DEVIATION = 0.16666666666666666;

    private final NoiseParameters parameters;
    private final PerlinNoise first;
    private final PerlinNoise second;
    private final double valueFactor;
    private final double maxValue;
    /** {@link #bound}, computed once. */
    private final double bound;

    private NormalNoise(NoiseParameters parameters, PerlinNoise first, PerlinNoise second) {
        this.parameters = parameters;
        this.first = first;
        this.second = second;
        int minOctave = Integer.MAX_VALUE;
        int maxOctave = Integer.MIN_VALUE;
        for (int k = 0; k < parameters.octaves(); k++) {
            if (parameters.amplitude(k) != 0.0) {
                minOctave = Math.min(minOctave, k);
                maxOctave = Math.max(maxOctave, k);
            }
        }
        // With no octaves the game's int subtraction overflows to 1; kept so the factor matches.
        valueFactor = HALF_TARGET_DEVIATION / expectedDeviation(maxOctave - minOctave);
        maxValue = (first.maxValue() + second.maxValue()) * valueFactor;
        bound = (first.bound() + second.bound()) * Math.abs(valueFactor);
    }

    /** The modern noise: both octave sums from {@code random} in turn ({@code NormalNoise.create}). */
    public static NormalNoise create(RandomSource random, NoiseParameters parameters) {
        PerlinNoise first = PerlinNoise.create(random, parameters);
        PerlinNoise second = PerlinNoise.create(random, parameters);
        return new NormalNoise(parameters, first, second);
    }

    /** The legacy noise of old worlds' climate ({@code createLegacyNetherBiome}): legacy octave sums. */
    public static NormalNoise createLegacy(RandomSource random, NoiseParameters parameters) {
        PerlinNoise first = PerlinNoise.createLegacy(random, parameters);
        PerlinNoise second = PerlinNoise.createLegacy(random, parameters);
        return new NormalNoise(parameters, first, second);
    }

    /** The first octave sum (for {@link ReseedableNoise}). */
    PerlinNoise first() {
        return first;
    }

    /** The second octave sum (for {@link ReseedableNoise}). */
    PerlinNoise second() {
        return second;
    }

    private static double expectedDeviation(int octaveSpan) {
        return 0.1 * (1.0 + 1.0 / (octaveSpan + 1));
    }

    /** The noise at a point. */
    public double getValue(double x, double y, double z) {
        double x2 = x * INPUT_FACTOR;
        double y2 = y * INPUT_FACTOR;
        double z2 = z * INPUT_FACTOR;
        return (first.getValue(x, y, z) + second.getValue(x2, y2, z2)) * valueFactor;
    }

    /**
     * {@link #getValue} at (x, ys[p], z) for the points {@code p = sel[0..n)} of a column, into {@code out[p]},
     * with the same bits. {@code scratch} holds four work arrays at least as long as {@code ys}.
     */
    public void column(double x, double[] ys, double z, int[] sel, int n, double[] out, double[][] scratch) {
        double[] firstSum = scratch[0];
        double[] secondYs = scratch[1];
        double[] work = scratch[2];
        double[] values = scratch[3];
        first.column(x, ys, z, sel, n, firstSum, work, values);
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            secondYs[p] = ys[p] * INPUT_FACTOR;
        }
        second.column(x * INPUT_FACTOR, secondYs, z * INPUT_FACTOR, sel, n, out, work, values);
        double factor = valueFactor;
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            out[p] = (firstSum[p] + out[p]) * factor;
        }
    }

    /** A true bound on |{@link #getValue}| (see {@link PerlinNoise#bound}). */
    public double bound() {
        return bound;
    }

    /** The bound the game states for this noise (density functions' min and max use it). */
    public double maxValue() {
        return maxValue;
    }

    /** The parameters this noise was made from. */
    public NoiseParameters parameters() {
        return parameters;
    }
}
