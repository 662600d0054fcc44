package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The starts reaching a chunk ({@link StructureWorld#referencing}, what its beard is made of) are every start within
 * the reference radius whose box meets the chunk, as the game's references are, though jigsaw starts that cannot
 * reach it are told so without making their pieces ({@link Structure#mayReach}).
 */
class ReferencingTest {

    @ParameterizedTest(name = "{0}, {1}, seed {2}")
    @CsvSource({"1.19.3, minecraft:villages, 3", "1.21.1, minecraft:trial_chambers, 11", "26.2, minecraft:villages, 7",
        "26.2, minecraft:trail_ruins, 5", "1.21.1, minecraft:ancient_cities, 2"})
    @DisplayName("the starts reaching chunks near jigsaw starts: every start within 8 chunks whose box meets the chunk")
    void startsReachingAChunk(String release, String setId, long seed) {
        StructureData data = TestWorlds.version(release).structures();
        GeneratedTerrain terrain = StructureWorlds.terrain(release, seed);
        StructureWorld eager = data.bind(terrain, seed);
        StructureSet set = eager.possibleSets().stream().filter(s -> s.id().equals(setId)).findFirst().orElseThrow();
        List<ChunkPos> starts = new ArrayList<>();
        for (ChunkPos c : eager.structureChunks(set, -120, -120, 120, 120)) {
            if (eager.start(set, c.x(), c.z()).isPresent() && starts.size() < 3) {
                starts.add(c);
            }
        }
        assertEquals(3, starts.size(), setId + " starts near the origin");
        int compared = 0;
        int spared = 0;
        for (ChunkPos c : starts) {
            for (int k = 0; k < 8; k++) {
                // Chunks 4 to 8 away, where a start may or may not reach.
                int dx = (k & 1) == 0 ? 4 + k / 2 : -(4 + k / 2);
                int dz = k % 3 - 1;
                int x = c.x() + (k < 4 ? dx : dz);
                int z = c.z() + (k < 4 ? dz : dx);
                StructureWorld lazy = data.bind(terrain, seed);
                List<String> got = names(lazy.referencing(x, z, null));
                assertEquals(names(brute(eager, x, z)), got, "chunk " + x + ", " + z);
                compared++;
                spared += lazy.cachedStarts() < candidates(eager, x, z) ? 1 : 0;
            }
        }
        assertEquals(24, compared);
        assertTrue(spared >= 2, "chunks where some start was told unreachable without its pieces: " + spared);
    }

    /** Every start of every set within the reference radius whose box meets the chunk, each made whole. */
    private static List<StructureStart> brute(StructureWorld world, int chunkX, int chunkZ) {
        List<StructureStart> out = new ArrayList<>();
        int r = StructureWorld.REFERENCE_RADIUS;
        for (StructureSet set : world.possibleSets()) {
            for (ChunkPos c : world.structureChunks(set, chunkX - r, chunkZ - r, chunkX + r, chunkZ + r)) {
                world.start(set, c.x(), c.z()).filter(s -> s.boundingBox().intersects(chunkX << 4, chunkZ << 4,
                    (chunkX << 4) + 15, (chunkZ << 4) + 15)).ifPresent(out::add);
            }
        }
        return out;
    }

    /** How many structure chunks (of any set) lie within the reference radius: the starts made without the bound. */
    private static int candidates(StructureWorld world, int chunkX, int chunkZ) {
        int r = StructureWorld.REFERENCE_RADIUS;
        int n = 0;
        for (StructureSet set : world.possibleSets()) {
            n += world.structureChunks(set, chunkX - r, chunkZ - r, chunkX + r, chunkZ + r).size();
        }
        return n;
    }

    private static List<String> names(List<StructureStart> starts) {
        List<String> out = new ArrayList<>();
        for (StructureStart s : starts) {
            out.add(s.id() + " " + s.boundingBox() + " " + s.pieces().size());
        }
        return out;
    }
}
