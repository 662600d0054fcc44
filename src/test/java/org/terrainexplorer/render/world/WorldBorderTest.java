package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * Maps reaching the game's world border (±29,999,984) draw the border and nothing beyond it, at every scale and
 * layer, and ask for no chunk beyond it.
 */
class WorldBorderTest {

    private static RenderPool pool;
    private static WorldGenerator generator;
    private static WorldMapRenderer renderer;

    @BeforeAll
    static void setUp() {
        pool = new RenderPool(2);
        generator = new WorldGenerator(new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 42L));
        renderer = new WorldMapRenderer(new WorldSampler(generator.state()), new SurfacePreview(generator),
            generator.biomeIds());
    }

    @AfterAll
    static void tearDown() {
        pool.close();
    }

    /** Checks every pixel: beyond the border the line then the empty dark, inside anything else. */
    private static void assertBorderDrawn(WorldView view, int[] argb) {
        int b = view.blocksPerPixel();
        int beyond = 0;
        int line = 0;
        for (int j = 0; j < view.height(); j++) {
            for (int i = 0; i < view.width(); i++) {
                int x = view.blockX(i);
                int z = view.blockZ(j);
                int c = argb[j * view.width() + i];
                long d = Math.max(Math.max(WorldBorder.MIN - (long) x, x - (long) WorldBorder.MAX),
                    Math.max(WorldBorder.MIN - (long) z, z - (long) WorldBorder.MAX));
                if (d <= 0) {
                    assertNotEquals(WorldBorder.BEYOND, c, "inside at " + x + "," + z);
                    assertNotEquals(WorldBorder.COLOUR, c, "inside at " + x + "," + z);
                } else if (d <= 2L * b) {
                    assertEquals(WorldBorder.COLOUR, c, "the border's line at " + x + "," + z);
                    line++;
                } else {
                    assertEquals(WorldBorder.BEYOND, c, "beyond the border at " + x + "," + z);
                    beyond++;
                }
            }
        }
        assertTrue(beyond > 0 && line > 0, "the view reaches past the border: " + beyond + " beyond, " + line
            + " on the line");
    }

    @Test
    @DisplayName("the exact map at the east border draws the terrain to 29,999,983, then the border, and asks for no "
        + "chunk beyond")
    void exactMapStopsAtTheBorder() {
        WorldView view = new WorldView(29_999_984, 100, 1, 64, 32);
        Set<ChunkPos> asked = ConcurrentHashMap.newKeySet();
        Map<ChunkPos, SurfaceData> made = new ConcurrentHashMap<>();
        int[] argb = new int[view.width() * view.height()];
        renderer.render(view, WorldLayer.SURFACE, pos -> {
            asked.add(pos);
            return made.computeIfAbsent(pos, p -> generator.generateSurface(p, () -> false));
        }, WorldMapRenderer.Style.DEFAULT, argb, pool, () -> false);
        assertBorderDrawn(view, argb);
        assertTrue(asked.stream().allMatch(WorldBorder::inside), "asked for " + asked);
        assertTrue(asked.contains(new ChunkPos(1_874_998, 6)), "the last chunk inside is drawn: " + asked);
        // The column just inside is the last chunk's terrain, the column beyond it the line.
        assertEquals(WorldBorder.COLOUR, argb[16 * view.width() + view.width() / 2]);
        assertNotEquals(WorldBorder.COLOUR, argb[16 * view.width() + view.width() / 2 - 1]);
    }

    @Test
    @DisplayName("the preview and the climate layers at a corner of the world draw the border and nothing beyond")
    void previewStopsAtTheBorder() {
        for (WorldLayer layer : new WorldLayer[] {WorldLayer.SURFACE, WorldLayer.BIOME, WorldLayer.CONTINENTS}) {
            for (int b : new int[] {4, 64}) {
                WorldView view = new WorldView(-29_999_984 + 20 * b, 29_999_984 - 20 * b, b, 64, 64);
                int[] argb = new int[view.width() * view.height()];
                renderer.render(view, layer, null, WorldMapRenderer.Style.DEFAULT, argb, pool, () -> false);
                assertBorderDrawn(view, argb);
            }
        }
    }

    @Test
    @DisplayName("a saved world's map of stored chunks draws the border too")
    void storedChunksStopAtTheBorder() {
        WorldView view = new WorldView(0, -30_000_000, 16, 64, 64);
        Set<ChunkPos> asked = ConcurrentHashMap.newKeySet();
        int[] argb = new int[view.width() * view.height()];
        StoredChunksRenderer.render(view, p -> asked.add(p), false, argb, pool, () -> false);
        assertBorderDrawn(view, argb);
        assertTrue(asked.stream().allMatch(WorldBorder::inside), "asked for " + asked);
    }
}
