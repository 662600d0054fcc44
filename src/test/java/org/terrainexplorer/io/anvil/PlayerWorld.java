package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.terrainexplorer.world.data.BuiltinWorld;

/**
 * A player's world folder as a ground truth for the explorer: its seed, and for each of the game's three
 * dimensions whether the game made it with a built-in generator the explorer has (and which), or why not
 * (flat, customised, a datapack's or a mod's worldgen, an experimental pack, structures switched off).
 *
 * @param folder      the world folder
 * @param label       a short name: the folder's path under {@code /work/worlds/} ({@code owner+repo/...})
 * @param seed        the seed
 * @param dataVersion level.dat's data version
 * @param versionName level.dat's {@code Version.Name}, or null
 * @param spawn       level.dat's spawn x, y, z, or null
 * @param builtins    per dimension the built-in world its generator is ({@link BuiltinWorld#OVERWORLD} for the
 *                    nether and end, whose generator is the one normal one), for the dimensions the explorer can
 *                    make as the game did
 * @param skipped     per dimension why it cannot be compared
 * @param notes       other things worth knowing (modded, datapacks without worldgen)
 */
record PlayerWorld(Path folder, String label, long seed, int dataVersion, String versionName, int[] spawn,
                   Map<DimensionFolder, BuiltinWorld> builtins, Map<DimensionFolder, String> skipped,
                   List<String> notes) {

    /** The game's own data packs that change no structure of a release (features toggled by them are not worldgen). */
    private static final Set<String> HARMLESS_PACKS = Set.of("vanilla", "bundle", "trade_rebalance",
        "minecart_improvements", "redstone_experiments", "winter_drop");

    /** Reads a world folder's level.dat (and 26.1's world_gen_settings.dat) and looks at its datapacks. */
    static PlayerWorld read(Path folder) throws IOException {
        LevelDatReader.Info info = LevelDatReader.read(folder.resolve("level.dat"));
        Path paper = folder.resolve("dimensions/minecraft/overworld/data/minecraft/world_gen_settings.dat");
        if (info.worldGen() == null && Files.isRegularFile(paper)) {
            // Paper (26.1) writes the world generation settings beside each dimension's data instead.
            CompoundBinaryTag gen;
            try (InputStream in = Files.newInputStream(paper)) {
                gen = BinaryTagIO.reader(16L << 20).read(in, BinaryTagIO.Compression.GZIP).getCompound("data");
            }
            info = new LevelDatReader.Info(info.levelName(), gen.getLong("seed"), info.dataVersion(),
                info.versionName(), info.spawn(), gen);
        }
        CompoundBinaryTag data;
        try (InputStream in = Files.newInputStream(folder.resolve("level.dat"))) {
            data = BinaryTagIO.reader(16L << 20).read(in, BinaryTagIO.Compression.GZIP).getCompound("Data");
        }
        String label = folder.toAbsolutePath().normalize().toString().replaceFirst("^/work/worlds/", "");
        Map<DimensionFolder, BuiltinWorld> builtins = new EnumMap<>(DimensionFolder.class);
        Map<DimensionFolder, String> skipped = new EnumMap<>(DimensionFolder.class);
        List<String> notes = new ArrayList<>();
        String whole = null;
        if (info.seed() == null) {
            whole = "no seed";
        } else if (info.worldGen() != null && (info.worldGen().getByte("generate_features", (byte) 1) == 0
            || info.worldGen().getByte("generate_structures", (byte) 1) == 0)) {
            whole = "structures off (generate_features or generate_structures 0)";
        }
        List<String> packs = new ArrayList<>();
        for (BinaryTag t : data.getCompound("DataPacks").getList("Enabled")) {
            if (t instanceof StringBinaryTag s) {
                packs.add(s.value());
            }
        }
        for (String pack : packs) {
            if (HARMLESS_PACKS.contains(pack)) {
                continue;
            }
            if (pack.startsWith("update_1_2")) {
                whole = whole == null ? "experimental pack " + pack : whole;
            } else if (pack.equals("file/bukkit")) {
                // CraftBukkit's and Paper's own pack: a pack.mcmeta and nothing else (Paper keeps it in the main
                // world's folder only, not in world_nether's or world_the_end's).
                notes.add("Bukkit server");
            } else if (pack.startsWith("file/")) {
                if (hasWorldgen(folder.resolve("datapacks").resolve(pack.substring("file/".length())))) {
                    whole = whole == null ? "datapack with worldgen " + pack : whole;
                } else {
                    notes.add("datapack without worldgen " + pack);
                }
            } else {
                notes.add("mod pack " + pack);
            }
        }
        if (data.getByte("WasModded") != 0) {
            notes.add("modded");
        }
        for (DimensionFolder d : DimensionFolder.values()) {
            if (whole != null) {
                skipped.put(d, whole);
                continue;
            }
            String why = builtin(info, d, builtins);
            if (why != null) {
                skipped.put(d, why);
            }
        }
        return new PlayerWorld(folder, label, info.seed() == null ? 0 : info.seed(), info.dataVersion(),
            info.versionName(), info.spawn(), builtins, skipped, notes);
    }

    /** Whether the world's notes say it was modded or ran a mod's pack. */
    boolean modded() {
        return notes.stream().anyMatch(n -> n.equals("modded") || n.startsWith("mod pack"));
    }

    /** Puts the dimension's built-in world in {@code out}, or says why it is not one. */
    private static String builtin(LevelDatReader.Info info, DimensionFolder d, Map<DimensionFolder, BuiltinWorld> out) {
        if (info.worldGen() == null) {
            return "no world generation settings";
        }
        CompoundBinaryTag stem = info.worldGen().getCompound("dimensions").getCompound(d.id());
        CompoundBinaryTag generator = stem.getCompound("generator");
        String type = generator.getString("type");
        if (type.isEmpty()) {
            return "no " + d.cliName() + " generator";
        }
        if (!type.equals("minecraft:noise")) {
            return type.replace("minecraft:", "") + " generator";
        }
        String settings = generator.get("settings") instanceof StringBinaryTag s ? s.value() : "custom settings";
        CompoundBinaryTag source = generator.getCompound("biome_source");
        String preset = source.getString("preset");
        String sourceType = source.getString("type");
        String dimType = stem.get("type") instanceof StringBinaryTag s ? s.value() : "custom type";
        switch (d) {
            case OVERWORLD -> {
                if (!dimType.equals("minecraft:overworld") || !preset.equals("minecraft:overworld")) {
                    return "customised overworld (" + dimType + ", " + (preset.isEmpty() ? sourceType : preset) + ")";
                }
                BuiltinWorld w = switch (settings) {
                    case "minecraft:overworld" -> BuiltinWorld.OVERWORLD;
                    case "minecraft:large_biomes" -> BuiltinWorld.LARGE_BIOMES;
                    case "minecraft:amplified" -> BuiltinWorld.AMPLIFIED;
                    default -> null;
                };
                if (w == null) {
                    return "overworld with " + settings;
                }
                out.put(d, w);
            }
            case NETHER -> {
                if (!settings.equals("minecraft:nether") || !preset.equals("minecraft:nether")
                    || !dimType.equals("minecraft:the_nether")) {
                    return "customised nether";
                }
                out.put(d, BuiltinWorld.OVERWORLD);
            }
            case END -> {
                if (!settings.equals("minecraft:end") || !sourceType.equals("minecraft:the_end")
                    || !dimType.equals("minecraft:the_end")) {
                    return "customised end";
                }
                out.put(d, BuiltinWorld.OVERWORLD);
            }
            default -> throw new IllegalStateException();
        }
        return null;
    }

    /** Whether a datapack (folder or zip) has worldgen or dimension files. */
    private static boolean hasWorldgen(Path pack) throws IOException {
        Path zip = pack.toString().endsWith(".zip") ? pack : pack.resolveSibling(pack.getFileName() + ".zip");
        if (Files.isDirectory(pack)) {
            try (Stream<Path> s = Files.walk(pack)) {
                return s.anyMatch(p -> isWorldgen(pack.relativize(p).toString()));
            }
        }
        if (Files.isRegularFile(pack) || Files.isRegularFile(zip)) {
            try (ZipFile z = new ZipFile((Files.isRegularFile(pack) ? pack : zip).toFile())) {
                return z.stream().anyMatch(e -> isWorldgen(e.getName()));
            }
        }
        return true;
    }

    private static boolean isWorldgen(String path) {
        return path.contains("/worldgen/") || path.contains("/dimension/") || path.contains("/dimension_type/");
    }
}
