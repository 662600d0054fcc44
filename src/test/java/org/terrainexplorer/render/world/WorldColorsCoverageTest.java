package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.McData;

/**
 * Every block and biome of every shipped release (the game's data under {@code ../shared/mcdata}) gets a deliberate
 * colour; plants are looked through and tinted as the game tints them.
 */
class WorldColorsCoverageTest {

    private static final Path MCDATA = McData.ROOT;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Block ids in worldgen data: block states' {@code Name}, and {@code block}/{@code state} fields. */
    private static final Pattern BLOCK_FIELD = Pattern.compile("\"(?:Name|block|state)\"\\s*:\\s*\"([a-z0-9_]+:[a-z0-9_/]+)\"");

    private static List<Path> versions() throws IOException {
        try (Stream<Path> s = Files.list(MCDATA)) {
            return s.filter(p -> Files.isDirectory(p.resolve("data"))).sorted().toList();
        }
    }

    /** Every block id a release's block tags list or its worldgen data names. */
    private static TreeSet<String> blocks(Path version) throws IOException {
        TreeSet<String> ids = new TreeSet<>();
        Path tags = version.resolve("data/minecraft/tags");
        for (String folder : new String[] {"block", "blocks"}) {
            Path dir = tags.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".json"))::iterator) {
                    for (JsonNode v : JSON.readTree(f.toFile()).path("values")) {
                        String id = v.isObject() ? v.path("id").asText() : v.asText();
                        if (!id.startsWith("#")) {
                            ids.add(id.contains(":") ? id : "minecraft:" + id);
                        }
                    }
                }
            }
        }
        try (Stream<Path> files = Files.walk(version.resolve("data/minecraft/worldgen"))) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".json"))::iterator) {
                Matcher m = BLOCK_FIELD.matcher(Files.readString(f));
                while (m.find()) {
                    ids.add(m.group(1));
                }
            }
        }
        return ids;
    }

    @Test
    @DisplayName("every block of every shipped release's tags and worldgen data has a deliberate colour")
    void everyBlock() throws IOException {
        List<String> derived = new ArrayList<>();
        int checked = 0;
        for (Path v : versions()) {
            for (String id : blocks(v)) {
                checked++;
                if (!BlockColors.deliberate(id)) {
                    derived.add(v.getFileName() + " " + id);
                }
            }
        }
        assertTrue(checked > 5000, "read the data: " + checked);
        assertEquals(List.of(), derived, "blocks falling back to a colour derived from their name");
    }

    @Test
    @DisplayName("every biome of every shipped release has a biome-map colour and its tints from its own JSON")
    void everyBiome() throws IOException {
        List<String> missing = new ArrayList<>();
        for (Path v : versions()) {
            Path dir = v.resolve("data/minecraft/worldgen/biome");
            BiomeTints tints = new BiomeTints(id -> read(dir.resolve(id.substring(10) + ".json")));
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    String id = "minecraft:" + f.getFileName().toString().replace(".json", "");
                    if (!WorldColors.knownBiome(id)) {
                        missing.add(v.getFileName() + " " + id + " (biome map)");
                    }
                    if (!tints.fromData(id)) {
                        missing.add(v.getFileName() + " " + id + " (tints)");
                    }
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    private static Optional<String> read(Path file) {
        try {
            return Optional.of(Files.readString(file));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Test
    @DisplayName("plants are looked through and tinted: short_grass and 1.19's grass by the grass colour, seagrass "
        + "and dead_bush looked through; grass blocks are green, not cyan or magenta")
    void plants() {
        for (String plant : new String[] {"minecraft:short_grass", "minecraft:grass", "minecraft:seagrass",
            "minecraft:dead_bush", "minecraft:poppy", "minecraft:oak_sapling", "minecraft:wheat",
            "minecraft:torch", "minecraft:tall_grass", "minecraft:fern"}) {
            assertTrue(BlockColors.seeThrough(plant), plant);
        }
        for (String solid : new String[] {"minecraft:grass_block", "minecraft:stone", "minecraft:sand",
            "minecraft:oak_leaves", "minecraft:moss_carpet", "minecraft:snow", "minecraft:water"}) {
            assertFalse(BlockColors.seeThrough(solid), solid);
        }
        assertEquals(BlockColors.Tint.GRASS, BlockColors.tint("minecraft:short_grass"));
        assertEquals(BlockColors.Tint.GRASS, BlockColors.tint("minecraft:grass"));
        assertEquals(BlockColors.Tint.GRASS, BlockColors.tint("minecraft:grass_block"));
        assertEquals(BlockColors.Tint.FOLIAGE, BlockColors.tint("minecraft:oak_leaves"));
        assertEquals(BlockColors.Tint.NONE, BlockColors.tint("minecraft:spruce_leaves"), "fixed colour");
        assertEquals(BlockColors.Tint.WATER, BlockColors.tint("minecraft:water"));
        int grass = WorldColors.block("minecraft:grass_block");
        int r = grass >> 16 & 255;
        int g = grass >> 8 & 255;
        int b = grass & 255;
        assertTrue(g > r && g > b, "green: " + Integer.toHexString(grass));
    }

    @Test
    @DisplayName("biome tints as the game computes them: explicit colours (int or #rrggbb), the swamp and dark "
        + "forest modifiers, and the colour map at plains' temperature within 8 of the game's #91BD59")
    void tints() throws IOException {
        BiomeTints.Tint plains = BiomeTints.fromJson(JSON.readTree(
            "{\"temperature\": 0.8, \"downfall\": 0.4, \"effects\": {\"water_color\": 4159204}}"));
        int[] game = {0x91, 0xbd, 0x59};
        for (int k = 0; k < 3; k++) {
            assertTrue(Math.abs((plains.grass() >> (16 - 8 * k) & 255) - game[k]) <= 8,
                Integer.toHexString(plains.grass()));
        }
        assertEquals(0x3f76e4, plains.water());
        Path v262 = MCDATA.resolve("26.2/data/minecraft/worldgen/biome");
        Path v1214 = MCDATA.resolve("1.21.4/data/minecraft/worldgen/biome");
        assertEquals(0x778272, BiomeTints.fromJson(JSON.readTree(v262.resolve("pale_garden.json").toFile()))
            .grass(), "a #rrggbb string");
        assertEquals(0x778272, BiomeTints.fromJson(JSON.readTree(v1214.resolve("pale_garden.json").toFile()))
            .grass(), "an int");
        assertEquals(0x6a7039, BiomeTints.fromJson(JSON.readTree(v262.resolve("swamp.json").toFile())).grass());
        BiomeTints.Tint dark = BiomeTints.fromJson(JSON.readTree(v262.resolve("dark_forest.json").toFile()));
        BiomeTints.Tint forest = BiomeTints.fromJson(JSON.readTree(v262.resolve("forest.json").toFile()));
        assertEquals(((forest.grass() & 0xfefefe) + 0x28340a) >> 1, dark.grass());
    }
}
