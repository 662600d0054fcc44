package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        assertTrue(run.out().startsWith("Wrote " + dir.resolve("w") + ": 2 chunks (1 region file) for Minecraft "),
            run.out());
        assertTrue(run.out().contains("generating"), run.out());
        assertEquals(List.of("data", "dimensions", "level.dat"), names(dir.resolve("w")), "the newest release's layout");
    }

    @Test
    @DisplayName("world save refuses an existing target, a missing parent, too many chunks and a changed aquifer "
        + "setting, writing nothing")
    void saveRefusals(@TempDir Path dir) throws IOException {
        Files.createDirectory(dir.resolve("taken"));
        Files.writeString(dir.resolve("taken/file.txt"), "x");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("taken").toString()), "already exists");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--overwrite", "--out",
            dir.resolve("taken").toString()), "not a world");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("missing/w").toString()), "does not exist");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "200,100", "--out",
            dir.resolve("big").toString()), "at most 16384");
        refused(CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--aquifers", "off", "--out",
            dir.resolve("dry").toString()), "--aquifers");
        assertEquals(List.of("taken"), names(dir));
        assertEquals(List.of("file.txt"), names(dir.resolve("taken")));
    }

    @Test
    @DisplayName("world save refuses the nether and the end, whose chunks would become the saved world's overworld")
    void saveRefusesOtherDimensions(@TempDir Path dir) throws IOException {
        refused(CliRun.run("", "world", "save", "--dimension", "the_nether", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("nether").toString()), "--dimension the_nether: world save writes only the overworld");
        refused(CliRun.run("", "world", "save", "--dimension", "end", "--from", "0,0", "--to", "0,0", "--out",
            dir.resolve("end").toString()), "--dimension the_end");
        assertEquals(List.of(), names(dir));
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
    @DisplayName("world export refuses a box too large or outside the world's height, an existing file, a folder, "
        + "a missing folder and an unknown format, writing nothing")
    void exportRefusals(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("old.glb"), "keep");
        Files.createDirectory(dir.resolve("sub"));
        String out = dir.resolve("new.glb").toString();
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "256,10,10",
            "--out", out), "at most 256 x 384 x 256");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,300,0", "--to", "10,330,10",
            "--out", out), "outside the world's -64 to 319");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("old.glb").toString()), "already exists");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("sub").toString()), "is a folder");
        refused(CliRun.run("", "world", "export", "--format", "glb", "--from", "0,0,0", "--to", "1,1,1",
            "--out", dir.resolve("nowhere/x.glb").toString()), "does not exist");
        CliRun format = CliRun.run("", "world", "export", "--format", "obj", "--from", "0,0,0", "--to", "1,1,1",
            "--out", out);
        assertEquals(2, format.exitCode());
        assertEquals(List.of("old.glb", "sub"), names(dir));
        assertEquals("keep", Files.readString(dir.resolve("old.glb")));
    }
}
