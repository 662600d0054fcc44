package org.terrainexplorer.io.anvil;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
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
 * Writes {@code level.dat}: a gzip-compressed NBT compound whose {@code Data} holds the world's settings, with the
 * fields the chosen release's {@code PrimaryLevelData} writes that matter for a new world (the rest take the
 * game's defaults when absent), and the world generation settings naming the seed and the three dimensions, the
 * overworld being the explorer's world (see {@link SaveFormat.Layout} for where each release keeps them).
 * {@link LevelDatReader} reads one.
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

    /**
     * What a save's {@code level.dat} says: the world's name, seed and spawn, which datapack to enable, and whether
     * the game makes structures ({@code generate_structures}; {@code generate_features} before 26.1).
     */
    record Settings(String levelName, long seed, WorldOrigin origin, String datapackId, int spawnX, int spawnY,
                    int spawnZ, boolean structures) {
    }

    /**
     * Writes a new world's {@code level.dat} in the form {@code format}'s release writes it, and, for 26.1 and
     * later, {@code data/minecraft/world_gen_settings.dat} beside it (the world generation settings that earlier
     * releases keep in level.dat).
     *
     * @param file the level.dat to write; its folder is the world's
     */
    static void write(Path file, Settings s, long nowMillis, SaveFormat format) throws IOException {
        CompoundBinaryTag worldGen = CompoundBinaryTag.builder()
            .putLong("seed", s.seed())
            .putBoolean(format.layout().split() ? "generate_structures" : "generate_features", s.structures())
            .putBoolean("bonus_chest", false)
            .put("dimensions", dimensions(s.origin()))
            .build();
        CompoundBinaryTag.Builder data = CompoundBinaryTag.builder()
            .putInt("DataVersion", format.dataVersion())
            .putInt("version", ANVIL_VERSION)
            .put("Version", CompoundBinaryTag.builder()
                .putInt("Id", format.dataVersion())
                .putString("Name", format.release())
                .putString("Series", "main")
                .putBoolean("Snapshot", false)
                .build())
            .putString("LevelName", s.levelName())
            .putInt("GameType", CREATIVE)
            .putBoolean("allowCommands", true)
            .putBoolean("initialized", true)
            .putLong("LastPlayed", nowMillis)
            .putLong("Time", 0L)
            .putBoolean("WasModded", false)
            .put("ServerBrands", ListBinaryTag.empty())
            .put("DataPacks", CompoundBinaryTag.builder()
                .put("Enabled", enabledPacks(s))
                .put("Disabled", ListBinaryTag.empty())
                .build())
            .put("enabled_features", ListBinaryTag.builder(BinaryTagTypes.STRING)
                .add(StringBinaryTag.stringBinaryTag("minecraft:vanilla")).build());
        if (format.layout().spawnCompound()) {
            data.put("spawn", CompoundBinaryTag.builder()
                .putString("dimension", "minecraft:overworld")
                .putIntArray("pos", new int[] {s.spawnX(), s.spawnY(), s.spawnZ()})
                .putFloat("yaw", 0f)
                .putFloat("pitch", 0f)
                .build());
        } else {
            data.putInt("SpawnX", s.spawnX()).putInt("SpawnY", s.spawnY()).putInt("SpawnZ", s.spawnZ())
                .putFloat("SpawnAngle", 0f);
        }
        if (format.layout().split()) {
            // 26.1: difficulty in one compound; day time and weather live in their own files (absent: the
            // game's defaults, morning and clear).
            data.put("difficulty_settings", CompoundBinaryTag.builder()
                .putString("difficulty", "normal").putBoolean("hardcore", false).putBoolean("locked", false)
                .build());
            writeGzip(file.resolveSibling("data").resolve("minecraft").resolve("world_gen_settings.dat"),
                CompoundBinaryTag.builder().put("data", worldGen).putInt("DataVersion", format.dataVersion())
                    .build());
        } else {
            data.putBoolean("hardcore", false)
                .putByte("Difficulty", NORMAL)
                .putBoolean("DifficultyLocked", false)
                .putLong("DayTime", NOON)
                .putBoolean("raining", false)
                .putBoolean("thundering", false)
                .put("WorldGenSettings", worldGen);
        }
        writeGzip(file, CompoundBinaryTag.builder().put("Data", data.build()).build());
    }

    private static ListBinaryTag enabledPacks(Settings s) {
        ListBinaryTag.Builder<StringBinaryTag> enabled = ListBinaryTag.builder(BinaryTagTypes.STRING);
        enabled.add(StringBinaryTag.stringBinaryTag("vanilla"));
        if (s.datapackId() != null) {
            enabled.add(StringBinaryTag.stringBinaryTag(s.datapackId()));
        }
        return enabled.build();
    }

    private static void writeGzip(Path file, CompoundBinaryTag root) throws IOException {
        Files.createDirectories(file.getParent());
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
}
