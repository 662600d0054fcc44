package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

@DisplayName("Every seeded kernel")
class KernelPropertiesTest {

    private static final int SAMPLES = 1_000_000;
    private static final long SEED = 1234;

    /**
     * Kernels with their documented bound, the variance measured over 10⁶ samples (pinned to ±10%), and a
     * Lipschitz constant derived from their construction:
     * <ul>
     *   <li>Perlin 1D: slopes |g| ≤ 1 and the quintic fade's slope ≤ 15/8 give |f'| ≤ 1 + 15/8 · 1.</li>
     *   <li>Perlin 2D/3D: gradient components ≤ 1, corner terms ≤ 2 (2D) or 2√... ≤ 3 (3D), so per axis
     *       |∂f| ≤ 1 + 15/8 · 2·3; over a unit step in any direction ≤ √3 times that, under 24.</li>
     *   <li>Simplex: each corner's (r² − d²)⁴|d| has slope ≤ (½)³·½ = 1/16, times the normaliser (≤ 108) and
     *       four corners, under 27.</li>
     *   <li>Value: lattice values differ by ≤ 2, so per axis ≤ 15/8 · 2; over any direction ≤ 3.75 · √3.</li>
     * </ul>
     * A discontinuity of size δ shows as one step with |f(p + h) − f(p)| ≈ δ however small h is, so with
     * h = 10⁻⁵ any jump above 3·10⁻⁴ fails the continuity test.
     */
    static Stream<Arguments> kernels() {
        return Stream.of(
            Arguments.of(Kernel.perlin1(), 0.5, 0.0200, 2.875),
            Arguments.of(Kernel.perlin2(), 1.0, 0.0697, 24.0),
            Arguments.of(Kernel.perlin3(), 1.1, 0.0728, 24.0),
            Arguments.of(Kernel.simplex1(), 1.0, 0.1057, 27.0),
            Arguments.of(Kernel.simplex2(), 1.0, 0.2905, 27.0),
            Arguments.of(Kernel.simplex3(), 1.0, 0.1509, 27.0),
            Arguments.of(Kernel.value1(), 1.0, 0.2600, 6.5),
            Arguments.of(Kernel.value2(), 1.0, 0.2049, 6.5),
            Arguments.of(Kernel.value3(), 1.0, 0.1607, 6.5));
    }

    /** A random point; 1D points range wider so that they cover as many lattice cells as 2D and 3D ones. */
    private static double[] randomPoint(SplittableRandom random, int dims) {
        double extent = dims == 1 ? 1e6 : 1000;
        return new double[] {random.nextDouble(-extent, extent), random.nextDouble(-extent, extent),
            random.nextDouble(-extent, extent)};
    }

    @ParameterizedTest(name = "{0}: within ±{1}, mean ≈ 0, variance ≈ {2}")
    @MethodSource("kernels")
    @DisplayName("stays within its range over 10⁶ samples, with mean near 0 and its pinned variance")
    void rangeMeanAndVariance(Kernel kernel, double bound, double variance, double lipschitz) {
        SplittableRandom random = new SplittableRandom(42);
        double sum = 0;
        double sumOfSquares = 0;
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (int i = 0; i < SAMPLES; i++) {
            double v = kernel.sample(SEED, randomPoint(random, kernel.dims()));
            sum += v;
            sumOfSquares += v * v;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double mean = sum / SAMPLES;
        double measuredVariance = sumOfSquares / SAMPLES - mean * mean;
        assertTrue(min >= -bound && max <= bound, kernel + " range [" + min + ", " + max + "] exceeds ±" + bound);
        assertTrue(max - min > bound, kernel + " range [" + min + ", " + max + "] is too narrow");
        assertEquals(0, mean, 0.01, kernel + " mean");
        assertEquals(variance, measuredVariance, variance * 0.1, kernel + " variance");
    }

    @ParameterizedTest(name = "{0}: Lipschitz constant {3}")
    @MethodSource("kernels")
    @DisplayName("is continuous: walking straight lines in steps of h, |f(p + h) − f(p)| ≤ L·h, across cell edges too")
    void isLipschitzContinuous(Kernel kernel, double bound, double variance, double lipschitz) {
        // Straight walks cross many cell and simplex boundaries, which random point pairs almost never
        // straddle: a jump δ at any crossing shows as one step with |Δf| ≈ δ > L·h.
        SplittableRandom random = new SplittableRandom(43);
        double h = 1e-5;
        double worst = 0;
        for (int walk = 0; walk < 12; walk++) {
            double[] p = randomPoint(random, kernel.dims());
            double[] d = {random.nextGaussian(), random.nextGaussian(), random.nextGaussian()};
            double length = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
            double previous = kernel.sample(SEED, p);
            for (int step = 0; step < 200_000; step++) {
                for (int i = 0; i < 3; i++) {
                    p[i] += d[i] / length * h;
                }
                double v = kernel.sample(SEED, p);
                worst = Math.max(worst, Math.abs(v - previous) / h);
                previous = v;
            }
        }
        assertTrue(worst <= lipschitz, kernel + " slope " + worst + " exceeds " + lipschitz);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    @DisplayName("is deterministic: the same seed and point give the same bits")
    void isDeterministic(Kernel kernel, double bound, double variance, double lipschitz) {
        SplittableRandom random = new SplittableRandom(44);
        for (int i = 0; i < 10_000; i++) {
            double[] p = randomPoint(random, kernel.dims());
            assertEquals(Double.doubleToRawLongBits(kernel.sample(SEED, p)),
                Double.doubleToRawLongBits(kernel.sample(SEED, p.clone())));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    @DisplayName("has independent seeds: correlation between two seeds' fields below 0.05")
    void seedsAreIndependent(Kernel kernel, double bound, double variance, double lipschitz) {
        long[][] seedPairs = {{1, 2}, {0, 1L << 32}, {SEED, -SEED}};
        for (long[] seeds : seedPairs) {
            SplittableRandom random = new SplittableRandom(45);
            double sa = 0;
            double sb = 0;
            double saa = 0;
            double sbb = 0;
            double sab = 0;
            int n = 100_000;
            for (int i = 0; i < n; i++) {
                double[] p = randomPoint(random, kernel.dims());
                double a = kernel.sample(seeds[0], p);
                double b = kernel.sample(seeds[1], p);
                sa += a;
                sb += b;
                saa += a * a;
                sbb += b * b;
                sab += a * b;
            }
            double cov = sab / n - sa / n * sb / n;
            double correlation = cov / Math.sqrt((saa / n - sa * sa / n / n) * (sbb / n - sb * sb / n / n));
            assertTrue(Math.abs(correlation) < 0.05,
                kernel + " seeds " + seeds[0] + " and " + seeds[1] + " correlate at " + correlation);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    @DisplayName("keeps its detail 10⁷ units from the origin: same variance as near it")
    void farFromOriginKeepsDetail(Kernel kernel, double bound, double variance, double lipschitz) {
        SplittableRandom random = new SplittableRandom(46);
        double sumOfSquares = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            double[] p = randomPoint(random, kernel.dims());
            double[] far = {p[0] + 1e7, p[1] - 1e7, p[2] + 1e7};
            double v = kernel.sample(SEED, far);
            sumOfSquares += v * v;
        }
        assertEquals(variance, sumOfSquares / n, variance * 0.1, kernel + " variance far out");
    }
}
