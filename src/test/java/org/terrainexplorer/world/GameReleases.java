package org.terrainexplorer.world;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The game's overworld of a release for tests, from {@code ../shared/mcdata/<version>}, with the release's own
 * multi-noise biome list (the game's {@code reports/biome_parameters/minecraft/overworld.json}).
 */
final class GameReleases {

    private static final ObjectMapper JSON = new ObjectMapper();

    private GameReleases() {
    }

    /** The release's folder. */
    static Path folder(String version) {
        return McData.ROOT.resolve(version);
    }

    /** The release's overworld, its biome source the release's report (as the data loader reads it). */
    static WorldDefinition overworld(String version) {
        return TestWorlds.load(version, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
    }

    private static JsonValue read(Path file) {
        try {
            return JsonValue.root(JSON.readTree(Files.readString(file)), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
