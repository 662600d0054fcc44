package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.terrainexplorer.world.TestWorlds;

/**
 * The terrain adaptation ({@code beard_thin}, {@code beard_box}, {@code bury}, {@code encapsulate} or {@code none})
 * of a structure in a release's data, read from its {@code worldgen/structure} file (a structure the release does
 * not have, such as a mod's, is {@code none}). Read once per (release, structure).
 */
final class StructureAdaptations {

    private static final Pattern FIELD = Pattern.compile("\"terrain_adaptation\"\\s*:\\s*\"(?:minecraft:)?([a-z_]+)\"");
    private final Map<String, String> read = new HashMap<>();

    /** The adaptation of structure {@code id} in the data of {@code dataRelease}. */
    String of(String dataRelease, String id) {
        return read.computeIfAbsent(dataRelease + " " + id, k -> {
            String ns = id.contains(":") ? id.substring(0, id.indexOf(':')) : "minecraft";
            Path file = TestWorlds.MCDATA.resolve(dataRelease).resolve("data").resolve(ns)
                .resolve("worldgen/structure").resolve(id.substring(id.indexOf(':') + 1) + ".json");
            try {
                Matcher m = FIELD.matcher(Files.readString(file));
                return m.find() ? m.group(1) : "none";
            } catch (IOException e) {
                return "none";
            }
        });
    }
}
