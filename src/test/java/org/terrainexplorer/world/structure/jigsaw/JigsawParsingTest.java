package org.terrainexplorer.world.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.StructureWorlds;
import org.terrainexplorer.world.structure.placement.RandomSpread;

/**
 * Jigsaw structures and template pools are read as the release's codecs read them: a bad field is refused with its
 * file and JSON path; a pool naming a template no pack ships loads, an empty piece as in the game (a datapack's with
 * a warning naming the template).
 */
class JigsawParsingTest {

    @TempDir
    Path folder;

    private static final String SET = """
        {"placement": {"type": "minecraft:random_spread", "salt": 1, "spacing": 10, "separation": 2},
         "structures": [{"structure": "test:thing"}]}""";

    private static final String POOL = StructureWorlds.FOUNTAIN_POOL;

    private static String structure(String extra) {
        return """
            {"type": "minecraft:jigsaw", "biomes": "#minecraft:is_overworld", "step": "surface_structures",
             "start_pool": "test:start", "size": 3, "start_height": {"absolute": 0},
             "project_start_to_heightmap": "WORLD_SURFACE_WG", "use_expansion_hack": false,
             "max_distance_from_center": 80""" + extra + "}";
    }

    private Path pack(String... pathsAndFiles) throws IOException {
        Path root = folder.resolve("pack" + System.nanoTime());
        write(root, "data/test/worldgen/structure_set/things.json", SET);
        write(root, "data/test/worldgen/template_pool/start.json", POOL);
        write(root, "data/test/worldgen/structure/thing.json", structure(""));
        for (int i = 0; i < pathsAndFiles.length; i += 2) {
            write(root, pathsAndFiles[i], pathsAndFiles[i + 1]);
        }
        return root;
    }

    private static void write(Path root, String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static StructureData load(String release, Path pack) {
        return TestWorlds.version(release).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD,
            List.of(Pack.folder(pack))).structures().get();
    }

    private static DataException refusal(String release, Path pack) {
        return assertThrows(DataException.class, () -> load(release, pack));
    }

    private static Structure thing(StructureData data) {
        StructureSet set = data.set("test:things").orElseThrow();
        return set.entries().get(0).structure();
    }

    @Test
    @DisplayName("a datapack's jigsaw structure over the release's pools and templates loads")
    void loads() throws IOException {
        Structure s = thing(load("1.21.1", pack()));
        JigsawStructure j = assertInstanceOf(JigsawStructure.class, s);
        assertEquals("minecraft:jigsaw", j.type());
        assertEquals(3, j.maxDepth());
    }

    @Test
    @DisplayName("the release's own pool naming a template the game lacks loads (an empty piece)")
    void vanillaMissingTemplate() {
        StructureData data = TestWorlds.version("1.21.1").structures();
        assertTrue(data.set("minecraft:ancient_cities").isPresent());
        assertTrue(!data.templates().exists("minecraft:ancient_city/walls/intact_horizontal_wall_stairs_5"));
    }

    @Test
    @DisplayName("a datapack pool naming a template no pack ships loads, as in the game: an empty piece, a warning")
    void datapackMissingTemplate() throws IOException {
        Path pack = pack("data/test/worldgen/template_pool/start.json",
            POOL.replace("plains_fountain_01", "no_such_fountain"));
        LoadedData loaded = TestWorlds.version("1.21.1").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD,
            List.of(Pack.folder(pack)));
        String template = "minecraft:village/plains/town_centers/no_such_fountain";
        List<String> named = loaded.warnings().stream().filter(w -> w.contains(template)).toList();
        assertEquals(1, named.size(), loaded.warnings().toString());
        assertTrue(named.get(0).contains("data/test/worldgen/template_pool/start.json: at "
            + "elements[0].element.location: "), named.get(0));

        // The game's empty template: the start is its one piece, a 2 x 2 x 2 box reaching a block below and behind.
        RandomState state = new RandomState(loaded.definition(), 42L);
        StructureWorld world = loaded.structures().get().bind(
            new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)), 42L);
        StructureWorld.Located found = world.locate("test:thing"::equals, 0, 0, 100, () -> false).orElseThrow();
        StructureStart start = found.start();
        assertEquals(1, start.pieces().size());
        BoundingBox box = start.startBox();
        assertEquals(List.of(2, 2, 2), List.of(box.maxX() - box.minX() + 1, box.maxY() - box.minY() + 1,
            box.maxZ() - box.minZ() + 1));
    }

    @Test
    @DisplayName("a pool anywhere in the packs is checked, as the game's registry checks it: weight, type, projection")
    void badPoolFields() throws IOException {
        DataException weight = refusal("1.21.1", pack("data/test/worldgen/template_pool/other.json",
            POOL.replace("\"weight\": 1", "\"weight\": 151")));
        assertTrue(weight.file().endsWith("template_pool/other.json"), weight.file());
        assertEquals("elements[0].weight", weight.path());

        DataException type = refusal("1.21.1", pack("data/test/worldgen/template_pool/start.json",
            POOL.replace("minecraft:single_pool_element", "minecraft:double_pool_element")));
        assertEquals("elements[0].element.element_type", type.path());
        assertTrue(type.getMessage().contains("double_pool_element"), type.getMessage());

        DataException projection = refusal("1.21.1", pack("data/test/worldgen/template_pool/start.json",
            POOL.replace("\"rigid\"", "\"floppy\"")));
        assertEquals("elements[0].element.projection", projection.path());

        DataException fallback = refusal("1.21.1", pack("data/test/worldgen/template_pool/start.json",
            POOL.replace("\"minecraft:empty\", \"elements\"", "\"test:nowhere\", \"elements\"")));
        assertEquals("fallback", fallback.path());
        assertTrue(fallback.getMessage().contains("test:nowhere"), fallback.getMessage());

        DataException processors = refusal("1.21.1", pack("data/test/worldgen/template_pool/start.json",
            POOL.replace("\"minecraft:empty\", \"projection\"", "\"test:no_list\", \"projection\"")));
        assertEquals("elements[0].element.processors", processors.path());

        DataException list = refusal("1.21.1", pack("data/test/worldgen/template_pool/start.json", """
            {"fallback": "minecraft:empty", "elements": [{"weight": 1, "element": {
              "element_type": "minecraft:list_pool_element", "projection": "rigid", "elements": []}}]}"""));
        assertEquals("elements[0].element.elements", list.path());
    }

    @Test
    @DisplayName("structure fields: start pool, size per release, distance with terrain adaptation, height provider")
    void badStructureFields() throws IOException {
        DataException pool = refusal("1.21.1", pack("data/test/worldgen/structure/thing.json",
            structure("").replace("test:start", "test:nowhere")));
        assertEquals("start_pool", pool.path());

        assertEquals(20, ((JigsawStructure) thing(load("1.21.1", pack("data/test/worldgen/structure/thing.json",
            structure("").replace("\"size\": 3", "\"size\": 20"))))).maxDepth());
        DataException size = refusal("1.20.1", pack("data/test/worldgen/structure/thing.json",
            structure("").replace("\"size\": 3", "\"size\": 8")));
        assertEquals("size", size.path());

        DataException distance = refusal("1.21.1", pack("data/test/worldgen/structure/thing.json",
            structure(", \"terrain_adaptation\": \"beard_thin\"").replace("\"max_distance_from_center\": 80",
                "\"max_distance_from_center\": 120")));
        assertEquals("max_distance_from_center", distance.path());

        DataException height = refusal("1.21.1", pack("data/test/worldgen/structure/thing.json",
            structure("").replace("{\"absolute\": 0}", "{\"type\": \"minecraft:uniform\", \"min_inclusive\": "
                + "{\"absolute\": 0}}")));
        assertEquals("start_height", height.path());
        assertTrue(height.getMessage().contains("max_inclusive"), height.getMessage());
    }

    @Test
    @DisplayName("before 1.20.5 an optional field the game cannot parse reads as absent (a warning); later refused")
    void lenientOptionalFields() throws IOException {
        // A pack for 1.20.1 to 1.21 with trial chambers' adaptation: 1.20.1's game knows no encapsulate, reads none.
        Path encapsulate = pack("data/test/worldgen/structure/thing.json",
            structure(", \"terrain_adaptation\": \"encapsulate\""));
        LoadedData old = TestWorlds.version("1.20.1").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD,
            List.of(Pack.folder(encapsulate)));
        assertEquals(Beard.Kind.NONE, thing(old.structures().get()).terrainAdaptation());
        assertTrue(old.warnings().stream().anyMatch(w -> w.contains("thing.json: at terrain_adaptation: read as "
            + "absent")), old.warnings().toString());
        assertEquals(Beard.Kind.ENCAPSULATE, thing(load("1.21.1", encapsulate)).terrainAdaptation());

        Path beard = pack("data/test/worldgen/structure/thing.json",
            structure(", \"terrain_adaptation\": \"beard\", \"project_start_to_heightmap\": \"SURFACE\""));
        assertEquals(Beard.Kind.NONE, thing(load("1.20.1", beard)).terrainAdaptation());
        assertEquals("terrain_adaptation", refusal("1.21.1", beard).path());

        Path spread = pack("data/test/worldgen/structure_set/things.json", SET.replace("\"salt\": 1,",
            "\"salt\": 1, \"spread_type\": \"wobbly\", \"frequency\": 2, \"frequency_reduction_method\": 7,"));
        RandomSpread lenient = (RandomSpread) load("1.20.1", spread).set("test:things").orElseThrow().placement();
        assertEquals(false, lenient.triangular());
        assertEquals(1.0F, lenient.common().frequency());
        assertEquals("placement.frequency_reduction_method", refusal("1.20.6", spread).path());
        // A zone's set is bound while parsing: one no pack has refuses the packs in every release.
        Path zone = pack("data/test/worldgen/structure_set/things.json", SET.replace("\"salt\": 1,",
            "\"salt\": 1, \"exclusion_zone\": {\"other_set\": \"test:nowhere\", \"chunk_count\": 99},"));
        assertEquals("placement.exclusion_zone.other_set", refusal("1.20.1", zone).path());
    }

    @Test
    @DisplayName("max_distance_from_center as {horizontal, vertical} from 1.21.9; a number before")
    void verticalDistance() throws IOException {
        String both = "\"max_distance_from_center\": {\"horizontal\": 60, \"vertical\": 20}";
        Path p = pack("data/test/worldgen/structure/thing.json",
            structure("").replace("\"max_distance_from_center\": 80", both));
        JigsawStructure j = (JigsawStructure) thing(load("1.21.9", p));
        assertEquals(60, j.maxHorizontal());
        assertEquals(20, j.maxVertical());
        DataException old = refusal("1.21.8", p);
        assertEquals("max_distance_from_center", old.path());

        JigsawStructure onlyH = (JigsawStructure) thing(load("26.1", pack("data/test/worldgen/structure/thing.json",
            structure("").replace("\"max_distance_from_center\": 80",
                "\"max_distance_from_center\": {\"horizontal\": 60}"))));
        assertEquals(JigsawReader.Y_SIZE, onlyH.maxVertical());
    }

    @Test
    @DisplayName("dimension padding (from 1.21) and pool aliases (from 1.20.3) are read; an alias bound twice is refused")
    void paddingAndAliases() throws IOException {
        JigsawStructure padded = (JigsawStructure) thing(load("1.21.1", pack("data/test/worldgen/structure/thing.json",
            structure(", \"dimension_padding\": {\"bottom\": 3, \"top\": 5}, \"liquid_settings\": "
                + "\"ignore_waterlogging\""))));
        assertEquals(3, padded.paddingBottom());
        assertEquals(5, padded.paddingTop());

        DataException liquid = refusal("1.21.1", pack("data/test/worldgen/structure/thing.json",
            structure(", \"liquid_settings\": \"drown\"")));
        assertEquals("liquid_settings", liquid.path());

        String twice = ", \"pool_aliases\": [{\"type\": \"minecraft:direct\", \"alias\": \"test:a\", \"target\": "
            + "\"test:start\"}, {\"type\": \"minecraft:random\", \"alias\": \"test:a\", \"targets\": [{\"data\": "
            + "\"test:start\", \"weight\": 1}]}]";
        DataException alias = refusal("1.21.1", pack("data/test/worldgen/structure/thing.json", structure(twice)));
        assertEquals("pool_aliases[1]", alias.path());
        // 1.20.1 has no pool aliases: the field is not read, as the game's codec ignores it.
        load("1.20.1", pack("data/test/worldgen/structure/thing.json", structure(twice)));
    }
}
