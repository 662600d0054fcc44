package org.terrainexplorer.world.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.terrainexplorer.world.carver.CarverFiles;
import org.terrainexplorer.world.carver.CarverLoader;
import org.terrainexplorer.world.carver.CarverTrig;
import org.terrainexplorer.world.carver.WorldCarvers;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.density.DensityCodec;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.NoiseHolder;
import org.terrainexplorer.world.gen.BiomeClimate;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.Climate;
import org.terrainexplorer.world.gen.NoiseSettings;
import org.terrainexplorer.world.gen.OreVeins;
import org.terrainexplorer.world.gen.SurfaceRules;
import org.terrainexplorer.world.gen.SurfaceSystem;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Loads a world from layered packs: the datapacks first (a file there overrides the same id below), the
 * built-in pack last. One loader loads one world; named density functions and noises are parsed once and
 * shared, and a reference cycle is reported with its chain.
 */
public final class WorldLoader implements DensityCodec.Resolver, CarverFiles {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final BuiltinPack BUILTIN = new BuiltinPack();
    /** The carvers' sine table of the built-in data's release (1.21.1). */
    private static final CarverTrig BUILTIN_TRIG = CarverTrig.forRelease("1.21.1");

    private final List<Pack> packs;
    private final Map<String, DensityFunction> densityFunctions = new HashMap<>();
    private final Set<String> loading = new LinkedHashSet<>();
    private final Map<String, NoiseHolder> noises = new HashMap<>();

    private WorldLoader(List<Pack> datapacks) {
        packs = new ArrayList<>(datapacks);
        packs.add(BUILTIN);
    }

    /** A built-in world. */
    public static WorldDefinition load(BuiltinWorld world) {
        return load(world, List.of());
    }

    /**
     * A built-in world with datapacks over it: their files replace the built-in ones of the same id (a pack's
     * {@code noise_settings/overworld.json}, say, reshapes the overworld).
     */
    public static WorldDefinition load(BuiltinWorld world, List<Pack> datapacks) {
        WorldLoader loader = new WorldLoader(datapacks);
        return loader.loadWorld(world.title(), loader.builtinDimension(world));
    }

    /**
     * A datapack's own world: its {@code dimension/overworld.json} when it has one, otherwise the overworld with
     * the pack over it. The world is named after the pack.
     */
    public static WorldDefinition loadDatapack(Pack datapack) {
        WorldLoader loader = new WorldLoader(List.of(datapack));
        Optional<JsonValue> own = loader.find("dimension", "minecraft:overworld", true);
        JsonValue dimension = own.orElseGet(() -> loader.builtinDimension(BuiltinWorld.OVERWORLD));
        return loader.loadWorld(datapack.name(), dimension);
    }

    // ------------------------------------------------------------------ files

    private static String path(String kind, String id) {
        return "data/" + Ids.namespace(id) + "/" + kind + "/" + Ids.path(id) + ".json";
    }

    /** The JSON file of an id from the first pack that has it. */
    private Optional<JsonValue> find(String kind, String id, boolean datapacksOnly) {
        String path = path(kind, id);
        for (Pack pack : packs) {
            if (datapacksOnly && pack == BUILTIN) {
                break;
            }
            Optional<String> text = pack.read(path);
            if (text.isPresent()) {
                return Optional.of(parse(text.get(), pack == BUILTIN ? path : pack.name() + "/" + path));
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<JsonValue> find(String kind, String id) {
        return find(kind, id, false);
    }

    @Override
    public List<JsonValue> findAll(String kind, String id) {
        String path = path(kind, id);
        List<JsonValue> out = new ArrayList<>();
        for (int i = packs.size() - 1; i >= 0; i--) {
            Pack pack = packs.get(i);
            pack.read(path).ifPresent(text -> out.add(parse(text, pack == BUILTIN ? path : pack.name() + "/" + path)));
        }
        return out;
    }

    @Override
    public String packs() {
        return packNames();
    }

    private JsonValue require(String kind, String id, JsonValue at, String what) {
        return find(kind, id, false).orElseThrow(() -> at.error(what + " '" + id + "' not found (looked for "
            + path(kind, id) + " in " + packNames() + ")"));
    }

    private String packNames() {
        return String.join(", ", packs.stream().map(Pack::name).toList());
    }

    static JsonValue parse(String text, String file) {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new DataException(file, "", "the file is empty");
            }
            return JsonValue.root(node, file);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
                + e.getLocation().getColumnNr() + ")";
            throw new DataException(file, "", "malformed JSON" + where + ": " + e.getOriginalMessage());
        }
    }

    // ------------------------------------------------------------------ references

    @Override
    public DensityFunction densityFunction(String id, JsonValue at) {
        DensityFunction done = densityFunctions.get(id);
        if (done != null) {
            return done;
        }
        if (loading.contains(id)) {
            List<String> chain = new ArrayList<>(loading);
            chain = chain.subList(chain.indexOf(id), chain.size());
            throw at.error("circular reference: " + String.join(" -> ", chain) + " -> " + id);
        }
        JsonValue file = require("worldgen/density_function", id, at, "density function");
        loading.add(id);
        try {
            DensityFunction f = DensityCodec.read(file, this);
            densityFunctions.put(id, f);
            return f;
        } finally {
            loading.remove(id);
        }
    }

    @Override
    public NoiseHolder noise(String id, JsonValue at) {
        NoiseHolder done = noises.get(id);
        if (done != null) {
            return done;
        }
        JsonValue file = require("worldgen/noise", id, at, "noise");
        NoiseHolder holder = new NoiseHolder(id, DensityCodec.noiseParameters(file), null);
        noises.put(id, holder);
        return holder;
    }

    // ------------------------------------------------------------------ the world

    private JsonValue builtinDimension(BuiltinWorld world) {
        if (world.preset() != null) {
            JsonValue preset = find("worldgen/world_preset", "minecraft:" + world.preset(), false).orElseThrow(
                () -> new DataException("built-in pack", "", "world preset " + world.preset() + " is missing"));
            return preset.field("dimensions").field("minecraft:overworld");
        }
        ObjectMapper m = MAPPER;
        var node = m.createObjectNode();
        node.put("type", world.dimensionType());
        var generator = node.putObject("generator");
        generator.put("type", "minecraft:noise");
        generator.put("settings", world.settings());
        var biomeSource = generator.putObject("biome_source");
        biomeSource.put("type", "minecraft:multi_noise");
        biomeSource.put("preset", "minecraft:overworld");
        return JsonValue.root(node, world.title() + " (built-in world)");
    }

    private WorldDefinition loadWorld(String name, JsonValue dimension) {
        int[] extent = dimensionType(dimension.field("type"));
        JsonValue generator = dimension.field("generator");
        String generatorType = generator.field("type").asId();
        if (!generatorType.equals("minecraft:noise")) {
            throw generator.field("type").error("only the noise generator (minecraft:noise) makes terrain here, found '"
                + generatorType + "'");
        }
        JsonValue settingsValue = generator.field("settings");
        NoiseSettings settings = settingsValue.isString()
            ? NoiseSettings.read(require("worldgen/noise_settings", settingsValue.asId(), settingsValue,
                "noise settings"), this)
            : NoiseSettings.read(settingsValue, this);
        BiomeSource biomeSource = biomeSource(generator.field("biome_source"));
        Map<String, BiomeClimate> climates = new LinkedHashMap<>();
        for (String biome : biomeSource.possibleBiomes()) {
            JsonValue file = require("worldgen/biome", biome, generator.field("biome_source"), "biome");
            climates.put(biome, BiomeClimate.read(file));
        }
        Map<String, NoiseParameters> surfaceNoises = new LinkedHashMap<>();
        List<String> needed = new ArrayList<>(SurfaceSystem.NOISES);
        SurfaceRules.noises(settings.surfaceRule(), needed::add);
        for (String id : needed) {
            surfaceNoises.put(id, noise(id, dimension).parameters());
        }
        WorldCarvers carvers = CarverLoader.load(this, biomeSource.possibleBiomes(), BUILTIN_TRIG);
        return new WorldDefinition(name, settings, extent[0], extent[1], biomeSource, Map.copyOf(climates),
            palette(settings, carvers), Map.copyOf(surfaceNoises), carvers);
    }

    private int[] dimensionType(JsonValue type) {
        JsonValue t = type.isString() ? require("dimension_type", type.asId(), type, "dimension type") : type;
        int minY = t.field("min_y").asInt(-2032, 2031);
        int height = t.field("height").asInt(16, 4064);
        if (minY % 16 != 0 || height % 16 != 0) {
            throw t.error("min_y and height must be multiples of 16, found " + minY + " and " + height);
        }
        if (minY + height > 2032) {
            throw t.field("height").error("min_y + height must not exceed 2032, found " + (minY + height));
        }
        return new int[] {minY, height};
    }

    private BiomeSource biomeSource(JsonValue v) {
        String type = v.field("type").asId();
        switch (type) {
            case "minecraft:fixed" -> {
                return new BiomeSource.Fixed(v.field("biome").asId());
            }
            case "minecraft:multi_noise" -> {
                if (v.has("preset")) {
                    return preset(v.field("preset"));
                }
                return new BiomeSource.MultiNoise(entries(v.field("biomes")));
            }
            default -> throw v.field("type").error("unsupported biome source '" + type
                + "' (supported: minecraft:multi_noise, minecraft:fixed)");
        }
    }

    /** A multi-noise preset: a parameter list file whose own preset must be the game's overworld list. */
    private BiomeSource preset(JsonValue presetValue) {
        String id = presetValue.asId();
        JsonValue list = require("worldgen/multi_noise_biome_source_parameter_list", id, presetValue,
            "biome parameter list");
        String builtin = list.field("preset").asId();
        if (!builtin.equals("minecraft:overworld")) {
            throw list.field("preset").error("only the overworld's parameter list is built in, found '" + builtin + "'");
        }
        String text = BUILTIN.overworldParameters().orElseThrow();
        JsonValue explicit = parse(text, "overworld_parameters.json (the game's overworld list)");
        return new BiomeSource.MultiNoise(entries(explicit.field("biomes")));
    }

    private static List<BiomeSource.Entry> entries(JsonValue biomes) {
        List<BiomeSource.Entry> entries = new ArrayList<>();
        for (JsonValue e : biomes.elements()) {
            entries.add(new BiomeSource.Entry(e.field("biome").asId(), Climate.ParameterPoint.read(e.field("parameters"))));
        }
        if (entries.isEmpty()) {
            throw biomes.error("a multi-noise biome source needs at least one biome");
        }
        return entries;
    }

    private static BlockPalette palette(NoiseSettings settings, WorldCarvers carvers) {
        BlockPalette.Builder b = new BlockPalette.Builder();
        b.add(settings.defaultBlock());
        b.add(settings.defaultFluid());
        b.add(BlockState.WATER);
        b.add(BlockState.LAVA);
        OreVeins.BLOCKS.forEach(b::add);
        SurfaceSystem.BAND_BLOCKS.forEach(b::add);
        SurfaceSystem.EXTENSION_BLOCKS.forEach(b::add);
        SurfaceRules.blocks(settings.surfaceRule(), b::add);
        carvers.blocks().forEach(b::add);
        return b.build();
    }
}
