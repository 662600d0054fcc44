package org.terrainexplorer.world.carver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.height.HeightProvider;
import org.terrainexplorer.world.height.VerticalAnchor;

/** The carvers' sine tables and random, against the formulas and {@code java.util.Random} they follow. */
class CarverMathTest {

    @Test
    @DisplayName("releases before 1.21.11 use the float-scaled table, later ones the double-scaled one")
    void tableByRelease() {
        assertEquals(CarverTrig.LEGACY, CarverTrig.forRelease("1.19.3"));
        assertEquals(CarverTrig.LEGACY, CarverTrig.forRelease("1.21.1"));
        assertEquals(CarverTrig.LEGACY, CarverTrig.forRelease("1.21.10"));
        assertEquals(CarverTrig.MODERN, CarverTrig.forRelease("1.21.11"));
        assertEquals(CarverTrig.MODERN, CarverTrig.forRelease("26.2"));
        assertThrows(IllegalArgumentException.class, () -> CarverTrig.forRelease("twenty"));
    }

    @Test
    @DisplayName("each table gives the game's Mth.sin and Mth.cos of that release, and the two differ")
    void tables() {
        Random r = new Random(11);
        int differ = 0;
        for (int i = 0; i < 100_000; i++) {
            float a = (r.nextFloat() - 0.5F) * 40.0F;
            float legacySin = (float) Math.sin(((int) (a * 10430.378F) & 0xFFFF) * Math.PI * 2.0 / 65536.0);
            float legacyCos = (float) Math.sin(((int) (a * 10430.378F + 16384.0F) & 0xFFFF) * Math.PI * 2.0 / 65536.0);
            float modernSin = (float) Math.sin((int) ((long) (a * 10430.378350470453) & 0xFFFFL) / 10430.378350470453);
            assertEquals(legacySin, CarverTrig.LEGACY.sin(a), "sin " + a);
            assertEquals(legacyCos, CarverTrig.LEGACY.cos(a), "cos " + a);
            assertEquals(modernSin, CarverTrig.MODERN.sin(a), "modern sin " + a);
            differ += CarverTrig.LEGACY.sin(a) != CarverTrig.MODERN.sin(a) ? 1 : 0;
        }
        assertEquals(1.0F, CarverTrig.LEGACY.sin((float) (Math.PI / 2)));
        assertTrue(differ > 10, "the releases' tables differ at some angles: " + differ);
    }

    @Test
    @DisplayName("setLargeFeatureSeed and the draws follow java.util.Random as the game's WorldgenRandom does")
    void largeFeatureSeed() {
        CarverRandom c = new CarverRandom(0L);
        for (long seed : new long[] {42L, -7L, 1336252682L}) {
            for (int x = -3; x <= 3; x++) {
                for (int z = -3; z <= 3; z++) {
                    c.setLargeFeatureSeed(seed + 2, x * 1000 + 5, z * 77);
                    Random j = new Random(seed + 2);
                    long a = j.nextLong();
                    long b = j.nextLong();
                    j.setSeed((long) (x * 1000 + 5) * a ^ (long) (z * 77) * b ^ (seed + 2));
                    assertEquals(j.nextFloat(), c.nextFloat());
                    assertEquals(j.nextInt(15), c.nextInt(15));
                    assertEquals(j.nextLong(), c.nextLong());
                    assertEquals(j.nextDouble(), c.nextDouble());
                }
            }
        }
    }

    @Test
    @DisplayName("Gaussians come in pairs and a new seed forgets the second")
    void gaussian() {
        CarverRandom a = new CarverRandom(5L);
        double first = a.nextGaussian();
        double second = a.nextGaussian();
        assertNotEquals(first, second);
        a.setSeed(5L);
        assertEquals(first, a.nextGaussian());
        a.nextGaussian();
        a.setSeed(5L);
        assertEquals(first, a.nextGaussian(), "setSeed drops the stored second value");
    }

    @Test
    @DisplayName("height providers draw as the game's: uniform inclusive, an empty range its bottom")
    void heights() {
        GenRange range = new GenRange(-64, 384);
        HeightProvider uniform = new HeightProvider.Uniform(new VerticalAnchor(VerticalAnchor.Kind.ABOVE_BOTTOM, 8),
            new VerticalAnchor(VerticalAnchor.Kind.ABSOLUTE, 180));
        CarverRandom r = new CarverRandom(3L);
        Random j = new Random(3L);
        for (int i = 0; i < 1000; i++) {
            assertEquals(j.nextInt(180 - (-56) + 1) - 56, uniform.sample(r, range.minY(), range.depth()));
        }
        HeightProvider empty = new HeightProvider.Uniform(new VerticalAnchor(VerticalAnchor.Kind.ABSOLUTE, 10),
            new VerticalAnchor(VerticalAnchor.Kind.ABSOLUTE, 5));
        assertEquals(10, empty.sample(r, range.minY(), range.depth()));
        assertEquals(318, new VerticalAnchor(VerticalAnchor.Kind.BELOW_TOP, 1).resolve(range.minY(), range.depth()));
    }
}
