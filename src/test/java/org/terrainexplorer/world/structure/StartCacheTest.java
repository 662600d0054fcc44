package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/** The starts a world keeps are kept per set and chunk: no two (set, chunk) pairs share a place in the cache. */
class StartCacheTest {

    private static final long SEED = 42L;
    /** Chunk z 2^20 (block z 16,777,216, inside the game's limit) once shared a key with chunk z 0 of another set. */
    private static final int FAR = 1 << 20;

    private static StructureWorld world() {
        LoadedData loaded = TestWorlds.version("1.21.1").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD, List.of());
        RandomState state = new RandomState(loaded.definition(), SEED);
        return loaded.structures().get().bind(new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)),
            SEED);
    }

    @Test
    @DisplayName("a set's start near z 0 is its own after another set's far start (z + 2^20) was kept")
    void farChunksOfTheSetBeforeDoNotAnswerForThisOne() {
        StructureWorld scan = world();
        List<StructureSet> sets = scan.possibleSets();
        int found = -1;
        int fx = 0;
        int fz = 0;
        search:
        for (int i = 1; i < sets.size(); i += 2) {
            for (int x = 0; x < 200; x++) {
                for (int z = 0; z < 4; z++) {
                    if (sets.get(i).placement().isStructureChunk(scan, x, z) && scan.start(sets.get(i), x, z)
                        .isPresent()) {
                        found = i;
                        fx = x;
                        fz = z;
                        break search;
                    }
                }
            }
        }
        assertTrue(found > 0, "a start of a set at an odd index near z 0");
        String expected = scan.start(sets.get(found), fx, fz).orElseThrow().structure().id();

        StructureWorld fresh = world();
        List<StructureSet> freshSets = fresh.possibleSets();
        fresh.start(freshSets.get(found - 1), fx, fz ^ FAR);
        Optional<StructureStart> start = fresh.start(freshSets.get(found), fx, fz);
        assertTrue(start.isPresent(), freshSets.get(found).id() + " at chunk " + fx + ", " + fz);
        assertEquals(expected, start.get().structure().id());
    }
}
