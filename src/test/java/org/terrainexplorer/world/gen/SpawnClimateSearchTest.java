package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;

/**
 * The spawn's climate search reads a point's climate only as far as the point can still win; its answer must be
 * the game's search written plainly (every point's whole climate read), for both of the game's fitness weighings
 * and for spawn targets that narrow the parameters the built-in ones leave whole.
 */
@DisplayName("The spawn climate search equals the game's search written plainly")
class SpawnClimateSearchTest {

    private static final long[] SEEDS = {0L, 1L, 42L, -7L, 1_234_567_890_123L, Long.MIN_VALUE, 2_024L, 99L};

    @ParameterizedTest
    @ValueSource(strings = {"1.19.3", "1.21.1", "1.21.4", "26.2"})
    @DisplayName("the built-in overworld's spawn target, seed after seed")
    void builtinTargets(String release) {
        WorldDefinition world = TestWorlds.load(release, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        assertTrue(!world.settings().spawnTarget().isEmpty(), "the overworld has a spawn target");
        for (long seed : SEEDS) {
            WorldSampler sampler = new WorldSampler(new RandomState(world, seed));
            assertArrayEquals(plain(world, sampler), WorldSpawn.climatePoint(sampler), release + " seed " + seed);
        }
    }

    @Test
    @DisplayName("targets that narrow temperature, humidity and erosion (read last by default) are met exactly")
    void narrowedTargets() {
        WorldDefinition base = TestWorlds.load("1.21.1", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        Climate.Parameter whole = new Climate.Parameter(-10_000L, 10_000L);
        List<Climate.ParameterPoint> narrow = List.of(
            new Climate.ParameterPoint(new Climate.Parameter(2_000L, 5_000L), whole, whole,
                new Climate.Parameter(-3_000L, 0L), new Climate.Parameter(0L, 0L), whole, 0L),
            new Climate.ParameterPoint(whole, new Climate.Parameter(-10_000L, -4_000L), whole, whole,
                new Climate.Parameter(1_000L, 2_000L), new Climate.Parameter(-10_000L, -1_600L), 500L),
            // Every parameter whole: only a value beyond [-1, 1] or the offset weighs.
            new Climate.ParameterPoint(whole, whole, whole, whole, whole, whole, 20_000L));
        NoiseSettings s = base.settings();
        WorldDefinition world = base.withSettings(new NoiseSettings(s.minY(), s.height(), s.sizeHorizontal(),
            s.sizeVertical(), s.seaLevel(), s.defaultBlock(), s.defaultFluid(), s.aquifersEnabled(),
            s.oreVeinsEnabled(), s.legacyRandomSource(), s.router(), s.surfaceRule(), narrow));
        ClimateProbe.Probe probe = ClimateProbe.of(world).newProbe();
        for (long seed : SEEDS) {
            WorldSampler sampler = new WorldSampler(new RandomState(world, seed));
            long[] expected = plain(world, sampler);
            assertArrayEquals(expected, WorldSpawn.climatePoint(sampler), "seed " + seed);
            probe.seed(seed);
            assertArrayEquals(expected, WorldSpawn.climatePoint(world, probe), "probe, seed " + seed);
        }
    }

    /**
     * A made-up climate that often leaves [-1, 1] (as a datapack's louder noises can): a hash of the quart, every
     * parameter from -1.6 to 1.6, so that the parameters read last decide points too.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1.21.1", "26.2"})
    @DisplayName("a climate beyond [-1, 1]: the parameters read last still decide, as in the game")
    void climateBeyondTheSpan(String release) {
        WorldDefinition world = TestWorlds.load(release, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        for (long salt = 0; salt < 6; salt++) {
            long s = salt;
            Full climate = (x, z) -> {
                long[] t = new long[6];
                for (int d = 0; d < 6; d++) {
                    long h = ((x >> 2) * 0x9E3779B97F4A7C15L) ^ ((z >> 2) * 0xC2B2AE3D27D4EB4FL) ^ (d + 7 * s);
                    h = (h ^ h >>> 31) * 0xBF58476D1CE4E5B9L;
                    t[d] = Math.floorMod(h ^ h >>> 29, 32_001L) - 16_000L;
                }
                return t;
            };
            WorldSpawn.Targets lazy = new WorldSpawn.Targets() {
                private long[] at;

                @Override
                public void point(int x, int y, int z) {
                    at = climate.at(x, z);
                }

                @Override
                public long parameter(int d) {
                    return at[d];
                }
            };
            assertArrayEquals(plain(world, climate), WorldSpawn.climatePoint(world, lazy), release + " salt " + s);
        }
    }

    /** A point's whole climate, quantised. */
    @FunctionalInterface
    private interface Full {
        long[] at(int x, int z);
    }

    private static long[] plain(WorldDefinition world, WorldSampler sampler) {
        return plain(world, (x, z) -> {
            long[] t = new long[6];
            sampler.target(x, 0, z, t);
            return t;
        });
    }

    /** The game's {@code Climate.SpawnFinder}, every point's climate read whole. */
    private static long[] plain(WorldDefinition world, Full sampler) {
        List<Climate.ParameterPoint> targets = world.settings().spawnTarget();
        boolean newer = world.code().atLeast("1.21.2");
        long[] best = fitness(sampler, targets, 0, 0, newer);
        for (float[] pass : new float[][] {{2048.0F, 512.0F}, {512.0F, 32.0F}}) {
            float angle = 0.0F;
            float radius = pass[1];
            int ox = (int) best[0];
            int oz = (int) best[1];
            while (radius <= pass[0]) {
                long[] candidate = fitness(sampler, targets, ox + (int) (Math.sin(angle) * radius),
                    oz + (int) (Math.cos(angle) * radius), newer);
                if (candidate[2] < best[2]) {
                    best = candidate;
                }
                angle += pass[1] / radius;
                if ((double) angle > Math.PI * 2) {
                    angle = 0.0F;
                    radius += pass[1];
                }
            }
        }
        return best;
    }

    private static long[] fitness(Full sampler, List<Climate.ParameterPoint> targets, int x, int z,
                                  boolean newer) {
        long[] t = sampler.at(x, z);
        Climate.TargetPoint zeroDepth = new Climate.TargetPoint(t[0], t[1], t[2], t[3], 0L, t[5]);
        long nearest = Long.MAX_VALUE;
        for (Climate.ParameterPoint p : targets) {
            nearest = Math.min(nearest, p.fitness(zeroDepth));
        }
        long distance = (long) x * x + (long) z * z;
        long f = newer ? nearest * (2048L * 2048L) + distance
            : (long) ((double) (10000.0F * 10000.0F) * Math.pow((double) distance / (2500.0 * 2500.0), 2.0)) + nearest;
        return new long[] {x, z, f};
    }
}
