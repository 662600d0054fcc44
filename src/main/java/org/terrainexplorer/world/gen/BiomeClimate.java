package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.PerlinSimplexNoise;
import org.terrainexplorer.world.random.LegacyRandom;

/**
 * The climate fields of a {@code worldgen/biome} that generation reads: temperature (with the frozen
 * modifier), downfall and precipitation. Surface rules ask whether a block is cold enough to snow, and frozen
 * oceans whether their icebergs melt; both use the game's temperature with its height and noise adjustments.
 *
 * @param temperature        the base temperature
 * @param frozen             whether the temperature modifier is {@code frozen}
 * @param downfall           the downfall
 * @param hasPrecipitation   whether it rains or snows
 */
public record BiomeClimate(float temperature, boolean frozen, float downfall, boolean hasPrecipitation) {

    /** The game's fixed-seed noises behind the temperature adjustments. */
    private static final class Noises {
        static final PerlinSimplexNoise TEMPERATURE = new PerlinSimplexNoise(new LegacyRandom(1234L), 0);
        static final PerlinSimplexNoise FROZEN_TEMPERATURE = new PerlinSimplexNoise(new LegacyRandom(3456L), -2, -1, 0);
        static final PerlinSimplexNoise BIOME_INFO = new PerlinSimplexNoise(new LegacyRandom(2345L), 0);
    }

    /** Reads the climate fields of a biome file. */
    public static BiomeClimate read(JsonValue v) {
        boolean frozen = false;
        if (v.has("temperature_modifier")) {
            String modifier = v.field("temperature_modifier").asString();
            if (!modifier.equals("none") && !modifier.equals("frozen")) {
                throw v.field("temperature_modifier").error("expected none or frozen, found '" + modifier + "'");
            }
            frozen = modifier.equals("frozen");
        }
        boolean precipitation = v.has("has_precipitation") ? v.field("has_precipitation").asBoolean()
            : !v.has("precipitation") || !v.field("precipitation").asString().equals("none");
        return new BiomeClimate((float) v.field("temperature").asDouble(), frozen,
            (float) v.field("downfall").asDouble(), precipitation);
    }

    /** The temperature at a block, adjusted as the game adjusts it (frozen patches; cooler with height above y 80). */
    public float temperatureAt(int x, int y, int z) {
        return temperatureAt(x, y, z, 80);
    }

    /**
     * The temperature at a block, adjusted as the game adjusts it: frozen patches, and cooler with height above
     * {@code snowLine} ({@link GameCode#snowLine}: y 80, or sea level + 17 from 1.21.2).
     */
    public float temperatureAt(int x, int y, int z, int snowLine) {
        float t = temperature;
        if (frozen) {
            double frozenNoise = Noises.FROZEN_TEMPERATURE.getValue(x * 0.05, z * 0.05, false) * 7.0;
            double info = Noises.BIOME_INFO.getValue(x * 0.2, z * 0.2, false);
            if (frozenNoise + info < 0.3) {
                double patch = Noises.BIOME_INFO.getValue(x * 0.09, z * 0.09, false);
                if (patch < 0.8) {
                    t = 0.2F;
                }
            }
        }
        if (y > snowLine) {
            float variation = (float) (Noises.TEMPERATURE.getValue(x / 8.0F, z / 8.0F, false) * 8.0);
            return t - (variation + y - (float) snowLine) * 0.05F / 40.0F;
        }
        return t;
    }

    /** Whether it is cold enough to snow at a block (temperature below 0.15). */
    public boolean coldEnoughToSnow(int x, int y, int z) {
        return coldEnoughToSnow(x, y, z, 80);
    }

    /** Whether it is cold enough to snow at a block, with the snow line of {@link #temperatureAt(int, int, int, int)}. */
    public boolean coldEnoughToSnow(int x, int y, int z, int snowLine) {
        return !(temperatureAt(x, y, z, snowLine) >= 0.15F);
    }
}
