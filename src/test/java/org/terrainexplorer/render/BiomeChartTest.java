package org.terrainexplorer.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.terrain.Biome;
import org.terrainexplorer.terrain.BiomeRule;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("The biome chart")
class BiomeChartTest {

    @Test
    @DisplayName("colours each point as the maps colour that elevation and moisture; ocean below the water level")
    void colouredByTheRule() {
        TerrainParams params = TerrainParams.defaults().with(Param.WATER_LEVEL, 0.4);
        BiomeChart chart = BiomeChart.of(params, 100, 80);
        BiomeRule rule = new BiomeRule(BiomeMode.ELEVATION_MOISTURE, 0.4);
        for (int row = 0; row < 80; row += 7) {
            for (int col = 0; col < 100; col += 9) {
                float e = 1 - (row + 0.5f) / 80;
                float m = (col + 0.5f) / 100;
                Biome biome = rule.biome(e, m, 0);
                int argb = chart.argb()[row * 100 + col];
                if (biome == Biome.OCEAN) {
                    assertTrue(e < 0.4f, "ocean only below the water level");
                    assertEquals(Palettes.ocean((0.4f - e) / 0.4f), argb);
                } else {
                    assertEquals(Palettes.biome(biome), argb, biome + " at e " + e + ", m " + m);
                }
            }
        }
    }

    @Test
    @DisplayName("lists the biomes each rule gives: the table's with moisture, the bands without")
    void legendFollowsRule() {
        BiomeChart table = BiomeChart.of(TerrainParams.defaults(), 120, 120);
        assertTrue(table.biomes().containsAll(List.of(Biome.OCEAN, Biome.BEACH, Biome.SNOW,
            Biome.TROPICAL_RAIN_FOREST, Biome.SUBTROPICAL_DESERT, Biome.TUNDRA)), table.biomes().toString());
        assertFalse(table.biomes().contains(Biome.JUNGLE));
        BiomeChart bands = BiomeChart.of(TerrainParams.defaults().with(Param.BIOMES, BiomeMode.ELEVATION), 120, 120);
        assertTrue(bands.biomes().contains(Biome.JUNGLE) && bands.biomes().contains(Biome.FOREST));
        assertFalse(bands.biomes().contains(Biome.TUNDRA), bands.biomes().toString());
    }
}
