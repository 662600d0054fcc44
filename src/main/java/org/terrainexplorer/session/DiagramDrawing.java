package org.terrainexplorer.session;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.render.world.IsometricRenderer;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The isometric cut-away diagram of a square of chunks, drawn from the whole chunks cached now, and the chunks the
 * section and the diagram want, nearest the diagram's centre first.
 */
public final class DiagramDrawing {

    /** The diagram's background. */
    public static final int BACKGROUND = 0xFF202830;

    /** A drawn diagram: its pixels and whether every chunk it shows was there. */
    public record Picture(int[] argb, int width, int height, boolean complete) {
    }

    private DiagramDrawing() {
    }

    /** Draws the diagram from the whole chunks cached now. */
    public static Picture draw(WorldChunks c, IsoSettings iso, SectionLine line, BooleanSupplier superseded) {
        int n = iso.size();
        ChunkData[] chunks = new ChunkData[n * n];
        boolean complete = true;
        int top = Integer.MIN_VALUE;
        for (int z = 0; z < n; z++) {
            for (int x = 0; x < n; x++) {
                ChunkPos pos = new ChunkPos(iso.firstChunkX() + x, iso.firstChunkZ() + z);
                ChunkData chunk = c.chunks().get(pos);
                chunks[z * n + x] = chunk;
                complete &= chunk != null || c.chunks().notGenerated(pos);
                if (chunk != null) {
                    for (int k = 0; k < 256; k++) {
                        top = Math.max(top, chunk.worldSurface(k & 15, k >> 4));
                    }
                }
            }
        }
        if (top == Integer.MIN_VALUE) {
            return new Picture(new int[] {BACKGROUND}, 1, 1, complete);
        }
        int cut = Math.min(iso.cutY(), top);
        IsometricRenderer.Scene scene = new IsometricRenderer.Scene(chunks, n, iso.rotation(), iso.scale(), cut,
            iso.cutAlongSection() ? line.asArray() : null);
        int w = IsometricRenderer.width(scene);
        int h = IsometricRenderer.height(scene, c.minY(), c.height());
        int[] argb = new int[w * h];
        IsometricRenderer.render(scene, argb, w, h, BACKGROUND, superseded);
        return new Picture(argb, w, h, complete);
    }

    /** The whole chunks the diagram and the section show. */
    public static Set<ChunkPos> wanted(IsoSettings iso, SectionLine line) {
        Set<ChunkPos> wanted = new LinkedHashSet<>();
        for (int z = 0; z < iso.size(); z++) {
            for (int x = 0; x < iso.size(); x++) {
                wanted.add(new ChunkPos(iso.firstChunkX() + x, iso.firstChunkZ() + z));
            }
        }
        for (int i = 0; i < line.length(); i++) {
            wanted.add(ChunkPos.ofBlock(line.x(i), line.z(i)));
        }
        return wanted;
    }
}
