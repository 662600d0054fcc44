package org.terrainexplorer.world.carver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.McData;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.height.VerticalAnchor;
import org.terrainexplorer.world.json.DataException;

/** The carvers as each release's data gives them, and clear messages for broken carver data. */
class CarverLoaderTest {

    private static final List<String> BIOMES = List.of("minecraft:plains", "minecraft:deep_dark",
        "minecraft:nether_wastes", "minecraft:the_end", "minecraft:the_void");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.19.3", "1.20.1", "1.20.6", "1.21.1", "1.21.4", "1.21.5", "1.21.8", "1.21.9",
        "1.21.11", "26.1", "26.2"})
    @DisplayName("every release: overworld biomes start cave, cave_extra_underground and canyon; the nether its own")
    void everyReleasesLists(String release) {
        WorldCarvers c = McData.carvers(release, BIOMES);
        assertEquals(List.of("minecraft:cave", "minecraft:cave_extra_underground", "minecraft:canyon"),
            c.carvers("minecraft:plains").stream().map(CarverConfig::id).toList());
        assertEquals(List.of("minecraft:nether_cave"),
            c.carvers("minecraft:nether_wastes").stream().map(CarverConfig::id).toList());
        assertTrue(c.carvers("minecraft:the_end").isEmpty());
        assertTrue(c.liquid().values().stream().allMatch(List::isEmpty), "no release lists liquid carvers");
        CarverConfig.Cave cave = (CarverConfig.Cave) c.carvers("minecraft:plains").get(0);
        assertEquals(0.15F, cave.common().probability());
        assertEquals(new FloatProvider.Uniform(0.7F, 1.4F), cave.horizontalRadiusMultiplier());
        assertEquals(new FloatProvider.Uniform(-1.0F, -0.4F), cave.floorLevel());
        assertEquals("#minecraft:overworld_carver_replaceables", cave.common().replaceable().name());
        assertEquals(new VerticalAnchor(VerticalAnchor.Kind.ABOVE_BOTTOM, 8), cave.common().lavaLevel());
        CarverConfig.Canyon canyon = (CarverConfig.Canyon) c.carvers("minecraft:plains").get(2);
        assertEquals(0.01F, canyon.common().probability());
        assertEquals(new FloatProvider.Trapezoid(0.0F, 6.0F, 2.0F), canyon.shape().thickness());
        assertEquals(3, canyon.shape().widthSmoothness());
        CarverConfig.Cave nether = (CarverConfig.Cave) c.carvers("minecraft:nether_wastes").get(0);
        assertTrue(nether.nether());
        assertEquals(new FloatProvider.Constant(-0.7F), nether.floorLevel());
        assertEquals(CarverTrig.forRelease(release), c.trig());
    }

    @Test
    @DisplayName("the replaceable tags expand nested tags, per release (1.20 named the folder tags/blocks)")
    void replaceableTags() {
        BlockSet old = ((CarverConfig.Cave) McData.carvers("1.20.1", BIOMES).carvers("minecraft:plains").get(0))
            .common().replaceable();
        BlockSet now = ((CarverConfig.Cave) McData.carvers("26.2", BIOMES).carvers("minecraft:plains").get(0))
            .common().replaceable();
        for (String block : List.of("minecraft:stone", "minecraft:deepslate", "minecraft:tuff", "minecraft:dirt",
            "minecraft:grass_block", "minecraft:sand", "minecraft:water", "minecraft:terracotta",
            "minecraft:iron_ore", "minecraft:raw_copper_block")) {
            assertTrue(old.contains(block) && now.contains(block), block);
        }
        for (String block : List.of("minecraft:bedrock", "minecraft:air", "minecraft:lava", "minecraft:obsidian")) {
            assertFalse(old.contains(block) || now.contains(block), block);
        }
        assertTrue(now.contains("minecraft:sulfur") && !old.contains("minecraft:sulfur"), "26.2 adds sulfur");
        BlockSet nether = ((CarverConfig.Cave) McData.carvers("1.21.1", BIOMES).carvers("minecraft:nether_wastes")
            .get(0)).common().replaceable();
        assertTrue(nether.contains("minecraft:netherrack") && nether.contains("minecraft:soul_sand"));
    }

    @Test
    @DisplayName("1.20.1 wraps float providers in \"value\", 1.20.6 does not: both read to the same carvers")
    void bothProviderForms() {
        assertEquals(McData.carvers("1.20.1", BIOMES).air(), McData.carvers("1.20.6", BIOMES).air());
    }

    // ------------------------------------------------------------------ broken data

    private static WorldCarvers load(Map<String, String> files) {
        Pack pack = new Pack() {
            @Override
            public String name() {
                return "test";
            }

            @Override
            public Optional<String> read(String path) {
                return Optional.ofNullable(files.get(path));
            }

            @Override
            public List<String> list(String folder) {
                return List.of();
            }
        };
        return CarverLoader.load(McData.files(pack, McData.pack("1.21.1")), List.of("minecraft:plains"),
            CarverTrig.LEGACY);
    }

    private static Map<String, String> biomeWith(String carvers) {
        Map<String, String> files = new TreeMap<>();
        files.put("data/minecraft/worldgen/biome/plains.json", "{\"carvers\": " + carvers + "}");
        return files;
    }

    @Test
    @DisplayName("a datapack's own carver is read; an inline carver too")
    void datapackCarver() {
        Map<String, String> files = biomeWith("[\"mypack:wide\", {\"type\": \"minecraft:cave\", \"config\": "
            + CAVE.replace("0.15", "0.5") + "}]");
        files.put("data/mypack/worldgen/configured_carver/wide.json", "{\"type\": \"minecraft:cave\", \"config\": "
            + CAVE + "}");
        List<CarverConfig> list = load(files).carvers("minecraft:plains");
        assertEquals(2, list.size());
        assertEquals("mypack:wide", list.get(0).id());
        assertEquals(0.5F, list.get(1).common().probability());
    }

    private static final String CAVE = "{\"probability\": 0.15, \"y\": {\"type\": \"minecraft:uniform\", "
        + "\"min_inclusive\": {\"above_bottom\": 8}, \"max_inclusive\": {\"absolute\": 180}}, \"yScale\": 0.5, "
        + "\"lava_level\": {\"above_bottom\": 8}, \"replaceable\": \"#minecraft:overworld_carver_replaceables\", "
        + "\"horizontal_radius_multiplier\": 1.0, \"vertical_radius_multiplier\": 1.0, \"floor_level\": -0.7}";

    @Test
    @DisplayName("broken carver data is refused with the file, the JSON path and what is wrong")
    void brokenData() {
        DataException missing = assertThrows(DataException.class, () -> load(biomeWith("[\"mypack:gone\"]")));
        assertTrue(missing.getMessage().contains("configured carver 'mypack:gone' not found")
            && missing.getMessage().contains("data/mypack/worldgen/configured_carver/gone.json"),
            missing.getMessage());

        Map<String, String> wrongType = biomeWith("[\"mypack:bad\"]");
        wrongType.put("data/mypack/worldgen/configured_carver/bad.json",
            "{\"type\": \"minecraft:caves\", \"config\": " + CAVE + "}");
        DataException type = assertThrows(DataException.class, () -> load(wrongType));
        assertTrue(type.getMessage().contains("unknown carver type 'minecraft:caves'")
            && type.getMessage().contains("bad.json"), type.getMessage());

        Map<String, String> uniform = biomeWith("[\"mypack:bad\"]");
        uniform.put("data/mypack/worldgen/configured_carver/bad.json", "{\"type\": \"minecraft:cave\", \"config\": "
            + CAVE.replace("\"yScale\": 0.5", "\"yScale\": {\"type\": \"uniform\", \"min_inclusive\": 2, "
            + "\"max_exclusive\": 1}") + "}");
        DataException range = assertThrows(DataException.class, () -> load(uniform));
        assertTrue(range.getMessage().contains("max_exclusive must be larger than min_inclusive")
            && range.getMessage().contains("config.yScale"), range.getMessage());

        Map<String, String> floor = biomeWith("[\"mypack:bad\"]");
        floor.put("data/mypack/worldgen/configured_carver/bad.json", "{\"type\": \"minecraft:cave\", \"config\": "
            + CAVE.replace("\"floor_level\": -0.7", "\"floor_level\": -1.5") + "}");
        DataException outside = assertThrows(DataException.class, () -> load(floor));
        assertTrue(outside.getMessage().contains("config.floor_level"), outside.getMessage());

        Map<String, String> loop = biomeWith("[\"mypack:bad\"]");
        loop.put("data/mypack/worldgen/configured_carver/bad.json", "{\"type\": \"minecraft:cave\", \"config\": "
            + CAVE.replace("#minecraft:overworld_carver_replaceables", "#mypack:a") + "}");
        loop.put("data/mypack/tags/block/a.json", "{\"values\": [\"#mypack:b\"]}");
        loop.put("data/mypack/tags/block/b.json", "{\"values\": [\"#mypack:a\"]}");
        DataException cycle = assertThrows(DataException.class, () -> load(loop));
        assertTrue(cycle.getMessage().contains("includes itself"), cycle.getMessage());

        DataException step = assertThrows(DataException.class,
            () -> load(biomeWith("{\"air\": [], \"fluid\": []}")));
        assertTrue(step.getMessage().contains("unknown carving step 'fluid'"), step.getMessage());
    }

    @Test
    @DisplayName("a datapack's tag file adds to the game's unless it says replace")
    void tagsAddUp() {
        Map<String, String> files = biomeWith("[\"minecraft:cave\"]");
        files.put("data/minecraft/tags/block/overworld_carver_replaceables.json",
            "{\"values\": [\"minecraft:obsidian\"]}");
        BlockSet added = load(files).carvers("minecraft:plains").get(0).common().replaceable();
        assertTrue(added.contains("minecraft:obsidian") && added.contains("minecraft:stone"));
        files.put("data/minecraft/tags/block/overworld_carver_replaceables.json",
            "{\"replace\": true, \"values\": [\"minecraft:obsidian\"]}");
        BlockSet replaced = load(files).carvers("minecraft:plains").get(0).common().replaceable();
        assertTrue(replaced.contains("minecraft:obsidian") && !replaced.contains("minecraft:stone"));
    }
}
