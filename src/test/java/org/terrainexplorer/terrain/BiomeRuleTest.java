package org.terrainexplorer.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.terrain.Choices.BiomeMode;

@DisplayName("The biome rule")
class BiomeRuleTest {

    /** At water level 0.1 the thresholds are exactly the article's. */
    private final BiomeRule article = new BiomeRule(BiomeMode.ELEVATION_MOISTURE, 0.1);

    @ParameterizedTest(name = "e={0}, m={1} → {2}")
    @DisplayName("matches Amit Patel's elevation × moisture table at the article's water level (0.1)")
    @CsvSource({
        "0.09, 0.9, OCEAN",
        "0.11, 0.9, BEACH",
        "0.81, 0.05, SCORCHED", "0.81, 0.15, BARE", "0.81, 0.40, TUNDRA", "0.81, 0.60, SNOW",
        "0.61, 0.20, TEMPERATE_DESERT", "0.61, 0.50, SHRUBLAND", "0.61, 0.70, TAIGA",
        "0.31, 0.10, TEMPERATE_DESERT", "0.31, 0.30, GRASSLAND", "0.31, 0.70, TEMPERATE_DECIDUOUS_FOREST",
        "0.31, 0.90, TEMPERATE_RAIN_FOREST",
        "0.20, 0.10, SUBTROPICAL_DESERT", "0.20, 0.20, GRASSLAND", "0.20, 0.50, TROPICAL_SEASONAL_FOREST",
        "0.20, 0.80, TROPICAL_RAIN_FOREST",
    })
    void articleTable(float e, float m, Biome expected) {
        assertEquals(expected, article.biome(e, m, 0));
    }

    @Test
    @DisplayName("switches exactly at the article's moisture thresholds")
    void moistureThresholds() {
        float cold = 0.85f;
        assertEquals(Biome.SCORCHED, article.biome(cold, 0.0999f, 0));
        assertEquals(Biome.BARE, article.biome(cold, 0.1f, 0));
        assertEquals(Biome.TUNDRA, article.biome(cold, 0.2f, 0));
        assertEquals(Biome.SNOW, article.biome(cold, 0.5f, 0));
        float low = 0.2f;
        assertEquals(Biome.SUBTROPICAL_DESERT, article.biome(low, 0.1599f, 0));
        assertEquals(Biome.GRASSLAND, article.biome(low, 0.16f, 0));
        assertEquals(Biome.TROPICAL_SEASONAL_FOREST, article.biome(low, 0.33f, 0));
        assertEquals(Biome.TROPICAL_RAIN_FOREST, article.biome(low, 0.66f, 0));
    }

    @Test
    @DisplayName("scales its elevation thresholds with the water level: at 0.1 they are 0.12, 0.3, 0.6, 0.8")
    void thresholdsScale() {
        assertEquals(0.12, article.threshold(0.12), 1e-6);
        assertEquals(0.3, article.threshold(0.3), 1e-6);
        assertEquals(0.8, article.threshold(0.8), 1e-6);
        BiomeRule high = new BiomeRule(BiomeMode.ELEVATION_MOISTURE, 0.5);
        assertEquals(0.5 + 0.5 * (0.2 / 0.9), high.threshold(0.3), 1e-6);
        assertEquals(Biome.OCEAN, high.biome(0.49f, 0.5f, 0));
        assertEquals(Biome.BEACH, high.biome(0.505f, 0.5f, 0));
        assertEquals(Biome.TROPICAL_SEASONAL_FOREST, high.biome(0.52f, 0.5f, 0));
    }

    @Test
    @DisplayName("never puts a beach in the ocean: at any water level, ocean exactly below it, beach in a thin band above")
    void noBeachesInTheOcean() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 100_000; i++) {
            double water = random.nextDouble(0, 0.95);
            BiomeRule rule = new BiomeRule(BiomeMode.ELEVATION_MOISTURE, water);
            float e = (float) random.nextDouble();
            float m = (float) random.nextDouble();
            Biome biome = rule.biome(e, m, 0);
            assertEquals(e < (float) water, biome == Biome.OCEAN, "e=" + e + " water=" + water);
            if (biome == Biome.BEACH) {
                assertTrue(e >= (float) water && e < rule.threshold(0.12) + 1e-6, "beach at " + e + " water " + water);
            }
        }
    }

    @ParameterizedTest(name = "e={0} → {1}")
    @DisplayName("in elevation-only mode, gives the article's bands: water, beach, forest, jungle, savannah, desert, snow")
    @CsvSource({"0.05, OCEAN", "0.15, BEACH", "0.25, FOREST", "0.4, JUNGLE", "0.6, SAVANNAH", "0.8, DESERT",
        "0.95, SNOW"})
    void elevationBands(float e, Biome expected) {
        assertEquals(expected, new BiomeRule(BiomeMode.ELEVATION, 0.1).biome(e, 0.5f, 0));
    }

    @Test
    @DisplayName("with climate, cooling moves a lowland toward the colder rows")
    void coolingMovesRows() {
        assertEquals(Biome.TROPICAL_RAIN_FOREST, article.biome(0.2f, 0.9f, 0));
        assertEquals(Biome.TEMPERATE_RAIN_FOREST, article.biome(0.2f, 0.9f, 0.2f));
        assertEquals(Biome.SNOW, article.biome(0.2f, 0.9f, 0.8f));
    }

    @ParameterizedTest(name = "{0}, water {1}")
    @DisplayName("counting thresholds gives the same biome as the table read as nested ifs, edges and NaN included")
    @CsvSource({"ELEVATION_MOISTURE, 0.1", "ELEVATION_MOISTURE, 0.42", "ELEVATION_MOISTURE, 0.8",
        "ELEVATION, 0.1", "ELEVATION, 0.42"})
    void countingMatchesNestedIfs(BiomeMode mode, double water) {
        BiomeRule rule = new BiomeRule(mode, water);
        float[] moistures = {0, 0.0999f, 0.1f, 0.16f, 0.2f, 0.33f, 0.4f, 0.5f, 0.66f, 0.83f, 0.9f, 1, Float.NaN};
        float[] coolings = {0, 0.15f, 0.6f};
        for (int step = 0; step <= 2000; step++) {
            float e = step / 2000f;
            for (float m : moistures) {
                for (float cooling : coolings) {
                    assertEquals(nestedIfs(mode, water, e, m, cooling), rule.biome(e, m, cooling),
                        "e=" + e + ", m=" + m + ", cooling=" + cooling);
                }
            }
        }
        // Exactly at each threshold, and a float either side.
        for (double article : new double[] {0.12, 0.2, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9}) {
            float t = (float) rule.threshold(article);
            for (float e : new float[] {Math.nextDown(t), t, Math.nextUp(t)}) {
                for (float m : moistures) {
                    assertEquals(nestedIfs(mode, water, e, m, 0), rule.biome(e, m, 0), "e=" + e + ", m=" + m);
                }
            }
        }
    }

    /** The rule as the article's table reads, one branch per cell: the reference for {@link BiomeRule#classify}. */
    private static Biome nestedIfs(BiomeMode mode, double waterLevel, float e, float m, float cooling) {
        float water = (float) waterLevel;
        float landScale = (float) (1 / (1 - waterLevel));
        if (e < water) {
            return Biome.OCEAN;
        }
        float land = (e - water) * landScale;
        if (mode == BiomeMode.ELEVATION) {
            float l = land + cooling;
            if (l < articleLand(0.2)) {
                return Biome.BEACH;
            }
            if (l < articleLand(0.3)) {
                return Biome.FOREST;
            }
            if (l < articleLand(0.5)) {
                return Biome.JUNGLE;
            }
            if (l < articleLand(0.7)) {
                return Biome.SAVANNAH;
            }
            return l < articleLand(0.9) ? Biome.DESERT : Biome.SNOW;
        }
        if (land < articleLand(0.12)) {
            return Biome.BEACH;
        }
        float row = land + cooling;
        if (row > articleLand(0.8)) {
            if (m < 0.1f) {
                return Biome.SCORCHED;
            }
            if (m < 0.2f) {
                return Biome.BARE;
            }
            return m < 0.5f ? Biome.TUNDRA : Biome.SNOW;
        }
        if (row > articleLand(0.6)) {
            if (m < 0.33f) {
                return Biome.TEMPERATE_DESERT;
            }
            return m < 0.66f ? Biome.SHRUBLAND : Biome.TAIGA;
        }
        if (row > articleLand(0.3)) {
            if (m < 0.16f) {
                return Biome.TEMPERATE_DESERT;
            }
            if (m < 0.50f) {
                return Biome.GRASSLAND;
            }
            return m < 0.83f ? Biome.TEMPERATE_DECIDUOUS_FOREST : Biome.TEMPERATE_RAIN_FOREST;
        }
        if (m < 0.16f) {
            return Biome.SUBTROPICAL_DESERT;
        }
        if (m < 0.33f) {
            return Biome.GRASSLAND;
        }
        return m < 0.66f ? Biome.TROPICAL_SEASONAL_FOREST : Biome.TROPICAL_RAIN_FOREST;
    }

    private static float articleLand(double threshold) {
        return (float) ((threshold - BiomeRule.ARTICLE_WATER) / (1 - BiomeRule.ARTICLE_WATER));
    }
}
