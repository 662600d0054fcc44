package org.terrainexplorer.render.world;

import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;

/**
 * A section read from whole chunks: column {@code i} is block column ({@code xs[i]}, {@code zs[i]}) of
 * {@code chunks[i]}, or not generated where that is null (a saved world's missing chunk). The density is
 * {@code density[i][y − minY]} where given (null: none known, NaN).
 */
public record ChunkColumns(ChunkData[] chunks, int[] xs, int[] zs, int minY, int height, BlockPalette palette,
                           double[][] density) implements SectionData {

    @Override
    public int width() {
        return chunks.length;
    }

    @Override
    public boolean available(int i) {
        return chunks[i] != null;
    }

    @Override
    public boolean notGenerated(int i) {
        return chunks[i] == null;
    }

    @Override
    public int block(int i, int y) {
        return chunks[i].block(xs[i] & 15, y, zs[i] & 15);
    }

    @Override
    public double density(int i, int y) {
        return density == null ? Double.NaN : density[i][y - minY];
    }

    @Override
    public int surface(int i) {
        return chunks[i].worldSurface(xs[i] & 15, zs[i] & 15);
    }
}
