package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;

/**
 * A term added to the final density at every block (as the game's beardifier will be, for structures' terrain
 * adaptation) is taken in everywhere the noise stage decides a block: the whole chunk's blocks follow the density
 * with the term, the cells' ranges and the open sky stay true with it, and the map's and the section's partial
 * chunks still equal the whole chunk.
 */
class DensityAddendTest {

    /** {@code value} inside a box of blocks, 0 outside. */
    private record Box(int x0, int y0, int z0, int x1, int y1, int z1, double value) implements DensityAddend {
        @Override
        public void bounds(int x, int y, int z, int width, int depth, int height, double[] range) {
            boolean overlaps = x <= x1 && x + width - 1 >= x0 && y <= y1 && y + height - 1 >= y0 && z <= z1
                && z + depth - 1 >= z0;
            boolean inside = x >= x0 && x + width - 1 <= x1 && y >= y0 && y + height - 1 <= y1 && z >= z0
                && z + depth - 1 <= z1;
            range[0] = inside ? value : overlaps ? Math.min(0.0, value) : 0.0;
            range[1] = inside ? value : overlaps ? Math.max(0.0, value) : 0.0;
        }

        @Override
        public double at(int x, int y, int z) {
            return x >= x0 && x <= x1 && y >= y0 && y <= y1 && z >= z0 && z <= z1 ? value : 0.0;
        }
    }

    /** A block of rock in the sky over chunk (0, 0) and a cut into the ground across chunk (1, 0). */
    private static DensityAddend addendOf(ChunkPos pos) {
        if (pos.x() == 0 && pos.z() == 0) {
            return new Box(3, 150, 2, 12, 171, 13, 2.5);
        }
        if (pos.x() == 1 && pos.z() == 0) {
            return new Box(18, -20, 4, 29, 200, 9, -3.0);
        }
        return DensityAddend.NONE;
    }

    @Test
    @DisplayName("the whole chunk, the map's surface and a section row follow the final density with the addend")
    void addendIsTakenIn() {
        WorldDefinition world = TestWorlds.load("26.2", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        world = world.withSettings(world.settings().withAquifers(false).withOreVeins(false));
        RandomState state = new RandomState(world, 42L);
        WorldGenerator with = new WorldGenerator(state, WorldGenerator.Stage.NOISE, DensityAddendTest::addendOf);
        WorldGenerator plain = new WorldGenerator(state, WorldGenerator.Stage.NOISE);
        int raised = 0;
        int cut = 0;
        for (ChunkPos pos : new ChunkPos[] {new ChunkPos(0, 0), new ChunkPos(1, 0)}) {
            ChunkData chunk = with.generate(pos, () -> false);
            ChunkData before = plain.generate(pos, () -> false);
            int[] xs = new int[256];
            int[] zs = new int[256];
            for (int i = 0; i < 256; i++) {
                xs[i] = pos.minBlockX() + (i & 15);
                zs[i] = pos.minBlockZ() + (i >> 4);
            }
            double[][] density = with.columnDensities(xs, zs, 256, () -> false);
            for (int i = 0; i < 256; i++) {
                for (int y = world.minY(); y < world.minY() + world.height(); y++) {
                    double d = density[i][y - world.minY()];
                    if (Double.isNaN(d)) {
                        continue;
                    }
                    boolean solid = chunk.blockState(i & 15, y, i >> 4).equals(world.settings().defaultBlock());
                    assertEquals(d > 0.0, solid, "block " + xs[i] + "," + y + "," + zs[i] + " density " + d);
                    boolean was = before.blockState(i & 15, y, i >> 4).equals(world.settings().defaultBlock());
                    raised += solid && !was ? 1 : 0;
                    cut += was && !solid ? 1 : 0;
                }
            }
            SurfaceData fast = with.generateSurface(pos, () -> false);
            SurfaceData full = SurfaceData.of(chunk);
            assertArrayEquals(full.worldSurface(), fast.worldSurface(), pos + " world surface");
            assertArrayEquals(full.oceanFloor(), fast.oceanFloor(), pos + " ocean floor");
            assertArrayEquals(full.topBlock(), fast.topBlock(), pos + " top block");
            for (int row = 0; row < 16; row += 5) {
                ChunkData slice = with.slice(pos, true, row, () -> false).chunk();
                for (int x = 0; x < 16; x++) {
                    for (int y = world.minY(); y < world.minY() + world.height(); y++) {
                        assertEquals(chunk.block(x, y, row), slice.block(x, y, row), pos + " row " + row);
                    }
                }
            }
        }
        assertTrue(raised > 1000, "the rock in the sky is there: " + raised);
        assertTrue(cut > 1000, "the cut is there: " + cut);
    }
}
