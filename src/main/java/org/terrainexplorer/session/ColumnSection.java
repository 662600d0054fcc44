package org.terrainexplorer.session;

import java.util.function.Supplier;
import org.terrainexplorer.render.world.SectionData;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.NoiseSettings;

/**
 * A section read from cached whole chunks. Until a column's chunk is made it is previewed from the chunks' density
 * alone (solid where positive, open where not or where the sky above the terrain was not computed; open water above
 * the ground below sea level, or every opening below it when aquifers are off; no surface blocks), which takes tens
 * of milliseconds for a whole line: an edit redraws the section at once and the exact blocks follow. A saved world
 * has no preview: its columns are read, or not generated where the world lacks them.
 */
public final class ColumnSection implements SectionData {

    /**
     * Below this y (and below the sea level) the game's global fluid picker gives lava where aquifers are off:
     * {@code NoiseBasedChunkGenerator.createFluidPicker}.
     */
    public static final int LAVA_BELOW = -54;

    private final SectionLine line;
    private final ChunkData[] chunks;
    private final boolean[] absent;
    private final int minY;
    private final int height;
    private final BlockPalette palette;
    private final double[][] density;
    private final int[] previewSurface;
    private final int solid;
    private final int fluid;
    private final int lava;
    private final int seaLevel;
    private final boolean aquifers;
    private boolean complete = true;

    /**
     * The section along a line from the chunks cached now; the line's density (from {@code lineDensity}) is read
     * only when a column lacks its chunk or {@code withDensity} asks for the density layer.
     */
    public ColumnSection(SectionLine line, WorldChunks c, boolean withDensity, Supplier<double[][]> lineDensity) {
        this.line = line;
        minY = c.minY();
        height = c.height();
        palette = c.palette();
        chunks = new ChunkData[line.length()];
        absent = new boolean[chunks.length];
        for (int i = 0; i < chunks.length; i++) {
            ChunkPos pos = ChunkPos.ofBlock(line.x(i), line.z(i));
            chunks[i] = c.chunks().get(pos);
            absent[i] = chunks[i] == null && c.chunks().notGenerated(pos);
            complete &= chunks[i] != null || absent[i];
        }
        boolean generated = c.saved() == null;
        density = generated && (withDensity || !complete) ? lineDensity.get() : null;
        NoiseSettings settings = generated ? c.world().world().settings() : null;
        solid = generated ? palette.id(settings.defaultBlock()) : 0;
        fluid = generated ? palette.id(settings.defaultFluid()) : 0;
        lava = generated ? palette.id(BlockState.LAVA) : 0;
        // The level the preview fills with the default fluid (the end's fills air: nothing to mark, but the same).
        seaLevel = generated ? settings.seaLevel() : c.seaLevel();
        aquifers = generated && settings.aquifersEnabled();
        previewSurface = new int[chunks.length];
        if (density != null) {
            for (int i = 0; i < chunks.length; i++) {
                int top = minY;
                for (int y = minY + height - 1; y >= minY; y--) {
                    if (density[i][y - minY] > 0) {
                        top = y + 1;
                        break;
                    }
                }
                previewSurface[i] = top;
            }
        }
    }

    /** Whether every column's chunk was cached (or is known not to exist). */
    public boolean complete() {
        return complete;
    }

    @Override
    public int width() {
        return chunks.length;
    }

    @Override
    public int minY() {
        return minY;
    }

    @Override
    public int height() {
        return height;
    }

    @Override
    public BlockPalette palette() {
        return palette;
    }

    @Override
    public boolean available(int i) {
        return chunks[i] != null || density != null;
    }

    @Override
    public boolean notGenerated(int i) {
        return absent[i];
    }

    @Override
    public int block(int i, int y) {
        if (chunks[i] != null) {
            return chunks[i].block(line.x(i) & 15, y, line.z(i) & 15);
        }
        double d = density[i][y - minY];
        if (d > 0) {
            return solid;
        }
        if (y >= seaLevel || aquifers && y < previewSurface[i]) {
            return 0;
        }
        return y < Math.min(LAVA_BELOW, seaLevel) ? lava : fluid;
    }

    @Override
    public double density(int i, int y) {
        return density == null ? Double.NaN : density[i][y - minY];
    }

    @Override
    public int surface(int i) {
        if (chunks[i] == null) {
            return Math.max(previewSurface[i], Math.min(seaLevel, minY + height));
        }
        return chunks[i].worldSurface(line.x(i) & 15, line.z(i) & 15);
    }
}
