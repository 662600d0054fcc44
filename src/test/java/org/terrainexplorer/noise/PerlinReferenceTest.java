package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Perlin.reference3 equals Ken Perlin's Java reference ImprovedNoise.noise")
class PerlinReferenceTest {

    /** The reference is pure double arithmetic in a fixed order; we allow only rounding noise. */
    private static final double TOLERANCE = 1e-12;

    @DisplayName("at points inside, between and far from lattice cells, negative and large coordinates included")
    @ParameterizedTest(name = "noise({0}, {1}, {2}) = {3}")
    // Expected values printed by Ken Perlin's published ImprovedNoise.java (2002), run unmodified.
    @CsvSource({
        "0.5, 0.5, 0.5, -0.25",
        "3.14, 42.0, 7.0, 0.13691995878400012",
        "-3.14, -42.0, -7.0, 0.1558402119679998",
        "1.25, -2.75, 9.5, 0.3428001403808594",
        "0.1, 0.2, 0.3, 0.35122924878110723",
        "-0.1, -0.2, -0.3, -0.41573493932994576",
        "255.9, 0.3, -0.7, 0.08432177654792383",
        "1000.37, -2024.81, 513.5, 0.34721845795778483",
        "123456.789, -98765.4321, 31415.9265, -0.35632862898531703",
        "-9999999.7, 2000000.6, -349999.55, -0.47623880081253267",
        "-17.3, 4.8, 0.0, 0.051211831039999156",
        "77.77, -55.55, 33.33, 0.18460565465682446",
    })
    void matchesReference(double x, double y, double z, double expected) {
        assertEquals(expected, Perlin.reference3(x, y, z), TOLERANCE);
    }

    @ParameterizedTest(name = "period 256 at ({0}, {1}, {2})")
    @DisplayName("repeats every 256 units on each axis, as a 256-entry permutation must")
    @CsvSource({"0.3, 0.7, 0.1", "-12.25, 100.5, 3.75", "200.1, -0.9, 77.7"})
    void isPeriodic(double x, double y, double z) {
        double value = Perlin.reference3(x, y, z);
        assertEquals(value, Perlin.reference3(x + 256, y, z), TOLERANCE);
        assertEquals(value, Perlin.reference3(x, y - 256, z), TOLERANCE);
        assertEquals(value, Perlin.reference3(x, y, z + 512), TOLERANCE);
    }
}
