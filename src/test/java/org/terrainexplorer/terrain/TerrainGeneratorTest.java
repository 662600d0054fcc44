package org.terrainexplorer.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Choices.IslandDistance;
import org.terrainexplorer.terrain.Choices.IslandMode;

@DisplayName("The terrain generator")
class TerrainGeneratorTest {

    private static TerrainGenerator generator(Object... paramValues) {
        TerrainParams params = TerrainParams.defaults();
        for (int i = 0; i < paramValues.length; i += 2) {
            params = params.with((Param) paramValues[i], paramValues[i + 1]);
        }
        return new TerrainGenerator(params);
    }

    @ParameterizedTest(name = "{0}, a={1} b={2} c={3}")
    @DisplayName("island falloff never rises with distance, and is ocean (0) beyond 1.5 radii")
    @CsvSource({"ADDITIVE, 0.1, 0.3, 2.0", "MULTIPLICATIVE, 0.05, 1.0, 1.5", "ADDITIVE, 0.5, 2, 0.1",
        "MULTIPLICATIVE, -0.5, 0.2, 4"})
    void islandFalloffIsMonotone(IslandMode mode, double a, double b, double c) {
        for (IslandDistance distance : IslandDistance.values()) {
            TerrainGenerator gen = generator(Param.ISLAND, mode, Param.ISLAND_DISTANCE, distance, Param.ISLAND_A, a,
                Param.ISLAND_B, b, Param.ISLAND_C, c);
            for (float e = 0; e <= 1; e += 0.125f) {
                float previous = Float.MAX_VALUE;
                for (int i = 0; i <= 400; i++) {
                    float d = i / 200f;
                    float shaped = gen.island(e, d);
                    assertTrue(shaped <= previous + 1e-6f, mode + "/" + distance + " rises at d=" + d + " e=" + e);
                    assertTrue(shaped >= 0 && shaped <= 1);
                    previous = shaped;
                }
                assertEquals(0f, gen.island(e, 1.5f), 0f);
                assertEquals(0f, gen.island(e, 3f), 0f);
            }
        }
    }

    @Test
    @DisplayName("island distances: Euclidean is round, Manhattan a diamond, square bump fills the square")
    void islandDistances() {
        TerrainGenerator euclid = generator(Param.ISLAND_DISTANCE, IslandDistance.EUCLIDEAN);
        TerrainGenerator manhattan = generator(Param.ISLAND_DISTANCE, IslandDistance.MANHATTAN);
        TerrainGenerator bump = generator(Param.ISLAND_DISTANCE, IslandDistance.SQUARE_BUMP);
        assertEquals(0.5f, euclid.islandDistance(0.3f, 0.4f), 1e-6f);
        assertEquals(0.7f, manhattan.islandDistance(0.3f, -0.4f), 1e-6f);
        assertEquals(1 - (1 - 0.09f) * (1 - 0.16f), bump.islandDistance(0.3f, 0.4f), 1e-6f);
        assertEquals(1f, bump.islandDistance(1f, 0.2f), 1e-6f);
        assertEquals(1.5f, bump.islandDistance(1.5f, 0.9f), 1e-6f);
    }

    @Test
    @DisplayName("terraces: with n levels and no smoothing, elevation takes only the values k/n (round(e·n)/n)")
    void terraceLevels() {
        for (int n : new int[] {1, 3, 7, 32}) {
            TerrainGenerator gen = generator(Param.TERRACES, n, Param.TERRACE_SMOOTHING, 0.0);
            Set<Float> values = new TreeSet<>();
            for (int i = 0; i <= 10_000; i++) {
                float e = i / 10_000f;
                float t = gen.terrace(e);
                values.add(t);
                assertEquals(Math.round(e * n) / (float) n, t, 1e-6f, "n=" + n + " e=" + e);
            }
            assertEquals(n + 1, values.size(), "distinct levels for n=" + n);
        }
    }

    @Test
    @DisplayName("terrace smoothing rounds the steps: continuous, monotone, flat around each level k/n")
    void terraceSmoothing() {
        TerrainGenerator gen = generator(Param.TERRACES, 5, Param.TERRACE_SMOOTHING, 0.5);
        float previous = 0;
        for (int i = 0; i <= 10_000; i++) {
            float t = gen.terrace(i / 10_000f);
            assertTrue(t >= previous - 1e-6f && t - previous < 0.01f, "jump at " + i / 10_000f);
            previous = t;
        }
        assertEquals(0.2f, gen.terrace(0.2f), 1e-6f);
        assertEquals(0.2f, gen.terrace(0.21f), 1e-6f);
        assertEquals(0.2f, gen.terrace(0.19f), 1e-6f);
        assertEquals(0.1f, gen.terrace(0.1f), 1e-6f);
    }

    @Test
    @DisplayName("redistribution: (fudge·e)^exponent from its table, within 10⁻⁵ of pow")
    void redistribution() {
        TerrainGenerator gen = generator(Param.EXPONENT, 2.0, Param.FUDGE, 1.0, Param.ISLAND, IslandMode.OFF);
        float contrast = TerrainGenerator.contrast(NoiseType.PERLIN);
        float[] fbm = new float[101];
        for (int i = 0; i <= 100; i++) {
            fbm[i] = (i / 100f - 0.5f) / contrast;
        }
        float[] out = new float[101];
        gen.shapeRow(fbm, null, 0, 101, new double[101], 0, 0, out, 0);
        for (int i = 0; i <= 100; i++) {
            double e = Math.min(1, Math.max(0, 0.5 + fbm[i] * contrast));
            assertEquals(Math.pow(e, 2), out[i], 1e-5, "at e=" + e);
        }
    }

    @Test
    @DisplayName("moisture uses its own seed: its field is uncorrelated with elevation's")
    void moistureHasItsOwnSeed() {
        TerrainGenerator gen = generator(Param.MOISTURE_FREQUENCY, 3.0, Param.MOISTURE_OCTAVES, List.of(1.0));
        TerrainSampler sampler = new TerrainSampler(gen);
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double syy = 0;
        double sxy = 0;
        int n = 4000;
        for (int i = 0; i < n; i++) {
            sampler.sample((i % 63) * 0.731, (i / 63) * 0.593);
            double a = sampler.elevation();
            double b = sampler.moisture();
            sx += a;
            sy += b;
            sxx += a * a;
            syy += b * b;
            sxy += a * b;
        }
        double r = (sxy / n - sx / n * sy / n) / Math.sqrt((sxx / n - sx * sx / n / n) * (syy / n - sy * sy / n / n));
        assertTrue(Math.abs(r) < 0.1, "correlation " + r);
    }

    @ParameterizedTest
    @EnumSource(NoiseType.class)
    @DisplayName("gives every kernel a similar share of land: contrast evens out their spreads")
    void kernelsGiveSimilarMaps(NoiseType type) {
        TerrainSampler sampler = new TerrainSampler(generator(Param.NOISE, type));
        int land = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            sampler.sample((i % 141) * 0.0713, (i / 141) * 0.0711);
            if (sampler.biome() != Biome.OCEAN) {
                land++;
            }
        }
        double share = (double) land / n;
        assertTrue(share > 0.15 && share < 0.6, type + " land share " + share);
    }
}
