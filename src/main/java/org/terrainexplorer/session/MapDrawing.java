package org.terrainexplorer.session;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.terrainexplorer.concurrent.Progress;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.ColumnCache;
import org.terrainexplorer.render.world.MapColumns;
import org.terrainexplorer.render.world.SavedMapSampler;
import org.terrainexplorer.render.world.StoredChunksRenderer;
import org.terrainexplorer.render.world.WorldBorder;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;

/**
 * The map of a world as the window and the command line draw it: up to {@link #EXACT_LIMIT} blocks per pixel the
 * surface layers come from the chunks' surfaces, beyond (and for the climate layers) from the preview (the biome
 * at the smooth surface estimate); a saved world's map is drawn beyond that scale a column per pixel from its stored
 * chunks (heightmaps and top blocks), as map viewers do, and its climate layers show which chunks it holds.
 */
public final class MapDrawing {

    /** Up to this many blocks per pixel the map's surface layers come from chunks. */
    public static final int EXACT_LIMIT = 2;
    /** The overview's side in pixels. */
    public static final int OVERVIEW_SIZE = 180;

    /**
     * A drawn map: its pixels, whether every chunk it needs was there, how many a saved world lacks, and how many of
     * a saved world's chunks were read for it.
     */
    public record Picture(int[] argb, int width, int height, boolean complete, int missing, int read) {
    }

    private MapDrawing() {
    }

    /** Whether a layer at a scale is drawn from chunks. */
    public static boolean exact(WorldView view, WorldLayer layer) {
        return !layer.direct() && view.blocksPerPixel() <= EXACT_LIMIT;
    }

    /**
     * Draws a view from what the chunks hold now, for a window: the chunks it lacks are asked for (unless
     * {@code ask} is false) and drawn when they arrive by a later call. A preview first draws a quarter-size pass,
     * handed to {@code early}.
     */
    public static Picture draw(WorldChunks c, WorldView view, WorldLayer layer, boolean grid, boolean ask,
                               RenderPool pool, Consumer<Picture> early, BooleanSupplier superseded) {
        return draw(c, view, layer, new WorldMapRenderer.Style(grid, 16), ask, pool, early, superseded);
    }

    /** {@link #draw(WorldChunks, WorldView, WorldLayer, boolean, boolean, RenderPool, Consumer, BooleanSupplier)} in a style. */
    public static Picture draw(WorldChunks c, WorldView view, WorldLayer layer, WorldMapRenderer.Style style,
                               boolean ask, RenderPool pool, Consumer<Picture> early, BooleanSupplier superseded) {
        int[] argb = new int[view.width() * view.height()];
        boolean grid = style.chunkGrid();
        boolean complete = true;
        if (exact(view, layer)) {
            List<ChunkPos> needed = chunksOf(view);
            if (ask) {
                c.surfaces().request(needed, view.centreX(), view.centreZ());
            }
            for (ChunkPos p : needed) {
                if (c.surfaces().get(p) == null && !c.surfaces().notGenerated(p)) {
                    complete = false;
                    break;
                }
            }
            c.map().render(view, layer, new WorldMapRenderer.SurfaceSource() {
                @Override
                public SurfaceData surface(ChunkPos pos) {
                    return c.surfaces().get(pos);
                }

                @Override
                public boolean notGenerated(ChunkPos pos) {
                    return c.surfaces().notGenerated(pos);
                }
            }, style, argb, pool, superseded);
        } else if (c.saved() != null && layer.direct()) {
            StoredChunksRenderer.render(view, c.saved()::stored, grid, argb, pool, superseded);
        } else if (c.saved() != null) {
            // Farther out: a column per pixel from the stored chunks, the columns read kept for the next pan.
            savedColumns(c, view, layer, style, argb, pool, superseded, c.farColumns(), Progress.NONE);
        } else {
            WorldView coarse = coarse(view);
            if (coarse != null && view.width() * view.height() > 64 * 64 && !layer.quartBiomes()) {
                // A coarse pass first, a quarter of the pixels each way: the preview samples are the expensive part.
                int[] small = new int[coarse.width() * coarse.height()];
                c.map().render(coarse, layer, null, new WorldMapRenderer.Style(false, 16, style.biomeY()), small, pool,
                    superseded);
                early.accept(new Picture(small, coarse.width(), coarse.height(), false, 0, 0));
            }
            c.map().render(view, layer, null, style, argb, pool, superseded);
        }
        return new Picture(argb, view.width(), view.height(), complete, 0, 0);
    }

    /** A saved world's map a column per pixel, read from its stored chunks; returns how many chunks it read. */
    private static int savedColumns(WorldChunks c, WorldView view, WorldLayer layer, WorldMapRenderer.Style style,
                                    int[] argb, RenderPool pool, BooleanSupplier superseded, ColumnCache cache,
                                    Progress progress) {
        SavedWorld saved = c.saved();
        MapColumns columns = new MapColumns(view.width() * view.height());
        int read = cache == null
            ? SavedMapSampler.fill(view, () -> saved.columns()::sample, saved.palette(), saved::stored, columns, pool,
                superseded, null, progress)
            : SavedMapSampler.fill(view, () -> saved.columns()::sample, saved.palette(), saved::stored, columns, pool,
                superseded, cache, progress);
        c.map().renderColumns(view, layer, columns, style, argb, pool);
        return read;
    }

    /**
     * Draws a view with every chunk it needs made first, for the command line. A saved world is drawn a column per
     * pixel from its stored chunks at every scale, reading only the sections the map needs.
     */
    public static Picture drawComplete(WorldChunks c, WorldView view, WorldLayer layer, boolean grid, RenderPool pool) {
        return drawComplete(c, view, layer, grid, pool, Progress.NONE);
    }

    /**
     * {@link #drawComplete(WorldChunks, WorldView, WorldLayer, boolean, RenderPool)}, counting on {@code progress}
     * the chunks made, the rows of the preview sampled, or the pixels of a saved world's map filled.
     *
     * @throws CancellationException when {@code progress} says the work was cancelled (checked between chunks and
     *                               row bands), with nothing returned
     */
    public static Picture drawComplete(WorldChunks c, WorldView view, WorldLayer layer, boolean grid, RenderPool pool,
                                       Progress progress) {
        return drawComplete(c, view, layer, new WorldMapRenderer.Style(grid, 16), pool, progress);
    }

    /** {@link #drawComplete(WorldChunks, WorldView, WorldLayer, boolean, RenderPool, Progress)} in a style. */
    public static Picture drawComplete(WorldChunks c, WorldView view, WorldLayer layer, WorldMapRenderer.Style style,
                                       RenderPool pool, Progress progress) {
        BooleanSupplier cancelled = progress::cancelled;
        int[] argb = new int[view.width() * view.height()];
        boolean grid = style.chunkGrid();
        int missing = 0;
        int read = 0;
        if (c.saved() != null) {
            if (layer.direct()) {
                StoredChunksRenderer.render(view, c.saved()::stored, grid, argb, pool, cancelled);
            } else {
                read = savedColumns(c, view, layer, style, argb, pool, cancelled, null, progress);
            }
        } else if (exact(view, layer)) {
            Map<ChunkPos, SurfaceData> made = new ConcurrentHashMap<>();
            List<ChunkPos> needed = chunksOf(view);
            progress.start(needed.size(), "chunks");
            pool.forEach(needed.size(), i -> {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException();
                }
                SurfaceData s = c.surfaceNow(needed.get(i), cancelled);
                if (s != null) {
                    made.put(needed.get(i), s);
                }
                progress.add(1);
            });
            missing = needed.size() - made.size();
            c.map().render(view, layer, new WorldMapRenderer.SurfaceSource() {
                @Override
                public SurfaceData surface(ChunkPos pos) {
                    return made.get(pos);
                }

                @Override
                public boolean notGenerated(ChunkPos pos) {
                    return !made.containsKey(pos);
                }
            }, style, argb, pool, cancelled);
        } else {
            c.map().render(view, layer, null, style, argb, pool, cancelled, progress);
        }
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        return new Picture(argb, view.width(), view.height(), true, missing, read);
    }

    /**
     * The overview of a view: the biomes from the climate alone, as seed maps draw them (no terrain, so at once in
     * any dimension: the end's preview searched its density down every column), or a saved world's stored chunks,
     * over 8 times its width.
     */
    public static Picture drawOverview(WorldChunks c, WorldView map, RenderPool pool, BooleanSupplier superseded) {
        WorldView view = overview(map);
        int[] argb = new int[view.width() * view.height()];
        if (c.saved() != null) {
            StoredChunksRenderer.render(view, c.saved()::stored, false, argb, pool, superseded);
        } else {
            c.map().render(view, WorldLayer.CLIMATE_BIOME, null, WorldMapRenderer.Style.DEFAULT, argb, pool, superseded);
        }
        return new Picture(argb, view.width(), view.height(), true, 0, 0);
    }

    /** The overview's view: 8 times the map's width around its centre, at the nearest scale that fits. */
    public static WorldView overview(WorldView view) {
        double span = Math.max(view.width(), view.height()) * (double) view.blocksPerPixel() * 8;
        int b = (int) Math.min(WorldView.MAX_BLOCKS_PER_PIXEL, Math.max(1, Math.ceil(span / OVERVIEW_SIZE)));
        return new WorldView(view.centreX(), view.centreZ(), b, OVERVIEW_SIZE, OVERVIEW_SIZE);
    }

    private static WorldView coarse(WorldView view) {
        int b = view.blocksPerPixel() * 4;
        if (b > WorldView.MAX_BLOCKS_PER_PIXEL) {
            return null;
        }
        return new WorldView(view.centreX(), view.centreZ(), b, Math.max(1, view.width() / 4),
            Math.max(1, view.height() / 4));
    }

    /** The chunks holding the blocks a view samples, inside the world border (none beyond it is made or read). */
    public static List<ChunkPos> chunksOf(WorldView view) {
        Set<ChunkPos> chunks = new LinkedHashSet<>();
        int step = Math.max(1, 16 / view.blocksPerPixel());
        for (int j = 0; j < view.height(); j += step) {
            int z = view.blockZ(j);
            for (int i = 0; i < view.width(); i += step) {
                chunks.add(ChunkPos.ofBlock(view.blockX(i), z));
            }
            chunks.add(ChunkPos.ofBlock(view.blockX(view.width() - 1), z));
        }
        int zLast = view.blockZ(view.height() - 1);
        for (int i = 0; i < view.width(); i += step) {
            chunks.add(ChunkPos.ofBlock(view.blockX(i), zLast));
        }
        chunks.add(ChunkPos.ofBlock(view.blockX(view.width() - 1), zLast));
        chunks.removeIf(p -> !WorldBorder.inside(p));
        return new ArrayList<>(chunks);
    }
}
