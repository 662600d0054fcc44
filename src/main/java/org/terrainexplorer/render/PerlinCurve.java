package org.terrainexplorer.render;

import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.LatticeHash;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The maps' noise in 1D along a span of world x, for the panel that teaches it: each octave scaled by its
 * share of the amplitudes (so the octaves add up to the sum drawn in bold), their sum, and one octave's
 * lattice — the integer points with the random number each holds and how the kernel uses it.
 *
 * <p>Follows the maps' kernel (the class is named for the panel's first lesson, Perlin's): every kernel has a
 * 1D form built on the same lattice hash, so the student sees the kernel the maps use. Perlin and simplex
 * noise pass through zero at every integer with a random slope (for simplex, the random number times
 * {@link #SIMPLEX_1D_NORM}); value noise passes through a random value with, for the smooth fades, a flat
 * slope.
 *
 * <p>The lattice shown is the <em>lattice octave</em>: the lowest octave of non-zero amplitude, usually the
 * first. Everything about it is also given in its drawn scale (times its share), because that is the curve
 * on screen: a tick drawn with {@link #drawnSlope} is tangent to that octave's curve, and
 * {@link Explanation#drawn()} lies on it, whatever the amplitudes.
 *
 * <p>Uses the maps' kernel, seed (octave k with its derived seed), frequency, lacunarity, fade and amplitudes;
 * ridges are not drawn ({@link #ridges()} says how much the maps mix in). Built off the FX thread; immutable
 * once built.
 */
public final class PerlinCurve {

    /**
     * {@code Simplex.noise1}'s normaliser, 256/81 (its Javadoc: 1 / the kernel sum's maximum). At an integer
     * the other corner's kernel is zero with zero slope, so the noise's slope there is this times the
     * corner's random number. {@code TeachingImagesTest} checks it against the kernel.
     */
    public static final double SIMPLEX_1D_NORM = 256.0 / 81.0;

    /** The most lattice points kept (a zoomed-out view at high frequency has millions and draws none). */
    private static final int MAX_LATTICE_POINTS = 100_000;

    private final NoiseType kernel;
    private final double x0;
    private final double x1;
    private final double frequency;
    private final double lacunarity;
    private final Fade fade;
    private final double[] amplitudes;
    private final double ridges;
    private final float[][] octaves;
    private final float[] sum;
    private final int latticeOctave;
    private final double latticeFrequency;
    private final double latticeShare;
    private final long firstLattice;
    private final double[] randoms;

    private PerlinCurve(NoiseType kernel, double x0, double x1, double frequency, double lacunarity, Fade fade,
                        double[] amplitudes, double ridges, float[][] octaves, float[] sum, int latticeOctave,
                        double latticeFrequency, double latticeShare, long firstLattice, double[] randoms) {
        this.kernel = kernel;
        this.x0 = x0;
        this.x1 = x1;
        this.frequency = frequency;
        this.lacunarity = lacunarity;
        this.fade = fade;
        this.amplitudes = amplitudes;
        this.ridges = ridges;
        this.octaves = octaves;
        this.sum = sum;
        this.latticeOctave = latticeOctave;
        this.latticeFrequency = latticeFrequency;
        this.latticeShare = latticeShare;
        this.firstLattice = firstLattice;
        this.randoms = randoms;
    }

    /** The curve over world x in [x0, x1] at {@code samples} evenly spaced points (at least 2). */
    public static PerlinCurve of(TerrainParams params, double x0, double x1, int samples) {
        int n = Math.max(2, samples);
        Fractal fractal = params.elevationFractal();
        NoiseType kernel = params.noise();
        Fade fade = params.fade();
        NoiseType.Noise1 noise = kernel.in1d(fade);
        double frequency = params.number(Param.FREQUENCY);
        float[][] octaves = new float[fractal.octaves()][n];
        float[] sum = new float[n];
        for (int k = 0; k < fractal.octaves(); k++) {
            long seed = Fractal.octaveSeed(params.seed(), k);
            double share = fractal.share(k);
            double scale = frequency * fractal.frequency(k);
            for (int i = 0; i < n; i++) {
                double x = x0 + (x1 - x0) * i / (n - 1);
                float v = (float) (share * noise.sample(seed, x * scale));
                octaves[k][i] = v;
                sum[i] += v;
            }
        }
        // The lattice octave: the lowest that is drawn at all. Fractal guarantees one has amplitude > 0.
        int lattice = 0;
        while (fractal.amplitude(lattice) == 0) {
            lattice++;
        }
        double latticeFrequency = frequency * fractal.frequency(lattice);
        long first = (long) Math.floor(x0 * latticeFrequency);
        long last = (long) Math.ceil(x1 * latticeFrequency);
        int count = (int) Math.min(MAX_LATTICE_POINTS, last - first + 1);
        double[] randoms = new double[count];
        // The kernels all read the lattice hash the same way: a gradient (Perlin, simplex) or a value (value).
        int hashSeed = LatticeHash.seed(Fractal.octaveSeed(params.seed(), lattice));
        for (int i = 0; i < count; i++) {
            randoms[i] = LatticeHash.toSigned(LatticeHash.hash(hashSeed, (int) (first + i)));
        }
        return new PerlinCurve(kernel, x0, x1, frequency, fractal.lacunarity(), fade, fractal.amplitudes(),
            params.number(Param.RIDGES), octaves, sum, lattice, latticeFrequency, fractal.share(lattice), first,
            randoms);
    }

    /** The kernel drawn: the maps' kernel. */
    public NoiseType kernel() {
        return kernel;
    }

    /** Whether the kernel has gradients (a random slope at each integer) rather than values. */
    public boolean hasGradients() {
        return kernel != NoiseType.VALUE;
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

    /** The first octave's lattice cells per world unit (the maps' frequency). */
    public double frequency() {
        return frequency;
    }

    public double lacunarity() {
        return lacunarity;
    }

    public Fade fade() {
        return fade;
    }

    /** How much ridged noise the maps mix into elevation; this curve leaves it out. */
    public double ridges() {
        return ridges;
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

    /** The octave whose lattice is shown: the lowest of non-zero amplitude (0-based). */
    public int latticeOctave() {
        return latticeOctave;
    }

    /** The lattice octave's cells per world unit. */
    public double latticeFrequency() {
        return latticeFrequency;
    }

    /** The lattice octave's share of the amplitudes: the scale its curve, ticks and dots are drawn at. */
    public double latticeShare() {
        return latticeShare;
    }

    /** World x of lattice point {@code firstLattice() + j}. */
    public double latticeX(int j) {
        return (firstLattice + j) / latticeFrequency;
    }

    /** The first integer of the lattice octave's lattice in the span (in lattice units). */
    public long firstLattice() {
        return firstLattice;
    }

    /** The number of lattice points kept. */
    public int latticePoints() {
        return randoms.length;
    }

    /** The random number in [-1, 1) the lattice hash gives lattice point {@code firstLattice() + j}. */
    public double random(int j) {
        return randoms[j];
    }

    /**
     * The unit-amplitude noise's slope at lattice point j, per lattice unit: the gradient for Perlin,
     * {@link #SIMPLEX_1D_NORM} times it for simplex, 0 for value noise (flat there for the smooth fades).
     */
    public double slope(int j) {
        return switch (kernel) {
            case PERLIN -> randoms[j];
            case SIMPLEX -> SIMPLEX_1D_NORM * randoms[j];
            case VALUE -> 0;
        };
    }

    /** The unit-amplitude noise's value at lattice point j: 0 for the gradient kernels, the value for value noise. */
    public double latticeValue(int j) {
        return kernel == NoiseType.VALUE ? randoms[j] : 0;
    }

    /** The drawn lattice-octave curve's slope at lattice point j, per lattice unit: {@code share · slope}. */
    public double drawnSlope(int j) {
        return latticeShare * slope(j);
    }

    /** The drawn lattice-octave curve's value at lattice point j: {@code share · value}. */
    public double drawnValue(int j) {
        return latticeShare * latticeValue(j);
    }

    /**
     * How the lattice octave's unit-amplitude noise is computed at one point, with the terms the panel reads
     * out. {@code left} and {@code right} are the two ends' contributions before weighting — the gradient
     * lines {@code slope·t} and {@code slope·(t − 1)} for Perlin and simplex, the two values for value noise;
     * {@code leftWeight} and {@code rightWeight} weigh them ({@code 1 − fade(t)} and {@code fade(t)}, or
     * simplex's falloffs {@code (1 − d²)⁴}); {@code result} is the noise and {@code drawn} the point on the
     * drawn curve, {@code share · result}.
     */
    public record Explanation(long cell, int j, double t, double leftWeight, double rightWeight, double left,
                              double right, double result, double drawn) {
    }

    /** The explanation at lattice coordinate {@code lx} of the lattice octave; null outside the kept points. */
    public Explanation explain(double lx) {
        long cell = (long) Math.floor(lx);
        long index = cell - firstLattice;
        if (index < 0 || index + 1 >= randoms.length) {
            return null;
        }
        int j = (int) index;
        double t = lx - cell;
        double a = randoms[j];
        double b = randoms[j + 1];
        return switch (kernel) {
            case PERLIN -> faded(cell, j, t, a * t, b * (t - 1));
            case VALUE -> faded(cell, j, t, a, b);
            case SIMPLEX -> {
                double u = t - 1;
                double wl = falloff(t);
                double wr = falloff(u);
                double left = SIMPLEX_1D_NORM * a * t;
                double right = SIMPLEX_1D_NORM * b * u;
                double result = wl * left + wr * right;
                yield new Explanation(cell, j, t, wl, wr, left, right, result, latticeShare * result);
            }
        };
    }

    /** Simplex's 1D corner falloff {@code (1 − d²)⁴}. */
    public static double falloff(double d) {
        double s = 1 - d * d;
        s *= s;
        return s * s;
    }

    private Explanation faded(long cell, int j, double t, double left, double right) {
        double f = fade.apply(t);
        double result = left + f * (right - left);
        return new Explanation(cell, j, t, 1 - f, f, left, right, result, latticeShare * result);
    }
}
