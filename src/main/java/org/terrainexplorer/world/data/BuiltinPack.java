package org.terrainexplorer.world.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The built-in pack: Minecraft Java 1.21.1's worldgen files, kept in the resources under
 * {@code org/terrainexplorer/world/builtin/} (see {@code tools/worldgen-data/extract.sh} for their origin).
 */
public final class BuiltinPack implements Pack {

    private static final String ROOT = "/org/terrainexplorer/world/builtin/";

    @Override
    public String name() {
        return "Minecraft 1.21.1 (built in)";
    }

    @Override
    public Optional<String> read(String path) {
        try (InputStream in = BuiltinPack.class.getResourceAsStream(ROOT + path)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read built-in " + path, e);
        }
    }

    /** Built-in files are found by id, not listed. */
    @Override
    public List<String> list(String folder) {
        return List.of();
    }

    /** The overworld preset's biome list, in the explicit form of a multi-noise biome source. */
    Optional<String> overworldParameters() {
        return read("overworld_parameters.json");
    }
}
