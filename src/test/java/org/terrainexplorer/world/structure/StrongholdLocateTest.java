package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.placement.ConcentricRings;

/**
 * Locating a stronghold gives the game's answer (the first ring position, by index, at the least distance with a
 * start) while searching the biomes of only the positions that could come nearest.
 */
class StrongholdLocateTest {

    @Test
    @DisplayName("/locate stronghold from five places: the game's nearest ring position, few positions searched")
    void nearestRingPosition() {
        StructureData data = TestWorlds.version("26.2").structures();
        long seed = 12;
        GeneratedTerrain terrain = StructureWorlds.terrain("26.2", seed);
        StructureWorld every = data.bind(terrain, seed);
        StructureSet set = data.set("minecraft:strongholds").orElseThrow();
        ConcentricRings rings = (ConcentricRings) set.placement();
        List<ChunkPos> positions = every.rings(rings).all();
        ChunkPos third = positions.get(2);
        int[][] origins = {{0, 0}, {-10000, 7000}, {(third.x() << 4) + 100, (third.z() << 4) - 60}, {100000, 0},
            {-1500, -1500}};
        Predicate<String> stronghold = "minecraft:stronghold"::equals;
        int searched = 0;
        for (int[] o : origins) {
            StructureWorld lazy = data.bind(terrain, seed);
            StructureWorld.Located got = lazy.locate(stronghold, o[0], o[1], 100, () -> false).orElseThrow();
            // The game's loop: every position in order, kept when strictly nearer and a start is there.
            BlockPos origin = new BlockPos(o[0], 0, o[1]);
            ChunkPos want = null;
            double best = Double.MAX_VALUE;
            for (ChunkPos c : positions) {
                double d = new BlockPos((c.x() << 4) + 8, 32, (c.z() << 4) + 8).distSqr(origin);
                if (d < best && every.start(set, c.x(), c.z()).filter(s -> stronghold.test(s.id())).isPresent()) {
                    want = c;
                    best = d;
                }
            }
            assertEquals(set.placement().locatePos(want.x(), want.z()), got.position(), o[0] + ", " + o[1]);
            searched += lazy.rings(rings).searched();
        }
        assertTrue(searched <= 5 * 12, "positions searched for 5 locates: " + searched + " (128 each before)");
    }
}
