package org.terrainexplorer.render.world;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import org.terrainexplorer.concurrent.Progress;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Fills a map's {@link MapColumns} from a saved world's stored chunks at any scale, as map viewers do: each pixel
 * is the column at its block, and each chunk holding sampled columns is read once, for those columns only (at 16
 * blocks per pixel one column a chunk, at 64 one chunk in sixteen). Chunks are read in parallel on the pool and
 * nothing is kept from one to the next, so memory is bounded by the image, however many regions the world has.
 * Plants and other see-through blocks show the block under them.
 */
public final class SavedMapSampler {

    /** Reads columns of one stored chunk; see the saved world's column reader. */
    @FunctionalInterface
    public interface ColumnReader {
        /**
         * Fills {@code top[k]}, {@code surface[k]}, {@code biome[k]} and {@code waterDepth[k]} (fluid blocks
         * between the top and the floor under it) for {@code columns[k]} (k < count); false when the chunk is not
         * there.
         */
        boolean sample(ChunkPos pos, int[] columns, int count, IntPredicate seeThrough, short[] top, short[] surface,
                       short[] biome, short[] waterDepth);
    }

    private SavedMapSampler() {
    }

    /**
     * Fills {@code out} for {@code view}.
     *
     * @param readers  a new column reader per call (one per pool task: readers keep their chunk's sections)
     * @param palette  the palette the readers' block ids index (the see-through test is made from it)
     * @param stored   whether the saves list a chunk (cheap: region headers), to skip the rest
     * @return the number of chunks read
     */
    public static int fill(WorldView view, Supplier<ColumnReader> readers, BlockPalette palette,
                           java.util.function.Predicate<ChunkPos> stored, MapColumns out, RenderPool pool,
                           BooleanSupplier cancelled) {
        return fill(view, readers, palette, stored, out, pool, cancelled, null);
    }

    /**
     * Fills {@code out} for {@code view}, taking the columns {@code cache} holds from it and adding those read
     * (null: no cache). The window keeps one per saved world, so a pan reads only the newly shown chunks.
     *
     * @return the number of chunks read
     */
    public static int fill(WorldView view, Supplier<ColumnReader> readers, BlockPalette palette,
                           java.util.function.Predicate<ChunkPos> stored, MapColumns out, RenderPool pool,
                           BooleanSupplier cancelled, ColumnCache cache) {
        return fill(view, readers, palette, stored, out, pool, cancelled, cache, Progress.NONE);
    }

    /**
     * {@link #fill(WorldView, Supplier, BlockPalette, java.util.function.Predicate, MapColumns, RenderPool,
     * BooleanSupplier, ColumnCache)}, counting the pixels filled on {@code progress}.
     */
    public static int fill(WorldView view, Supplier<ColumnReader> readers, BlockPalette palette,
                           java.util.function.Predicate<ChunkPos> stored, MapColumns out, RenderPool pool,
                           BooleanSupplier cancelled, ColumnCache cache, Progress progress) {
        int w = view.width();
        int h = view.height();
        int n = w * h;
        // Group the pixels by chunk without boxing: a sort key of the chunk relative to the view's first one
        // (15 bits each way: a view is at most 4096 pixels of 64 blocks) above the pixel index (24 bits).
        int cx0 = view.blockX(0) >> 4;
        int cz0 = view.blockZ(0) >> 4;
        long[] keys = new long[n];
        for (int j = 0; j < h; j++) {
            long cz = (view.blockZ(j) >> 4) - cz0;
            for (int i = 0; i < w; i++) {
                long cx = (view.blockX(i) >> 4) - cx0;
                keys[j * w + i] = (cx << 15 | cz) << 24 | (j * w + i);
            }
        }
        Arrays.sort(keys);
        int[] read = new int[1];
        progress.start(n, "pixels");
        Object lock = new Object();
        int tasks = Math.max(1, Math.min(n / 64 + 1, pool.threads() * 8));
        pool.forEach(tasks, task -> {
            ColumnReader reader = readers.get();
            // A plant in water (kelp, seagrass) or a waterlogged block is the water it holds, as on the game's map.
            IntPredicate seeThrough = id -> BlockColors.seeThrough(palette.state(id).name())
                && !palette.state(id).holdsWater();
            int[] columns = new int[256];
            short[] top = new short[256];
            short[] surface = new short[256];
            short[] biome = new short[256];
            short[] depth = new short[256];
            int mine = 0;
            // This task's share of the sorted pixels, its ends moved to whole chunks.
            int from = start(keys, (int) ((long) n * task / tasks));
            int end = start(keys, (int) ((long) n * (task + 1) / tasks));
            while (from < end) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException();
                }
                int to = from + 1;
                while (to < end && keys[to] >>> 24 == keys[from] >>> 24) {
                    to++;
                }
                int first = (int) (keys[from] & 0xFFFFFF);
                ChunkPos pos = ChunkPos.ofBlock(view.blockX(first % w), view.blockZ(first / w));
                int count = 0;
                for (int k = from; k < to && count < 256; k++) {
                    int p = (int) (keys[k] & 0xFFFFFF);
                    columns[count++] = (view.blockZ(p / w) & 15) << 4 | (view.blockX(p % w) & 15);
                }
                if (cache != null && cached(view, keys, from, to, w, cache, out)) {
                    progress.add(to - from);
                    from = to;
                    continue;
                }
                boolean present = WorldBorder.inside(pos) && stored.test(pos)
                    && reader.sample(pos, columns, count, seeThrough, top, surface, biome, depth);
                for (int k = from; k < to; k++) {
                    int p = (int) (keys[k] & 0xFFFFFF);
                    if (!present) {
                        out.missing(p, MapColumns.NOT_GENERATED);
                        continue;
                    }
                    int column = (view.blockZ(p / w) & 15) << 4 | (view.blockX(p % w) & 15);
                    int c = indexOf(columns, count, column);
                    out.set(p, top[c], surface[c], depth[c], biome[c]);
                    if (cache != null) {
                        cache.put(view.blockX(p % w), view.blockZ(p / w), top[c], surface[c], biome[c], depth[c]);
                    }
                }
                if (present) {
                    mine++;
                }
                progress.add(to - from);
                from = to;
            }
            synchronized (lock) {
                read[0] += mine;
            }
        });
        return read[0];
    }

    /** Fills a chunk's pixels from the cache when it holds every one of their columns. */
    private static boolean cached(WorldView view, long[] keys, int from, int to, int w, ColumnCache cache,
                                  MapColumns out) {
        for (int k = from; k < to; k++) {
            int p = (int) (keys[k] & 0xFFFFFF);
            if (!cache.fill(view.blockX(p % w), view.blockZ(p / w), out, p)) {
                return false;
            }
        }
        return true;
    }

    /** The first index at or after {@code k} where a chunk's pixels begin (or the end). */
    private static int start(long[] keys, int k) {
        int i = k;
        while (i > 0 && i < keys.length && keys[i] >>> 24 == keys[i - 1] >>> 24) {
            i++;
        }
        return Math.min(i, keys.length);
    }

    private static int indexOf(int[] columns, int count, int column) {
        for (int k = 0; k < count; k++) {
            if (columns[k] == column) {
                return k;
            }
        }
        return 0;
    }
}
