package org.terrainexplorer.io.anvil;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.data.BuiltinPack;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;

/**
 * {@code level.dat}: a gzip-compressed NBT compound whose {@code Data} holds the world's settings. Written with
 * the fields release 1.21.1's {@code PrimaryLevelData} writes that matter for a new world (the rest take the
 * game's defaults when absent), and {@code WorldGenSettings} naming the seed and the three dimensions, the
 * overworld being the explorer's world. Read for a saved world's name, seed, data version and overworld height.
 */
final class LevelDat {

    /** {@code level.dat}'s own format number, unchanged since 1.0 ({@code PrimaryLevelData}'s 19133). */
    static final int ANVIL_VERSION = 19133;
    /** The first data version of the 1.18 chunk format (21w43a): sections at the top level, 1.18's palettes. */
    static final int FIRST_1_18_FORMAT = 2844;
    /** Game modes: creative, so a person can fly over the saved terrain at once. */
    private static final int CREATIVE = 1;
    /** Difficulty: normal, the game's default. */
    private static final byte NORMAL = 2;
    /** Noon, so the terrain is lit when the world opens. */
    private static final long NOON = 6000L;

    private static final ObjectMapper JSON = new ObjectMapper();

    private LevelDat() {
    }

    /** What a save's {@code level.dat} says: the world's name, seed and spawn, and which datapack to enable. */
    record Settings(String levelName, long seed, WorldOrigin origin, String datapackId, int spawnX, int spawnY,
                    int spawnZ) {
    }

    /** Writes a new world's {@code level.dat}. */
    static void write(Path file, Settings s, long nowMillis) throws IOException {
        ListBinaryTag.Builder<StringBinaryTag> enabled = ListBinaryTag.builder(BinaryTagTypes.STRING);
        enabled.add(StringBinaryTag.stringBinaryTag("vanilla"));
        if (s.datapackId() != null) {
            enabled.add(StringBinaryTag.stringBinaryTag(s.datapackId()));
        }
        CompoundBinaryTag data = CompoundBinaryTag.builder()
            .putInt("DataVersion", ChunkNbtWriter.DATA_VERSION)
            .putInt("version", ANVIL_VERSION)
            .put("Version", CompoundBinaryTag.builder()
                .putInt("Id", ChunkNbtWriter.DATA_VERSION)
                .putString("Name", "1.21.1")
                .putString("Series", "main")
                .putBoolean("Snapshot", false)
                .build())
            .putString("LevelName", s.levelName())
            .putInt("GameType", CREATIVE)
            .putBoolean("hardcore", false)
            .putBoolean("allowCommands", true)
            .putByte("Difficulty", NORMAL)
            .putBoolean("DifficultyLocked", false)
            .putBoolean("initialized", true)
            .putLong("LastPlayed", nowMillis)
            .putLong("Time", 0L)
            .putLong("DayTime", NOON)
            .putInt("SpawnX", s.spawnX())
            .putInt("SpawnY", s.spawnY())
            .putInt("SpawnZ", s.spawnZ())
            .putFloat("SpawnAngle", 0f)
            .putBoolean("raining", false)
            .putBoolean("thundering", false)
            .putBoolean("WasModded", false)
            .put("ServerBrands", ListBinaryTag.empty())
            .put("WorldGenSettings", CompoundBinaryTag.builder()
                .putLong("seed", s.seed())
                .putBoolean("generate_features", true)
                .putBoolean("bonus_chest", false)
                .put("dimensions", dimensions(s.origin()))
                .build())
            .put("DataPacks", CompoundBinaryTag.builder()
                .put("Enabled", enabled.build())
                .put("Disabled", ListBinaryTag.empty())
                .build())
            .put("enabled_features", ListBinaryTag.builder(BinaryTagTypes.STRING)
                .add(StringBinaryTag.stringBinaryTag("minecraft:vanilla")).build())
            .build();
        CompoundBinaryTag root = CompoundBinaryTag.builder().put("Data", data).build();
        try (OutputStream out = Files.newOutputStream(file)) {
            BinaryTagIO.writer().write(root, out, BinaryTagIO.Compression.GZIP);
        }
    }

    /**
     * The three dimensions: the game's own nether and end (from the normal world preset) and an overworld that
     * generates as the explorer's world does.
     */
    static CompoundBinaryTag dimensions(WorldOrigin origin) throws IOException {
        BuiltinPack builtin = new BuiltinPack();
        ObjectNode normal = (ObjectNode) preset(builtin, "normal").get("dimensions");
        ObjectNode dims = normal.deepCopy();
        if (origin instanceof WorldOrigin.Builtin b) {
            BuiltinWorld w = b.world();
            switch (w) {
                case OVERWORLD -> { }
                case LARGE_BIOMES -> dims = (ObjectNode) preset(builtin, "large_biomes").get("dimensions").deepCopy();
                case AMPLIFIED -> dims = (ObjectNode) preset(builtin, "amplified").get("dimensions").deepCopy();
                case CAVES -> dims.set("minecraft:overworld", noiseOverworld("minecraft:overworld_caves",
                    "minecraft:caves"));
                case FLOATING_ISLANDS -> dims.set("minecraft:overworld", noiseOverworld("minecraft:overworld",
                    "minecraft:floating_islands"));
                default -> throw new IllegalArgumentException("no level.dat form for " + w);
            }
        } else if (origin instanceof WorldOrigin.Datapack d) {
            Pack pack = Pack.open(d.path());
            Optional<String> own = pack.read("data/minecraft/dimension/overworld.json");
            if (own.isPresent()) {
                dims.set("minecraft:overworld", JSON.readTree(own.get()));
            }
        }
        return (CompoundBinaryTag) JsonNbt.convert(dims, "dimensions");
    }

    private static JsonNode preset(BuiltinPack pack, String name) throws IOException {
        String path = "data/minecraft/worldgen/world_preset/" + name + ".json";
        return JSON.readTree(pack.read(path).orElseThrow(() -> new IOException("built-in " + path + " is missing")));
    }

    /** A noise overworld with the overworld's biomes. */
    private static ObjectNode noiseOverworld(String dimensionType, String settings) {
        ObjectNode stem = JSON.createObjectNode();
        stem.put("type", dimensionType);
        ObjectNode generator = stem.putObject("generator");
        generator.put("type", "minecraft:noise");
        ObjectNode biomeSource = generator.putObject("biome_source");
        biomeSource.put("type", "minecraft:multi_noise");
        biomeSource.put("preset", "minecraft:overworld");
        generator.put("settings", settings);
        return stem;
    }

    /**
     * What opening a world needs from its {@code level.dat}.
     *
     * @param seaLevel the overworld's sea level when its generator names the game's noise settings or spells
     *                 them out, else null
     */
    record Info(String levelName, Long seed, int dataVersion, int[] overworldExtent, Integer seaLevel) {
    }

    /**
     * Reads a world's {@code level.dat}.
     *
     * @throws IOException naming the file when it is not gzip NBT with a {@code Data} compound
     */
    static Info read(Path file) throws IOException {
        CompoundBinaryTag root;
        try (InputStream in = Files.newInputStream(file)) {
            root = BinaryTagIO.reader(16L << 20).read(in, BinaryTagIO.Compression.GZIP);
        } catch (IOException e) {
            throw new IOException(file + ": not a readable level.dat (" + e.getMessage() + ")", e);
        }
        try {
            CompoundBinaryTag data = Nbt.compound(root, "Data", "");
            if (data == null) {
                throw new NbtFormatException("Data is missing");
            }
            String name = Nbt.string(data, "LevelName", "Data");
            Long version = Nbt.integer(data, "DataVersion", "Data");
            Long seed = null;
            int[] extent = null;
            Integer seaLevel = null;
            CompoundBinaryTag gen = Nbt.compound(data, "WorldGenSettings", "Data");
            if (gen != null) {
                seed = Nbt.integer(gen, "seed", "Data.WorldGenSettings");
                extent = overworldExtent(gen);
                seaLevel = overworldSeaLevel(gen);
            } else {
                seed = Nbt.integer(data, "RandomSeed", "Data");
            }
            return new Info(name, seed, version == null ? 0 : version.intValue(), extent, seaLevel);
        } catch (NbtFormatException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** The overworld's min y and height when its dimension type says them (a known id or inline), else null. */
    private static int[] overworldExtent(CompoundBinaryTag gen) throws NbtFormatException {
        String path = "Data.WorldGenSettings.dimensions";
        CompoundBinaryTag dims = Nbt.compound(gen, "dimensions", "Data.WorldGenSettings");
        if (dims == null) {
            return null;
        }
        CompoundBinaryTag overworld = Nbt.compound(dims, "minecraft:overworld", path);
        if (overworld == null) {
            return null;
        }
        var type = overworld.get("type");
        if (type == null) {
            return null;
        }
        if (type.type() == BinaryTagTypes.STRING) {
            String id = ((StringBinaryTag) type).value();
            return switch (id) {
                case "minecraft:overworld", "minecraft:overworld_caves" -> new int[] {-64, 384};
                case "minecraft:the_nether", "minecraft:the_end" -> new int[] {0, 256};
                default -> null;
            };
        }
        if (type.type() == BinaryTagTypes.COMPOUND) {
            Long minY = Nbt.integer((CompoundBinaryTag) type, "min_y", path + ".minecraft:overworld.type");
            Long height = Nbt.integer((CompoundBinaryTag) type, "height", path + ".minecraft:overworld.type");
            if (minY != null && height != null) {
                return new int[] {minY.intValue(), height.intValue()};
            }
        }
        return null;
    }

    /**
     * The overworld's sea level: that of the game's noise settings its generator names (63 for the overworld,
     * large biomes and amplified, 32 for caves, −64 for floating islands), or the {@code sea_level} of settings
     * written out in full; null when neither (a flat or modded generator, or anything unexpected). Never fails: a
     * world opens without it.
     */
    private static Integer overworldSeaLevel(CompoundBinaryTag gen) {
        try {
            CompoundBinaryTag dims = Nbt.compound(gen, "dimensions", "");
            CompoundBinaryTag overworld = dims == null ? null : Nbt.compound(dims, "minecraft:overworld", "");
            CompoundBinaryTag generator = overworld == null ? null : Nbt.compound(overworld, "generator", "");
            var settings = generator == null ? null : generator.get("settings");
            if (settings == null) {
                return null;
            }
            if (settings.type() == BinaryTagTypes.STRING) {
                return switch (((StringBinaryTag) settings).value()) {
                    case "minecraft:overworld", "minecraft:large_biomes", "minecraft:amplified" -> 63;
                    case "minecraft:caves" -> 32;
                    case "minecraft:floating_islands" -> -64;
                    default -> null;
                };
            }
            if (settings.type() == BinaryTagTypes.COMPOUND) {
                Long level = Nbt.integer((CompoundBinaryTag) settings, "sea_level", "");
                return level == null ? null : level.intValue();
            }
            return null;
        } catch (NbtFormatException | RuntimeException e) {
            return null;
        }
    }
}
