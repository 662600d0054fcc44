package org.terrainexplorer.render.world;

/**
 * Per-pixel facts of a map before it is coloured (colouring reads neighbours, for the hillshade and contours):
 * the surface height, the top block, the water depth above the floor, the biome, and whether the pixel's chunk is
 * missing. Filled by {@link WorldMapRenderer} from chunks, or by {@link SavedMapSampler} from a saved world's
 * stored columns at any scale.
 */
public final class MapColumns {

    /** Drawn from data. */
    public static final byte PRESENT = 0;
    /** The chunk is not made yet (a neutral checker). */
    public static final byte PENDING = 1;
    /** The world does not have the chunk (dark, hatched). */
    public static final byte NOT_GENERATED = 2;
    /**
     * The chunk is not made yet, and the pixel holds its quart's biome from the climate alone and the block the
     * surface rule puts on flat ground there: drawn so until the chunk comes.
     */
    public static final byte PENDING_LOOK = 3;

    final float[] height;
    final short[] top;
    final short[] floorDepth;
    final short[] biome;
    final byte[] missing;
    final double[] value;

    /** Arrays for {@code n} pixels of blocks, every one {@link #PRESENT} with nothing in it yet. */
    public MapColumns(int n) {
        this(n, false);
    }

    /** Arrays for {@code n} pixels; {@code values}: also a climate value per pixel. */
    MapColumns(int n, boolean values) {
        height = new float[n];
        top = new short[n];
        floorDepth = new short[n];
        biome = new short[n];
        missing = new byte[n];
        value = values ? new double[n] : null;
    }

    /** Sets pixel {@code p}: the top block's palette id, one above it, water depth above the floor, biome index. */
    public void set(int p, int topBlock, int surface, int waterDepth, int biomeIndex) {
        height[p] = surface - 1;
        top[p] = (short) topBlock;
        floorDepth[p] = (short) waterDepth;
        biome[p] = (short) biomeIndex;
        missing[p] = PRESENT;
    }

    /** Marks pixel {@code p} as {@link #PENDING} or {@link #NOT_GENERATED}. */
    public void missing(int p, byte why) {
        missing[p] = why;
    }
}
