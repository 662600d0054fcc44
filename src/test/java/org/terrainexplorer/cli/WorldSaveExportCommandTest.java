package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;

/** {@code world save} and {@code world export}: what they write, and the bad input they refuse writing nothing. */
class WorldSaveExportCommandTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void refused(CliRun run, String message) {
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().contains(message), run.err());
    }

    @Test
    @DisplayName("world save writes a world folder and reports where the time went")
    void save(@TempDir Path dir) throws IOException {
        CliRun run = CliRun.run("", "world", "save", "--from", "0,0", "--to", "1,0", "--out",
            dir.resolve("w").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("Wrote " + dir.resolve("w") + ": 2 chunks (1 region file) of overworld for "
            + "Minecraft 26.2 "), run.out());
        assertTrue(run.out().contains("generating"), run.out());
        assertEquals(List.of("data", "dimensions", "level.dat"), names(dir.resolve("w")), "the newest release's layout");
    }

    @Test
    @DisplayName("world save names the world spawn as the game finds it in level.dat, as world spawn prints it")
    void saveWritesTheSpawn(@TempDir Path dir) throws IOException {
        CliRun spawn = CliRun.run("", "world", "spawn", "--seed", "7", "--game-version", "1.21.1");
        assertEquals(0, spawn.exitCode(), spawn.err());
        CliRun run = CliRun.run("", "world", "save", "--seed", "7", "--game-version", "1.21.1", "--from", "0,0",
            "--to", "0,0", "--out", dir.resolve("w").toString());
        assertEquals(0, run.exitCode(), run.err());
        try (SavedWorld saved = SavedWorld.open(dir.resolve("w"), p -> { })) {
            int[] at = saved.spawn().orElseThrow();
            assertEquals(spawn.lines()[0], "spawn " + at[0] + " " + at[1] + " " + at[2]);
        }
    }

    @Test
    @DisplayName("world save refuses an existing target (a file or a folder that is no world without naming "
        + "--overwrite), a missing parent, too many chunks and a changed aquifer setting, writing nothing")
    void saveRefusals(@TempDir Path dir) throws IOException {
        Files.createDirectory(dir.resolve("taken"));
        Files.writeString(dir.resolve("taken/file.txt"), "x");
        // Not a world: --overwrite would not help, so the refusal asks for a new folder instead.
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("taken").toString()), "taken: is a folder with no level.dat in it, so not a world; name a "
            + "new folder");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("taken/file.txt").toString()), "file.txt: is a file, not a world folder; name a new folder");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--overwrite", "--out",
            dir.resolve("taken").toString()), "not a world");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("missing/w").toString()), "does not exist");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "200,100", "--out",
            dir.resolve("big").toString()), "at most 16384");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--aquifers", "off", "--out",
            dir.resolve("dry").toString()), "--aquifers off where the world's own are on");
        assertEquals(List.of("taken"), names(dir));
        assertEquals(List.of("file.txt"), names(dir.resolve("taken")));
    }

    @Test
    @DisplayName("world save refuses an --out named .zip (it writes a folder) and names --overwrite for an existing "
        + "one, writing nothing")
    void saveOutAsAUserTypesIt(@TempDir Path dir) throws IOException {
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("w.zip").toString()), "writes a world folder, not a zip");
        Files.createDirectory(dir.resolve("taken"));
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("taken").toString()), "already exists (add --overwrite");
        assertEquals(List.of("taken"), names(dir));
        assertEquals(List.of(), names(dir.resolve("taken")));
    }

    @Test
    @DisplayName("a save where no folder can be made names the folder the user chose, not the hidden working one")
    void unwritableTargetNamesItsFolder() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc")), "a Linux /proc to fail in");
        CliRun r = CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out", "/proc/explorer-save");
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("world save: --out: cannot write in /proc ("), r.err());
        assertTrue(!r.err().contains(".part"), r.err());
    }

    @Test
    @DisplayName("world save writes the nether's and the end's chunks into their own folders of one world (1.21.1's "
        + "DIM-1 and DIM1, 26.2's dimensions/minecraft/...), each read back as generated")
    void saveOtherDimensions(@TempDir Path dir) throws IOException {
        for (String release : List.of("1.21.1", "26.2")) {
            Path world = dir.resolve("w" + release);
            for (String dimension : List.of("the_nether", "the_end")) {
                CliRun r = CliRun.run("", "world", "save", "--game-version", release, "--dimension",
                    dimension, "--from", "0,0", "--to", "1,0", "--out", world.toString(), "--overwrite");
                assertEquals(0, r.exitCode(), r.err());
                DimensionFolder folder = DimensionFolder.of(Dimension.byId(dimension));
                WorldGenerator generator = new WorldGenerator(new RandomState(GameData.shipped().open(release)
                    .world(Dimension.byId(dimension), BuiltinWorld.OVERWORLD), 42L));
                try (SavedWorld saved = SavedWorld.open(world, folder, p -> { })) {
                    for (int x = 0; x <= 1; x++) {
                        ChunkPos pos = new ChunkPos(x, 0);
                        assertEquals(ChunkChecksum.of(generator.generate(pos, () -> false)),
                            ChunkChecksum.of(saved.chunk(pos)), release + " " + dimension + " chunk " + pos);
                    }
                }
            }
            try (Stream<Path> files = Files.walk(world)) {
                List<String> regions = files.filter(f -> f.toString().endsWith(".mca"))
                    .map(f -> world.relativize(f).toString().replace('\\', '/')).sorted().toList();
                assertEquals(release.equals("26.2")
                    ? List.of("dimensions/minecraft/the_end/region/r.0.0.mca",
                        "dimensions/minecraft/the_nether/region/r.0.0.mca")
                    : List.of("DIM-1/region/r.0.0.mca", "DIM1/region/r.0.0.mca"), regions, "no overworld region");
            }
        }
    }

    @Test
    @DisplayName("world export writes .vox and .glb files")
    void export(@TempDir Path dir) throws IOException {
        CliRun vox = CliRun.run("", "world", "export", "--format", "vox", "--from", "0,50,0", "--to", "20,80,20",
            "--out", dir.resolve("a.vox").toString());
        assertEquals(0, vox.exitCode(), vox.err());
        assertEquals("VOX ", new String(Files.readAllBytes(dir.resolve("a.vox")), 0, 4,
            java.nio.charset.StandardCharsets.US_ASCII));
        CliRun glb = CliRun.run("", "world", "export", "--format", "glb", "--from", "0,50,0", "--to", "20,80,20",
            "--out", dir.resolve("a.glb").toString());
        assertEquals(0, glb.exitCode(), glb.err());
        assertTrue(glb.out().contains("triangles"), glb.out());
        assertEquals(List.of("a.glb", "a.vox"), names(dir));
    }

    @Test
    @DisplayName("world export refuses a box with nothing to show, writing no file: no solid block for a .glb (the "
        + "sea at 0,0 is water and air), only air for a .vox")
    void exportRefusesAnEmptyBox(@TempDir Path dir) throws IOException {
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,60,0", "--to", "15,80,15",
            "--out", dir.resolve("sea.glb").toString()),
            "no solid block between 0,60,0 and 15,80,15 (only air and fluids): the .glb holds solid blocks only");
        refused(CliRun.run("", "world", "export", "--from", "15,210,15", "--to", "0,200,0",
            "--out", dir.resolve("sky.vox").toString()),
            "nothing but air between 0,200,0 and 15,210,15: the .vox holds the blocks other than air");
        assertEquals(List.of(), names(dir));
        CliRun water = CliRun.run("", "world", "export", "--from", "0,60,0", "--to", "15,80,15",
            "--out", dir.resolve("sea.vox").toString());
        assertEquals(0, water.exitCode(), "the .vox holds water: " + water.err());
        assertEquals(List.of("sea.vox"), names(dir));
    }

    @Test
    @DisplayName("world export without --format takes it from --out's name, and asks for it when the name says none")
    void exportFormatFromName(@TempDir Path dir) throws IOException {
        CliRun vox = CliRun.run("", "world", "export", "--from", "0,60,0", "--to", "3,63,3",
            "--out", dir.resolve("a.vox").toString());
        assertEquals(0, vox.exitCode(), vox.err());
        assertEquals("VOX ", new String(Files.readAllBytes(dir.resolve("a.vox")), 0, 4,
            java.nio.charset.StandardCharsets.US_ASCII));
        CliRun glb = CliRun.run("", "world", "export", "--from", "0,-60,0", "--to", "3,-57,3",
            "--out", dir.resolve("a.GLB").toString());
        assertEquals(0, glb.exitCode(), glb.err());
        assertTrue(glb.out().contains("triangles"), glb.out());
        CliRun neither = CliRun.run("", "world", "export", "--from", "0,60,0", "--to", "3,63,3",
            "--out", dir.resolve("a.obj").toString());
        assertEquals(2, neither.exitCode(), neither.err());
        assertTrue(neither.err().contains("missing --format vox|glb"), neither.err());
        assertEquals(List.of("a.GLB", "a.vox"), names(dir));
    }

    @Test
    @DisplayName("world export refuses a box too large or outside the world's height, an existing file, a folder, "
        + "a name of the other format, a missing folder and an unknown format, writing nothing")
    void exportRefusals(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("old.glb"), "keep");
        Files.createDirectory(dir.resolve("sub"));
        String out = dir.resolve("new.glb").toString();
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "256,10,10",
            "--out", out), "at most 256 x 384 x 256");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,300,0", "--to", "10,330,10",
            "--out", out), "goes above the world's top, y 319; the part inside the world is y 300 to 319");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("old.glb").toString()), "already exists");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("sub").toString()), "is a folder");
        CliRun named = CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("new.vox").toString());
        assertEquals(2, named.exitCode(), "a value --out does not take: " + named.err());
        assertTrue(named.err().contains("new.vox: --format glb writes glTF binary (without --format, the name "
            + "chooses); name the file .glb"), named.err());
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("nowhere/x.glb").toString()), "does not exist");
        CliRun format = CliRun.run("", "world", "export", "--format", "obj", "--from", "0,0,0", "--to", "1,1,1",
            "--out", out);
        assertEquals(2, format.exitCode());
        assertEquals(List.of("old.glb", "sub"), names(dir));
        assertEquals("keep", Files.readString(dir.resolve("old.glb")));
    }
}
