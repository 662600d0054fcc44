package org.terrainexplorer.world.data;

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
import org.terrainexplorer.world.gen.GameCode;
import org.terrainexplorer.world.gen.NoiseSettings;
import org.terrainexplorer.world.gen.OreVeins;
import org.terrainexplorer.world.gen.SurfaceNeeds;
import org.terrainexplorer.world.gen.SurfaceRules;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.GameJson;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Loads worlds from layered packs: the datapacks first (a file there overrides the same id below), a release's
 * own data last. One loader serves one set of packs; named density functions and noises are parsed once and
 * shared, and a reference cycle is reported with its chain. {@link PackCheck} uses it to read every file of a
 * datapack, as the game does before it makes any world.
 */
public final class WorldLoader implements DensityCodec.Resolver, CarverFiles {

    private final VersionData version;
    private final List<Pack> packs;
    private final Map<String, DensityFunction> densityFunctions = new HashMap<>();
    private final Set<String> loading = new LinkedHashSet<>();
    private final Map<String, NoiseHolder> noises = new HashMap<>();
    private final Map<String, NoiseSettings> settings = new HashMap<>();
    private final Map<String, BiomeClimate> climates = new HashMap<>();
    private final BiomeSources biomeSources;

    WorldLoader(VersionData version, List<Pack> datapacks) {
        this.version = version;
        packs = new ArrayList<>(datapacks);
        packs.add(version.pack());
        biomeSources = new BiomeSources(this, version);
    }

    // ------------------------------------------------------------------ the transitional API (1.21.1)

    // ------------------------------------------------------------------ files

    static String path(String kind, String id) {
        return "data/" + Ids.namespace(id) + "/" + kind + "/" + Ids.path(id) + ".json";
    }

    /** The packs, datapacks first. */
    List<Pack> packs() {
        return packs;
    }

    /** The release's own pack (the lowest). */
    Pack versionPack() {
        return version.pack();
    }

    /** The JSON file of an id from the first pack that has it. */
    @Override
    public Optional<JsonValue> find(String kind, String id) {
        String path = path(kind, id);
        for (Pack pack : packs) {
            Optional<JsonValue> v = read(pack, path);
            if (v.isPresent()) {
                return v;
            }
        }
        return Optional.empty();
    }

    /** Whether any pack has a file. */
    boolean exists(String kind, String id) {
        String path = path(kind, id);
        return packs.stream().anyMatch(p -> p.read(path).isPresent());
    }

    /** A file of one pack, parsed (a release's files once for all its users). */
    static Optional<JsonValue> read(Pack pack, String path) {
        if (pack instanceof VersionPack v) {
            return v.content(path).map(c -> c.json(path));
        }
        return pack.read(path).map(text -> GameJson.parse(text, pack.name() + "/" + path));
    }

    @Override
    public List<JsonValue> findAll(String kind, String id) {
        String path = path(kind, id);
        List<JsonValue> out = new ArrayList<>();
        for (int i = packs.size() - 1; i >= 0; i--) {
            read(packs.get(i), path).ifPresent(out::add);
        }
        return out;
    }

    JsonValue require(String kind, String id, JsonValue at, String what) {
        return find(kind, id).orElseThrow(() -> at.error(what + " '" + id + "' not found (looked for "
            + path(kind, id) + " in " + packNames() + ")"));
    }

    @Override
    public String packNames() {
        return String.join(", ", packs.stream().map(Pack::name).toList());
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

    /** Named noise settings, read once. */
    NoiseSettings noiseSettings(String id, JsonValue at) {
        NoiseSettings done = settings.get(id);
        if (done == null) {
            done = NoiseSettings.read(require("worldgen/noise_settings", id, at, "noise settings"), this);
            settings.put(id, done);
        }
        return done;
    }

    /** A biome's climate, read once. */
    BiomeClimate climate(String id, JsonValue at) {
        BiomeClimate done = climates.get(id);
        if (done == null) {
            done = BiomeClimate.read(require("worldgen/biome", id, at, "biome"));
            climates.put(id, done);
        }
        return done;
    }

    // ------------------------------------------------------------------ worlds

    /**
     * The dimension of a built-in world: its world preset's, or for the caves and floating islands (which have no
     * preset) the normal preset's with their noise settings and dimension type in the overworld. The nether and
     * the end are the normal preset's in every built-in world, as in the game.
     */
    JsonValue builtinDimension(BuiltinWorld world, Dimension dimension) {
        String presetName = world.preset() != null && dimension == Dimension.OVERWORLD ? world.preset() : "normal";
        JsonValue preset = find("worldgen/world_preset", "minecraft:" + presetName).orElseThrow(
            () -> new DataException(version.version().label(), "", "world preset " + presetName + " is missing"));
        if (world.preset() != null || dimension != Dimension.OVERWORLD) {
            return preset.field("dimensions").field(dimension.key());
        }
        var node = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        node.put("type", world.dimensionType());
        var generator = node.putObject("generator");
        generator.put("type", "minecraft:noise");
        generator.put("settings", world.settings());
        var biomeSource = generator.putObject("biome_source");
        biomeSource.put("type", "minecraft:multi_noise");
        biomeSource.put("preset", "minecraft:overworld");
        return JsonValue.root(node, world.title() + " (built-in world)");
    }

    /** A datapack's own dimension ({@code data/minecraft/dimension/<name>.json}), if one of the datapacks has it. */
    Optional<JsonValue> ownDimension(Dimension dimension) {
        String path = path("dimension", dimension.key());
        for (Pack pack : packs) {
            if (pack instanceof VersionPack) {
                break;
            }
            Optional<JsonValue> v = read(pack, path);
            if (v.isPresent()) {
                return v;
            }
        }
        return Optional.empty();
    }

    /** Loads a dimension's world: its type's extent, its noise settings, biome source, biome climates and palette. */
    WorldDefinition loadWorld(String name, JsonValue dimension) {
        int[] extent = dimensionType(dimension.field("type"));
        JsonValue generator = dimension.field("generator");
        String generatorType = generator.field("type").asId();
        if (!generatorType.equals("minecraft:noise")) {
            throw generator.field("type").error("only the noise generator (minecraft:noise) makes terrain here, found '"
                + generatorType + "'");
        }
        NoiseSettings noiseSettings = noiseSettings(generator.field("settings"));
        BiomeSource biomeSource = biomeSources.read(generator.field("biome_source"));
        Map<String, BiomeClimate> biomeClimates = new LinkedHashMap<>();
        for (String biome : biomeSource.possibleBiomes()) {
            biomeClimates.put(biome, climate(biome, generator.field("biome_source")));
        }
        Map<String, NoiseParameters> surfaceNoises = new LinkedHashMap<>();
        List<String> needed = new ArrayList<>(SurfaceNeeds.NOISES);
        SurfaceRules.noises(noiseSettings.surfaceRule(), needed::add);
        for (String id : needed) {
            surfaceNoises.put(id, noise(id, dimension).parameters());
        }
        WorldCarvers carvers = CarverLoader.load(this, biomeSource.possibleBiomes(), carverTrig(version.code()));
        return new WorldDefinition(name, noiseSettings, extent[0], extent[1], biomeSource, Map.copyOf(biomeClimates),
            palette(noiseSettings, carvers), Map.copyOf(surfaceNoises), version.code(), carvers);
    }

    /** A generator's noise settings: an id or inline. */
    NoiseSettings noiseSettings(JsonValue value) {
        return value.isString() ? noiseSettings(value.asId(), value) : NoiseSettings.read(value, this);
    }

    /** A dimension type's extent {min_y, height}: an id or inline, checked as the game's codec checks it. */
    int[] dimensionType(JsonValue type) {
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

    /** A biome holder set (an id, a {@code #tag} or a list), resolved through the packs' biome tags. */
    List<String> biomeHolderSet(JsonValue v) {
        return biomeSources.holderSet(v);
    }

    /** The structures of these packs (every structure set), read and checked. */
    org.terrainexplorer.world.structure.StructureData structures() {
        return structures(new ArrayList<>());
    }

    /** The structures of these packs, read and checked, adding the warnings reading them gave to {@code warnings}. */
    org.terrainexplorer.world.structure.StructureData structures(List<String> warnings) {
        StructureLoader loader = new StructureLoader(this,
            org.terrainexplorer.world.structure.StructureCode.of(version.code()));
        org.terrainexplorer.world.structure.StructureData data = loader.load();
        warnings.addAll(loader.warnings());
        return data;
    }

    /** A biome source, as {@link BiomeSources} reads it. */
    BiomeSource biomeSource(JsonValue v) {
        return biomeSources.read(v);
    }

    /**
     * The carvers' sine table of the release the code stands for; a user's version named after no release takes
     * the newer table when its data shows 26.1's code (the table changed in 1.21.11).
     */
    private static CarverTrig carverTrig(GameCode code) {
        try {
            return CarverTrig.forRelease(code.release());
        } catch (IllegalArgumentException notARelease) {
            return CarverTrig.forRelease(code.netherNoisesById() ? "26.1" : "1.21.1");
        }
    }

    private static BlockPalette palette(NoiseSettings settings, WorldCarvers carvers) {
        BlockPalette.Builder b = new BlockPalette.Builder();
        b.add(settings.defaultBlock());
        b.add(settings.defaultFluid());
        b.add(BlockState.WATER);
        b.add(BlockState.LAVA);
        OreVeins.BLOCKS.forEach(b::add);
        SurfaceNeeds.BAND_BLOCKS.forEach(b::add);
        SurfaceNeeds.EXTENSION_BLOCKS.forEach(b::add);
        SurfaceRules.blocks(settings.surfaceRule(), b::add);
        carvers.blocks().forEach(b::add);
        return b.build();
    }
}
