package org.terrainexplorer.render.world;

import java.util.HashMap;
import java.util.Map;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * Colours of blocks and biomes. Blocks take the average colour of their texture, roughly, so that a section
 * reads like the game (stone, deepslate, dirt, grass, sand, gravel, snow, water, lava, bedrock are told apart);
 * blocks not in the table get a colour derived from their name, the same every run. Biomes take the
 * conventional colours of Minecraft biome maps (after Amidst and cubiomes).
 */
public final class WorldColors {

    /** A chunk the world does not have (a saved world's chunk never generated): dark slate... */
    public static final int NOT_GENERATED = 0xFF262B33;
    /** ...crossed by a diagonal hatch, so it reads apart from the grey checker of a chunk still loading. */
    public static final int NOT_GENERATED_HATCH = 0xFF3E4652;

    private static final Map<String, Integer> BLOCKS = new HashMap<>();
    private static final Map<String, Integer> BIOMES = new HashMap<>();

    static {
        block(0x7c7c7c, "stone", "cobblestone", "andesite", "infested_stone", "stone_bricks");
        block(0x4d4d52, "deepslate", "cobbled_deepslate", "infested_deepslate");
        block(0x3d3d3d, "bedrock");
        block(0x866043, "dirt", "coarse_dirt", "rooted_dirt", "farmland", "dirt_path");
        block(0x6aa047, "grass_block");
        block(0x5b3d24, "podzol");
        block(0x74626a, "mycelium");
        block(0xdbcf9f, "sand", "suspicious_sand");
        block(0xd8cb9b, "sandstone", "smooth_sandstone", "cut_sandstone");
        block(0xbe6621, "red_sand");
        block(0xb5621f, "red_sandstone", "smooth_red_sandstone");
        block(0x9a908e, "gravel", "suspicious_gravel");
        block(0xf3fbfb, "snow_block", "snow");
        block(0xf8fdfd, "powder_snow");
        block(0x91b7fd, "ice");
        block(0x8db4fa, "packed_ice");
        block(0x74a8fc, "blue_ice");
        block(0x3f76e4, "water");
        block(0xd45a12, "lava");
        block(0xa1a7b2, "clay");
        block(0x3c3a3d, "mud");
        block(0x587d31, "moss_block");
        block(0xdfe0dc, "calcite");
        block(0x6c6d66, "tuff");
        block(0x95675a, "granite");
        block(0xbcbcbc, "diorite");
        block(0x986142, "terracotta");
        block(0xd2b2a1, "white_terracotta");
        block(0xa2522b, "orange_terracotta");
        block(0xba8523, "yellow_terracotta");
        block(0x4d3324, "brown_terracotta");
        block(0x8f3d2e, "red_terracotta");
        block(0x876b62, "light_gray_terracotta");
        block(0x7d7d73, "copper_ore");
        block(0x9a6a4f, "raw_copper_block");
        block(0x6b6560, "deepslate_iron_ore");
        block(0xa68c72, "raw_iron_block");
        block(0x614a2d, "oak_log", "spruce_log", "dark_oak_log");
        block(0x4b7a2f, "oak_leaves", "birch_leaves", "jungle_leaves", "acacia_leaves", "dark_oak_leaves");
        block(0x3a5a3a, "spruce_leaves");
        block(0xe6e6e6, "quartz_block");
        block(0x1b1b2c, "obsidian");
        block(0x6b2a27, "netherrack");
        block(0xdad7a0, "end_stone");
        block(0x9ba4a6, "dripstone_block");

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
    }

    private WorldColors() {
    }

    private static void block(int rgb, String... names) {
        for (String n : names) {
            BLOCKS.put("minecraft:" + n, rgb);
        }
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

    /** The colour of a block name; a colour derived from the name for blocks not in the table. */
    public static int block(String name) {
        Integer rgb = BLOCKS.get(name);
        return rgb != null ? rgb : derived(name);
    }

    /** Whether a block has its own colour (not one derived from its name). */
    public static boolean known(String name) {
        return BLOCKS.containsKey(name);
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
