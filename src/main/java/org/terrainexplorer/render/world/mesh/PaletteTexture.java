package org.terrainexplorer.render.world.mesh;

import java.util.Arrays;

/**
 * The one texture every chunk of the 3D view is drawn with: a grid of colour slots, each repeated in
 * {@link #FOG_LEVELS} rows from clear to fully fogged. A point's texture coordinate picks its quad's slot (u) and
 * its fog (v, between rows, which the texture's filtering blends), so fogging a chunk only rewrites its texture
 * coordinates, and one material serves every chunk.
 *
 * <p>Slots are given out as colours are met (the first 0 is a grey for anything past the last slot), by colour and
 * look: opaque, see-through (water: alpha {@link #WATER_ALPHA}) or glowing (lava: it lights itself). The same
 * colour keeps its slot for the texture's life, so a new world or palette never moves existing slots.
 * Thread-safe: mesh workers ask for slots while the FX thread reads the texels.
 *
 * <p>Fog without a fog stage: the diffuse texel holds the colour scaled by (1 − f) and the self-illumination
 * texel holds the fog colour scaled by f (plus the colour again for glowing blocks), so the lit result is
 * {@code light · colour · (1 − f) + fog · f}: lighting shades the block, never the fog.
 */
public final class PaletteTexture {

    /** Slots in a row of the texture. */
    public static final int COLUMNS = 256;
    /** Rows of slots. */
    public static final int SLOT_ROWS = 16;
    /** The most slots. */
    public static final int MAX_SLOTS = COLUMNS * SLOT_ROWS;
    /** Fog levels: row 0 clear, the last fully the fog colour. */
    public static final int FOG_LEVELS = 16;
    /** The texture's size in texels. */
    public static final int WIDTH = COLUMNS;
    public static final int HEIGHT = SLOT_ROWS * FOG_LEVELS;
    /** Water's opacity. */
    public static final double WATER_ALPHA = 0.72;

    /** How a slot's colour is drawn. */
    public enum Look { OPAQUE, SEE_THROUGH, GLOWING }

    private final Object lock = new Object();
    private final java.util.HashMap<Long, Integer> slots = new java.util.HashMap<>();
    private int[] rgb = new int[64];
    private Look[] looks = new Look[64];
    private int count;
    private volatile int version;

    /** A texture with slot 0, the grey for anything past the last slot. */
    public PaletteTexture() {
        slot(0x808080, Look.OPAQUE);
    }

    /** The slot of a colour and look, given out now if new. */
    public int slot(int colour, Look look) {
        long key = (long) look.ordinal() << 32 | colour & 0xFFFFFFL;
        synchronized (lock) {
            Integer s = slots.get(key);
            if (s != null) {
                return s;
            }
            if (count == MAX_SLOTS) {
                return 0;
            }
            if (count == rgb.length) {
                rgb = Arrays.copyOf(rgb, count * 2);
                looks = Arrays.copyOf(looks, count * 2);
            }
            rgb[count] = colour & 0xFFFFFF;
            looks[count] = look;
            slots.put(key, count);
            version++;
            return count++;
        }
    }

    /** Changes each time a slot is added: the FX side redraws its texture when it sees a new version. */
    public int version() {
        return version;
    }

    /** The number of slots given out. */
    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    /** The texture coordinate u of a slot (its texel's centre). */
    public static float u(int slot) {
        return (slot % COLUMNS + 0.5f) / WIDTH;
    }

    /**
     * The texture coordinate v of a slot under fog {@code fog} (0 clear to 1 the fog's colour), between its rows:
     * the texture's filtering blends the two nearest, so fog varies smoothly across a face.
     */
    public static float v(int slot, double fog) {
        double f = Math.max(0, Math.min(1, fog)) * (FOG_LEVELS - 1);
        return (float) (((slot / COLUMNS) * FOG_LEVELS + f + 0.5) / HEIGHT);
    }

    /**
     * Fills the texels, ARGB by row ({@link #WIDTH} × {@link #HEIGHT}): the diffuse map and the self-illumination
     * map, for a fog colour. Texels of slots not given out stay transparent black.
     */
    public void texels(int fogRgb, int[] diffuse, int[] glow) {
        Arrays.fill(diffuse, 0);
        Arrays.fill(glow, 0xFF000000);
        int n;
        int[] colours;
        Look[] kinds;
        synchronized (lock) {
            n = count;
            colours = Arrays.copyOf(rgb, n);
            kinds = Arrays.copyOf(looks, n);
        }
        for (int s = 0; s < n; s++) {
            for (int f = 0; f < FOG_LEVELS; f++) {
                double fog = (double) f / (FOG_LEVELS - 1);
                int row = (s / COLUMNS) * FOG_LEVELS + f;
                int i = row * WIDTH + s % COLUMNS;
                int alpha = kinds[s] == Look.SEE_THROUGH ? (int) Math.round(255 * (WATER_ALPHA + (1 - WATER_ALPHA) * fog))
                    : 255;
                diffuse[i] = alpha << 24 | scale(colours[s], 1 - fog);
                int lit = kinds[s] == Look.GLOWING ? scale(colours[s], 1 - fog) : 0;
                glow[i] = 0xFF000000 | add(lit, scale(fogRgb, fog));
            }
        }
    }

    private static int scale(int rgb, double k) {
        int r = (int) Math.round((rgb >> 16 & 255) * k);
        int g = (int) Math.round((rgb >> 8 & 255) * k);
        int b = (int) Math.round((rgb & 255) * k);
        return r << 16 | g << 8 | b;
    }

    private static int add(int a, int b) {
        int r = Math.min(255, (a >> 16 & 255) + (b >> 16 & 255));
        int g = Math.min(255, (a >> 8 & 255) + (b >> 8 & 255));
        int bl = Math.min(255, (a & 255) + (b & 255));
        return r << 16 | g << 8 | bl;
    }
}
