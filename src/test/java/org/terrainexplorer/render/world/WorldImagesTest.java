package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/** World images are the engine's blocks: the section shows exactly the chunks' blocks, and the map does not depend on order. */
class WorldImagesTest {

    private static RenderPool pool;
    private static WorldDefinition world;

    @BeforeAll
    static void setUp() {
        pool = new RenderPool(2);
        world = TestWorlds.load(BuiltinWorld.OVERWORLD);
    }

    @AfterAll
    static void tearDown() {
        pool.close();
    }

    @Test
    @DisplayName("a section's pixels are the colours of the generated blocks along its line")
    void sectionPixelsAreTheBlocks() {
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        int z = 37;
        int x0 = -20;
        int width = 40;
        Map<ChunkPos, ChunkData> chunks = new HashMap<>();
        ChunkData[] columns = new ChunkData[width];
        int[] xs = new int[width];
        int[] zs = new int[width];
        for (int i = 0; i < width; i++) {
            xs[i] = x0 + i;
            zs[i] = z;
            columns[i] = chunks.computeIfAbsent(ChunkPos.ofBlock(x0 + i, z), p -> generator.generate(p, () -> false));
        }
        SectionData data = new ChunkColumns(columns, xs, zs, world.minY(), world.height(), world.palette(), null);
        int[] argb = new int[width * world.height()];
        SectionRenderer.render(data, SectionRenderer.Layer.BLOCKS, Integer.MIN_VALUE, argb, () -> false);
        int top = world.minY() + world.height() - 1;
        int solid = 0;
        for (int i = 0; i < width; i++) {
            for (int row = 0; row < world.height(); row++) {
                int id = data.block(i, top - row);
                var state = world.palette().state(id);
                if (!state.isAir()) {
                    assertEquals(WorldColors.opaque(WorldColors.block(state)), argb[row * width + i],
                        "pixel " + i + "," + row + " is " + state);
                    solid++;
                }
            }
        }
        assertTrue(solid > width * 100, "the section holds terrain");
    }

    @Test
    @DisplayName("a map is the same whether its chunks arrived in one order or another")
    void mapDoesNotDependOnChunkOrder() {
        WorldView view = new WorldView(8, -8, 1, 96, 80);
        List<ChunkPos> chunks = new ArrayList<>(chunksOf(view));
        int[] first = render(view, chunks, 1);
        Collections.shuffle(chunks, new Random(3));
        int[] second = render(view, chunks, 2);
        assertArrayEquals(first, second);
        assertNotEquals(first[0], first[first.length - 1], "the map shows something");
    }

    private static int[] render(WorldView view, List<ChunkPos> order, int seedOfGenerator) {
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        Map<ChunkPos, SurfaceData> made = new HashMap<>();
        for (ChunkPos p : order) {
            made.put(p, generator.generateSurface(p, () -> false));
        }
        WorldMapRenderer renderer = new WorldMapRenderer(new WorldSampler(generator.state()), new SurfacePreview(generator),
            generator.biomeIds());
        int[] argb = new int[view.width() * view.height()];
        renderer.render(view, WorldLayer.SURFACE, made::get, WorldMapRenderer.Style.DEFAULT, argb, pool, () -> false);
        return argb;
    }

    private static Set<ChunkPos> chunksOf(WorldView view) {
        Set<ChunkPos> set = new LinkedHashSet<>();
        for (int j = 0; j < view.height(); j++) {
            for (int i = 0; i < view.width(); i++) {
                set.add(ChunkPos.ofBlock(view.blockX(i), view.blockZ(j)));
            }
        }
        return set;
    }

    @Test
    @DisplayName("a chunk not yet generated is drawn from the climate until it comes: its quarts' biomes at once")
    void missingChunksAreDrawnFromTheClimate() {
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        WorldView view = new WorldView(3600, -3888, 1, 64, 64);
        WorldMapRenderer renderer = new WorldMapRenderer(new WorldSampler(generator.state()), new SurfacePreview(generator),
            generator.biomeIds());
        int[] surface = new int[64 * 64];
        renderer.render(view, WorldLayer.SURFACE, p -> null, WorldMapRenderer.Style.DEFAULT, surface, pool, () -> false);
        int[] biomes = new int[64 * 64];
        renderer.render(view, WorldLayer.BIOME, p -> null, WorldMapRenderer.Style.DEFAULT, biomes, pool, () -> false);
        int[] climate = new int[64 * 64];
        renderer.render(view, WorldLayer.CLIMATE_BIOME, null, WorldMapRenderer.Style.DEFAULT, climate, pool,
            () -> false);
        // The biome layer of chunks not made yet is the climate's biomes, as the climate biome layer draws them.
        assertArrayEquals(climate, biomes);
        Set<Integer> colours = new java.util.HashSet<>();
        for (int j = 0; j < 64; j++) {
            for (int i = 0; i < 64; i++) {
                int c = surface[j * 64 + i];
                colours.add(c);
                // One look per quart: the pixels of a quart (4 × 4 blocks) share it.
                int qi = Math.floorDiv(view.blockX(i), 4);
                int qj = Math.floorDiv(view.blockZ(j), 4);
                if (i > 0 && Math.floorDiv(view.blockX(i - 1), 4) == qi) {
                    assertEquals(surface[j * 64 + i - 1], c, "pixel " + i + "," + j);
                }
                if (j > 0 && Math.floorDiv(view.blockZ(j - 1), 4) == qj) {
                    assertEquals(surface[(j - 1) * 64 + i], c, "pixel " + i + "," + j);
                }
            }
        }
        assertFalse(colours.contains(0xFF9A9A9A) || colours.contains(0xFF8A8A8A), "no checker");
        assertTrue(colours.size() > 1, "the look follows the biomes");
    }
}
