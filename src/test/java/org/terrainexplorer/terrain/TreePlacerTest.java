package org.terrainexplorer.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Tree placement (blue noise)")
class TreePlacerTest {

    private static final double SPACING = 0.01;
    private final TerrainGenerator generator = new TerrainGenerator(TerrainParams.defaults());

    @Test
    @DisplayName("keeps trees of a biome farther apart than its radius, and none in ocean, desert or snow")
    void blueNoiseSpacing() {
        TreePlacer placer = new TreePlacer();
        int count = placer.place(generator, SPACING, -1, -1, 1, 1);
        assertTrue(count > 500, "trees placed: " + count);
        TerrainSampler sampler = new TerrainSampler(generator);
        for (int i = 0; i < count; i++) {
            Biome biome = placer.biome(i);
            assertTrue(biome.hasTrees(), biome + " has a tree");
            for (int j = i + 1; j < count; j++) {
                if (placer.biome(j) == biome) {
                    // Trees sit within 0.35 cells of their cell's centre, so cells a radius apart may bring them
                    // 0.7 cells nearer.
                    double dx = (placer.x(i) - placer.x(j)) / SPACING;
                    double dy = (placer.y(i) - placer.y(j)) / SPACING;
                    assertTrue(Math.hypot(dx, dy) > biome.treeRadius() - 0.7 * Math.sqrt(2) - 1e-9,
                        biome + " trees " + Math.hypot(dx, dy) + " cells apart");
                }
            }
            sampler.sample(Math.floor(placer.x(i) / SPACING) * SPACING + SPACING / 2,
                Math.floor(placer.y(i) / SPACING) * SPACING + SPACING / 2);
            assertEquals(biome, sampler.biome(), "tree biome is its cell centre's");
        }
    }

    @Test
    @DisplayName("plants rain forests densest and grassland sparsest, relative to their area")
    void densityFollowsBiome() {
        TreePlacer placer = new TreePlacer();
        int count = placer.place(generator, SPACING, -2, -2, 2, 2);
        Map<Biome, Integer> trees = new EnumMap<>(Biome.class);
        for (int i = 0; i < count; i++) {
            trees.merge(placer.biome(i), 1, Integer::sum);
        }
        Map<Biome, Integer> cells = new EnumMap<>(Biome.class);
        TerrainSampler sampler = new TerrainSampler(generator);
        for (double y = -2 + SPACING / 2; y < 2; y += SPACING) {
            for (double x = -2 + SPACING / 2; x < 2; x += SPACING) {
                sampler.sample(Math.floor(x / SPACING) * SPACING + SPACING / 2,
                    Math.floor(y / SPACING) * SPACING + SPACING / 2);
                cells.merge(sampler.biome(), 1, Integer::sum);
            }
        }
        double rainForest = density(trees, cells, Biome.TROPICAL_RAIN_FOREST, Biome.TEMPERATE_RAIN_FOREST);
        double grassland = density(trees, cells, Biome.GRASSLAND);
        assertTrue(rainForest > 2 * grassland, "rain forest " + rainForest + " vs grassland " + grassland);
        assertEquals(0, trees.getOrDefault(Biome.OCEAN, 0) + trees.getOrDefault(Biome.SUBTROPICAL_DESERT, 0)
            + trees.getOrDefault(Biome.SNOW, 0));
    }

    private static double density(Map<Biome, Integer> trees, Map<Biome, Integer> cells, Biome... biomes) {
        double t = 0;
        double c = 0;
        for (Biome b : biomes) {
            t += trees.getOrDefault(b, 0);
            c += cells.getOrDefault(b, 0);
        }
        assertTrue(c > 200, "area of " + biomes[0] + " too small to measure: " + c);
        return t / c;
    }

    @Test
    @DisplayName("is anchored to the world: a sub-region has exactly the trees the larger region has there")
    void worldAnchored() {
        TreePlacer large = new TreePlacer();
        int n = large.place(generator, SPACING, -1, -1, 1, 1);
        Set<String> inside = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (large.x(i) > -0.3 && large.x(i) < 0.2 && large.y(i) > -0.1 && large.y(i) < 0.4) {
                inside.add(large.x(i) + "," + large.y(i));
            }
        }
        TreePlacer small = new TreePlacer();
        int m = small.place(generator, SPACING, -0.3, -0.1, 0.2, 0.4);
        Set<String> found = new HashSet<>();
        for (int i = 0; i < m; i++) {
            if (small.x(i) > -0.3 && small.x(i) < 0.2 && small.y(i) > -0.1 && small.y(i) < 0.4) {
                found.add(small.x(i) + "," + small.y(i));
            }
        }
        assertTrue(inside.size() > 50);
        assertEquals(inside, found);
    }

    @Test
    @DisplayName("re-places trees for a colour change from cached noise: water level moves trees off drowned land")
    void colourChangeReplaces() {
        TreePlacer placer = new TreePlacer();
        int before = placer.place(generator, SPACING, -1, -1, 1, 1);
        TerrainGenerator flooded = new TerrainGenerator(TerrainParams.defaults().with(Param.WATER_LEVEL, 0.6));
        int after = placer.place(flooded, SPACING, -1, -1, 1, 1);
        assertTrue(after < before / 2, "trees before " + before + ", after flooding " + after);
        TreePlacer fresh = new TreePlacer();
        int freshCount = fresh.place(flooded, SPACING, -1, -1, 1, 1);
        assertEquals(positions(fresh, freshCount), positions(placer, after), "cached equals fresh, tree for tree");
    }

    /** Every tree as "x,y:biome", in placement order. */
    private static List<String> positions(TreePlacer placer, int count) {
        List<String> trees = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            trees.add(placer.x(i) + "," + placer.y(i) + ":" + placer.biome(i));
        }
        return trees;
    }
}
