package org.terrainexplorer.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.search.Ledger;
import org.terrainexplorer.search.LocalSearch;
import org.terrainexplorer.search.MatchJson;
import org.terrainexplorer.search.SearchSpec;
import org.terrainexplorer.search.SearchWorld;
import org.terrainexplorer.search.WorkUnits;
import org.terrainexplorer.session.WorldSession;

@DisplayName("A search on Spark local[2] gives the local search's results, and finishes a search the local one began")
class SparkSearchTest {

    /** Pyramids by the origin in a desert, swamp huts by a cold origin: five units of 300 seeds. */
    static final String SPEC = """
        {"format": 1, "world": {"version": "1.21.1"}, "seeds": {"from": 0, "to": 1499}, "unitSize": 300,
         "condition": {"any": [
           {"all": [{"id": "pyramid", "structure": "desert_pyramid", "within": 200, "of": [0, 0]},
                    {"id": "desert", "biome": "desert", "within": 64, "of": [0, 0]}]},
           {"all": [{"id": "hut", "structure": "swamp_hut", "within": 160, "of": [0, 0], "viable": false},
                    {"id": "cold", "climate": "temperature", "range": [-1, -0.2], "at": [0, 0]}]}]}}
        """;

    private static JavaSparkContext sc;
    private static SearchSpec spec;
    private static SearchWorld world;
    private static List<String> local;

    @BeforeAll
    static void start() throws Exception {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("test")
            .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
            .set("spark.driver.bindAddress", "127.0.0.1"));
        spec = SearchSpec.parse(SPEC, "spec", Path.of("."));
        world = SearchWorld.bind(spec, new WorldSession());
        local = new LocalSearch(world, 2, 0, null, null).run().matches().stream().map(MatchJson::line).toList();
        assertTrue(local.size() >= 5, "some matches to compare: " + local.size());
    }

    @AfterAll
    static void stop() {
        sc.close();
    }

    @Test
    @DisplayName("the results file equals the local search's, line for line")
    void sameAsLocal(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("spark.jsonl");
        SparkSearch.Result r = SparkSearch.run(sc, spec, dir.resolve("ledger"), false, 0, out);
        assertTrue(r.complete());
        assertEquals(5, r.unitsRun());
        assertEquals(local, Files.readAllLines(out));
        assertEquals(6, Files.readAllLines(dir.resolve("ledger").resolve(Ledger.FILE)).size());
    }

    @Test
    @DisplayName("first N on Spark are the local search's N lowest")
    void firstN(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("two.jsonl");
        SparkSearch.Result r = SparkSearch.run(sc, spec, dir.resolve("ledger"), false, 2, out);
        assertTrue(r.complete());
        assertEquals(local.subList(0, 2), Files.readAllLines(out));
    }

    @Test
    @DisplayName("a search stopped locally after two units is finished on Spark from the same ledger")
    void finishesALocalSearch(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("ledger");
        AtomicInteger units = new AtomicInteger();
        try (Ledger ledger = Ledger.open(folder, spec, WorkUnits.of(spec), false)) {
            LocalSearch[] s = new LocalSearch[1];
            s[0] = new LocalSearch(world, 1, 0, ledger, (unit, found) -> {
                if (units.incrementAndGet() == 2) {
                    s[0].stop();
                }
            });
            assertFalse(s[0].run().complete());
        }
        Path out = dir.resolve("r.jsonl");
        SparkSearch.Result r = SparkSearch.run(sc, spec, folder, true, 0, out);
        assertTrue(r.complete());
        assertEquals(5 - units.get(), r.unitsRun());
        assertEquals(local, Files.readAllLines(out));
    }
}
