package org.terrainexplorer.render;

import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The 1D Perlin noise of a parameter set along a span of world x, for the panel that teaches it: each
 * octave scaled by its share of the amplitudes (so the octaves add up to the sum drawn in bold), their sum,
 * and the first octave's lattice — the integer points and the slope of the gradient at each.
 *
 * <p>Uses the maps' seed (octave k with its derived seed), frequency, lacunarity, fade and amplitudes. Built
 * off the FX thread; immutable once built.
 */
public final class PerlinCurve {

    private final double x0;
    private final double x1;
    private final double frequency;
    private final double lacunarity;
    private final Fade fade;
    private final double[] amplitudes;
    private final float[][] octaves;
    private final float[] sum;
    private final long firstLattice;
    private final double[] slopes;

    private PerlinCurve(double x0, double x1, double frequency, double lacunarity, Fade fade, double[] amplitudes,
                        float[][] octaves, float[] sum, long firstLattice, double[] slopes) {
        this.x0 = x0;
        this.x1 = x1;
        this.frequency = frequency;
        this.lacunarity = lacunarity;
        this.fade = fade;
        this.amplitudes = amplitudes;
        this.octaves = octaves;
        this.sum = sum;
        this.firstLattice = firstLattice;
        this.slopes = slopes;
    }

    /** The curve over world x in [x0, x1] at {@code samples} evenly spaced points (at least 2). */
    public static PerlinCurve of(TerrainParams params, double x0, double x1, int samples) {
        int n = Math.max(2, samples);
        Fractal fractal = params.elevationFractal();
        double frequency = params.number(Param.FREQUENCY);
        Fade fade = params.fade();
        float[][] octaves = new float[fractal.octaves()][n];
        float[] sum = new float[n];
        for (int k = 0; k < fractal.octaves(); k++) {
            long seed = Fractal.octaveSeed(params.seed(), k);
            double share = fractal.share(k);
            double scale = frequency * fractal.frequency(k);
            for (int i = 0; i < n; i++) {
                double x = x0 + (x1 - x0) * i / (n - 1);
                float v = (float) (share * Perlin.noise1(seed, x * scale, fade));
                octaves[k][i] = v;
                sum[i] += v;
            }
        }
        long first = (long) Math.floor(x0 * frequency);
        long last = (long) Math.ceil(x1 * frequency);
        int count = (int) Math.min(100_000, last - first + 1);
        double[] slopes = new double[count];
        long seed0 = Fractal.octaveSeed(params.seed(), 0);
        for (int i = 0; i < count; i++) {
            slopes[i] = Perlin.slope1(seed0, first + i);
        }
        return new PerlinCurve(x0, x1, frequency, fractal.lacunarity(), fade, fractal.amplitudes(), octaves, sum,
            first, slopes);
    }

    public double x0() {
        return x0;
    }

    public double x1() {
        return x1;
    }

    /** The number of samples along the span. */
    public int samples() {
        return sum.length;
    }

    /** World x of sample {@code i}. */
    public double x(int i) {
        return x0 + (x1 - x0) * i / (sum.length - 1);
    }

    /** The first octave's lattice cells per world unit. */
    public double frequency() {
        return frequency;
    }

    public double lacunarity() {
        return lacunarity;
    }

    public Fade fade() {
        return fade;
    }

    /** The number of octaves (including those of amplitude 0). */
    public int octaves() {
        return octaves.length;
    }

    /** Octave k's amplitude. */
    public double amplitude(int k) {
        return amplitudes[k];
    }

    /** Octave k at sample i, times its share of the amplitudes. */
    public float octave(int k, int i) {
        return octaves[k][i];
    }

    /** The largest magnitude of any octave or of the sum along the span. */
    public double maxAbs() {
        double max = 0;
        for (int i = 0; i < sum.length; i++) {
            max = Math.max(max, Math.abs(sum[i]));
            for (float[] octave : octaves) {
                max = Math.max(max, Math.abs(octave[i]));
            }
        }
        return max;
    }

    /** The sum of the octaves (the normalised fBm) at sample i. */
    public float sum(int i) {
        return sum[i];
    }

    /** The first integer of the first octave's lattice in the span (in lattice units). */
    public long firstLattice() {
        return firstLattice;
    }

    /** The number of lattice points with slopes. */
    public int latticePoints() {
        return slopes.length;
    }

    /** The gradient's slope at lattice point {@code firstLattice() + j}. */
    public double slope(int j) {
        return slopes[j];
    }

    /**
     * The first octave's blend at lattice coordinate {@code lx} from the stored slopes: the two gradient
     * lines' values and the faded result, as {@code {cell, t, fade(t), left, right, result}}; null outside.
     */
    public double[] explain(double lx) {
        long cell = (long) Math.floor(lx);
        int j = (int) (cell - firstLattice);
        if (j < 0 || j + 1 >= slopes.length) {
            return null;
        }
        double t = lx - cell;
        double f = fade.apply(t);
        double left = slopes[j] * t;
        double right = slopes[j + 1] * (t - 1);
        return new double[] {cell, t, f, left, right, left + f * (right - left)};
    }
}
