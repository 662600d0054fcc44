package org.terrainexplorer.bench;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrainexplorer.search.Match;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.search.SeedEvaluator;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.world.gen.ClimateProbe;

/**
 * Seed search on one thread (so per core), 1.21.1's overworld, over fixed specifications and a fixed seed range
 * (each invocation takes the next seeds of the range, wrapping): seeds per second through every stage for
 *
 * <ul>
 *   <li>{@code structures}: a desert pyramid within 300 blocks of 0, 0;</li>
 *   <li>{@code village}: any of the five villages within 300 blocks of 0, 0 (jigsaw structures: the climate stage
 *       draws each candidate's start piece, the exact stage its height on the seed's terrain);</li>
 *   <li>{@code biome}: mushroom fields within 500 blocks of 0, 0 (samples every 16 blocks, nearest first);</li>
 *   <li>{@code spawn}: the spawn in a jungle;</li>
 *   <li>{@code combination}: the spawn within 500 blocks of 0, 0, a desert pyramid within 400 blocks of the spawn
 *       and a desert within 200 blocks of 0, 0;</li>
 * </ul>
 * and the two stages the issue sets targets for: {@code placementBases} (48-bit bases through the placement stage of
 * {@code structures}, before the 2^16 skip) and {@code biomeAtPoint} (the exact biome at one point for a new seed:
 * the climate noises redrawn for the seed, then one sample).
 *
 * <pre>mvn -o -Pbench verify -Djmh.args="SearchBenchmark -f 1 -wi 3 -i 5 -w 2s -r 4s"</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SearchBenchmark {

    static final String STRUCTURES = "{\"structure\": \"desert_pyramid\", \"within\": 300, \"of\": [0, 0]}";
    static final String VILLAGE = "{\"structure\": \"village\", \"within\": 300, \"of\": [0, 0]}";
    static final String BIOME = "{\"biome\": \"mushroom_fields\", \"within\": 500, \"of\": [0, 0]}";
    static final String SPAWN = "{\"spawnBiome\": [\"jungle\", \"sparse_jungle\", \"bamboo_jungle\"]}";
    static final String COMBINATION = "{\"all\": [{\"spawnIn\": {\"from\": [-500, -500], \"to\": [500, 500]}}, "
        + "{\"id\": \"p\", \"structure\": \"desert_pyramid\", \"within\": 400, \"of\": \"spawn\"}, "
        + "{\"biome\": \"desert\", \"within\": 200, \"of\": [0, 0]}]}";

    /** The bases each call of the placement benchmark evaluates. */
    static final int BASES = 1 << 16;

    /** One bound search and its evaluator, and where in the range the next call starts. */
    @State(Scope.Thread)
    public static class Search {
        @Param({"structures", "village", "biome", "spawn", "combination"})
        public String spec;
        SeedEvaluator evaluator;
        long next;

        @Setup
        public void setUp() throws Exception {
            String condition = switch (spec) {
                case "structures" -> STRUCTURES;
                case "village" -> VILLAGE;
                case "biome" -> BIOME;
                case "spawn" -> SPAWN;
                default -> COMBINATION;
            };
            SearchWorld world = SearchWorld.bind(SearchSpec.parse("{\"format\": 1, \"world\": {\"version\": "
                + "\"1.21.1\"}, \"condition\": " + condition + "}", "bench", Path.of(".")), new WorldSession());
            evaluator = new SeedEvaluator(world, () -> false);
        }
    }

    /** Seeds per second through every stage: one seed a call, the next of a fixed range of 2^20. */
    @Benchmark
    public Match seeds(Search s) {
        Match m = s.evaluator.evaluate(s.next);
        s.next = s.next + 1 & (1 << 20) - 1;
        return m;
    }

    /** The placement stage alone. */
    @State(Scope.Thread)
    public static class Placement {
        SeedEvaluator evaluator;
        long next;

        @Setup
        public void setUp() throws Exception {
            SearchWorld world = SearchWorld.bind(SearchSpec.parse("{\"format\": 1, \"world\": {\"version\": "
                + "\"1.21.1\"}, \"condition\": " + STRUCTURES + "}", "bench", Path.of(".")), new WorldSession());
            evaluator = new SeedEvaluator(world, () -> false);
        }
    }

    /** 48-bit bases per second through the placement stage (structures within 300 blocks of 0, 0). */
    @Benchmark
    @OperationsPerInvocation(BASES)
    public int placementBases(Placement p) {
        int passed = 0;
        long base = p.next;
        for (int i = 0; i < BASES; i++) {
            if (p.evaluator.placement(base + i)) {
                passed++;
            }
        }
        p.next = base + BASES & (1L << 48) - 1;
        return passed;
    }

    /** A climate probe for the exact biome at one point. */
    @State(Scope.Thread)
    public static class Probe {
        ClimateProbe.Probe probe;
        long next;

        @Setup
        public void setUp() throws Exception {
            var world = new WorldSession().load(org.terrainexplorer.session.WorldSettings.defaults()
                .withVersion("1.21.1")).world();
            probe = ClimateProbe.of(world).newProbe();
        }
    }

    /** The exact biome at (0, 64, 0) of one new seed after another. */
    @Benchmark
    public String biomeAtPoint(Probe p) {
        p.probe.seed(p.next++);
        return p.probe.biome(0, 64, 0);
    }
}
