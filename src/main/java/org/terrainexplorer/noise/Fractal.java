package org.terrainexplorer.noise;

import java.util.Arrays;

/**
 * Fractal sum settings: an explicit amplitude for each octave (as in Amit Patel's "Making maps with
 * noise", where octave {@code k} has frequency {@code lacunarity^k} and its own amplitude) and a lacunarity.
 * Immutable; the shares and the per-octave frequencies are computed once, here.
 *
 * <ul>
 *   <li>{@link #fbm2}: Σ a<sub>k</sub>·noise(seed<sub>k</sub>, f<sub>k</sub>·p) / Σ a<sub>k</sub>; within the
 *       kernel's range.</li>
 *   <li>{@link #ridged2}: each octave folded to {@code 1 − |noise|} (Patel's {@code 2(0.5 − |0.5 − n|)} on
 *       {@code n} in [0, 1]) and weighted by the normalised sum of the octaves below it, so detail gathers
 *       on the ridges; within [0, 1].</li>
 * </ul>
 *
 * <p>Octave {@code k} samples with seed {@link LatticeHash#derive(long, int) derive(seed, k)}, so octaves are
 * independent fields rather than rescaled copies of one another.
 *
 * <p>Each octave's share {@code a_k / Σ a} is found by division, never through a reciprocal of the sum: a sum
 * as small as 10⁻³²⁰ has no finite reciprocal, yet its octaves' shares are ordinary numbers.
 */
public final class Fractal {

    /** The most octaves a fractal sum takes. */
    public static final int MAX_OCTAVES = 8;
    /** Lacunarity bounds. */
    public static final double MIN_LACUNARITY = 1.0;
    public static final double MAX_LACUNARITY = 4.0;

    private final double[] amplitudes;
    private final double lacunarity;
    private final double[] frequencies;
    private final double[] shares;
    private final double total;

    private Fractal(double[] amplitudes, double lacunarity) {
        if (amplitudes.length < 1 || amplitudes.length > MAX_OCTAVES) {
            throw new IllegalArgumentException(
                "octave amplitudes: " + amplitudes.length + " given, allowed 1 to " + MAX_OCTAVES);
        }
        double sum = 0;
        for (int k = 0; k < amplitudes.length; k++) {
            double a = amplitudes[k];
            if (!Double.isFinite(a) || a < 0) {
                throw new IllegalArgumentException(
                    "octave amplitude " + (k + 1) + ": " + a + ", allowed a finite number ≥ 0");
            }
            sum += a;
        }
        if (sum <= 0) {
            throw new IllegalArgumentException("octave amplitudes: all are 0, at least one must be positive");
        }
        if (!Double.isFinite(sum)) {
            throw new IllegalArgumentException("octave amplitudes: their sum " + sum + " is too large");
        }
        if (!(lacunarity >= MIN_LACUNARITY && lacunarity <= MAX_LACUNARITY)) {
            throw new IllegalArgumentException(
                "lacunarity: " + lacunarity + ", allowed " + MIN_LACUNARITY + " to " + MAX_LACUNARITY);
        }
        this.amplitudes = amplitudes.clone();
        this.lacunarity = lacunarity;
        this.frequencies = octaveFrequencies(amplitudes.length, lacunarity);
        this.total = sum;
        this.shares = new double[amplitudes.length];
        for (int k = 0; k < amplitudes.length; k++) {
            shares[k] = amplitudes[k] / sum;
        }
    }

    /**
     * Fractal settings with the given amplitudes and lacunarity.
     *
     * @param amplitudes per-octave amplitudes, 1 to 8 of them, each finite and ≥ 0, not all 0
     * @param lacunarity frequency ratio between successive octaves, in [1, 4]
     * @throws IllegalArgumentException naming the value and what is allowed
     */
    public static Fractal of(double[] amplitudes, double lacunarity) {
        return new Fractal(amplitudes, lacunarity);
    }

    /** A single octave of amplitude 1. */
    public static Fractal single() {
        return of(new double[] {1}, 2);
    }

    /** {@code octaves} octaves with amplitudes 1, ½, ¼, … and lacunarity 2. */
    public static Fractal halving(int octaves) {
        double[] amplitudes = new double[octaves];
        for (int k = 0; k < octaves; k++) {
            amplitudes[k] = 1.0 / (1 << k);
        }
        return of(amplitudes, 2);
    }

    private static double[] octaveFrequencies(int octaves, double lacunarity) {
        double[] frequencies = new double[octaves];
        double f = 1;
        for (int k = 0; k < octaves; k++) {
            frequencies[k] = f;
            f *= lacunarity;
        }
        return frequencies;
    }

    /** The frequency ratio between successive octaves. */
    public double lacunarity() {
        return lacunarity;
    }

    /** The sum of the amplitudes, which fBm divides by. */
    public double total() {
        return total;
    }

    /** Octave {@code k}'s share of the sum: {@code a_k / Σ a}, in [0, 1]. */
    public double share(int k) {
        return shares[k];
    }

    /** The number of octaves. */
    public int octaves() {
        return amplitudes.length;
    }

    /** The amplitude of octave {@code k} (from 0). */
    public double amplitude(int k) {
        return amplitudes[k];
    }

    /** The frequency multiplier of octave {@code k} (from 0): {@code lacunarity^k}. */
    public double frequency(int k) {
        return frequencies[k];
    }

    /** A copy of the amplitudes. */
    public double[] amplitudes() {
        return amplitudes.clone();
    }

    /** A copy of the frequency multipliers. */
    public double[] frequencies() {
        return frequencies.clone();
    }

    /** The seed octave {@code k} samples with. */
    public static long octaveSeed(long seed, int k) {
        return LatticeHash.derive(seed, k);
    }

    /** Fractal Brownian motion in 1D, normalised by the sum of amplitudes. */
    public double fbm1(NoiseType.Noise1 noise, long seed, double x) {
        double sum = 0;
        for (int k = 0; k < amplitudes.length; k++) {
            if (shares[k] != 0) {
                sum += shares[k] * noise.sample(octaveSeed(seed, k), x * frequencies[k]);
            }
        }
        return sum;
    }

    /** Fractal Brownian motion in 2D, normalised by the sum of amplitudes. */
    public double fbm2(NoiseType.Noise2 noise, long seed, double x, double y) {
        double sum = 0;
        for (int k = 0; k < amplitudes.length; k++) {
            if (shares[k] != 0) {
                double f = frequencies[k];
                sum += shares[k] * noise.sample(octaveSeed(seed, k), x * f, y * f);
            }
        }
        return sum;
    }

    /** Fractal Brownian motion in 3D, normalised by the sum of amplitudes. */
    public double fbm3(NoiseType.Noise3 noise, long seed, double x, double y, double z) {
        double sum = 0;
        for (int k = 0; k < amplitudes.length; k++) {
            if (shares[k] != 0) {
                double f = frequencies[k];
                sum += shares[k] * noise.sample(octaveSeed(seed, k), x * f, y * f, z * f);
            }
        }
        return sum;
    }

    /**
     * Ridged multifractal noise in 2D, within [0, 1]: octave {@code k} contributes
     * {@code a_k · (1 − |noise|) · w_k}, where {@code w_k} is the sum of the contributions below it divided by
     * the sum of their amplitudes (1 for the first octave).
     */
    public double ridged2(NoiseType.Noise2 noise, long seed, double x, double y) {
        double sum = 0;
        double shareBelow = 0;
        for (int k = 0; k < shares.length; k++) {
            double share = shares[k];
            if (share != 0) {
                double f = frequencies[k];
                double ridge = 1 - Math.abs(noise.sample(octaveSeed(seed, k), x * f, y * f));
                double weight = shareBelow > 0 ? sum / shareBelow : 1;
                sum += share * ridge * weight;
                shareBelow += share;
            }
        }
        return sum;
    }

    /** Ridged noise's fold of one octave value {@code n} in [0, 1], as Amit Patel writes it. */
    public static double ridge(double n) {
        return 2 * (0.5 - Math.abs(0.5 - n));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Fractal f && Arrays.equals(amplitudes, f.amplitudes) && lacunarity == f.lacunarity;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(amplitudes) + Double.hashCode(lacunarity);
    }

    @Override
    public String toString() {
        return "Fractal[amplitudes=" + Arrays.toString(amplitudes) + ", lacunarity=" + lacunarity + "]";
    }
}
