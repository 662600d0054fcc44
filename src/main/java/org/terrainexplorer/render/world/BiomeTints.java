package org.terrainexplorer.render.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.terrainexplorer.world.data.BuiltinPack;
import org.terrainexplorer.world.data.Pack;

/**
 * The grass, foliage and water colours of biomes, as the game computes them from a biome's
 * {@code worldgen/biome/<id>.json}: its explicit {@code effects.grass_color} / {@code foliage_color} /
 * {@code water_color} (an int or, from 26.1, {@code "#rrggbb"}) where it has them; else the colour maps at the
 * biome's temperature and downfall; then the {@code grass_color_modifier} (swamp, dark forest).
 *
 * <p>The colour maps are the game's {@code grass.png} and {@code foliage.png} textures, which are not game data
 * the explorer has; they are triangles between three corner colours, taken here (as many map viewers do) as the
 * barycentric mix of those corners at {@code t = clamp(temperature)}, {@code d = clamp(downfall) · t}.
 *
 * <p>Thread-safe; biomes are parsed once. A biome whose JSON cannot be found gets the plains colours (a datapack's
 * own biome read without its pack).
 */
public final class BiomeTints {

    /** A biome's tints, 0xRRGGBB. */
    public record Tint(int grass, int foliage, int water) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int[] GRASS_CORNERS = {0x80b497, 0xbfb755, 0x47cd33};
    private static final int[] FOLIAGE_CORNERS = {0x60a17b, 0xaea42a, 0x1ab352};
    private static final int DEFAULT_WATER = 0x3f76e4;
    /** The swamp's grass: the game picks one of two by noise; this is the commoner. */
    private static final int SWAMP_GRASS = 0x6a7039;

    private final Function<String, Optional<String>> source;
    private final Map<String, Tint> cache = new ConcurrentHashMap<>();
    private final Map<String, Boolean> found = new ConcurrentHashMap<>();

    /**
     * Tints read through {@code source}, which gives a biome's JSON by id ({@code minecraft:plains}) or empty.
     */
    public BiomeTints(Function<String, Optional<String>> source) {
        this.source = source;
    }

    /** Tints from the explorer's built-in game data (1.21.1's, what a world without a release means). */
    public static BiomeTints builtin() {
        return of(List.of(new BuiltinPack()));
    }

    /**
     * Tints from a world's packs, highest first (a datapack's biomes, then its release's): a biome's file is the
     * first pack's that has it, as the game reads it.
     */
    public static BiomeTints of(List<? extends Pack> packs) {
        return new BiomeTints(id -> {
            String file = "data/" + namespace(id) + "/worldgen/biome/" + path(id) + ".json";
            for (Pack pack : packs) {
                Optional<String> text = pack.read(file);
                if (text.isPresent()) {
                    return text;
                }
            }
            return Optional.empty();
        });
    }

    private static String namespace(String id) {
        int i = id.indexOf(':');
        return i < 0 ? "minecraft" : id.substring(0, i);
    }

    private static String path(String id) {
        int i = id.indexOf(':');
        return i < 0 ? id : id.substring(i + 1);
    }

    /** A biome's tints. */
    public Tint of(String biomeId) {
        return cache.computeIfAbsent(biomeId, this::compute);
    }

    /** Whether the biome's tints came from its JSON (not the plains fallback). */
    public boolean fromData(String biomeId) {
        of(biomeId);
        return found.getOrDefault(biomeId, false);
    }

    private Tint compute(String id) {
        Optional<String> text = source.apply(id);
        if (text.isEmpty()) {
            found.put(id, false);
            return fromJson(null);
        }
        try {
            Tint t = fromJson(JSON.readTree(text.get()));
            found.put(id, true);
            return t;
        } catch (IOException e) {
            found.put(id, false);
            return fromJson(null);
        }
    }

    /** The tints a biome JSON gives (null: plains' temperature 0.8 and downfall 0.4). */
    static Tint fromJson(JsonNode biome) {
        double temperature = biome == null ? 0.8 : biome.path("temperature").asDouble(0.8);
        double downfall = biome == null ? 0.4 : biome.path("downfall").asDouble(0.4);
        JsonNode effects = biome == null ? null : biome.path("effects");
        int grass = colour(effects, "grass_color", corners(GRASS_CORNERS, temperature, downfall));
        int foliage = colour(effects, "foliage_color", corners(FOLIAGE_CORNERS, temperature, downfall));
        int water = colour(effects, "water_color", DEFAULT_WATER);
        String modifier = effects == null ? "none" : effects.path("grass_color_modifier").asText("none");
        if (modifier.endsWith("swamp")) {
            grass = SWAMP_GRASS;
        } else if (modifier.endsWith("dark_forest")) {
            grass = ((grass & 0xfefefe) + 0x28340a) >> 1;
        }
        return new Tint(grass, foliage, water);
    }

    private static int colour(JsonNode effects, String key, int fallback) {
        if (effects == null) {
            return fallback;
        }
        JsonNode v = effects.get(key);
        if (v == null) {
            return fallback;
        }
        if (v.isInt()) {
            return v.asInt() & 0xffffff;
        }
        String s = v.asText();
        if (s.startsWith("#") && s.length() == 7) {
            return Integer.parseInt(s.substring(1), 16);
        }
        return fallback;
    }

    /** The colour map at a temperature and downfall: the mix of its cold, hot-dry and hot-wet corners. */
    static int corners(int[] c, double temperature, double downfall) {
        double t = Math.max(0, Math.min(1, temperature));
        double d = Math.max(0, Math.min(1, downfall)) * t;
        double cold = 1 - t;
        double dry = t - d;
        int r = 0;
        int g = 0;
        int b = 0;
        for (int k = 16; k >= 0; k -= 8) {
            double v = cold * (c[0] >> k & 255) + dry * (c[1] >> k & 255) + d * (c[2] >> k & 255);
            int byteValue = (int) Math.round(Math.max(0, Math.min(255, v)));
            if (k == 16) {
                r = byteValue;
            } else if (k == 8) {
                g = byteValue;
            } else {
                b = byteValue;
            }
        }
        return r << 16 | g << 8 | b;
    }

    /** {@code base} multiplied by {@code tint} channel by channel, as the game tints a grey texture. */
    public static int multiply(int base, int tint) {
        int r = (base >> 16 & 255) * (tint >> 16 & 255) / 255;
        int g = (base >> 8 & 255) * (tint >> 8 & 255) / 255;
        int b = (base & 255) * (tint & 255) / 255;
        return r << 16 | g << 8 | b;
    }
}
