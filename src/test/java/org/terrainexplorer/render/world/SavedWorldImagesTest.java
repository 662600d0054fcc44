package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;

@DisplayName("A saved world's images")
class SavedWorldImagesTest {

    /** A flat chunk of one block at y 70 in one biome. */
    private static SurfaceData flat(ChunkPos pos, int block, int biome) {
        short[] surface = new short[256];
        short[] top = new short[256];
        short[] b = new short[256];
        Arrays.fill(surface, (short) 71);
        Arrays.fill(top, (short) block);
        Arrays.fill(b, (short) biome);
        return new SurfaceData(pos, surface, top, surface.clone(), top.clone(), b);
    }

    @Test
    @DisplayName("the map copes with blocks and biomes met after the renderer was made (a growing palette), colours "
        + "an unknown block from its name, and draws chunks the world lacks as not generated")
    void growingPaletteAndMissingChunks() {
        BlockPalette palette = BlockPalette.growing();
        List<String> biomes = new ArrayList<>();
        WorldMapRenderer renderer = new WorldMapRenderer(palette, biomes, -64, 384, 63);
        int rock = palette.add(BlockState.of("somemod:glowing_rock"));
        biomes.add("somemod:crystal_fields");
        SurfaceData chunk = flat(new ChunkPos(0, 0), rock, 0);
        WorldMapRenderer.SurfaceSource source = new WorldMapRenderer.SurfaceSource() {
            @Override
            public SurfaceData surface(ChunkPos pos) {
                return pos.equals(chunk.pos()) ? chunk : null;
            }

            @Override
            public boolean notGenerated(ChunkPos pos) {
                return !pos.equals(chunk.pos());
            }
        };
        WorldView view = new WorldView(16, 8, 1, 32, 16);
        int[] surface = new int[32 * 16];
        int[] biome = new int[32 * 16];
        try (RenderPool pool = new RenderPool(2)) {
            renderer.render(view, WorldLayer.SURFACE, source, WorldMapRenderer.Style.DEFAULT, surface, pool, () -> false);
            renderer.render(view, WorldLayer.BIOME, source, WorldMapRenderer.Style.DEFAULT, biome, pool, () -> false);
            assertThrows(IllegalArgumentException.class, () -> renderer.render(view, WorldLayer.EROSION, source,
                WorldMapRenderer.Style.DEFAULT, new int[32 * 16], pool, () -> false));
        }
        // Pixels 0 to 15 are chunk 0,0; 16 to 31 chunk 1,0, which the world lacks.
        assertEquals(WorldColors.opaque(WorldColors.block("somemod:glowing_rock")), surface[5 * 32 + 3]);
        assertEquals(WorldColors.opaque(WorldColors.biome("somemod:crystal_fields")), biome[5 * 32 + 3]);
        assertEquals(WorldColors.notGenerated(20, 5), surface[5 * 32 + 20]);
    }

    @Test
    @DisplayName("the section draws a column whose chunk the world lacks as not generated, apart from one still "
        + "loading")
    void sectionNotGenerated() {
        BlockPalette palette = BlockPalette.growing();
        int stone = palette.add(BlockState.STONE);
        SectionData data = new SectionData() {
            @Override
            public int width() {
                return 3;
            }

            @Override
            public int minY() {
                return 0;
            }

            @Override
            public int height() {
                return 16;
            }

            @Override
            public BlockPalette palette() {
                return palette;
            }

            @Override
            public boolean available(int i) {
                return i == 0;
            }

            @Override
            public boolean notGenerated(int i) {
                return i == 1;
            }

            @Override
            public int block(int i, int y) {
                return stone;
            }

            @Override
            public double density(int i, int y) {
                return Double.NaN;
            }

            @Override
            public int surface(int i) {
                return 16;
            }
        };
        int[] argb = new int[3 * 16];
        SectionRenderer.render(data, SectionRenderer.Layer.BLOCKS, Integer.MIN_VALUE, argb, () -> false);
        assertEquals(WorldColors.opaque(WorldColors.block("minecraft:stone")), argb[4 * 3]);
        assertEquals(WorldColors.notGenerated(1, 4), argb[4 * 3 + 1]);
        assertEquals(0xFF9A9A9A, argb[4 * 3 + 2], "still loading: the checker");
    }
}
