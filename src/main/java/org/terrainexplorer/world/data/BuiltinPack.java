package org.terrainexplorer.world.data;

import java.util.List;
import java.util.Optional;

/**
 * One shipped release's files read straight from the jar by path, without opening the version: for code that
 * needs a file or two of the game's data (a world preset for a {@code level.dat}). Worlds are loaded through
 * {@link GameData} and {@link VersionData} instead, which read, check and share a version's files.
 */
public final class BuiltinPack implements Pack {

    private final String version;

    /** Minecraft Java 1.21.1's shipped files (what a world or preset without a version means). */
    public BuiltinPack() {
        this(VersionData.DEFAULT_RELEASE);
    }

    /** A shipped release's files; a build without game data has none (every read is empty). */
    public BuiltinPack(String version) {
        this.version = version;
    }

    @Override
    public String name() {
        return "Minecraft " + version + " (shipped)";
    }

    @Override
    public Optional<String> read(String path) {
        return GameData.shippedText(version, path);
    }

    /** Templates are read through the opened version ({@link VersionData}), not here. */
    @Override
    public Optional<byte[]> readBytes(String path) {
        return Optional.empty();
    }

    /** Shipped files are found by path, not listed. */
    @Override
    public List<String> list(String folder) {
        return List.of();
    }
}
