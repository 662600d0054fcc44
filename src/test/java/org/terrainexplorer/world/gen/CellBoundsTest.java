package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Program;

/**
 * The density range the fill computes per cell (to skip the block-by-block work of uniform cells) holds every
 * block's computed density: checked block by block, bit for bit, over whole chunks.
 */
class CellBoundsTest {

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("every block's final density lies in its cell's computed range")
    void rangesHoldEveryBlock(BuiltinWorld builtin) {
        WorldDefinition world = TestWorlds.load(builtin);
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

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("a column's range over y holds every level's value, for every root of the point and corner programs")
    void columnRangesHoldEveryLevel(BuiltinWorld builtin) {
        WorldDefinition world = TestWorlds.load(builtin);
        RandomState state = new RandomState(world, 1336252682L);
        ChunkPrograms programs = new ChunkPrograms(state.router());
        int bottom = world.settings().minY();
        int top = bottom + world.settings().height();
        int[] ys = new int[top - bottom + 1];
        for (int i = 0; i < ys.length; i++) {
            ys[i] = bottom + i;
        }
        java.util.Random random = new java.util.Random(7);
        for (Program program : new Program[] {programs.points, programs.corners}) {
            Frame exact = program.newFrame(ys.length);
            Frame bounded = program.newFrame(1);
            for (int c = 0; c < 12; c++) {
                int chunkX = random.nextInt(4000) - 2000;
                int chunkZ = random.nextInt(4000) - 2000;
                int x = (chunkX << 4) + 4 * random.nextInt(5);
                int z = (chunkZ << 4) + 4 * random.nextInt(5);
                exact.enterChunk(chunkX << 4, chunkZ << 4, 16);
                bounded.enterChunk(chunkX << 4, chunkZ << 4, 16);
                exact.column(x, z, ys, ys.length);
                for (int r = 0; r < program.rootCount(); r++) {
                    exact.run(r);
                    double[] values = exact.values(r);
                    bounded.columnConstants(r, x, z);
                    for (int k = 0; k < 6; k++) {
                        int a = random.nextInt(ys.length);
                        int b = Math.min(ys.length - 1, a + random.nextInt(64));
                        bounded.columnBounds(r, ys[a], ys[b]);
                        for (int i = a; i <= b; i++) {
                            double v = values[i];
                            if (!(v >= bounded.lower(r) && v <= bounded.upper(r)) && !Double.isNaN(bounded.lower(r))) {
                                throw new AssertionError(builtin + " root " + r + " at " + x + "," + ys[i] + "," + z + ": "
                                    + v + " outside [" + bounded.lower(r) + ", " + bounded.upper(r) + "] of y " + ys[a]
                                    + ".." + ys[b]);
                            }
                        }
                    }
                }
            }
        }
    }
}
