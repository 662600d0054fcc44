package org.terrainexplorer.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.jigsaw.JigsawStructure;

@DisplayName("The placement stage reads the lower 48 bits only and chooses the chunks the structure world chooses")
class PlacementStageTest {

    @Test
    @DisplayName("grid candidates, frequency and exclusion equal StructureWorld.structureChunks, for seeds that share "
        + "their lower 48 bits too")
    void sameChunksAsTheStructureWorld() throws Exception {
        WorldSession session = new WorldSession(TestWorlds.DATA);
        var maker = session.seeds(WorldSettings.defaults().withVersion("1.21.1"));
        SplittableRandom r = new SplittableRandom(3);
        int compared = 0;
        for (int k = 0; k < 4; k++) {
            long seed = r.nextLong();
            LoadedWorld w = maker.apply(seed);
            LoadedWorld upper = maker.apply(seed ^ (long) r.nextInt(1, 65536) << 48);
            for (StructureSet set : w.structures().possibleSets()) {
                if (!GridSet.supported(set, w.structures())) {
                    continue;
                }
                GridSet grid = new GridSet(set, w.structures());
                int x0 = r.nextInt(-100_000, 100_000);
                int z0 = r.nextInt(-100_000, 100_000);
                List<ChunkPos> mine = new ArrayList<>();
                for (int rz = Math.floorDiv(z0, grid.spacing); rz <= Math.floorDiv(z0 + 200, grid.spacing); rz++) {
                    for (int rx = Math.floorDiv(x0, grid.spacing); rx <= Math.floorDiv(x0 + 200, grid.spacing); rx++) {
                        long c = grid.candidate(seed & (1L << 48) - 1, rx, rz);
                        int cx = (int) (c >> 32);
                        int cz = (int) c;
                        if (cx >= x0 && cx <= x0 + 200 && cz >= z0 && cz <= z0 + 200
                            && grid.kept(seed & (1L << 48) - 1, cx, cz)) {
                            mine.add(new ChunkPos(cx, cz));
                        }
                    }
                }
                mine.sort((a, b) -> a.z() != b.z() ? Integer.compare(a.z(), b.z()) : Integer.compare(a.x(), b.x()));
                List<ChunkPos> theirs = w.structures().structureChunks(set, x0, z0, x0 + 200, z0 + 200);
                assertEquals(theirs, mine, set.id() + " seed " + seed);
                assertEquals(theirs, upper.structures().structureChunks(upper.structures().set(set.id()).orElseThrow(),
                    x0, z0, x0 + 200, z0 + 200), set.id() + ": the upper 16 bits changed the placement");
                compared += theirs.size();
            }
        }
        assertTrue(compared > 50, "chunks compared: " + compared);
    }

    @Test
    @DisplayName("a base failing the placement stage has no match among its 65,536 seeds (sampled)")
    void failingBaseHasNoMatch() throws Exception {
        SearchWorld world = SearchWorld.bind(SearchSpec.parse("""
            {"format": 1, "world": {"version": "1.21.1"},
             "condition": {"structure": "desert_pyramid", "within": 100, "of": [0, 0]}}
            """, "spec", java.nio.file.Path.of(".")), new WorldSession(TestWorlds.DATA));
        SeedEvaluator e = new SeedEvaluator(world, () -> false);
        assertTrue(e.placementMatters());
        int failing = 0;
        int passing = 0;
        for (long base = 0; base < 400 && (failing < 3 || passing < 3); base++) {
            boolean ok = e.placement(base);
            if (ok) {
                passing++;
            } else {
                failing++;
                for (long hi = 0; hi < 65536; hi += 4099) {
                    assertEquals(null, e.evaluate(hi << 48 | base));
                }
            }
        }
        assertTrue(failing >= 3 && passing >= 3);
        assertFalse(e.placement(1L << 47) && false);
    }

    @Test
    @DisplayName("the climate stage rejects no seed the exact world starts a structure for: over 120 seeds, the "
        + "evaluator's verdict equals a brute-force look at every start near the origin, and every start's "
        + "generation point lies where the climate stage looks (a jigsaw start's middle as drawn before the "
        + "terrain is read), inside the world's height")
    void climateStageIsConservative() throws Exception {
        WorldSession session = new WorldSession(TestWorlds.DATA);
        SearchWorld world = SearchWorld.bind(SearchSpec.parse("""
            {"format": 1, "world": {"version": "1.21.1"},
             "condition": {"structure": ["desert_pyramid", "swamp_hut"], "within": 400, "of": [0, 0]}}
            """, "spec", java.nio.file.Path.of(".")), session);
        var maker = session.seeds(WorldSettings.defaults().withVersion("1.21.1"));
        SeedEvaluator e = new SeedEvaluator(world, () -> false);
        int held = 0;
        int jigsaw = 0;
        for (long seed = 0; seed < 120; seed++) {
            LoadedWorld w = maker.apply(seed);
            boolean brute = false;
            for (Found f : starts(w, 26)) {
                ChunkPos c = f.chunk();
                var p = f.start().position();
                String id = f.start().id();
                // Where the climate stage looks: a jigsaw start's point is its start piece's middle as drawn before
                // the terrain is read; another's lies in its chunk.
                int dx = p.x() - (c.x() << 4);
                int dz = p.z() - (c.z() << 4);
                if (f.start().structure() instanceof JigsawStructure j) {
                    int[] middle = j.startMiddle(GenerationContext.of(seed, c.x(), c.z(), w.structures().terrain(),
                        w.structures().templates(), j.biomes()::contains, w.structures().code()));
                    assertArrayEquals(new int[] {p.x(), p.z()}, middle, id + " at " + c);
                    jigsaw++;
                } else {
                    assertTrue(dx >= 0 && dx < 16 && dz >= 0 && dz < 16, id + " point " + dx + ", " + dz
                        + " from its chunk's corner");
                }
                assertTrue(p.y() >= w.world().minY() && p.y() < w.world().minY() + w.world().height());
                var at = f.set().placement().locatePos(c.x(), c.z());
                if ((id.equals("minecraft:desert_pyramid") || id.equals("minecraft:swamp_hut"))
                    && (long) at.x() * at.x() + (long) at.z() * at.z() <= 400 * 400) {
                    brute = true;
                }
            }
            assertEquals(brute, e.evaluate(seed) != null, "seed " + seed);
            held += brute ? 1 : 0;
        }
        assertTrue(held >= 3, "some seeds hold: " + held);
        assertTrue(jigsaw >= 20, "jigsaw starts: " + jigsaw);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"1.21.1, village, 600", "26.2, trial_chambers, 120",
        "1.19.3, ancient_city, 700"})
    @DisplayName("jigsaw structures: the evaluator's verdict (its climate stage looking at the start piece's middle) "
        + "equals a brute-force look at every start of the world near the origin, over 24 seeds")
    void jigsawClimateStageIsExact(String release, String structure, int radius) throws Exception {
        WorldSession session = new WorldSession(TestWorlds.DATA);
        SearchWorld world = SearchWorld.bind(SearchSpec.parse("{\"format\": 1, \"world\": {\"version\": \""
            + release + "\"}, \"condition\": {\"structure\": \"" + structure + "\", \"within\": " + radius
            + ", \"of\": [0, 0]}}", "spec", java.nio.file.Path.of(".")), session);
        var maker = session.seeds(WorldSettings.defaults().withVersion(release));
        SeedEvaluator e = new SeedEvaluator(world, () -> false);
        java.util.Set<String> ids = world.structures(
            (Condition.Structure) world.spec().condition()).ids();
        int held = 0;
        for (long seed = 0; seed < 24; seed++) {
            LoadedWorld w = maker.apply(seed);
            boolean brute = false;
            for (Found f : starts(w, radius / 16 + 2)) {
                var at = f.set().placement().locatePos(f.chunk().x(), f.chunk().z());
                brute |= (long) at.x() * at.x() + (long) at.z() * at.z() <= (long) radius * radius
                    && ids.contains(f.start().id());
            }
            assertEquals(brute, e.evaluate(seed) != null, "seed " + seed);
            held += brute ? 1 : 0;
        }
        assertTrue(held >= 2 && held <= 22, release + " " + structure + ": seeds that hold: " + held);
    }

    /** A start of a world: its set, its chunk and the start. */
    private record Found(StructureSet set, ChunkPos chunk, org.terrainexplorer.world.structure.StructureStart start) {
    }

    /** Every start of the world's structure chunks within {@code r} chunks of the origin. */
    private static List<Found> starts(LoadedWorld w, int r) {
        List<Found> out = new ArrayList<>();
        for (StructureSet set : w.structures().possibleSets()) {
            for (ChunkPos c : w.structures().structureChunks(set, -r, -r, r - 1, r - 1)) {
                w.structures().start(set, c.x(), c.z()).ifPresent(s -> out.add(new Found(set, c, s)));
            }
        }
        return out;
    }
}
