package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Reads every file of datapacks' worldgen as the game does before it makes any world, so that a pack is all or
 * nothing: a broken file, or a reference that does not resolve, refuses the packs whatever dimension was asked
 * for (the game refuses to load a world with them). Density functions, noises, noise settings, dimension types,
 * dimensions, world presets, biome parameter lists and biomes' climates are read in full, as they generate; the
 * other worldgen files (features, structures, carvers, tags) are read as JSON and their references to other
 * files followed. Fields the game ignores are reported as warnings.
 */
final class PackCheck {

    private static final Set<String> NOISE_SETTINGS_FIELDS = Set.of("noise", "default_block", "default_fluid",
        "noise_router", "surface_rule", "spawn_target", "sea_level", "disable_mob_generation", "aquifers_enabled",
        "ore_veins_enabled", "legacy_random_source");
    private static final Set<String> NOISE_FIELDS = Set.of("firstOctave", "amplitudes");
    private static final Set<String> NOISE_SIZE_FIELDS = Set.of("min_y", "height", "size_horizontal", "size_vertical");
    private static final Set<String> STEM_FIELDS = Set.of("type", "generator");
    private static final Set<String> NOISE_GENERATOR_FIELDS = Set.of("type", "settings", "biome_source");

    private final WorldLoader loader;
    private final List<String> warnings = new ArrayList<>();

    private PackCheck(WorldLoader loader) {
        this.loader = loader;
    }

    /**
     * Checks the datapacks over a loader's release.
     *
     * @return the warnings, one line each
     * @throws DataException for the first file the game would refuse, with its path and the reason
     */
    static List<String> check(WorldLoader loader, List<Pack> datapacks) {
        PackCheck c = new PackCheck(loader);
        for (Pack pack : datapacks) {
            for (String path : pack.list("data")) {
                if (path.endsWith(".json")) {
                    c.file(pack, path);
                }
            }
        }
        return List.copyOf(c.warnings);
    }

    private void file(Pack pack, String path) {
        String[] parts = path.split("/", 4);
        if (parts.length < 4) {
            return;
        }
        String namespace = parts[1];
        String rest = parts[3];
        String kind = parts[2];
        if (kind.equals("worldgen")) {
            int slash = rest.indexOf('/');
            if (slash < 0) {
                return;
            }
            kind = "worldgen/" + rest.substring(0, slash);
            rest = rest.substring(slash + 1);
        } else if (!kind.equals("dimension") && !kind.equals("dimension_type") && !kind.equals("tags")) {
            return;
        }
        String id = namespace + ":" + rest.substring(0, rest.length() - ".json".length());
        JsonValue json = WorldLoader.read(pack, path).orElseThrow();
        switch (kind) {
            case "worldgen/density_function" -> {
                loader.densityFunction(id, json);
                IgnoredFields.densityFunction(json, warnings);
            }
            case "worldgen/noise" -> {
                loader.noise(id, json);
                unknown(json, NOISE_FIELDS);
            }
            case "worldgen/noise_settings" -> {
                loader.noiseSettings(id, json);
                unknown(json, NOISE_SETTINGS_FIELDS);
                json.optionalField("noise").ifPresent(n -> unknown(n, NOISE_SIZE_FIELDS));
                json.optionalField("noise_router").filter(JsonValue::isObject).ifPresent(router -> {
                    for (var slot : router.fields()) {
                        IgnoredFields.densityFunction(slot.getValue(), warnings);
                    }
                });
            }
            case "worldgen/multi_noise_biome_source_parameter_list" -> {
                var node = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
                node.put("type", "minecraft:multi_noise");
                node.put("preset", id);
                loader.biomeSource(JsonValue.root(node, json.file()));
            }
            case "worldgen/biome" -> biome(id, json);
            case "worldgen/world_preset" -> {
                for (var e : json.field("dimensions").fields()) {
                    stem(e.getValue());
                }
            }
            case "worldgen/placed_feature" -> reference(json.field("feature"), "worldgen/configured_feature",
                "configured feature");
            case "dimension" -> stem(json);
            case "dimension_type" -> loader.dimensionType(json);
            default -> {
                // read as JSON above: features, structures, carvers, pools, processors, tags
            }
        }
    }

    /** A dimension: its type and generator, read as they generate. */
    private void stem(JsonValue stem) {
        unknown(stem, STEM_FIELDS);
        loader.dimensionType(stem.field("type"));
        JsonValue generator = stem.field("generator");
        String type = generator.field("type").asId();
        switch (type) {
            case "minecraft:noise" -> {
                unknown(generator, NOISE_GENERATOR_FIELDS);
                loader.noiseSettings(generator.field("settings"));
                loader.biomeSource(generator.field("biome_source"));
            }
            case "minecraft:flat", "minecraft:debug" -> {
                // generators without terrain noise; their settings are not read here
            }
            default -> throw generator.field("type").error("unknown chunk generator '" + type
                + "' (the game's: minecraft:noise, minecraft:flat, minecraft:debug)");
        }
    }

    /** A biome: its climate, and its carvers and features must exist. */
    private void biome(String id, JsonValue json) {
        loader.climate(id, json);
        json.optionalField("carvers").ifPresent(c -> {
            if (c.isObject()) {
                // before 1.20.5: a map of steps (air, liquid) to lists
                for (var step : c.fields()) {
                    holders(step.getValue(), "worldgen/configured_carver", "configured carver");
                }
            } else {
                holders(c, "worldgen/configured_carver", "configured carver");
            }
        });
        json.optionalField("features").ifPresent(f -> {
            for (JsonValue step : f.elements()) {
                holders(step, "worldgen/placed_feature", "placed feature");
            }
        });
    }

    /** A holder set: an id, a {@code #tag}, inline objects, or a list of these; references must resolve. */
    private void holders(JsonValue v, String kind, String what) {
        if (v.isArray()) {
            for (JsonValue e : v.elements()) {
                holders(e, kind, what);
            }
        } else if (v.isString()) {
            reference(v, kind, what);
        }
    }

    /** A reference by id (or {@code #tag}) to a file of another registry: the file must exist in some pack. */
    private void reference(JsonValue v, String kind, String what) {
        if (!v.isString()) {
            return;
        }
        String s = v.asString();
        if (s.startsWith("#")) {
            String tag = org.terrainexplorer.world.json.Ids.normalise(s.substring(1));
            if (tag == null || !loader.exists("tags/" + kind, tag)) {
                throw v.error(what + " tag '" + s + "' not found");
            }
            return;
        }
        String id = v.asId();
        if (!loader.exists(kind, id)) {
            throw v.error(what + " '" + id + "' not found (looked for " + WorldLoader.path(kind, id) + ")");
        }
    }

    /** Warns of an object's fields the game does not read. */
    private void unknown(JsonValue object, Set<String> known) {
        if (!object.isObject()) {
            return;
        }
        for (var e : object.fields()) {
            if (!known.contains(e.getKey())) {
                IgnoredFields.warn(e.getValue(), warnings);
            }
        }
    }

    /** Wraps what is not a {@link DataException} so the message still names the file. */
    static DataException named(String file, RuntimeException e) {
        return e instanceof DataException d ? d : new DataException(file, "", e.getMessage());
    }
}
