package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.WorldLoader;

/**
 * The density range the fill computes per cell (to skip the block-by-block work of uniform cells) holds every
 * block's computed density: checked block by block, bit for bit, over whole chunks.
 */
class CellBoundsTest {

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("every block's final density lies in its cell's computed range")
    void rangesHoldEveryBlock(BuiltinWorld builtin) {
        WorldDefinition world = WorldLoader.load(builtin);
        RandomState state = new RandomState(world, 42L);
        NoiseSettings settings = world.settings();
        NoiseChunk noise = new NoiseChunk(state, new ChunkPrograms(state.router()), settings, world.minY(),
            world.height(), world.palette());
        int cellBlocks = settings.cellWidth() * settings.cellWidth() * settings.cellHeight();
        double[] density = new double[cellBlocks];
        double[] range = new double[2];
        int[][] chunks = {{0, 0}, {-37, 12}, {250, -400}, {-1800, 35}, {117000, -60000}};
        int cells = 0;
        int decided = 0;
        for (int[] c : chunks) {
            noise.begin(c[0] << 4, c[1] << 4);
            noise.corners();
            for (int cx = 0; cx < noise.cellsAcross(); cx++) {
                for (int cz = 0; cz < noise.cellsAcross(); cz++) {
                    for (int cy = 0; cy < noise.cellsUp(); cy++) {
                        noise.cellDensity(cx, cz, cy, density, range);
                        cells++;
                        if (range[0] > 0.0 || range[1] <= 0.0) {
                            decided++;
                        }
                        for (double d : density) {
                            if (!(d >= range[0] && d <= range[1])) {
                                throw new AssertionError(builtin + " chunk " + c[0] + "," + c[1] + " cell " + cx + ","
                                    + cy + "," + cz + ": density " + d + " outside [" + range[0] + ", " + range[1] + "]");
                            }
                        }
                    }
                }
            }
        }
        assertTrue(decided > cells / 2, "the ranges decide most cells: " + decided + " of " + cells);
    }
}
