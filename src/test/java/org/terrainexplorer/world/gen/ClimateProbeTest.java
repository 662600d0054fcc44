package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;

@DisplayName("A climate probe gives, seed after seed, the bits a RandomState's sampler gives")
class ClimateProbeTest {

    @ParameterizedTest
    @ValueSource(strings = {"1.19.3", "1.21.1", "1.21.9", "26.2"})
    @DisplayName("targets, biomes and spawn climate points equal the sampler's over seeds and points, seeds revisited")
    void equalsTheSampler(String release) {
        WorldDefinition world = TestWorlds.load(release, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        assertTrue(ClimateProbe.supports(world));
        ClimateProbe.Probe probe = ClimateProbe.of(world).newProbe();
        SplittableRandom r = new SplittableRandom(7);
        long[] seeds = {0L, 42L, -1L, Long.MIN_VALUE, r.nextLong(), 42L, r.nextLong()};
        long[] a = new long[6];
        long[] b = new long[6];
        for (long seed : seeds) {
            WorldSampler sampler = new WorldSampler(new RandomState(world, seed));
            probe.seed(seed);
            // The same point first for every seed: a probe must not keep the last seed's column values.
            int[][] points = {{0, 64, 0}, {0, 64, 0}, {1000, -30, -2000}, {r.nextInt(-30_000_000, 30_000_000), 70,
                r.nextInt(-30_000_000, 30_000_000)}, {-517, 200, 33}};
            for (int[] p : points) {
                sampler.target(p[0], p[1], p[2], a);
                probe.target(p[0], p[1], p[2], b);
                assertArrayEquals(a, b, "seed " + seed + " at " + java.util.Arrays.toString(p));
                assertEquals(sampler.biome(p[0], p[1], p[2]), probe.biome(p[0], p[1], p[2]));
                for (int v = WorldSampler.CONTINENTS; v <= WorldSampler.DEPTH; v++) {
                    assertEquals(Double.doubleToLongBits(sampler.value(v, p[0], p[1], p[2])),
                        Double.doubleToLongBits(probe.value(v, p[0], p[1], p[2])), "value " + v);
                }
            }
            assertArrayEquals(WorldSpawn.climatePoint(sampler), WorldSpawn.climatePoint(world, probe));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.21.1", "26.2"})
    @DisplayName("a column walked at once (the search's biome check) says whether any of its quarts, top down, has a "
        + "biome that passes: the same as asking each quart, for each biome alone, for the column's and for the rest")
    void columnWalk(String release) {
        WorldDefinition world = TestWorlds.load(release, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        ClimateProbe.Probe probe = ClimateProbe.of(world).newProbe();
        SplittableRandom r = new SplittableRandom(11);
        int minY = world.minY();
        int maxY = minY + world.height() - 4;
        java.util.List<String> possible = world.biomeSource().possibleBiomes();
        int changes = 0;
        for (long seed = 0; seed < 3; seed++) {
            probe.seed(seed);
            for (int i = 0; i < 40; i++) {
                int x = r.nextInt(-20_000, 20_000);
                int z = r.nextInt(-20_000, 20_000);
                java.util.Set<String> each = new java.util.LinkedHashSet<>();
                for (int y = maxY; y >= minY; y -= 4) {
                    each.add(probe.biome(x, y, z));
                }
                String where = "seed " + seed + " column " + x + ", " + z + ": " + each;
                changes += each.size() - 1;
                for (String b : possible) {
                    assertEquals(each.contains(b), probe.anyBiome(x, z, minY, maxY, b::equals), where + " " + b);
                }
                assertTrue(probe.anyBiome(x, z, minY, maxY, each::contains), where);
                assertFalse(probe.anyBiome(x, z, minY, maxY, b -> !each.contains(b)), where);
                // A shorter walk: the lower half of the column only.
                int mid = (minY + maxY) / 2 >> 2 << 2;
                java.util.Set<String> lower = new java.util.HashSet<>();
                for (int y = mid; y >= minY; y -= 4) {
                    lower.add(probe.biome(x, y, z));
                }
                for (String b : each) {
                    assertEquals(lower.contains(b), probe.anyBiome(x, z, minY, mid, b::equals), where + " below " + mid);
                }
            }
        }
        assertTrue(changes > 10, "columns whose biome changes with depth: " + changes);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.21.1", "26.2"})
    @DisplayName("one value asked first redraws only its own noises and still equals the sampler's")
    void oneValueAlone(String release) {
        WorldDefinition world = TestWorlds.load(release, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        ClimateProbe.Probe probe = ClimateProbe.of(world).newProbe();
        for (long seed = 100; seed < 105; seed++) {
            probe.seed(seed);
            WorldSampler sampler = new WorldSampler(new RandomState(world, seed));
            assertEquals(sampler.value(WorldSampler.TEMPERATURE, 12, 0, 12),
                probe.value(WorldSampler.TEMPERATURE, 12, 0, 12));
            assertEquals(sampler.value(WorldSampler.CONTINENTS, 12, 0, 12),
                probe.value(WorldSampler.CONTINENTS, 12, 0, 12));
        }
    }

    @org.junit.jupiter.api.Test
    @DisplayName("the legacy-seeded nether and the end are not probed (they go through a RandomState)")
    void refusesOtherSeedings() {
        assertFalse(ClimateProbe.supports(TestWorlds.load("1.21.1", Dimension.THE_NETHER, BuiltinWorld.OVERWORLD)));
        assertFalse(ClimateProbe.supports(TestWorlds.load("1.21.1", Dimension.THE_END, BuiltinWorld.OVERWORLD)));
    }
}
