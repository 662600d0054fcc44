package org.terrainexplorer.world.carver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.McData;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * A probed column's visits under the level it watches are not stepped through block by block: only the lowest is
 * found ({@link ChunkCarver#lowestVisited}). It must be the lowest block the walk visits, as a column that is only
 * visited marks them all.
 */
class ChunkCarverLowestTest {

    private static final List<String> BIOMES = List.of("minecraft:plains");
    private static final GenRange RANGE = new GenRange(-64, 384);

    @Test
    @DisplayName("a probed column's lowest visit is the lowest block its carvers visit, caves and canyons alike")
    void lowestVisitOfProbedColumns() {
        BlockPalette palette = BlockPalette.growing();
        int stone = palette.add(BlockState.of("minecraft:stone"));
        palette.add(BlockState.LAVA);
        palette.add(ChunkCarver.CAVE_AIR);
        CompiledCarvers carvers = new CompiledCarvers(McData.carvers("1.21.1", BIOMES), Set.copyOf(BIOMES), 42L,
            RANGE, -64, 384, palette);
        ChunkCarver carver = new ChunkCarver(carvers);
        CarveTarget solid = new Solid(stone);
        SplittableRandom random = new SplittableRandom(7L);
        byte[] modes = new byte[256];
        int[] from = new int[256];
        boolean[] hits = new boolean[256];
        int[] expected = new int[256];
        int columns = 0;
        int hit = 0;
        for (int cx = 0; cx < 24; cx++) {
            for (int cz = 0; cz < 24; cz++) {
                // Every column only visited: the mask holds every block the walk visits.
                java.util.Arrays.fill(modes, ChunkCarver.VISIT);
                carver.carve(solid, cx, cz, modes, from, null);
                for (int column = 0; column < 256; column++) {
                    expected[column] = Integer.MAX_VALUE;
                    for (int y = -63; y < 320; y++) {
                        if (carver.visited(column & 15, y, column >> 4)) {
                            expected[column] = y;
                            break;
                        }
                    }
                    assertEquals(expected[column], carver.lowestVisited(column & 15, column >> 4), "visited column");
                }
                // The same walk (one column only visited, so every tunnel is walked as before), the others probed
                // from a level of their own: a probe that meets a block at or above it makes its column visited.
                for (int column = 0; column < 256; column++) {
                    modes[column] = column == 0 ? ChunkCarver.VISIT : ChunkCarver.PROBE_TOUCH;
                    from[column] = -64 + random.nextInt(200);
                    hits[column] = false;
                }
                carver.carve(solid, cx, cz, modes, from, hits);
                for (int column = 1; column < 256; column++) {
                    assertEquals(expected[column], carver.lowestVisited(column & 15, column >> 4),
                        "chunk " + cx + ", " + cz + ", column " + column + " probed from " + from[column]);
                    columns += expected[column] != Integer.MAX_VALUE ? 1 : 0;
                    hit += hits[column] ? 1 : 0;
                }
            }
        }
        assertTrue(columns > 5_000 && hit > 500 && hit < columns, columns + " columns visited, " + hit + " hit");
    }

    /** Stone everywhere, air in every opened block. */
    private record Solid(int stone) implements CarveTarget {
        @Override
        public int block(int x, int y, int z) {
            return stone;
        }

        @Override
        public void set(int x, int y, int z, int id) {
        }

        @Override
        public int substance(int x, int y, int z) {
            return BlockPalette.AIR;
        }

        @Override
        public int topMaterial(int x, int y, int z, boolean fluidAbove) {
            return -1;
        }

        @Override
        public String startBiome(int chunkX, int chunkZ) {
            return "minecraft:plains";
        }
    }
}
