package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * The map keeps its look when zooming out from the exact scales (up to 2 blocks per pixel, drawn from chunks) to the
 * preview (4 and beyond): the same region drawn both ways has the same colours cell by cell, and the preview shows
 * the surface blocks the chunks have there. Regions of 26.2's overworld, seed 42: badlands, a frozen ocean with
 * icebergs beside snowy land, and forests, plains and sea at the origin.
 */
class PreviewLookTest {

    /** The side of the region compared, in blocks. */
    private static final int SIDE = 256;
    /** The side of the cells whose mean colours are compared, in blocks. */
    private static final int CELL = 32;

    private static RenderPool pool;
    private static WorldGenerator generator;
    private static WorldMapRenderer renderer;
    private static PreviewGrid grid;
    private static Map<ChunkPos, SurfaceData> surfaces;

    @BeforeAll
    static void setUp() {
        pool = new RenderPool(2);
        generator = new WorldGenerator(new RandomState(
            TestWorlds.load("26.2", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD), 42L));
        WorldSampler sampler = new WorldSampler(generator.state());
        grid = new PreviewGrid(sampler, new SurfacePreview(generator), generator.biomeIds());
        renderer = new WorldMapRenderer(sampler, generator.biomeIds(), grid);
        surfaces = new ConcurrentHashMap<>();
    }

    @AfterAll
    static void tearDown() {
        pool.close();
    }

    private static int[] exact(WorldView view) {
        List<ChunkPos> needed = new ArrayList<>();
        ChunkPos first = ChunkPos.ofBlock(view.blockX(0), view.blockZ(0));
        ChunkPos last = ChunkPos.ofBlock(view.blockX(view.width() - 1), view.blockZ(view.height() - 1));
        for (int cz = first.z(); cz <= last.z(); cz++) {
            for (int cx = first.x(); cx <= last.x(); cx++) {
                needed.add(new ChunkPos(cx, cz));
            }
        }
        pool.forEach(needed.size(), i -> surfaces.computeIfAbsent(needed.get(i),
            p -> generator.generateSurface(p, () -> false)));
        int[] argb = new int[view.width() * view.height()];
        renderer.render(view, WorldLayer.SURFACE, surfaces::get, WorldMapRenderer.Style.DEFAULT, argb, pool,
            () -> false);
        return argb;
    }

    private static int[] preview(WorldView view) {
        int[] argb = new int[view.width() * view.height()];
        renderer.render(view, WorldLayer.SURFACE, null, WorldMapRenderer.Style.DEFAULT, argb, pool, () -> false);
        return argb;
    }

    /** Mean colours of square cells of {@code cell} pixels, per channel: [cell][3]. */
    private static double[][] cellMeans(int[] argb, int side, int cell) {
        int n = side / cell;
        double[][] means = new double[n * n][3];
        for (int j = 0; j < side; j++) {
            for (int i = 0; i < side; i++) {
                int c = argb[j * side + i];
                double[] m = means[(j / cell) * n + i / cell];
                m[0] += c >> 16 & 0xFF;
                m[1] += c >> 8 & 0xFF;
                m[2] += c & 0xFF;
            }
        }
        for (double[] m : means) {
            for (int k = 0; k < 3; k++) {
                m[k] /= (double) cell * cell;
            }
        }
        return means;
    }

    @ParameterizedTest(name = "at {0},{1} ({2})")
    @CsvSource({"-512, 6528, badlands", "6528, 448, frozen ocean and snowy plains", "0, 0, forests and sea"})
    @DisplayName("the preview at 4 blocks per pixel has the colours of the exact map at 2, cell by cell")
    void previewHasTheExactMapsColours(int x, int z, String what) {
        int[] exact = exact(new WorldView(x, z, 2, SIDE / 2, SIDE / 2));
        int[] preview = preview(new WorldView(x, z, 4, SIDE / 4, SIDE / 4));
        double[][] e = cellMeans(exact, SIDE / 2, CELL / 2);
        double[][] p = cellMeans(preview, SIDE / 4, CELL / 4);
        double sum = 0;
        for (int k = 0; k < e.length; k++) {
            for (int c = 0; c < 3; c++) {
                sum += Math.abs(e[k][c] - p[k][c]);
            }
        }
        double mean = sum / (e.length * 3);
        // The preview before its top blocks came from the surface rule differed by 19 to 34 here (red sand for
        // terracotta, white for grass in snowy biomes, no icebergs, grass mixed with the biome's legend colour).
        assertTrue(mean < 12, what + ": mean colour difference " + mean + " per channel over " + CELL
            + "-block cells");
    }

    private static double share(int[] tops, IntPredicate kind) {
        int n = 0;
        for (int t : tops) {
            n += kind.test(t) ? 1 : 0;
        }
        return n / (double) tops.length;
    }

    /** The preview's top blocks over a region at 4 blocks per pixel, and the chunks' at the same blocks. */
    private static int[][] tops(int x, int z) {
        WorldView view = new WorldView(x, z, 4, SIDE / 4, SIDE / 4);
        exact(view);
        int n = view.width() * view.height();
        MapColumns c = new MapColumns(n);
        int[] preview = new int[n];
        int[] chunks = new int[n];
        for (int j = 0; j < view.height(); j++) {
            for (int i = 0; i < view.width(); i++) {
                int p = j * view.width() + i;
                int bx = view.blockX(i);
                int bz = view.blockZ(j);
                grid.surfaceInto(4, bx, bz, c, p);
                preview[p] = c.top[p];
                SurfaceData s = surfaces.get(ChunkPos.ofBlock(bx, bz));
                chunks[p] = s.topBlock()[(bz & 15) << 4 | (bx & 15)];
            }
        }
        return new int[][] {preview, chunks};
    }

    private static IntPredicate named(String... suffixes) {
        BlockPalette palette = generator.state().world().palette();
        return id -> {
            String name = palette.state(id).name();
            for (String s : suffixes) {
                if (name.endsWith(s)) {
                    return true;
                }
            }
            return false;
        };
    }

    @ParameterizedTest(name = "{2} at {0},{1}")
    @CsvSource({"-512, 6528, terracotta", "6528, 448, packed_ice|snow_block", "0, 0, grass_block"})
    @DisplayName("the preview shows the surface blocks the chunks have: badlands bands, icebergs, grass")
    void previewShowsTheSurfaceBlocks(int x, int z, String blocks) {
        int[][] tops = tops(x, z);
        IntPredicate kind = named(blocks.split("\\|"));
        double preview = share(tops[0], kind);
        double chunks = share(tops[1], kind);
        assertTrue(chunks > 0.02, "the region has " + blocks + " on top (" + chunks + ")");
        assertEquals(chunks, preview, Math.max(0.05, chunks * 0.35), blocks + " on top: chunks " + chunks
            + ", preview " + preview);
    }

    @Test
    @DisplayName("the end's void is empty (air, black) in the preview as in the chunks, the island end stone")
    void endVoidIsEmpty() {
        WorldGenerator end = new WorldGenerator(new RandomState(
            TestWorlds.load("26.2", Dimension.THE_END, BuiltinWorld.OVERWORLD), 42L));
        PreviewGrid endGrid = new PreviewGrid(new WorldSampler(end.state()), new SurfacePreview(end), end.biomeIds());
        WorldView view = new WorldView(0, 0, 4, SIDE / 4, SIDE / 4);
        int n = view.width() * view.height();
        MapColumns c = new MapColumns(n);
        int previewAir = 0;
        int chunksAir = 0;
        Map<ChunkPos, SurfaceData> made = new ConcurrentHashMap<>();
        for (int j = 0; j < view.height(); j++) {
            for (int i = 0; i < view.width(); i++) {
                int p = j * view.width() + i;
                int bx = view.blockX(i);
                int bz = view.blockZ(j);
                endGrid.surfaceInto(4, bx, bz, c, p);
                previewAir += c.top[p] == BlockPalette.AIR ? 1 : 0;
                SurfaceData s = made.computeIfAbsent(ChunkPos.ofBlock(bx, bz), q -> end.generateSurface(q, () -> false));
                chunksAir += s.topBlock()[(bz & 15) << 4 | (bx & 15)] == BlockPalette.AIR ? 1 : 0;
            }
        }
        assertTrue(chunksAir > n / 10 && chunksAir < n * 9 / 10, "the view holds island and void: " + chunksAir);
        assertEquals(chunksAir, previewAir, n * 0.05, "air on top: chunks " + chunksAir + ", preview " + previewAir);
    }
}
