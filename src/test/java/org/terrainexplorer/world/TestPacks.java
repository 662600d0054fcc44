package org.terrainexplorer.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.gen.WorldDefinition;

/**
 * Small datapacks written by the tests themselves into a temporary folder (none is committed, none comes from a
 * public repository): a release's own overworld settings with another {@code final_density}, so that the world's
 * terrain is far from what its surface estimate ({@code preliminary_surface_level} or the initial density) and its
 * depth slot say, while its climate, biomes, aquifers and surface rule stay the game's.
 */
public final class TestPacks {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The terrains the packs give. */
    public enum Terrain {
        /** A flat sea floor at y 40 everywhere: all ocean, where the estimate shows the game's continents. */
        FLAT_SEA("{\"type\":\"minecraft:y_clamped_gradient\",\"from_y\":0,\"to_y\":80,\"from_value\":1.0,"
            + "\"to_value\":-1.0}"),
        /** A plateau at y 150 everywhere: all land, high, where the estimate shows oceans and lowlands too. */
        PLATEAU("{\"type\":\"minecraft:y_clamped_gradient\",\"from_y\":100,\"to_y\":200,\"from_value\":1.0,"
            + "\"to_value\":-1.0}"),
        /**
         * Islands of 3D noise in the sky (y 120 to 220) over an empty world: floating islands, where the estimate
         * shows the game's ground.
         */
        SKY_ISLANDS("{\"type\":\"minecraft:add\",\"argument1\":{\"type\":\"minecraft:noise\",\"noise\":"
            + "\"minecraft:cave_cheese\",\"xz_scale\":0.5,\"y_scale\":1.0},\"argument2\":{\"type\":\"minecraft:add\","
            + "\"argument1\":-0.3,\"argument2\":{\"type\":\"minecraft:mul\",\"argument1\":-1.2,\"argument2\":{"
            + "\"type\":\"minecraft:abs\",\"argument\":{\"type\":\"minecraft:y_clamped_gradient\",\"from_y\":120,"
            + "\"to_y\":220,\"from_value\":-1.0,\"to_value\":1.0}}}}}");

        final String finalDensity;

        Terrain(String finalDensity) {
            this.finalDensity = finalDensity;
        }
    }

    private TestPacks() {
    }

    /**
     * Writes a datapack into {@code folder} (made if needed): {@code pack.mcmeta} and the release's overworld noise
     * settings from {@code ../shared/mcdata} with {@code terrain}'s final density; returns the pack's folder.
     */
    public static Path write(Path folder, String release, Terrain terrain) {
        return write(folder, release, terrain, false);
    }

    /**
     * As {@link #write(Path, String, Terrain)}; if {@code interpolated}, the final density is the game's
     * {@code interpolated} of the terrain's (read at the cells' corners, as the game's own terrain is, rather than at
     * every block: a test that needs the terrain's shape but not its per-block noise runs many times quicker).
     */
    public static Path write(Path folder, String release, Terrain terrain, boolean interpolated) {
        try {
            Path settings = McData.ROOT.resolve(release).resolve("data/minecraft/worldgen/noise_settings/overworld.json");
            ObjectNode json = (ObjectNode) JSON.readTree(settings.toFile());
            JsonNode density = JSON.readTree(interpolated
                ? "{\"type\":\"minecraft:interpolated\",\"argument\":" + terrain.finalDensity + "}"
                : terrain.finalDensity);
            ((ObjectNode) json.get("noise_router")).set("final_density", density);
            Path root = folder.resolve(terrain.name().toLowerCase(java.util.Locale.ROOT) + "-" + release
                + (interpolated ? "-interpolated" : ""));
            Path file = root.resolve("data/minecraft/worldgen/noise_settings/overworld.json");
            Files.createDirectories(file.getParent());
            Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(json));
            Files.writeString(root.resolve("pack.mcmeta"),
                "{\"pack\":{\"pack_format\":48,\"description\":\"terrain-explorer test pack: " + terrain + "\"}}");
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The overworld of {@code release} with a test pack over it, as the game makes it (carvers on). */
    public static WorldDefinition overworld(Path folder, String release, Terrain terrain) {
        return overworld(folder, release, terrain, false);
    }

    /** As {@link #overworld(Path, String, Terrain)}, the terrain {@code interpolated} if asked (see {@link #write}). */
    public static WorldDefinition overworld(Path folder, String release, Terrain terrain, boolean interpolated) {
        Pack pack = Pack.folder(write(folder, release, terrain, interpolated));
        return TestWorlds.version(release).datapackWorld(Dimension.OVERWORLD, pack).definition();
    }
}
