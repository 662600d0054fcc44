package org.terrainexplorer.io.anvil;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipException;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Reads what opening a world needs from its {@code level.dat} (and, for 26.1 and later, from
 * {@code data/minecraft/world_gen_settings.dat}, where the world generation settings moved): the name, the seed,
 * the data version and release name that last wrote it, the spawn point, and each dimension's height and sea
 * level where its generator says them.
 */
final class LevelDatReader {

    private LevelDatReader() {
    }

    /**
     * What level.dat says.
     *
     * @param levelName   {@code LevelName}, or null
     * @param seed        the seed, or null
     * @param dataVersion {@code DataVersion} (0 when absent)
     * @param versionName {@code Version.Name}: the release (or snapshot) that last saved the world, or null
     * @param spawn       the spawn's x, y, z ({@code SpawnX/Y/Z} before 1.21.9, {@code spawn.pos} after), or null
     * @param worldGen    the world generation settings (from level.dat or their own file), or null
     */
    record Info(String levelName, Long seed, int dataVersion, String versionName, int[] spawn,
                CompoundBinaryTag worldGen) {

        /**
         * A dimension's min y and height when its dimension type is the game's own (by id) or spelled out, else
         * null.
         */
        int[] extent(DimensionFolder dimension) {
            CompoundBinaryTag stem = stem(dimension);
            BinaryTag type = stem == null ? null : stem.get("type");
            if (type == null) {
                return null;
            }
            if (type.type() == BinaryTagTypes.STRING) {
                DimensionFolder d = switch (((StringBinaryTag) type).value()) {
                    case "minecraft:overworld", "minecraft:overworld_caves" -> DimensionFolder.OVERWORLD;
                    case "minecraft:the_nether" -> DimensionFolder.NETHER;
                    case "minecraft:the_end" -> DimensionFolder.END;
                    default -> null;
                };
                return d == null ? null : new int[] {d.minY(), d.height()};
            }
            if (type.type() == BinaryTagTypes.COMPOUND) {
                CompoundBinaryTag t = (CompoundBinaryTag) type;
                try {
                    Long minY = Nbt.integer(t, "min_y", "");
                    Long height = Nbt.integer(t, "height", "");
                    if (minY != null && height != null) {
                        return new int[] {minY.intValue(), height.intValue()};
                    }
                } catch (NbtFormatException e) {
                    return null;
                }
            }
            return null;
        }

        /**
         * A dimension's sea level: that of the game's noise settings its generator names, or the {@code sea_level}
         * of settings written out in full; null when neither (a flat or modded generator). Never fails.
         */
        Integer seaLevel(DimensionFolder dimension) {
            CompoundBinaryTag stem = stem(dimension);
            BinaryTag generator = stem == null ? null : stem.get("generator");
            if (!(generator instanceof CompoundBinaryTag g)) {
                return null;
            }
            BinaryTag settings = g.get("settings");
            if (settings instanceof StringBinaryTag s) {
                return switch (s.value()) {
                    case "minecraft:overworld", "minecraft:large_biomes", "minecraft:amplified" -> 63;
                    case "minecraft:caves", "minecraft:nether" -> 32;
                    case "minecraft:floating_islands" -> -64;
                    case "minecraft:end" -> 0;
                    default -> null;
                };
            }
            if (settings instanceof CompoundBinaryTag c) {
                try {
                    Long level = Nbt.integer(c, "sea_level", "");
                    return level == null ? null : level.intValue();
                } catch (NbtFormatException e) {
                    return null;
                }
            }
            return null;
        }

        CompoundBinaryTag stem(DimensionFolder dimension) {
            if (worldGen == null) {
                return null;
            }
            BinaryTag dims = worldGen.get("dimensions");
            if (!(dims instanceof CompoundBinaryTag d)) {
                return null;
            }
            return d.get(dimension.id()) instanceof CompoundBinaryTag stem ? stem : null;
        }
    }

    /**
     * Reads a world's {@code level.dat}.
     *
     * @throws IOException naming the file and what is wrong: a folder, empty, not gzip, not NBT, no {@code Data}
     */
    static Info read(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a folder, not a level.dat file");
        }
        long size = Files.size(file);
        if (size == 0) {
            throw new IOException(file + " is empty (0 bytes): not a level.dat; the game keeps the previous one as "
                + "level.dat_old");
        }
        CompoundBinaryTag root = readGzip(file, "level.dat");
        try {
            CompoundBinaryTag data = Nbt.compound(root, "Data", "");
            if (data == null) {
                throw new NbtFormatException("Data is missing");
            }
            String name = Nbt.string(data, "LevelName", "Data");
            Long version = Nbt.integer(data, "DataVersion", "Data");
            CompoundBinaryTag versionTag = Nbt.compound(data, "Version", "Data");
            String versionName = versionTag == null ? null : Nbt.string(versionTag, "Name", "Data.Version");
            CompoundBinaryTag gen = Nbt.compound(data, "WorldGenSettings", "Data");
            if (gen == null) {
                gen = splitWorldGen(file.resolveSibling("data").resolve("minecraft").resolve("world_gen_settings.dat"));
            }
            Long seed = gen != null ? Nbt.integer(gen, "seed", "WorldGenSettings") : Nbt.integer(data, "RandomSeed",
                "Data");
            return new Info(name, seed, version == null ? 0 : version.intValue(), versionName, spawn(data), gen);
        } catch (NbtFormatException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** 26.1's {@code world_gen_settings.dat}: {@code {data: {seed, dimensions, ...}, DataVersion}}; null if absent. */
    private static CompoundBinaryTag splitWorldGen(Path file) throws IOException, NbtFormatException {
        if (!Files.isRegularFile(file) || Files.size(file) == 0) {
            return null;
        }
        return Nbt.compound(readGzip(file, "world_gen_settings.dat"), "data", "");
    }

    private static CompoundBinaryTag readGzip(Path file, String what) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return BinaryTagIO.reader(16L << 20).read(in, BinaryTagIO.Compression.GZIP);
        } catch (ZipException e) {
            throw new IOException(file + ": not a readable " + what + " (not gzip-compressed: " + e.getMessage()
                + ")", e);
        } catch (EOFException e) {
            throw new IOException(file + ": not a readable " + what + " (it ends early: truncated)", e);
        } catch (IOException e) {
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new IOException(file + ": not a readable " + what + " (" + m + ")", e);
        }
    }

    /** The spawn: {@code spawn.pos} (1.21.9 and later) or {@code SpawnX/Y/Z}; null when neither is there. */
    private static int[] spawn(CompoundBinaryTag data) throws NbtFormatException {
        BinaryTag spawn = data.get("spawn");
        if (spawn instanceof CompoundBinaryTag s && s.get("pos") instanceof IntArrayBinaryTag pos
            && pos.size() == 3) {
            return new int[] {pos.get(0), pos.get(1), pos.get(2)};
        }
        Long x = Nbt.integer(data, "SpawnX", "Data");
        Long y = Nbt.integer(data, "SpawnY", "Data");
        Long z = Nbt.integer(data, "SpawnZ", "Data");
        if (x == null || z == null) {
            return null;
        }
        return new int[] {x.intValue(), y == null ? 64 : y.intValue(), z.intValue()};
    }
}
