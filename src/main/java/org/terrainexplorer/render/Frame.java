package org.terrainexplorer.render;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.terrainexplorer.terrain.Biome;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * A finished render, handed from the render threads to whoever shows it: the images, and the fields under
 * them for reading values at a pixel. Owns copies of everything, so the renderer can go on; treat the arrays
 * as read-only.
 */
public final class Frame {

    private final long sequence;
    private final TerrainParams params;
    private final Viewport viewport;
    private final boolean coarse;
    private final EnumMap<Layer, int[]> images;
    private final float[] elevation;
    private final float[] moisture;
    private final byte[] biomes;
    private final long renderNanos;
    private final FrameBuffers.Set1 arrays;
    private final FrameBuffers owner;
    private final AtomicBoolean released = new AtomicBoolean();

    Frame(long sequence, TerrainParams params, Viewport viewport, boolean coarse, EnumMap<Layer, int[]> images,
          float[] elevation, float[] moisture, byte[] biomes, long renderNanos, FrameBuffers.Set1 arrays,
          FrameBuffers owner) {
        this.arrays = arrays;
        this.owner = owner;
        this.sequence = sequence;
        this.params = params;
        this.viewport = viewport;
        this.coarse = coarse;
        this.images = images;
        this.elevation = elevation;
        this.moisture = moisture;
        this.biomes = biomes;
        this.renderNanos = renderNanos;
    }

    /** Increases with every frame a scheduler delivers. */
    public long sequence() {
        return sequence;
    }

    public TerrainParams params() {
        return params;
    }

    /** The view this frame shows; for a coarse frame, a quarter-resolution view of the same area. */
    public Viewport viewport() {
        return viewport;
    }

    /** Whether this is the quick first pass of a slow render, at a quarter of the resolution. */
    public boolean coarse() {
        return coarse;
    }

    public int width() {
        return viewport.width();
    }

    public int height() {
        return viewport.height();
    }

    public Set<Layer> layers() {
        return images.keySet();
    }

    /** A layer's pixels, ARGB, row by row. */
    public int[] image(Layer layer) {
        int[] image = images.get(layer);
        if (image == null) {
            throw new IllegalArgumentException("frame has no " + layer.id() + " layer");
        }
        return image;
    }

    /** The images by layer. */
    public Map<Layer, int[]> images() {
        return images;
    }

    /** Shaped elevation at a pixel. */
    public float elevation(int column, int row) {
        return elevation[row * width() + column];
    }

    /** Moisture at a pixel. */
    public float moisture(int column, int row) {
        return moisture[row * width() + column];
    }

    /** The biome at a pixel (OCEAN where the frame classified no biomes). */
    public Biome biome(int column, int row) {
        return biomes == null ? Biome.OCEAN : Biome.of(biomes[row * width() + column]);
    }

    /**
     * Hands the frame's arrays back for a later frame to reuse. Call once nothing reads this frame any more;
     * it must not be read after. Calling it again does nothing.
     */
    public void release() {
        if (released.compareAndSet(false, true)) {
            owner.give(arrays);
        }
    }

    /** Milliseconds the render took. */
    public double renderMillis() {
        return renderNanos / 1e6;
    }
}
