package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;

/** The section draws the sky as sky: under an overhang and a floating island too; only closed-off air is a cave. */
class SectionSkyTest {

    private static final int W = 12;
    private static final int H = 24;

    /** Stone up to y 5, a ledge over columns 3–6 at y 12, an island over columns 9–10 at y 18, a pocket at x 1. */
    private static final class Drawn implements SectionData {
        final BlockPalette palette;
        final int stone;
        final int[][] blocks = new int[W][H];

        Drawn() {
            BlockPalette.Builder b = new BlockPalette.Builder();
            b.add(BlockState.AIR);
            stone = b.add(BlockState.STONE);
            palette = b.build();
            for (int i = 0; i < W; i++) {
                for (int y = 0; y <= 5; y++) {
                    blocks[i][y] = stone;
                }
            }
            for (int i = 3; i <= 6; i++) {
                blocks[i][12] = stone;
            }
            for (int i = 9; i <= 10; i++) {
                blocks[i][18] = stone;
            }
            blocks[1][2] = 0;
            blocks[1][3] = 0;
        }

        @Override
        public int width() {
            return W;
        }

        @Override
        public int minY() {
            return 0;
        }

        @Override
        public int height() {
            return H;
        }

        @Override
        public BlockPalette palette() {
            return palette;
        }

        @Override
        public boolean available(int i) {
            return true;
        }

        @Override
        public int block(int i, int y) {
            return blocks[i][y];
        }

        @Override
        public double density(int i, int y) {
            return Double.NaN;
        }

        @Override
        public int surface(int i) {
            for (int y = H - 1; y >= 0; y--) {
                if (blocks[i][y] != 0) {
                    return y + 1;
                }
            }
            return 0;
        }
    }

    private static int pixel(int[] argb, int i, int y) {
        return argb[(H - 1 - y) * W + i];
    }

    @Test
    @DisplayName("air under an overhang and under a floating island is sky; a closed pocket is a cave")
    void skyIsSky() {
        Drawn d = new Drawn();
        int[] argb = new int[W * H];
        SectionRenderer.render(d, SectionRenderer.Layer.BLOCKS, Integer.MIN_VALUE, argb, () -> false);
        assertEquals(SectionRenderer.CAVE, pixel(argb, 1, 2), "the closed pocket");
        assertEquals(SectionRenderer.CAVE, pixel(argb, 1, 3), "the closed pocket");
        for (int y = 6; y < 12; y++) {
            assertNotEquals(SectionRenderer.CAVE, pixel(argb, 4, y), "under the ledge at y " + y);
            assertEquals(pixel(argb, 0, y), pixel(argb, 4, y), "the same sky as beside it, y " + y);
        }
        for (int y = 6; y < 18; y++) {
            assertNotEquals(SectionRenderer.CAVE, pixel(argb, 9, y), "under the island at y " + y);
        }
    }

    @Test
    @DisplayName("air shut in by walls in the section's plane is a cave")
    void closedUnderLedgeIsCave() {
        Drawn d = new Drawn();
        // Close the ledge's sides down to the ground: the air under it is shut in.
        for (int y = 6; y < 12; y++) {
            d.blocks[3][y] = d.stone;
            d.blocks[6][y] = d.stone;
        }
        int[] argb = new int[W * H];
        SectionRenderer.render(d, SectionRenderer.Layer.BLOCKS, Integer.MIN_VALUE, argb, () -> false);
        for (int y = 6; y < 12; y++) {
            assertEquals(SectionRenderer.CAVE, pixel(argb, 4, y), "shut in at y " + y);
        }
        assertNotEquals(SectionRenderer.CAVE, pixel(argb, 0, 8), "open air beside it");
    }

    @Test
    @DisplayName("open air takes the dimension's sky (the nether's red haze, the end's dark void); caves stay caves")
    void skyOfEachDimension() {
        Drawn d = new Drawn();
        java.util.Set<Integer> tops = new java.util.HashSet<>();
        for (SectionRenderer.Sky sky : SectionRenderer.Sky.values()) {
            int[] argb = new int[W * H];
            SectionRenderer.render(d, SectionRenderer.Layer.BLOCKS, Integer.MIN_VALUE, sky, argb, () -> false);
            assertEquals(sky.at(0, H), pixel(argb, 0, H - 1), sky + ": the top row");
            assertEquals(SectionRenderer.CAVE, pixel(argb, 1, 2), sky + ": the closed pocket");
            tops.add(pixel(argb, 0, H - 1));
        }
        assertEquals(SectionRenderer.Sky.values().length, tops.size(), "each sky its own colour");
        int[] day = new int[W * H];
        SectionRenderer.render(d, SectionRenderer.Layer.BLOCKS, Integer.MIN_VALUE, day, () -> false);
        assertEquals(SectionRenderer.Sky.DAY.at(0, H), pixel(day, 0, H - 1), "without a sky: the day's");
        int red = (pixel(day, 0, H - 1) >> 16) & 255;
        int blue = pixel(day, 0, H - 1) & 255;
        assertTrue(blue > red, "the day sky is blue");
    }
}
