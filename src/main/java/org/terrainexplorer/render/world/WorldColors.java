package org.terrainexplorer.render.world;

import java.util.HashMap;
import java.util.Map;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * Colours of blocks and biomes. Blocks take their {@link BlockColors} (roughly the average of their texture, tinted
 * blocks at the plains' tints); biomes take the conventional colours of Minecraft biome maps (after Amidst and
 * cubiomes), the nether's and end's included. A name no table knows gets a colour derived from it, the same every
 * run; the tests refuse that for every block and biome of every shipped release.
 */
public final class WorldColors {

    /** A chunk the world does not have (a saved world's chunk never generated): dark slate... */
    public static final int NOT_GENERATED = 0xFF262B33;
    /** ...crossed by a diagonal hatch, so it reads apart from the grey checker of a chunk still loading. */
    public static final int NOT_GENERATED_HATCH = 0xFF3E4652;

    private static final Map<String, Integer> BIOMES = new HashMap<>();

    static {
        biome(0x000070, "ocean");
        biome(0x000030, "deep_ocean");
        biome(0x0000ac, "warm_ocean");
        biome(0x000090, "lukewarm_ocean");
        biome(0x000040, "deep_lukewarm_ocean");
        biome(0x202070, "cold_ocean");
        biome(0x202038, "deep_cold_ocean");
        biome(0x7070d6, "frozen_ocean");
        biome(0x404090, "deep_frozen_ocean");
        biome(0xff00ff, "mushroom_fields");
        biome(0x8db360, "plains");
        biome(0xb5db88, "sunflower_plains");
        biome(0xffffff, "snowy_plains");
        biome(0xb4dcdc, "ice_spikes");
        biome(0xfa9418, "desert");
        biome(0x07f9b2, "swamp");
        biome(0x2ccc8e, "mangrove_swamp");
        biome(0x056621, "forest");
        biome(0x2d8e49, "flower_forest");
        biome(0x307444, "birch_forest");
        biome(0x40511a, "dark_forest");
        biome(0x589c6c, "old_growth_birch_forest");
        biome(0x596651, "old_growth_pine_taiga");
        biome(0x818e79, "old_growth_spruce_taiga");
        biome(0x0b6659, "taiga");
        biome(0x31554a, "snowy_taiga");
        biome(0xbdb25f, "savanna");
        biome(0xa79d64, "savanna_plateau");
        biome(0x606060, "windswept_hills");
        biome(0x888888, "windswept_gravelly_hills");
        biome(0x507050, "windswept_forest");
        biome(0xe5da87, "windswept_savanna");
        biome(0x537b09, "jungle");
        biome(0x628b17, "sparse_jungle");
        biome(0x768e14, "bamboo_jungle");
        biome(0xd94515, "badlands");
        biome(0xff6d3d, "eroded_badlands");
        biome(0xb09765, "wooded_badlands");
        biome(0x60a445, "meadow");
        biome(0xff91c8, "cherry_grove");
        biome(0x47726c, "grove");
        biome(0xc4c4c4, "snowy_slopes");
        biome(0xa0a0a0, "frozen_peaks");
        biome(0xdcdcc8, "jagged_peaks");
        biome(0x7b8f74, "stony_peaks");
        biome(0x0000ff, "river");
        biome(0xa0a0ff, "frozen_river");
        biome(0xfade55, "beach");
        biome(0xfaf0c0, "snowy_beach");
        biome(0xa2a284, "stony_shore");
        biome(0x4e3012, "dripstone_caves");
        biome(0x283c00, "lush_caves");
        biome(0x031f29, "deep_dark");
        biome(0x696d95, "pale_garden");
        biome(0xbfbf2a, "sulfur_caves");
        // The nether's and end's, after Amidst and cubiomes.
        biome(0x572526, "nether_wastes");
        biome(0xdd0808, "crimson_forest");
        biome(0x49907b, "warped_forest");
        biome(0x4d3a2e, "soul_sand_valley");
        biome(0x403636, "basalt_deltas");
        biome(0x8080ff, "the_end");
        biome(0xb5b5ff, "end_highlands");
        biome(0x9999ff, "end_midlands");
        biome(0x4b4bab, "small_end_islands");
        biome(0x7070cc, "end_barrens");
        biome(0x000000, "the_void");
    }

    /** The plains' tints, for blocks drawn without their biome. */
    private static final BiomeTints.Tint PLAINS = BiomeTints.fromJson(null);

    private WorldColors() {
    }

    private static void biome(int rgb, String name) {
        BIOMES.put("minecraft:" + name, rgb);
    }

    /** The colour (0xRRGGBB) of a block, by its name (properties do not change it); air is 0. */
    public static int block(BlockState state) {
        if (state.isAir()) {
            return 0;
        }
        return block(state.name());
    }

    /**
     * The colour of a block name (see {@link BlockColors}); tinted blocks at the plains' tints, as a section shows
     * them where the biome is not looked up.
     */
    public static int block(String name) {
        int rgb = BlockColors.colour(name);
        return switch (BlockColors.tint(name)) {
            case GRASS -> tinted(rgb, PLAINS.grass());
            case FOLIAGE -> tinted(rgb, PLAINS.foliage());
            case WATER -> tinted(rgb, PLAINS.water());
            case NONE -> rgb;
        };
    }

    /** A grey tinted block's colour: its texture's grey times the tint, brightened to a map's brightness. */
    public static int tinted(int grey, int tint) {
        int m = BiomeTints.multiply(grey, tint);
        int r = Math.min(255, (m >> 16 & 255) * 3 / 2);
        int g = Math.min(255, (m >> 8 & 255) * 3 / 2);
        int b = Math.min(255, (m & 255) * 3 / 2);
        return r << 16 | g << 8 | b;
    }

    /** Whether a block has its own colour (not one derived from its name). */
    public static boolean known(String name) {
        return BlockColors.deliberate(name);
    }

    /** Whether a biome has a colour of its own on the biome map (not one derived from its name). */
    public static boolean knownBiome(String id) {
        return BIOMES.containsKey(id);
    }

    /** The colour of a biome; a derived colour for biomes not in the table (a datapack's own). */
    public static int biome(String id) {
        Integer rgb = BIOMES.get(id);
        return rgb != null ? rgb : derived(id);
    }

    /** A stable, fairly saturated colour from a name's hash, so unknown blocks and biomes stay apart. */
    static int derived(String name) {
        int h = name.hashCode() * 0x9E3779B9;
        h ^= h >>> 15;
        float hue = (h & 0xFFFF) / 65536f;
        float saturation = 0.45f + ((h >>> 16) & 0xFF) / 255f * 0.35f;
        float value = 0.55f + ((h >>> 24) & 0x7F) / 127f * 0.35f;
        return hsv(hue, saturation, value);
    }

    private static int hsv(float h, float s, float v) {
        float r;
        float g;
        float b;
        int i = (int) (h * 6) % 6;
        float f = h * 6 - (int) (h * 6);
        float p = v * (1 - s);
        float q = v * (1 - f * s);
        float t = v * (1 - (1 - f) * s);
        switch (i) {
            case 0 -> { r = v; g = t; b = p; }
            case 1 -> { r = q; g = v; b = p; }
            case 2 -> { r = p; g = v; b = t; }
            case 3 -> { r = p; g = q; b = v; }
            case 4 -> { r = t; g = p; b = v; }
            default -> { r = v; g = p; b = q; }
        }
        return Math.round(r * 255) << 16 | Math.round(g * 255) << 8 | Math.round(b * 255);
    }

    /** The pixel (i, j) of an image's "not generated" area: {@link #NOT_GENERATED} hatched every 8 pixels. */
    public static int notGenerated(int i, int j) {
        return ((i + j) & 7) == 0 ? NOT_GENERATED_HATCH : NOT_GENERATED;
    }

    /** An opaque ARGB pixel from 0xRRGGBB. */
    public static int opaque(int rgb) {
        return 0xFF000000 | rgb;
    }

    /** {@code rgb} scaled by {@code factor} (0 to about 1.3), clamped, as an opaque pixel. */
    public static int shade(int rgb, float factor) {
        int r = Math.min(255, (int) (((rgb >> 16) & 255) * factor));
        int g = Math.min(255, (int) (((rgb >> 8) & 255) * factor));
        int b = Math.min(255, (int) ((rgb & 255) * factor));
        return 0xFF000000 | r << 16 | g << 8 | b;
    }

    /** The mix {@code a + t (b − a)} of two colours, opaque. */
    public static int mix(int a, int b, float t) {
        int r = (int) (((a >> 16) & 255) + t * (((b >> 16) & 255) - ((a >> 16) & 255)));
        int g = (int) (((a >> 8) & 255) + t * (((b >> 8) & 255) - ((a >> 8) & 255)));
        int bl = (int) ((a & 255) + t * ((b & 255) - (a & 255)));
        return 0xFF000000 | r << 16 | g << 8 | bl;
    }

    /**
     * A diverging ramp for a signed value in [lo, hi] around 0: deep blue, white at 0, dark red; values beyond
     * the ends clamp.
     */
    public static int diverging(double value, double lo, double hi) {
        if (Double.isNaN(value)) {
            return 0xFF808080;
        }
        if (value < 0) {
            float t = (float) Math.min(1.0, value / lo);
            return t < 0.5f ? mix(0xF7F7F7, 0x67A9CF, t * 2) : mix(0x67A9CF, 0x053061, (t - 0.5f) * 2);
        }
        float t = (float) Math.min(1.0, value / hi);
        return t < 0.5f ? mix(0xF7F7F7, 0xEF8A62, t * 2) : mix(0xEF8A62, 0x67001F, (t - 0.5f) * 2);
    }
}
