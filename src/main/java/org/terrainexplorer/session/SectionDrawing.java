package org.terrainexplorer.session;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.Progress;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.ChunkColumns;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/** A vertical section with every chunk it needs made first, for the command line: the window's exact section. */
public final class SectionDrawing {

    /** A drawn section: its pixels and how many chunks a saved world lacks along it. */
    public record Picture(int[] argb, int width, int height, int missing) {
    }

    private SectionDrawing() {
    }

    /** Draws the section along {@code line}, its chunks made (or read) on {@code pool}. */
    public static Picture drawComplete(WorldChunks c, SectionLine line, SectionRenderer.Layer layer, RenderPool pool) {
        return drawComplete(c, line, layer, pool, Progress.NONE);
    }

    /**
     * {@link #drawComplete(WorldChunks, SectionLine, SectionRenderer.Layer, RenderPool)}, counting on {@code
     * progress} the chunks made, then for the density layer the columns whose density is computed.
     *
     * @throws CancellationException when {@code progress} says the work was cancelled (checked between chunks, within
     *                               a chunk's generation and between columns), with nothing returned
     */
    public static Picture drawComplete(WorldChunks c, SectionLine line, SectionRenderer.Layer layer, RenderPool pool,
                                       Progress progress) {
        int n = line.length();
        int[] xs = new int[n];
        int[] zs = new int[n];
        Set<ChunkPos> unique = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
            xs[i] = line.x(i);
            zs[i] = line.z(i);
            unique.add(ChunkPos.ofBlock(xs[i], zs[i]));
        }
        List<ChunkPos> needed = new ArrayList<>(unique);
        ChunkData[] made = new ChunkData[needed.size()];
        BooleanSupplier cancelled = progress::cancelled;
        progress.start(made.length, "chunks");
        pool.forEach(made.length, i -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            made[i] = c.chunkNow(needed.get(i), cancelled);
            progress.add(1);
        });
        Map<ChunkPos, ChunkData> byPos = new HashMap<>();
        int missing = 0;
        for (int i = 0; i < made.length; i++) {
            byPos.put(needed.get(i), made[i]);
            missing += made[i] == null ? 1 : 0;
        }
        ChunkData[] columns = new ChunkData[n];
        for (int i = 0; i < n; i++) {
            columns[i] = byPos.get(ChunkPos.ofBlock(xs[i], zs[i]));
        }
        double[][] density = layer == SectionRenderer.Layer.DENSITY && c.saved() == null
            ? new LineDensity(pool).of(c, line, true, cancelled, progress) : null;
        ChunkColumns data = new ChunkColumns(columns, xs, zs, c.minY(), c.height(), c.palette(), density);
        int[] argb = new int[n * c.height()];
        SectionRenderer.render(data, layer, c.seaLevel(), c.sky(), argb, cancelled);
        return new Picture(argb, n, c.height(), missing);
    }
}
