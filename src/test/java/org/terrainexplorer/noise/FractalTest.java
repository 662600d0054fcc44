package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Fractal sums")
class FractalTest {

    private static final NoiseType.Noise2 PERLIN = Perlin::noise2;

    @Test
    @DisplayName("fBm is Σ aₖ·noise(seedₖ, lacunarityᵏ·p) / Σ aₖ, octave by octave")
    void fbmIsNormalisedWeightedSum() {
        Fractal fractal = Fractal.of(new double[] {1, 0.5, 0, 0.25}, 2.5);
        double x = 3.7;
        double y = -1.2;
        long seed = 77;
        double expected = (1 * Perlin.noise2(Fractal.octaveSeed(seed, 0), x, y)
            + 0.5 * Perlin.noise2(Fractal.octaveSeed(seed, 1), x * 2.5, y * 2.5)
            + 0.25 * Perlin.noise2(Fractal.octaveSeed(seed, 3), x * 2.5 * 2.5 * 2.5, y * 2.5 * 2.5 * 2.5))
            / 1.75;
        assertEquals(expected, fractal.fbm2(PERLIN, seed, x, y), 1e-15);
        assertEquals(1.75, fractal.total());
        assertEquals(0.5 / 1.75, fractal.share(1), 1e-15);
    }

    @Test
    @DisplayName("scaling every amplitude by the same factor leaves fBm unchanged")
    void normalisationIsScaleInvariant() {
        Fractal a = Fractal.of(new double[] {1, 0.5, 0.25}, 2);
        Fractal b = Fractal.of(new double[] {4, 2, 1}, 2);
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 1000; i++) {
            double x = random.nextDouble(-100, 100);
            double y = random.nextDouble(-100, 100);
            assertEquals(a.fbm2(PERLIN, 9, x, y), b.fbm2(PERLIN, 9, x, y), 1e-12);
        }
    }

    @Test
    @DisplayName("one octave of amplitude 1 is the kernel itself with the first octave's seed")
    void singleOctaveIsKernel() {
        Fractal single = Fractal.single();
        assertEquals(Simplex.noise2(Fractal.octaveSeed(4, 0), 0.3, 0.9),
            single.fbm2(Simplex::noise2, 4, 0.3, 0.9), 0.0);
    }

    @Test
    @DisplayName("fBm stays within the kernel's range and ridged noise within [0, 1] over 10⁵ samples")
    void ranges() {
        Fractal fractal = Fractal.halving(6);
        SplittableRandom random = new SplittableRandom(6);
        double ridgedMin = 1;
        double ridgedMax = 0;
        for (int i = 0; i < 100_000; i++) {
            double x = random.nextDouble(-500, 500);
            double y = random.nextDouble(-500, 500);
            double fbm = fractal.fbm2(PERLIN, 1, x, y);
            assertTrue(fbm >= -1 && fbm <= 1, "fbm " + fbm);
            double ridged = fractal.ridged2(PERLIN, 1, x, y);
            ridgedMin = Math.min(ridgedMin, ridged);
            ridgedMax = Math.max(ridgedMax, ridged);
        }
        assertTrue(ridgedMin >= 0 && ridgedMax <= 1, "ridged range [" + ridgedMin + ", " + ridgedMax + "]");
        assertTrue(ridgedMax > 0.8, "ridged noise reaches its crests, max " + ridgedMax);
    }

    @Test
    @DisplayName("ridged: octave k is weighted by the normalised sum of the octaves below it")
    void ridgedWeighting() {
        Fractal fractal = Fractal.of(new double[] {1, 0.5, 0.25}, 2);
        double x = 2.2;
        double y = 5.1;
        long seed = 3;
        double r0 = 1 - Math.abs(Perlin.noise2(Fractal.octaveSeed(seed, 0), x, y));
        double r1 = 1 - Math.abs(Perlin.noise2(Fractal.octaveSeed(seed, 1), 2 * x, 2 * y));
        double r2 = 1 - Math.abs(Perlin.noise2(Fractal.octaveSeed(seed, 2), 4 * x, 4 * y));
        double e0 = r0;
        double e1 = 0.5 * r1 * (e0 / 1);
        double e2 = 0.25 * r2 * ((e0 + e1) / 1.5);
        assertEquals((e0 + e1 + e2) / 1.75, fractal.ridged2(PERLIN, seed, x, y), 1e-15);
        assertEquals(Fractal.ridge(0.5 + 0.5 * 0.3), 1 - 0.3, 1e-15);
    }

    @Test
    @DisplayName("each octave uses its own seed")
    void octaveSeedsDiffer() {
        assertNotEquals(Fractal.octaveSeed(1, 0), Fractal.octaveSeed(1, 1));
        assertNotEquals(Fractal.octaveSeed(1, 0), Fractal.octaveSeed(2, 0));
        assertNotEquals(Fractal.octaveSeed(1, 0), 1L);
    }

    @Test
    @DisplayName("refuses bad settings with a message naming the value and what is allowed")
    void validation() {
        assertMessage(() -> Fractal.of(new double[0], 2), "0 given, allowed 1 to 8");
        assertMessage(() -> Fractal.of(new double[9], 2), "9 given, allowed 1 to 8");
        assertMessage(() -> Fractal.of(new double[] {1, Double.NaN}, 2), "octave amplitude 2: NaN");
        assertMessage(() -> Fractal.of(new double[] {1, -0.5}, 2), "octave amplitude 2: -0.5");
        assertMessage(() -> Fractal.of(new double[] {0, 0}, 2), "all are 0");
        assertMessage(() -> Fractal.of(new double[] {1}, 0.5), "lacunarity: 0.5, allowed 1.0 to 4.0");
        assertMessage(() -> Fractal.of(new double[] {1}, Double.POSITIVE_INFINITY), "lacunarity: Infinity");
        assertMessage(() -> Fractal.of(new double[] {Double.MAX_VALUE, Double.MAX_VALUE}, 2), "sum Infinity is too large");
    }

    @Test
    @DisplayName("is a value: equal settings are equal, and the amplitudes cannot be changed from outside")
    void isImmutableValue() {
        double[] amplitudes = {1, 0.5};
        Fractal fractal = Fractal.of(amplitudes, 2);
        amplitudes[0] = 7;
        fractal.amplitudes()[1] = 7;
        assertEquals(Fractal.of(new double[] {1, 0.5}, 2), fractal);
        assertEquals(Fractal.of(new double[] {1, 0.5}, 2).hashCode(), fractal.hashCode());
    }

    private static void assertMessage(Runnable action, String expected) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, action::run);
        assertTrue(e.getMessage().contains(expected), "message '" + e.getMessage() + "' lacks '" + expected + "'");
    }
}
