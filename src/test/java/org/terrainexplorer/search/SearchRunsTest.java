package org.terrainexplorer.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;

@DisplayName("Local searches give the same matches on any thread count, resume where they stopped, and every match "
    + "holds in the world as the session loads it")
class SearchRunsTest {

    /** Pyramids near the origin in a desert, spawns in savanna: structures, biomes and the spawn. */
    static final String SPEC = """
        {"format": 1, "world": {"version": "1.21.1"}, "seeds": {"from": 0, "to": 1999}, "unitSize": 400,
         "condition": {"any": [
           {"all": [{"id": "pyramid", "structure": "desert_pyramid", "within": 200, "of": [0, 0]},
                    {"id": "desert", "biome": "desert", "within": 64, "of": [0, 0]}]},
           {"all": [{"id": "hut", "structure": "swamp_hut", "within": 160, "of": [0, 0], "viable": false},
                    {"id": "cold", "climate": "temperature", "range": [-1, -0.2], "at": [0, 0]}]}]}}
        """;

    private static WorldSession session;
    private static SearchWorld world;
    private static List<Match> oneThread;

    @BeforeAll
    static void search() throws Exception {
        session = new WorldSession(TestWorlds.DATA);
        world = SearchWorld.bind(SearchSpec.parse(SPEC, "spec", Path.of(".")), session);
        oneThread = new LocalSearch(world, 1, 0, null, null).run().matches();
    }

    @Test
    @DisplayName("1, 2 and 4 threads give the same matches in seed order")
    void sameOnAnyThreadCount() {
        assertTrue(oneThread.size() >= 5, "some matches to compare: " + oneThread.size());
        for (int i = 1; i < oneThread.size(); i++) {
            assertTrue(oneThread.get(i - 1).seed() < oneThread.get(i).seed());
        }
        for (int threads : new int[] {2, 4}) {
            LocalSearch.Result r = new LocalSearch(world, threads, 0, null, null).run();
            assertTrue(r.complete());
            assertEquals(lines(oneThread), lines(r.matches()), threads + " threads");
        }
    }

    @Test
    @DisplayName("first N are the N lowest matching seeds")
    void firstN() {
        LocalSearch.Result r = new LocalSearch(world, 2, 3, null, null).run();
        assertTrue(r.complete());
        assertEquals(lines(oneThread.subList(0, 3)), lines(r.matches()));
    }

    @Test
    @DisplayName("a run stopped after a unit and resumed from its ledger gives the uninterrupted run's matches")
    void stopAndResume(@TempDir Path dir) throws Exception {
        WorkUnits units = WorkUnits.of(world.spec());
        LocalSearch[] first = new LocalSearch[1];
        AtomicInteger finished = new AtomicInteger();
        try (Ledger ledger = Ledger.open(dir, world.spec(), units, false)) {
            first[0] = new LocalSearch(world, 1, 0, ledger, (unit, found) -> {
                if (finished.incrementAndGet() == 2) {
                    first[0].stop();
                }
            });
            assertFalse(first[0].run().complete());
        }
        assertTrue(finished.get() >= 2);
        try (Ledger ledger = Ledger.open(dir, world.spec(), units, true)) {
            assertEquals(finished.get(), ledger.finished().size());
            LocalSearch.Result r = new LocalSearch(world, 2, 0, ledger, null).run();
            assertTrue(r.complete());
            assertEquals(lines(oneThread), lines(r.matches()));
            assertTrue(r.seedsSearched() < world.spec().seedCount(), "the finished units were not searched again");
        }
        try (Ledger ledger = Ledger.open(dir, world.spec().withRange(0, 999), WorkUnits.of(world.spec()
            .withRange(0, 999)), true)) {
            throw new AssertionError("another range's ledger was accepted");
        } catch (Ledger.LedgerException e) {
            assertTrue(e.getMessage().contains("belongs to another search"), e.getMessage());
        }
    }

    @Test
    @DisplayName("a unit stopped part-way keeps the part done; a run resumed from a ledger holding that part searches "
        + "only the rest and gives the uninterrupted run's matches")
    void stoppedPartWayAndResumed(@TempDir Path dir) throws Exception {
        WorkUnits units = WorkUnits.of(world.spec());
        AtomicBoolean stop = new AtomicBoolean();
        // Stopped at its first report of progress (after 256 seeds): at its next seed.
        UnitSearch.Part part = new UnitSearch(world, stop::get).run(1, 0, n -> stop.set(true));
        assertFalse(part.whole());
        assertTrue(part.done() >= 256 && part.done() < units.positions(1), "stopped at " + part.done());
        UnitSearch.Part rest = new UnitSearch(world, () -> false).run(1, part.done(), n -> { });
        assertTrue(rest.whole());
        List<Match> joined = new ArrayList<>(part.matches());
        joined.addAll(rest.matches());
        assertEquals(lines(new UnitSearch(world, () -> false).run(1, n -> { })), lines(joined));
        try (Ledger ledger = Ledger.open(dir, world.spec(), units, false)) {
            assertTrue(ledger.appendPart(1, part.done(), units.seeds(1, part.done()), part.matches()));
        }
        try (Ledger ledger = Ledger.open(dir, world.spec(), units, true)) {
            assertEquals(List.of(1L), List.copyOf(ledger.parts().keySet()));
            LocalSearch.Result r = new LocalSearch(world, 2, 0, ledger, null).run();
            assertTrue(r.complete());
            assertEquals(lines(oneThread), lines(r.matches()));
            assertEquals(world.spec().seedCount() - part.done(), r.seedsSearched(), "the part was not searched again");
        }
        try (Ledger ledger = Ledger.open(dir, world.spec(), units, true)) {
            assertEquals(Map.of(), ledger.parts(), "the unit finished since replaces its part");
            assertEquals(units.count(), ledger.finished().size());
        }
        // A ledger of format 1 (made before parts) gets none, so that an older reader never takes one for a unit.
        Path old = dir.resolve("old");
        Ledger.open(old, world.spec(), units, false).close();
        Path file = old.resolve(Ledger.FILE);
        Files.writeString(file, Files.readString(file).replaceFirst("\\{\"ledger\":2,", "{\"ledger\":1,"));
        try (Ledger ledger = Ledger.open(old, world.spec(), units, true)) {
            assertFalse(ledger.appendPart(1, part.done(), units.seeds(1, part.done()), part.matches()));
        }
        assertEquals(1, Files.readAllLines(file).size(), "the header alone");
    }

    @Test
    @DisplayName("every match holds in the world the session loads for its seed: the structures, biomes and values")
    void matchesHoldInTheLoadedWorld() throws Exception {
        for (Match m : oneThread) {
            LoadedWorld w = session.load(WorldSettings.defaults().withVersion("1.21.1").withSeed(Long.toString(
                m.seed())));
            assertEquals(m.seed(), w.settings().seed());
            assertTrue(m.where().containsKey("pyramid") && m.where().containsKey("desert")
                || m.where().containsKey("hut") && m.where().containsKey("cold"), m.toString());
            for (Match.Place p : m.where().getOrDefault("pyramid", List.of())) {
                StructureStart s = startAt(w, p);
                assertEquals("minecraft:desert_pyramid", s.id());
                assertTrue((long) p.x() * p.x() + (long) p.z() * p.z() <= 200 * 200);
            }
            for (Match.Place p : m.where().getOrDefault("desert", List.of())) {
                assertEquals("minecraft:desert", w.sampler().biome(p.x(), p.y(), p.z()));
            }
            for (Match.Place p : m.where().getOrDefault("hut", List.of())) {
                StructureSet set = w.structures().set("minecraft:swamp_huts").orElseThrow();
                assertTrue(set.placement().isStructureChunk(w.structures(), p.x() >> 4, p.z() >> 4), p.toString());
            }
            for (Match.Place p : m.where().getOrDefault("cold", List.of())) {
                double t = w.sampler().value(org.terrainexplorer.world.gen.WorldSampler.TEMPERATURE, 0, 64, 0);
                assertEquals(t, p.value());
                assertTrue(t >= -1 && t <= -0.2);
            }
        }
    }

    /** The start whose locate position is the place (the chunk's corner: these structures' offset is 0). */
    static StructureStart startAt(LoadedWorld w, Match.Place p) {
        Optional<StructureStart> s = w.structures().startsIn(p.x() >> 4, p.z() >> 4).stream()
            .filter(x -> x.id().equals(p.what())).findFirst();
        assertTrue(s.isPresent(), "a start at " + p);
        return s.get();
    }

    @Test
    @DisplayName("spawn conditions: the spawn found matches the session's world spawn")
    void spawnMatchesTheSession() throws Exception {
        SearchWorld spawns = SearchWorld.bind(SearchSpec.parse("""
            {"format": 1, "world": {"version": "1.21.1"}, "seeds": {"from": 0, "to": 59}, "unitSize": 30,
             "condition": {"all": [{"id": "near", "spawnIn": {"from": [-300, -300], "to": [300, 300]}},
                                   {"id": "b", "spawnBiome": ["plains", "forest", "savanna", "taiga", "birch_forest",
                                       "meadow", "snowy_plains", "dark_forest", "flower_forest"]}]}}
            """, "spec", Path.of(".")), session);
        List<Match> found = new LocalSearch(spawns, 2, 0, null, null).run().matches();
        assertTrue(found.size() >= 3, "some spawns: " + found.size());
        for (Match m : found.subList(0, 3)) {
            LoadedWorld w = session.load(WorldSettings.defaults().withVersion("1.21.1").withSeed(Long.toString(
                m.seed())));
            WorldSpawn s = w.spawn().get();
            Match.Place p = m.where().get("near").get(0);
            assertEquals(List.of(s.x(), s.y(), s.z()), List.of(p.x(), p.y(), p.z()));
        }
    }

    static List<String> lines(List<Match> matches) {
        return matches.stream().map(MatchJson::line).toList();
    }

    @Test
    @DisplayName("a match's JSON line reads back to the same match")
    void jsonRoundTrip() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        for (Match m : oneThread) {
            String line = MatchJson.line(m);
            assertEquals(line, MatchJson.line(MatchJson.read(json.readTree(line))));
            assertNotNull(json.readTree(line).get("where"));
        }
    }
}
