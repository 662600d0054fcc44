package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Fade curves")
class FadeTest {

    @ParameterizedTest
    @EnumSource(Fade.class)
    @DisplayName("go from 0 at t=0 to 1 at t=1, pass ½ at t=½, and rise monotonically")
    void endpointsAndMonotone(Fade fade) {
        assertEquals(0.0, fade.apply(0.0), 0.0);
        assertEquals(1.0, fade.apply(1.0), 1e-15);
        assertEquals(0.5, fade.apply(0.5), 1e-15);
        double previous = 0;
        for (int i = 1; i <= 1000; i++) {
            double v = fade.apply(i / 1000.0);
            assertTrue(v > previous, fade + " not increasing at " + i / 1000.0);
            previous = v;
        }
    }

    @Test
    @DisplayName("cubic and quintic have zero slope at both ends; quintic also zero curvature")
    void smoothnessAtEnds() {
        double h = 1e-5;
        assertEquals(0, Fade.CUBIC.apply(h) / h, 1e-4);
        assertEquals(0, (1 - Fade.CUBIC.apply(1 - h)) / h, 1e-4);
        assertEquals(0, Fade.QUINTIC.apply(h) / h, 1e-8);
        assertEquals(0, (1 - Fade.QUINTIC.apply(1 - h)) / h, 1e-8);
        // second difference / h² approximates curvature: 6 for cubic at 0, 0 for quintic
        assertEquals(6, (Fade.CUBIC.apply(2 * h) - 2 * Fade.CUBIC.apply(h)) / (h * h), 1e-3);
        assertEquals(0, (Fade.QUINTIC.apply(2 * h) - 2 * Fade.QUINTIC.apply(h)) / (h * h), 1e-3);
    }

    @Test
    @DisplayName("pins the formulas at t = 0.3: t, 3t² − 2t³, 6t⁵ − 15t⁴ + 10t³")
    void pinnedValues() {
        assertEquals(0.3, Fade.LINEAR.apply(0.3), 1e-15);
        assertEquals(0.216, Fade.CUBIC.apply(0.3), 1e-15);
        assertEquals(0.16308, Fade.QUINTIC.apply(0.3), 1e-15);
    }

    @Test
    @DisplayName("are found by name, and an unknown name says what is allowed")
    void byName() {
        assertEquals(Fade.CUBIC, Fade.byId("Cubic"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Fade.byId("cosine"));
        assertTrue(e.getMessage().contains("cosine") && e.getMessage().contains("quintic"), e.getMessage());
    }

    @Test
    @DisplayName("drive the kernels: a linear-fade Perlin 1D is the straight blend of the two gradient lines")
    void driveKernels() {
        long seed = 3;
        double x = 4.3;
        double g0 = Perlin.slope1(seed, 4);
        double g1 = Perlin.slope1(seed, 5);
        double t = x - 4;
        assertEquals((1 - t) * g0 * t + t * g1 * (t - 1), Perlin.noise1(seed, x, Fade.LINEAR), 1e-15);
        double s = Fade.QUINTIC.apply(t);
        assertEquals((1 - s) * g0 * t + s * g1 * (t - 1), Perlin.noise1(seed, x, Fade.QUINTIC), 1e-15);
    }
}
