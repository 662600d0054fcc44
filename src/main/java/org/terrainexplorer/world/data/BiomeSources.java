package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.Climate;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Reads a dimension's {@code biome_source} as the game's codecs do: {@code minecraft:multi_noise} (a named
 * parameter list, whose preset's biomes come from the release's {@code reports/biome_parameters}, or an explicit
 * list), {@code minecraft:fixed}, {@code minecraft:the_end} and {@code minecraft:checkerboard}. Biome holder sets
 * (an id, a list, or a {@code #tag}) are resolved through the packs' {@code tags/worldgen/biome}.
 */
final class BiomeSources {

    private static final String PARAMETER_LIST_KIND = "worldgen/multi_noise_biome_source_parameter_list";
    private static final String PARAMETER_LISTS = "data/minecraft/" + PARAMETER_LIST_KIND;

    private final WorldLoader loader;
    private final VersionData version;

    BiomeSources(WorldLoader loader, VersionData version) {
        this.loader = loader;
        this.version = version;
    }

    BiomeSource read(JsonValue v) {
        String type = v.field("type").asId();
        return switch (type) {
            case "minecraft:fixed" -> new BiomeSource.Fixed(biome(v.field("biome")));
            case "minecraft:multi_noise" -> v.has("preset") ? preset(v.field("preset"))
                : new BiomeSource.MultiNoise(entries(v.field("biomes")));
            case "minecraft:the_end" -> {
                for (String b : BiomeSource.TheEnd.GAME.possibleBiomes()) {
                    loader.climate(b, v);
                }
                yield BiomeSource.TheEnd.GAME;
            }
            case "minecraft:checkerboard" -> {
                List<String> biomes = holderSet(v.field("biomes"));
                if (biomes.isEmpty()) {
                    throw v.field("biomes").error("a checkerboard needs at least one biome");
                }
                int scale = v.has("scale") ? v.field("scale").asInt(0, 62) : 2;
                yield new BiomeSource.Checkerboard(biomes, scale);
            }
            default -> throw v.field("type").error("unknown biome source '" + type + "' (the game's: "
                + "minecraft:multi_noise, minecraft:fixed, minecraft:the_end, minecraft:checkerboard)");
        };
    }

    /** One biome: an id (a biome file must exist for it). */
    private String biome(JsonValue v) {
        String id = v.asId();
        loader.climate(id, v);
        return id;
    }

    /**
     * A multi-noise preset: a {@code multi_noise_biome_source_parameter_list} file names one of the game's
     * presets, whose list the release reports in {@code reports/biome_parameters/<namespace>/<name>.json}.
     */
    private BiomeSource preset(JsonValue presetValue) {
        String id = presetValue.asId();
        if (loader.versionPack().list(PARAMETER_LISTS).isEmpty() && !loader.exists(PARAMETER_LIST_KIND, id)) {
            // Before 1.19.4 there were no parameter list files: the preset named the game's list itself.
            return version.biomeList(id).orElseThrow(() -> presetValue.error("unknown multi-noise preset '" + id
                + "' (the presets of " + version.version().name() + ": "
                + String.join(", ", version.biomeListPresets()) + ")"));
        }
        JsonValue list = loader.require(PARAMETER_LIST_KIND, id, presetValue,
            "biome parameter list");
        JsonValue builtin = list.field("preset");
        return version.biomeList(builtin.asId()).orElseThrow(() -> builtin.error("unknown biome parameter list "
            + "preset '" + builtin.asId() + "' (the presets of " + version.version().name() + ": "
            + String.join(", ", version.biomeListPresets()) + ")"));
    }

    /** An explicit list: each entry a biome and its parameter point. */
    private List<BiomeSource.Entry> entries(JsonValue biomes) {
        List<BiomeSource.Entry> entries = new ArrayList<>();
        for (JsonValue e : biomes.elements()) {
            entries.add(new BiomeSource.Entry(biome(e.field("biome")), Climate.ParameterPoint.read(e.field("parameters"))));
        }
        if (entries.isEmpty()) {
            throw biomes.error("a multi-noise biome source needs at least one biome");
        }
        return entries;
    }

    /** A holder set of biomes: an id, a {@code #tag}, or a list of ids. */
    List<String> holderSet(JsonValue v) {
        if (v.isString() && v.asString().startsWith("#")) {
            Set<String> out = new LinkedHashSet<>();
            tag(v.asString().substring(1), v, out, new LinkedHashSet<>());
            return List.copyOf(out);
        }
        if (v.isString()) {
            return List.of(biome(v));
        }
        List<String> out = new ArrayList<>();
        for (JsonValue e : v.elements()) {
            out.add(biome(e));
        }
        return out;
    }

    /**
     * A biome tag's biomes: every pack's file of the tag, lowest first, each adding its values (a {@code replace}
     * starts over), as the game merges tags. A value is an id, a {@code #tag}, or {@code {"id", "required"}}.
     */
    private void tag(String rawId, JsonValue at, Set<String> out, Set<String> visiting) {
        String id = org.terrainexplorer.world.json.Ids.normalise(rawId);
        if (id == null) {
            throw at.error("'#" + rawId + "' is not a valid tag");
        }
        if (!visiting.add(id)) {
            throw at.error("biome tag #" + id + " includes itself");
        }
        String path = WorldLoader.path("tags/worldgen/biome", id);
        List<JsonValue> files = new ArrayList<>();
        List<Pack> packs = loader.packs();
        for (int i = packs.size() - 1; i >= 0; i--) {
            WorldLoader.read(packs.get(i), path).ifPresent(files::add);
        }
        if (files.isEmpty()) {
            throw at.error("biome tag #" + id + " not found (looked for " + path + ")");
        }
        Set<String> merged = new LinkedHashSet<>();
        for (JsonValue file : files) {
            if (file.has("replace") && file.field("replace").asBoolean()) {
                merged.clear();
            }
            for (JsonValue e : file.field("values").elements()) {
                boolean required = true;
                JsonValue ref = e;
                if (e.isObject()) {
                    ref = e.field("id");
                    required = !e.has("required") || e.field("required").asBoolean();
                }
                String s = ref.asString();
                if (s.startsWith("#")) {
                    Set<String> inner = new LinkedHashSet<>();
                    try {
                        tag(s.substring(1), ref, inner, visiting);
                    } catch (DataException missing) {
                        if (required) {
                            throw missing;
                        }
                    }
                    merged.addAll(inner);
                } else if (required || loader.exists("worldgen/biome", ref.asId())) {
                    merged.add(biome(ref));
                }
            }
        }
        visiting.remove(id);
        out.addAll(merged);
    }
}
