package org.terrainexplorer.world.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The game's own data of one release as a pack: the worldgen, dimension types and tags of its {@code data/} and
 * the biome parameter lists of its {@code reports/}. Read whole when the version is opened; every file is a
 * {@link Content} shared with the other versions that have the same bytes. The folder is only read.
 */
final class VersionPack implements Pack {

    /** The reports folder of the multi-noise biome lists. */
    static final String BIOME_REPORTS = "reports/biome_parameters/";

    private final String name;
    /** By path; never changed after reading. */
    private final TreeMap<String, Content> files;
    /** The version's folder, for the binary files read when first asked for (structure templates). */
    private final DataFolder folder;

    private VersionPack(String name, TreeMap<String, Content> files, DataFolder folder) {
        this.name = name;
        this.files = files;
        this.folder = folder;
    }

    /** Reads the files the explorer uses from a version's folder. */
    static VersionPack read(GameVersion version, ContentStore store) {
        DataFolder folder = version.folder();
        TreeMap<String, Content> files = new TreeMap<>();
        try {
            for (String rel : folder.files()) {
                if (wanted(rel) && reads(version, folder, rel)) {
                    byte[] bytes = folder.read(rel).orElseThrow(() -> new NoSuchFileException(folder + "/" + rel));
                    files.put(rel, store.intern(rel, bytes));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read game data " + version.label() + ": " + e.getMessage(), e);
        }
        return new VersionPack("Minecraft " + version.name(), files, folder);
    }

    /**
     * Whether the explorer reads a file of a version's folder: worldgen, dimensions, dimension types and tags, and
     * the biome reports. The rest of the data generator's output (recipes, loot tables, other reports) is skipped.
     */
    static boolean wanted(String rel) {
        if (rel.startsWith(BIOME_REPORTS)) {
            return rel.endsWith(".json") || rel.endsWith(BiomeListCodec.SUFFIX);
        }
        if (!rel.startsWith("data/") || !rel.endsWith(".json")) {
            return false;
        }
        String[] parts = rel.split("/", 4);
        if (parts.length < 4) {
            return false;
        }
        return switch (parts[2]) {
            case "worldgen", "dimension", "dimension_type" -> true;
            case "tags" -> parts[3].startsWith("worldgen/") || parts[3].startsWith("block/")
                || parts[3].startsWith("blocks/") || parts[3].startsWith("fluid/") || parts[3].startsWith("fluids/");
            default -> false;
        };
    }

    /**
     * Whether a wanted file of a version's folder is read. A shipped release's biome report whose list the build
     * packed beside it ({@link BiomeListPacker}) is not: the packed list is read, and the report's 3.4 MB of JSON
     * not at all. Only the build's packing is trusted: in a user's game data folder a packed list (copied there
     * from a jar, say, and older than the report beside it) is not read, the report is.
     */
    private static boolean reads(GameVersion version, DataFolder folder, String rel) {
        if (!version.shipped()) {
            return !rel.endsWith(BiomeListCodec.SUFFIX);
        }
        return !(rel.startsWith(BIOME_REPORTS) && rel.endsWith(".json") && folder.isFile(packedName(rel)));
    }

    /** The path of a biome report's packed list, from the report's ({@code ….json}). */
    static String packedName(String report) {
        return report.substring(0, report.length() - ".json".length()) + BiomeListCodec.SUFFIX;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Optional<String> read(String path) {
        Content c = files.get(path);
        return c == null ? Optional.empty() : Optional.of(c.text());
    }

    /**
     * A structure template's bytes from the version's folder, read when asked for (only the templates a world's
     * structures use are ever read).
     */
    @Override
    public Optional<byte[]> readBytes(String path) {
        if (!path.endsWith(".nbt") || path.contains("..")) {
            return Optional.empty();
        }
        try {
            return folder.read(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name + "/" + path + ": " + e.getMessage(), e);
        }
    }

    /** A file's shared content, if the version has it. */
    Optional<Content> content(String path) {
        return Optional.ofNullable(files.get(path));
    }

    @Override
    public List<String> list(String folder) {
        String prefix = folder.endsWith("/") ? folder : folder + "/";
        List<String> out = new ArrayList<>();
        for (String k : files.tailMap(prefix).keySet()) {
            if (!k.startsWith(prefix)) {
                break;
            }
            out.add(k);
        }
        return out;
    }

    /** Every file's path. */
    java.util.Set<String> paths() {
        return Collections.unmodifiableSet(files.keySet());
    }
}
