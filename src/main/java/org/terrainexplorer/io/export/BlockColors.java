package org.terrainexplorer.io.export;

import java.util.Map;
import org.terrainexplorer.world.json.Ids;

/**
 * One colour per block name, for exports: the blocks terrain generation places get a colour close to their
 * texture's average; any other name (a feature's, a mod's) gets a muted colour derived from the name's hash, the
 * same on every run. The renderer's own block colours may replace this table later.
 */
public final class BlockColors {

    private static final Map<String, Integer> KNOWN = Map.ofEntries(
        Map.entry("stone", 0x7D7D7D), Map.entry("deepslate", 0x505055), Map.entry("bedrock", 0x555555),
        Map.entry("granite", 0x956756), Map.entry("diorite", 0xBDBDBD), Map.entry("andesite", 0x888889),
        Map.entry("tuff", 0x6C6D66), Map.entry("calcite", 0xDFE0DC), Map.entry("dirt", 0x866043),
        Map.entry("coarse_dirt", 0x77553B), Map.entry("rooted_dirt", 0x90684C), Map.entry("podzol", 0x5B3F18),
        Map.entry("mycelium", 0x6F6265), Map.entry("grass_block", 0x6A9E3F), Map.entry("mud", 0x3C3A3D),
        Map.entry("moss_block", 0x596E2D), Map.entry("sand", 0xDBCFA3), Map.entry("red_sand", 0xBE6621),
        Map.entry("sandstone", 0xD8CB9B), Map.entry("red_sandstone", 0xB5621F), Map.entry("gravel", 0x837F7E),
        Map.entry("clay", 0xA0A6B3), Map.entry("snow", 0xF9FEFE), Map.entry("snow_block", 0xF9FEFE),
        Map.entry("powder_snow", 0xF8FDFD), Map.entry("ice", 0x91B7FD), Map.entry("packed_ice", 0x8DB4FA),
        Map.entry("blue_ice", 0x74A8FD), Map.entry("water", 0x3F76E4), Map.entry("lava", 0xCF5B13),
        Map.entry("terracotta", 0x985E43), Map.entry("white_terracotta", 0xD1B2A1),
        Map.entry("orange_terracotta", 0xA15325), Map.entry("yellow_terracotta", 0xBA8523),
        Map.entry("brown_terracotta", 0x4D3323), Map.entry("red_terracotta", 0x8F3D2E),
        Map.entry("light_gray_terracotta", 0x876A61), Map.entry("dripstone_block", 0x866B5C),
        Map.entry("smooth_basalt", 0x48484E), Map.entry("obsidian", 0x0F0A18), Map.entry("netherrack", 0x612626),
        Map.entry("coal_ore", 0x696969), Map.entry("deepslate_coal_ore", 0x4A4A4C),
        Map.entry("iron_ore", 0x88817B), Map.entry("deepslate_iron_ore", 0x6A6563),
        Map.entry("copper_ore", 0x7C7D78), Map.entry("deepslate_copper_ore", 0x5C5D59),
        Map.entry("gold_ore", 0x91866B), Map.entry("deepslate_gold_ore", 0x73664E),
        Map.entry("redstone_ore", 0x8C6D6D), Map.entry("deepslate_redstone_ore", 0x68494B),
        Map.entry("lapis_ore", 0x6B7589), Map.entry("deepslate_lapis_ore", 0x4F5A75),
        Map.entry("diamond_ore", 0x798D8C), Map.entry("deepslate_diamond_ore", 0x536A6A),
        Map.entry("emerald_ore", 0x758E7B), Map.entry("deepslate_emerald_ore", 0x4E6857),
        Map.entry("raw_iron_block", 0xA6886B), Map.entry("raw_copper_block", 0x9A6A4F),
        Map.entry("end_stone", 0xDBDE9E), Map.entry("oak_log", 0x6D5532), Map.entry("oak_leaves", 0x4C7D27),
        Map.entry("short_grass", 0x6F9E45), Map.entry("seagrass", 0x2F6E2A), Map.entry("kelp", 0x57822B));

    private BlockColors() {
    }

    /** The colour of a block, {@code 0xRRGGBB}, by its name (with or without the {@code minecraft:} namespace). */
    public static int rgb(String blockName) {
        String key = Ids.shortName(blockName);
        Integer known = KNOWN.get(key);
        return known != null ? known : derived(blockName);
    }

    /** A stable colour from a name: hue from its hash, mid saturation and brightness, so no unknown block glares. */
    static int derived(String name) {
        int h = name.hashCode() * 0x9E3779B9;
        float hue = ((h >>> 8) & 0xFFFF) / 65536f;
        float saturation = 0.35f + ((h >>> 4) & 0xF) / 60f;
        float brightness = 0.45f + (h & 0xF) / 50f;
        return java.awt.Color.HSBtoRGB(hue, saturation, brightness) & 0xFFFFFF;
    }
}
