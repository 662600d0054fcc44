package org.terrainexplorer.render.world;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Draws where a saved world has chunks, for views too wide to read every chunk (a map viewer's far zoom, the
 * overview) and for layers a saved world cannot show: a pixel is {@link #STORED} where the chunk under it is
 * listed in its region file, and {@linkplain WorldColors#notGenerated not generated} elsewhere. Only region file
 * headers are read, so it is quick at any scale.
 */
public final class StoredChunksRenderer {

    /** A chunk the saves hold, drawn without its blocks: a muted parchment, lighter along region borders. */
    public static final int STORED = 0xFFB9AE8E;
    private static final int REGION_EDGE = 0xFFCFC6AA;
    private static final int BAND_ROWS = 16;

    private StoredChunksRenderer() {
    }

    /**
     * Draws {@code view} into {@code argb} (row-major, view.width × view.height).
     *
     * @param stored whether the saves hold a chunk (called once per chunk per row, from the pool's threads)
     * @param grid   whether to darken chunk borders (up to 8 blocks per pixel)
     * @throws CancellationException when {@code cancelled} turns true (checked per row band)
     */
    public static void render(WorldView view, Predicate<ChunkPos> stored, boolean grid, int[] argb, RenderPool pool,
                              BooleanSupplier cancelled) {
        int w = view.width();
        int h = view.height();
        int b = view.blocksPerPixel();
        int bands = (h + BAND_ROWS - 1) / BAND_ROWS;
        pool.forEach(bands, band -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            int to = Math.min(h, band * BAND_ROWS + BAND_ROWS);
            for (int j = band * BAND_ROWS; j < to; j++) {
                int z = view.blockZ(j);
                int lastChunkX = Integer.MIN_VALUE;
                boolean has = false;
                for (int i = 0; i < w; i++) {
                    int x = view.blockX(i);
                    int p = j * w + i;
                    if (!WorldBorder.inside(x, z)) {
                        argb[p] = WorldBorder.colour(x, z, b);
                        continue;
                    }
                    if (x >> 4 != lastChunkX) {
                        lastChunkX = x >> 4;
                        has = stored.test(new ChunkPos(lastChunkX, z >> 4));
                    }
                    if (!has) {
                        argb[p] = WorldColors.notGenerated(i, j);
                    } else if (Math.floorMod(x, 512) < b || Math.floorMod(z, 512) < b) {
                        argb[p] = REGION_EDGE;
                    } else if (grid && b <= 8 && (Math.floorMod(x, 16) < b || Math.floorMod(z, 16) < b)) {
                        argb[p] = WorldColors.shade(STORED & 0xFFFFFF, 0.8f);
                    } else {
                        argb[p] = STORED;
                    }
                }
            }
        });
    }
}
