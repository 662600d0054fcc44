package org.terrainexplorer.render;

import org.terrainexplorer.terrain.Biome;

/**
 * The colours: biome colours (from Amit Patel's mapgen2), a hypsometric tint, moisture ramps, and the
 * arithmetic of opaque ARGB pixels.
 */
public final class Palettes {

    /** Entries in the elevation and moisture lookup tables. */
    public static final int STEPS = 1024;

    private static final int[] BIOME = new int[Biome.values().length];
    private static final int DEEP_OCEAN = 0x2a3a66;
    private static final int SHALLOW_OCEAN = 0x4d6aa3;
    /** Ocean colours by relative depth, 0 at the shore to 1 at the deepest. */
    private static final int[] OCEAN = new int[STEPS + 1];

    static {
        for (int i = 0; i <= STEPS; i++) {
            OCEAN[i] = lerp(SHALLOW_OCEAN, DEEP_OCEAN, (float) i / STEPS);
        }
        set(Biome.OCEAN, 0x44447a);
        set(Biome.BEACH, 0xa09077);
        set(Biome.SCORCHED, 0x555555);
        set(Biome.BARE, 0x888888);
        set(Biome.TUNDRA, 0xbbbbaa);
        set(Biome.SNOW, 0xe2e2e8);
        set(Biome.TEMPERATE_DESERT, 0xc9d29b);
        set(Biome.SHRUBLAND, 0x889977);
        set(Biome.TAIGA, 0x99aa77);
        set(Biome.GRASSLAND, 0x88aa55);
        set(Biome.TEMPERATE_DECIDUOUS_FOREST, 0x679459);
        set(Biome.TEMPERATE_RAIN_FOREST, 0x448855);
        set(Biome.SUBTROPICAL_DESERT, 0xd2b98b);
        set(Biome.TROPICAL_SEASONAL_FOREST, 0x559944);
        set(Biome.TROPICAL_RAIN_FOREST, 0x337755);
        set(Biome.FOREST, 0x4f7d3f);
        set(Biome.JUNGLE, 0x2e6b40);
        set(Biome.SAVANNAH, 0xb9ab64);
        set(Biome.DESERT, 0xdcc592);
    }

    /** Hypsometric stops for land, by land elevation (0 at the coast, 1 at the highest peak). */
    private static final double[] LAND_STOPS = {0.0, 0.12, 0.32, 0.52, 0.72, 0.88, 1.0};
    private static final int[] LAND_COLOURS = {0x5b8f4f, 0x86ab5c, 0xcbc27d, 0xb48d5c, 0x8e7967, 0xb8b3ac, 0xf6f6f6};
    /** Moisture stops: dry tan, pale, wet blue. */
    private static final double[] MOISTURE_STOPS = {0.0, 0.45, 1.0};
    private static final int[] MOISTURE_COLOURS = {0xcfb483, 0xe7e4cc, 0x1f4e9a};

    private Palettes() {
    }

    private static void set(Biome biome, int rgb) {
        BIOME[biome.ordinal()] = opaque(rgb);
    }

    /** An opaque ARGB pixel from 0xRRGGBB. */
    public static int opaque(int rgb) {
        return 0xFF000000 | rgb;
    }

    /** The biome's colour (ocean is shaded by depth separately). */
    public static int biome(Biome biome) {
        return BIOME[biome.ordinal()];
    }

    /** The colour of ocean at relative depth {@code t}: 0 at the shore, 1 at the deepest. */
    public static int ocean(float t) {
        return lookUp(OCEAN, t);
    }

    /** A dark mark for a tree in a biome. */
    public static int tree(Biome biome) {
        return scale(BIOME[biome.ordinal()], 0.55f);
    }

    /** Gray from black (0) to white (1). */
    public static int gray(float v) {
        int g = Math.round(clamp01(v) * 255);
        return 0xFF000000 | g << 16 | g << 8 | g;
    }

    /**
     * The hypsometric tint as a table over elevation [0, 1] ({@link #STEPS} + 1 entries), for a water level:
     * blues deepening below it, greens to browns to snow above it.
     */
    public static int[] hypsometricTable(double waterLevel) {
        int[] table = new int[STEPS + 1];
        for (int i = 0; i <= STEPS; i++) {
            double e = (double) i / STEPS;
            if (e < waterLevel) {
                table[i] = ocean((float) ((waterLevel - e) / Math.max(waterLevel, 1e-6)));
            } else {
                table[i] = ramp(LAND_STOPS, LAND_COLOURS, (e - waterLevel) / Math.max(1 - waterLevel, 1e-6));
            }
        }
        return table;
    }

    /** Moisture from dry tan to wet blue, as a table over [0, 1] (shared within the package: do not modify). */
    static int[] moistureTable() {
        return MOISTURE_TABLE;
    }

    /** Gray as a table over [0, 1] (shared within the package: do not modify). */
    static int[] grayTable() {
        return GRAY_TABLE;
    }

    private static final int[] MOISTURE_TABLE = new int[STEPS + 1];
    private static final int[] GRAY_TABLE = new int[STEPS + 1];

    static {
        for (int i = 0; i <= STEPS; i++) {
            MOISTURE_TABLE[i] = ramp(MOISTURE_STOPS, MOISTURE_COLOURS, (double) i / STEPS);
            GRAY_TABLE[i] = gray((float) i / STEPS);
        }
    }

    /** The table entry for v in [0, 1]. */
    public static int lookUp(int[] table, float v) {
        return table[(int) (clamp01(v) * STEPS + 0.5f)];
    }

    private static int ramp(double[] stops, int[] colours, double t) {
        if (t <= stops[0]) {
            return opaque(colours[0]);
        }
        for (int i = 1; i < stops.length; i++) {
            if (t <= stops[i]) {
                return lerp(colours[i - 1], colours[i], (float) ((t - stops[i - 1]) / (stops[i] - stops[i - 1])));
            }
        }
        return opaque(colours[colours.length - 1]);
    }

    /** The blend of two 0xRRGGBB colours, opaque. */
    static int lerp(int from, int to, float t) {
        int r = Math.round(((from >> 16) & 0xFF) + t * (((to >> 16) & 0xFF) - ((from >> 16) & 0xFF)));
        int g = Math.round(((from >> 8) & 0xFF) + t * (((to >> 8) & 0xFF) - ((from >> 8) & 0xFF)));
        int b = Math.round((from & 0xFF) + t * ((to & 0xFF) - (from & 0xFF)));
        return 0xFF000000 | r << 16 | g << 8 | b;
    }

    /** An opaque colour with every channel multiplied by {@code factor} (clamped to 255). */
    public static int scale(int argb, float factor) {
        return scale(argb, (int) (factor * 256));
    }

    /** An opaque colour with every channel multiplied by {@code f / 256} (clamped to 255). */
    public static int scale(int argb, int f) {
        if (f == 256) {
            return argb;
        }
        int r = Math.min(255, (((argb >> 16) & 0xFF) * f) >> 8);
        int g = Math.min(255, (((argb >> 8) & 0xFF) * f) >> 8);
        int b = Math.min(255, ((argb & 0xFF) * f) >> 8);
        return 0xFF000000 | r << 16 | g << 8 | b;
    }

    static float clamp01(float v) {
        return v < 0 ? 0 : (v > 1 ? 1 : v);
    }
}
