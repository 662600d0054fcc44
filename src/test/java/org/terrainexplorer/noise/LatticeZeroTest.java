package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Perlin noise is 0 at every lattice point")
class LatticeZeroTest {

    private static final long[] SEEDS = {0, 1, -7, 123_456_789_012L};

    @Test
    @DisplayName("1D: at integers from -1000 to 1000 and near ±10⁹, for every fade curve")
    void zeroAtIntegers1d() {
        for (long seed : SEEDS) {
            for (Fade fade : Fade.values()) {
                for (long i = -1000; i <= 1000; i++) {
                    assertEquals(0.0, Perlin.noise1(seed, i, fade), 0.0);
                    assertEquals(0.0, Perlin.noise1(seed, i + 1_000_000_000L, fade), 0.0);
                }
                assertNotEquals(0.0, Perlin.noise1(seed, 0.5, fade));
            }
        }
    }

    @Test
    @DisplayName("2D: on a 101×101 grid of lattice points and far from the origin")
    void zeroAtLatticePoints2d() {
        for (long seed : SEEDS) {
            for (int x = -50; x <= 50; x++) {
                for (int y = -50; y <= 50; y++) {
                    assertEquals(0.0, Perlin.noise2(seed, x, y), 0.0);
                    assertEquals(0.0, Perlin.noise2(seed, x + 1e7, y - 3e7), 0.0);
                }
            }
        }
    }

    @Test
    @DisplayName("3D: on a 21×21×21 grid of lattice points, seeded and reference")
    void zeroAtLatticePoints3d() {
        for (long seed : SEEDS) {
            for (int x = -10; x <= 10; x++) {
                for (int y = -10; y <= 10; y++) {
                    for (int z = -10; z <= 10; z++) {
                        assertEquals(0.0, Perlin.noise3(seed, x, y, z), 0.0);
                        assertEquals(0.0, Perlin.reference3(x, y, z), 0.0);
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("1D: near an integer the value is the slope times the offset (the gradient line)")
    void followsGradientLineNearIntegers() {
        for (long i = -20; i <= 20; i++) {
            double slope = Perlin.slope1(9, i);
            double h = 1e-6;
            assertEquals(slope * h, Perlin.noise1(9, i + h), 1e-11);
            assertEquals(-slope * h, Perlin.noise1(9, i - h), 1e-11);
        }
    }
}
