package org.terrainexplorer.world;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.WorldLoader;
import org.terrainexplorer.world.gen.BiomeClimate;
import org.terrainexplorer.world.gen.BiomeSource;
import org.terrainexplorer.world.gen.Climate;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The game's overworld of a release for tests, from {@code ../shared/mcdata/<version>}: its worldgen layered as a
 * datapack over the built-ins, with the release's own multi-noise biome list (the game's
 * {@code reports/biome_parameters/minecraft/overworld.json}) and the climates of its biomes. (The data loader will
 * later do this itself; until then the tests build the biome source from the report directly.)
 */
final class GameReleases {

    private static final ObjectMapper JSON = new ObjectMapper();

    private GameReleases() {
    }

    /** The release's folder. */
    static Path folder(String version) {
        return Path.of("../shared/mcdata", version);
    }

    /** The release's overworld, its biome source the release's report. */
    static WorldDefinition overworld(String version) {
        Path root = folder(version);
        WorldDefinition base = WorldLoader.load(BuiltinWorld.OVERWORLD, List.of(Pack.folder(root)));
        JsonValue report = read(root.resolve("reports/biome_parameters/minecraft/overworld.json"));
        List<BiomeSource.Entry> entries = new ArrayList<>();
        for (JsonValue e : report.field("biomes").elements()) {
            entries.add(new BiomeSource.Entry(e.field("biome").asId(), Climate.ParameterPoint.read(e.field("parameters"))));
        }
        BiomeSource source = new BiomeSource.MultiNoise(entries);
        Map<String, BiomeClimate> climates = new LinkedHashMap<>();
        for (String biome : source.possibleBiomes()) {
            String path = biome.substring(biome.indexOf(':') + 1);
            climates.put(biome, BiomeClimate.read(read(root.resolve("data/minecraft/worldgen/biome/" + path + ".json"))));
        }
        return new WorldDefinition(version + " overworld", base.settings(), base.minY(), base.height(), source,
            Map.copyOf(climates), base.palette(), base.noises());
    }

    private static JsonValue read(Path file) {
        try {
            return JsonValue.root(JSON.readTree(Files.readString(file)), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
