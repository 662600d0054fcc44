package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;

/** Datapacks override the built-ins by id; bad data fails before anything is generated, naming file and path. */
class DatapackLoadingTest {

    @TempDir
    Path folder;

    private Path pack(String path, String json) throws IOException {
        Path file = folder.resolve("pack").resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        return folder.resolve("pack");
    }

    private DataException refusal(Path pack) {
        return assertThrows(DataException.class, () -> TestWorlds.datapack(Pack.folder(pack)));
    }

    @Test
    @DisplayName("a pack's file replaces the built-in one of the same id, and references resolve across namespaces")
    void overridesAndNamespaces() throws IOException {
        pack("data/minecraft/worldgen/density_function/overworld/erosion.json",
            "{\"type\": \"minecraft:mul\", \"argument1\": 0.5, \"argument2\": \"mypack:wobble\"}");
        Path p = pack("data/mypack/worldgen/density_function/wobble.json",
            "{\"type\": \"minecraft:noise\", \"noise\": \"minecraft:erosion\", \"xz_scale\": 0.25, \"y_scale\": 0}");
        WorldDefinition world = TestWorlds.datapack(Pack.folder(p));
        WorldDefinition builtin = TestWorlds.load(BuiltinWorld.OVERWORLD);
        FunctionContext at = FunctionContext.of(100, 64, -200);
        double erosion = new RandomState(world, 3).router().erosion().compute(at);
        double builtinErosion = new RandomState(builtin, 3).router().erosion().compute(at);
        assertNotEquals(builtinErosion, erosion);
        assertEquals("pack", world.name());
    }

    @Test
    @DisplayName("a zip pack, with or without a folder around data/, reads like a folder")
    void zips() throws IOException {
        for (String prefix : new String[] {"", "My Pack/"}) {
            Path zip = folder.resolve("pack" + prefix.length() + ".zip");
            try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream z = new ZipOutputStream(out)) {
                z.putNextEntry(new ZipEntry(prefix + "data/minecraft/worldgen/noise_settings/overworld.json"));
                String settings = Files.readString(org.terrainexplorer.world.TestWorlds.MCDATA.resolve(
                    "1.21.1/data/minecraft/worldgen/noise_settings/overworld.json")).replace("\"sea_level\": 63", "\"sea_level\": 70");
                z.write(settings.getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
            assertEquals(70, TestWorlds.datapack(Pack.open(zip)).settings().seaLevel());
        }
    }

    @Test
    @DisplayName("malformed JSON: the file, its line and column")
    void malformed() throws IOException {
        DataException e = refusal(pack("data/minecraft/worldgen/density_function/overworld/ridges.json",
            "{\"type\": \"minecraft:abs\",\n \"argument\": }"));
        assertTrue(e.file().endsWith("density_function/overworld/ridges.json"), e.file());
        assertTrue(e.getMessage().contains("not valid JSON at line 2"), e.getMessage());
    }

    @Test
    @DisplayName("an unknown type: the JSON path of its type field")
    void unknownType() throws IOException {
        DataException e = refusal(pack("data/minecraft/worldgen/density_function/overworld/continents.json",
            "{\"type\": \"minecraft:flat_cache\", \"argument\": {\"type\": \"minecraft:add\", \"argument1\": 1, "
                + "\"argument2\": {\"type\": \"minecraft:sqeeze\", \"argument\": 0}}}"));
        assertEquals("argument.argument2.type", e.path());
        assertTrue(e.problem().contains("unknown density function type 'minecraft:sqeeze'"), e.problem());
    }

    @Test
    @DisplayName("a missing reference: where it is referred to, and what was looked for")
    void missingReference() throws IOException {
        DataException e = refusal(pack("data/minecraft/worldgen/density_function/overworld/ridges.json",
            "{\"type\": \"minecraft:abs\", \"argument\": \"mypack:nowhere\"}"));
        assertEquals("argument", e.path());
        assertTrue(e.problem().contains("density function 'mypack:nowhere' not found"), e.problem());
        assertTrue(e.problem().contains("data/mypack/worldgen/density_function/nowhere.json"), e.problem());
    }

    @Test
    @DisplayName("a circular reference: the chain")
    void circular() throws IOException {
        pack("data/minecraft/worldgen/density_function/overworld/ridges.json",
            "{\"type\": \"minecraft:abs\", \"argument\": \"mypack:a\"}");
        pack("data/mypack/worldgen/density_function/a.json", "{\"type\": \"minecraft:abs\", \"argument\": \"mypack:b\"}");
        DataException e = refusal(pack("data/mypack/worldgen/density_function/b.json",
            "{\"type\": \"minecraft:cube\", \"argument\": \"mypack:a\"}"));
        assertTrue(e.problem().contains("circular reference: mypack:a -> mypack:b -> mypack:a"), e.problem());
    }

    @Test
    @DisplayName("a noise without amplitudes")
    void noAmplitudes() throws IOException {
        DataException e = refusal(pack("data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -7, \"amplitudes\": []}"));
        assertEquals("amplitudes", e.path());
        assertTrue(e.problem().contains("at least one amplitude"), e.problem());
    }

    @Test
    @DisplayName("a non-finite number")
    void nonFinite() throws IOException {
        DataException e = refusal(pack("data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -7, \"amplitudes\": [1, 1e400]}"));
        assertEquals("amplitudes[1]", e.path());
        assertTrue(e.problem().contains("finite"), e.problem());
    }

    @Test
    @DisplayName("a spline whose locations repeat or decrease loads, and evaluates by the game's search over its points")
    void splineOrder() throws IOException {
        // Locations 1, 0, 2 (values 0, 10, 20, flat): at 1.5 the game's binary search lands on the points 0 and 2,
        // 10 + 0.75 (20 − 10) + 0.75 · 0.25 · lerp(0.75, −10, 10) = 18.4375.
        Path p = pack("data/minecraft/worldgen/density_function/overworld/ridges.json",
            "{\"type\": \"minecraft:spline\", \"spline\": {\"coordinate\": 1.5, \"points\": ["
                + "{\"location\": 1, \"value\": 0, \"derivative\": 0},"
                + "{\"location\": 0, \"value\": 10, \"derivative\": 0},"
                + "{\"location\": 2, \"value\": 20, \"derivative\": 0}]}}");
        // Two points at 0: at 0 the search passes both, so the last point's value holds.
        pack("data/minecraft/worldgen/density_function/overworld/erosion.json",
            "{\"type\": \"minecraft:spline\", \"spline\": {\"coordinate\": 0, \"points\": ["
                + "{\"location\": 0, \"value\": 3, \"derivative\": 0},"
                + "{\"location\": 0, \"value\": 4, \"derivative\": 0}]}}");
        WorldDefinition world = TestWorlds.datapack(Pack.folder(p));
        FunctionContext at = FunctionContext.of(0, 0, 0);
        assertEquals(18.4375, world.settings().router().ridges().compute(at), 0.0);
        assertEquals(4.0, world.settings().router().erosion().compute(at), 0.0);
    }

    @Test
    @DisplayName("a value out of the game's range")
    void outOfRange() throws IOException {
        DataException e = refusal(pack("data/minecraft/worldgen/density_function/overworld/ridges.json",
            "{\"type\": \"minecraft:constant\", \"argument\": 2000000}"));
        assertEquals("argument", e.path());
        assertTrue(e.problem().contains("from -1000000 to 1000000"), e.problem());
    }
}
