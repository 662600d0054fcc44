package org.terrainexplorer.world.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.json.DataException;

/** A datapack is read as the game reads it: leniently, whole, all or nothing. */
class PackCheckTest {

    @TempDir
    Path temp;

    private Path pack(String... pathsAndTexts) throws IOException {
        Path root = Files.createTempDirectory(temp, "pack");
        for (int i = 0; i < pathsAndTexts.length; i += 2) {
            Path file = root.resolve(pathsAndTexts[i]);
            Files.createDirectories(file.getParent());
            Files.writeString(file, pathsAndTexts[i + 1]);
        }
        return root;
    }

    private static LoadedData load(Path pack, Dimension dimension) {
        return TestWorlds.version("1.21.1").datapackWorld(dimension, Pack.folder(pack));
    }

    private static DataException refused(Path pack, Dimension dimension) {
        return assertThrows(DataException.class, () -> load(pack, dimension));
    }

    @Test
    @DisplayName("comments, a byte order mark, unquoted names and single quotes are read as the game's lenient reader reads them")
    void lenientJson() throws IOException {
        Path lenient = pack("data/minecraft/worldgen/noise/ridge.json", "\uFEFF// the ridges, larger\n{\n"
            + "  /* block comment */ firstOctave: -6, # a hash comment\n"
            + "  'amplitudes': [1.0, 2.0, 1.0, 0.0, 0.0, 0.0]\n}\n");
        Path strict = pack("data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -6, \"amplitudes\": [1.0, 2.0, 1.0, 0.0, 0.0, 0.0]}");
        LoadedData read = load(lenient, Dimension.OVERWORLD);
        assertTrue(read.warnings().isEmpty(), read.warnings().toString());
        double lenientRidges = ridges(read);
        assertEquals(ridges(load(strict, Dimension.OVERWORLD)), lenientRidges);
        assertTrue(lenientRidges != ridges(new LoadedData(TestWorlds.load(BuiltinWorld.OVERWORLD),
            read.version(), Dimension.OVERWORLD, java.util.List.of())), "the pack's noise is the one read");
    }

    private static double ridges(LoadedData w) {
        return new WorldSampler(new RandomState(w.definition(), 42L)).value(WorldSampler.WEIRDNESS, 1000, 64, -2000);
    }

    @Test
    @DisplayName("what the game's reader refuses is refused: text after the document, a trailing comma in an object")
    void strictWhereTheGameIs() throws IOException {
        DataException after = refused(pack("data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -7, \"amplitudes\": [1.0]} {}"), Dimension.OVERWORLD);
        assertTrue(after.getMessage().contains("not valid JSON"), after.getMessage());
        assertTrue(after.file().endsWith("noise/ridge.json"), after.file());
        DataException comma = refused(pack("data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -7, \"amplitudes\": [1.0],}"), Dimension.OVERWORLD);
        assertTrue(comma.getMessage().contains("line 1"), comma.getMessage());
    }

    @Test
    @DisplayName("a broken nether file refuses the pack for the overworld too, naming the file and the JSON path")
    void allOrNothing() throws IOException {
        String nether = Files.readString(TestWorlds.MCDATA.resolve("1.21.1/data/minecraft/worldgen/noise_settings/nether.json"))
            .replace("\"minecraft:squeeze\"", "\"minecraft:sqeeze\"");
        DataException e = refused(pack("data/minecraft/worldgen/noise_settings/nether.json", nether), Dimension.OVERWORLD);
        assertTrue(e.file().endsWith("noise_settings/nether.json"), e.file());
        assertTrue(e.path().startsWith("noise_router.final_density"), e.path());
        assertTrue(e.problem().contains("sqeeze"), e.problem());
    }

    @Test
    @DisplayName("a file nothing uses is still read, and its references must resolve")
    void unusedFilesAreRead() throws IOException {
        DataException e = refused(pack("data/mypack/worldgen/density_function/spare.json",
            "{\"type\": \"minecraft:add\", \"argument1\": 1, \"argument2\": \"mypack:missing\"}"), Dimension.THE_END);
        assertTrue(e.problem().contains("'mypack:missing' not found"), e.problem());
        DataException f = refused(pack("data/mypack/worldgen/biome/plain.json",
            Files.readString(TestWorlds.MCDATA.resolve("1.21.1/data/minecraft/worldgen/biome/plains.json"))
                .replace("\"minecraft:patch_grass_plain\"", "\"mypack:no_such_feature\"")), Dimension.OVERWORLD);
        assertTrue(f.path().startsWith("features["), f.path());
        assertTrue(f.problem().contains("placed feature 'mypack:no_such_feature' not found"), f.problem());
    }

    @Test
    @DisplayName("a field the game ignores is ignored, with a warning naming the file and path")
    void ignoredFieldsWarn() throws IOException {
        LoadedData w = load(pack("data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -7, \"amplitudes\": [1.0, 2.0, 1.0, 0.0, 0.0, 0.0], \"comment\": \"mine\"}"),
            Dimension.OVERWORLD);
        assertEquals(1, w.warnings().size(), w.warnings().toString());
        assertTrue(w.warnings().get(0).contains("noise/ridge.json: at comment: ignored"), w.warnings().get(0));
        LoadedData f = load(pack("data/mypack/worldgen/density_function/f.json",
            "{\"type\": \"minecraft:add\", \"argument1\": 1, \"argument2\": {\"type\": \"minecraft:clamp\", "
                + "\"input\": 0.5, \"min\": 0, \"max\": 1, \"maximum\": 2}}"), Dimension.OVERWORLD);
        assertEquals(java.util.List.of(), f.warnings().stream().filter(x -> !x.contains("argument2.maximum")).toList());
        assertEquals(1, f.warnings().size(), f.warnings().toString());
        // the game's own data, read whole as a pack, loads and has no field the game ignores
        for (String release : new String[] {"1.19.3", "1.21.1", "1.21.8"}) {
            assertEquals(0, TestWorlds.version(release).world(Dimension.THE_NETHER, BuiltinWorld.OVERWORLD,
                java.util.List.of(Pack.folder(TestWorlds.MCDATA.resolve(release)))).warnings().size(), release);
        }
    }

    @Test
    @DisplayName("a pack's own nether dimension is its nether; without one, the game's nether with the pack over it")
    void packDimensions() throws IOException {
        Path p = pack("data/minecraft/dimension/the_nether.json", "{\"type\": \"minecraft:the_nether\", \"generator\": "
            + "{\"type\": \"minecraft:noise\", \"settings\": \"minecraft:nether\", \"biome_source\": "
            + "{\"type\": \"minecraft:fixed\", \"biome\": \"minecraft:warped_forest\"}}}");
        LoadedData nether = load(p, Dimension.THE_NETHER);
        assertEquals(java.util.List.of("minecraft:warped_forest"), nether.definition().biomeSource().possibleBiomes());
        assertEquals(Dimension.THE_NETHER, nether.dimension());
        LoadedData end = load(p, Dimension.THE_END);
        assertEquals(5, end.definition().biomeSource().possibleBiomes().size());
    }

    @Test
    @DisplayName("pack.mcmeta picks the release: the newest there is in its formats, or a message naming targets and versions")
    void packFormatPicksTheRelease() throws IOException {
        GameData data = TestWorlds.DATA;
        assertEquals("1.21.1", PackFormat.choose(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 48, \"description\": \"\"}}"))).name());
        assertEquals("1.21.5", PackFormat.choose(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 48, \"supported_formats\": [48, 71]}}"))).name());
        assertEquals("1.21.8", PackFormat.choose(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 41, \"supported_formats\": {\"min_inclusive\": 41, \"max_inclusive\": 81}}}")))
            .name());
        assertEquals("26.2", PackFormat.choose(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"min_format\": [88, 0], \"max_format\": 107}}"))).name());
        assertEquals("26.2", PackFormat.choose(data, Pack.folder(pack("data/x/y.json", "{}"))).name(),
            "a pack without pack.mcmeta takes the default");
        assertEquals(null, PackFormat.choice(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 48}}"))).note(), "a release the pack is for needs no note");
    }

    @Test
    @DisplayName("a pack for releases there is no data for opens, as the game opens it with a warning: with the release "
        + "of identical terrain data, else the nearest, saying which and why")
    void packOfAnUnshippedReleaseOpens() throws IOException {
        GameData data = TestWorlds.DATA;
        // Format 57 is 1.21.2 and 1.21.3, not shipped; 1.21.1's terrain data is theirs.
        PackFormat.Choice same = PackFormat.choice(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 57}}")));
        assertEquals("1.21.1", same.version().name());
        assertTrue(same.note().contains("1.21.2, 1.21.3") && same.note().contains("opened with 1.21.1")
            && same.note().contains("same terrain data"), same.note());
        // 1.19.4 (format 12) has 1.19.3's terrain.
        assertEquals("1.19.3", PackFormat.choose(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 12}}"))).name());
        // Formats of no release the explorer knows: the nearest release there is, by format.
        PackFormat.Choice older = PackFormat.choice(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 6}}")));
        assertEquals("1.19.3", older.version().name(), "older than every release: the oldest");
        assertTrue(older.note().contains("nearest"), older.note());
        PackFormat.Choice newer = PackFormat.choice(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"min_format\": 200, \"max_format\": 210}}")));
        assertEquals("26.2", newer.version().name(), "newer than every release: the newest");
        PackFormat.Choice between = PackFormat.choice(data, Pack.folder(pack("pack.mcmeta",
            "{\"pack\": {\"pack_format\": 60}}")));
        assertEquals("1.21.4", between.version().name(), "format 60 lies nearest 1.21.4's 61");
    }

    @Test
    @DisplayName("a pack's overlays lie over its files on the releases whose format they name, and only there")
    void overlays() throws IOException {
        Path p = pack("pack.mcmeta", "{\"pack\": {\"pack_format\": 15, \"supported_formats\": [15, 48]}, "
                + "\"overlays\": {\"entries\": [{\"formats\": [41, 48], \"directory\": \"newer\"}]}}",
            "newer/data/minecraft/worldgen/noise/ridge.json",
            "{\"firstOctave\": -6, \"amplitudes\": [1.0, 2.0, 1.0, 0.0, 0.0, 0.0]}");
        double on1211 = ridges(TestWorlds.version("1.21.1").datapackWorld(Dimension.OVERWORLD, Pack.folder(p)));
        double on1201 = ridges(TestWorlds.version("1.20.1").datapackWorld(Dimension.OVERWORLD, Pack.folder(p)));
        double vanilla = new WorldSampler(new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 42L))
            .value(WorldSampler.WEIRDNESS, 1000, 64, -2000);
        assertEquals(vanilla, on1201, "1.20.1 (format 15) does not see the overlay");
        assertTrue(on1211 != vanilla, "1.21.1 (format 48) sees the overlay's ridge noise");
    }

    @Test
    @DisplayName("a pack written for a release declares that release's format, and picks it back")
    void writtenPacksPickTheirRelease() throws IOException {
        for (String release : new String[] {"1.20.1", "1.21.5", "26.2"}) {
            Path out = temp.resolve("edits-" + release);
            DatapackWriter.write(out, DatapackWriter.files("edits", Releases.format(release).orElseThrow(),
                java.util.Map.of(), java.util.Map.of()), false);
            assertEquals(release, PackFormat.choose(TestWorlds.DATA, Pack.folder(out)).name());
        }
    }
}
