package org.terrainexplorer.world.data;

import java.util.Locale;

/**
 * The worlds the explorer has without a datapack: the game's overworld presets and its two other overworld
 * noise settings.
 */
public enum BuiltinWorld {
    /** The default world ({@code world_preset/normal}). */
    OVERWORLD("Overworld", "normal", null, null),
    /** Biomes four times as large ({@code world_preset/large_biomes}). */
    LARGE_BIOMES("Large biomes", "large_biomes", null, null),
    /** Steep, high terrain ({@code world_preset/amplified}). */
    AMPLIFIED("Amplified", "amplified", null, null),
    /** The {@code caves} noise settings: a world under a ceiling, with the overworld's biomes. */
    CAVES("Caves", null, "minecraft:caves", "minecraft:overworld_caves"),
    /** The {@code floating_islands} noise settings, with the overworld's biomes. */
    FLOATING_ISLANDS("Floating islands", null, "minecraft:floating_islands", "minecraft:overworld");

    private final String title;
    private final String preset;
    private final String settings;
    private final String dimensionType;

    BuiltinWorld(String title, String preset, String settings, String dimensionType) {
        this.title = title;
        this.preset = preset;
        this.settings = settings;
        this.dimensionType = dimensionType;
    }

    /** The name shown to the user. */
    public String title() {
        return title;
    }

    /** The command-line and preset name: {@code overworld}, {@code large_biomes}, ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The world preset whose overworld this is, or null. */
    String preset() {
        return preset;
    }

    /** The noise settings of a world without a preset. */
    String settings() {
        return settings;
    }

    /** The dimension type of a world without a preset. */
    String dimensionType() {
        return dimensionType;
    }

    /** The world with a command-line name, ignoring case and accepting '-' for '_'. */
    public static BuiltinWorld byId(String id) {
        String key = id.strip().toLowerCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (BuiltinWorld w : values()) {
            if (w.id().equals(key)) {
                return w;
            }
        }
        throw new IllegalArgumentException("unknown world '" + id
            + "' (built-in worlds: overworld, large_biomes, amplified, caves, floating_islands)");
    }
}
