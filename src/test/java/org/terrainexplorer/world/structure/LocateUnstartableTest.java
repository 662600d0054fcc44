package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * A structure none of whose biomes the dimension's biome source gives never starts, and the game's {@code /locate}
 * gives up on it at once (it has no placement); so does the explorer's, without searching a cell, even when its
 * set's other structures may start (as Towns and Towers' outposts for modded biomes share a set with the rest).
 */
class LocateUnstartableTest {

    @TempDir
    Path folder;

    private static final String SET = """
        {"placement": {"type": "minecraft:random_spread", "salt": 1, "spacing": 10, "separation": 2},
         "structures": [{"structure": "test:thing", "weight": 1}, {"structure": "test:never", "weight": 1}]}""";

    private static final String POOL = StructureWorlds.FOUNTAIN_POOL;

    private static String structure(String biomes) {
        return """
            {"type": "minecraft:jigsaw", "biomes": "%s", "step": "surface_structures", "spawn_overrides": {},
             "start_pool": "test:start", "size": 1, "start_height": {"absolute": 0},
             "project_start_to_heightmap": "WORLD_SURFACE_WG", "use_expansion_hack": false,
             "max_distance_from_center": 80}""".formatted(biomes);
    }

    private void write(String path, String text) throws IOException {
        Path file = folder.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    @DisplayName("locate of a structure whose biomes the world lacks: none, and no cell searched")
    void unstartable() throws IOException {
        write("pack.mcmeta", "{\"pack\": {\"pack_format\": 48, \"description\": \"\"}}");
        write("data/test/worldgen/structure_set/things.json", SET);
        write("data/test/worldgen/template_pool/start.json", POOL);
        write("data/test/worldgen/structure/thing.json", structure("#minecraft:is_overworld"));
        write("data/test/worldgen/structure/never.json", structure("minecraft:crimson_forest"));
        LoadedData loaded = TestWorlds.version("1.21.1").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD,
            List.of(Pack.folder(folder)));
        RandomState state = new RandomState(loaded.definition(), 42L);
        StructureWorld world = loaded.structures().get().bind(
            new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)), 42L);
        StructureSet set = world.set("test:things").orElseThrow();
        assertFalse(world.mayStart(set.entries().get(1).structure()));
        assertTrue(world.mayStart(set.entries().get(0).structure()));

        AtomicInteger asked = new AtomicInteger();
        assertTrue(world.locate("test:never"::equals, 0, 0, 100, () -> asked.incrementAndGet() < 0).isEmpty());
        assertEquals(0, asked.get(), "cells searched for a structure that never starts");
        assertTrue(world.locate("test:thing"::equals, 0, 0, 100, () -> false).isPresent());
    }
}
