package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Saving over a world never deletes what the save did not write, and never while the game has the world open. */
class SaveOverwriteTest {

    private static AnvilSaver.Request over(Path target, int cx) {
        AnvilSaver.Request r = Overworld42.request(target, new ChunkPos(cx, 0), new ChunkPos(cx, 0));
        return new AnvilSaver.Request(r.generator(), r.world(), r.origin(), r.seed(), r.from(), r.to(), target, true);
    }

    private static List<String> tree(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/')).sorted()
                .toList();
        }
    }

    @Test
    @DisplayName("--overwrite keeps playerdata/, notes and other region files; the replaced level.dat becomes "
        + "level.dat_old and the previous level.dat_old a dated backup")
    void keepsWhatItDidNotWrite(@TempDir Path dir) throws IOException {
        Path world = dir.resolve("world");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(world, new ChunkPos(40, 0), new ChunkPos(40, 0)), pool, n -> { },
                () -> false);
            Files.createDirectories(world.resolve("playerdata"));
            Files.writeString(world.resolve("playerdata/player.dat"), "inventory");
            Files.writeString(world.resolve("notes.txt"), "my base is at 40,0");
            Files.writeString(world.resolve("level.dat_old"), "the game's backup");
            byte[] firstLevel = Files.readAllBytes(world.resolve("level.dat"));

            AnvilSaver.Result result = AnvilSaver.save(over(world, 0), pool, n -> { }, () -> false);

            List<String> files = tree(world);
            assertTrue(files.contains("playerdata/player.dat"), files.toString());
            assertEquals("my base is at 40,0", Files.readString(world.resolve("notes.txt")));
            assertTrue(files.contains("region/r.1.0.mca"), "the region the save did not write stays: " + files);
            assertTrue(files.contains("region/r.0.0.mca"));
            assertTrue(java.util.Arrays.equals(firstLevel, Files.readAllBytes(world.resolve("level.dat_old"))),
                "the replaced level.dat is level.dat_old");
            String datedOld = files.stream().filter(f -> f.startsWith("level.dat_old.")).findFirst().orElseThrow();
            assertEquals("the game's backup", Files.readString(world.resolve(datedOld)));
            assertEquals(List.of(Path.of("level.dat_old." + datedOld.substring(14)), Path.of("level.dat_old")),
                result.backups());
            try (SavedWorld saved = SavedWorld.open(world)) {
                assertTrue(saved.chunk(new ChunkPos(40, 0)) != null, "the chunks of the first save still read");
                assertTrue(saved.chunk(new ChunkPos(0, 0)) != null);
            }
        }
        assertEquals(List.of("world"), names(dir));
    }

    @Test
    @DisplayName("a world whose session.lock is held (open in the game) is refused and left as it was")
    void refusesOpenWorld(@TempDir Path dir) throws IOException {
        Path world = dir.resolve("world");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(world, new ChunkPos(0, 0), new ChunkPos(0, 0)), pool, n -> { },
                () -> false);
            Path lock = world.resolve("session.lock");
            Files.writeString(lock, "\u2603", StandardCharsets.UTF_8);
            List<String> before = tree(world);
            try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.WRITE);
                 FileLock held = channel.lock()) {
                IOException e = assertThrows(IOException.class, () -> AnvilSaver.save(over(world, 3), pool,
                    n -> { }, () -> false));
                assertTrue(e.getMessage().contains("open in Minecraft"), e.getMessage());
                assertTrue(held.isValid());
            }
            assertEquals(before, tree(world));
            AnvilSaver.save(over(world, 3), pool, n -> { }, () -> false);
            assertTrue(Files.exists(world.resolve("level.dat_old")), "once the game let go, the save goes ahead");
        }
    }

    @Test
    @DisplayName("temporary folders left by processes that are gone are removed by the next save into the same folder, "
        + "whatever world they were for; a live save's, a locked one and one being created are not")
    void staleTemporaryFolders(@TempDir Path dir) throws IOException {
        Path stale = Files.createDirectory(dir.resolve(".world.1234abcd.part"));
        Files.writeString(stale.resolve(SaveFolder.OWNER_FILE), Long.toString(deadPid()));
        Files.writeString(stale.resolve("level.dat"), "half");
        Path other = Files.createDirectory(dir.resolve(".other.1.part"));
        Files.writeString(other.resolve(SaveFolder.OWNER_FILE), Long.toString(deadPid()));
        Path live = Files.createDirectory(dir.resolve(".world.99.part"));
        Files.writeString(live.resolve(SaveFolder.OWNER_FILE), Long.toString(ProcessHandle.current().pid()));
        // A folder naming this process's number from before it started: the number was reused, the folder is stale.
        Path reused = Files.createDirectory(dir.resolve(".old.5.part"));
        Path reusedOwner = reused.resolve(SaveFolder.OWNER_FILE);
        Files.writeString(reusedOwner, Long.toString(ProcessHandle.current().pid()));
        Files.setLastModifiedTime(reusedOwner, java.nio.file.attribute.FileTime.from(java.time.Instant.parse(
            "2001-01-01T00:00:00Z")));
        Path creating = Files.createDirectory(dir.resolve(".new.7.part"));
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(dir.resolve("world"), new ChunkPos(0, 0), new ChunkPos(0, 0)), pool,
                n -> { }, () -> false);
        }
        assertFalse(Files.exists(stale));
        assertFalse(Files.exists(other), "another world's, left by a process that is gone");
        assertFalse(Files.exists(reused), "made before this process started");
        assertTrue(Files.exists(live), "a save of this running process");
        assertTrue(Files.exists(creating), "no owner yet: being created this instant, or not a save's");
    }

    @Test
    @DisplayName("a temporary folder whose owner file is locked (its save still runs) is left alone")
    void lockedTemporaryFolder(@TempDir Path dir) throws IOException, InterruptedException {
        Path locked = Files.createDirectory(dir.resolve(".running.3.part"));
        Path owner = locked.resolve(SaveFolder.OWNER_FILE);
        Files.writeString(owner, Long.toString(deadPid()));
        // Another process holds the lock, as a running save does: a child JVM that locks the file and waits.
        String java = ProcessHandle.current().info().command().orElse("java");
        Path source = dir.resolve("Hold.java");
        Files.writeString(source, "import java.nio.channels.*; import java.nio.file.*;\n"
            + "public class Hold { public static void main(String[] a) throws Exception {\n"
            + "  try (FileChannel c = FileChannel.open(Path.of(a[0]), StandardOpenOption.WRITE)) {\n"
            + "    c.lock(); System.out.println(\"locked\"); System.out.flush(); System.in.read(); } } }\n");
        Process holder = new ProcessBuilder(java, source.toString(), owner.toString()).start();
        try {
            java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(
                holder.getInputStream(), StandardCharsets.US_ASCII));
            assertEquals("locked", out.readLine(), "the other process holds the lock");
            assertEquals(List.of(), SaveFolder.removeStale(dir));
            assertTrue(Files.exists(locked));
        } finally {
            holder.getOutputStream().close();
            holder.waitFor();
        }
        assertEquals(List.of(locked), SaveFolder.removeStale(dir), "once its lock is free, it is stale");
    }

    @Test
    @DisplayName("world save --dimension the_nether --overwrite into a world keeps its name and its overworld spawn")
    void addingADimensionKeepsNameAndSpawn(@TempDir Path dir) throws IOException {
        Path world = dir.resolve("world");
        assertEquals(0, cli("world", "save", "--seed", "7", "--from", "0,0", "--to", "0,0", "--out", world.toString()));
        LevelDatReader.Info before = LevelDatReader.read(world.resolve("level.dat"));
        assertEquals("Overworld (seed 7)", before.levelName());
        assertEquals(0, cli("world", "save", "--seed", "7", "--dimension", "the_nether", "--from", "3,3", "--to",
            "3,3", "--out", world.toString(), "--overwrite"));
        LevelDatReader.Info after = LevelDatReader.read(world.resolve("level.dat"));
        assertEquals("Overworld (seed 7)", after.levelName(), "the world's name stays");
        assertEquals(java.util.Arrays.toString(before.spawn()), java.util.Arrays.toString(after.spawn()),
            "the overworld spawn stays");
        assertTrue(Files.exists(world.resolve("dimensions/minecraft/the_nether/region/r.0.0.mca")),
            "the nether's chunks were added (26.2's folders)");
    }

    private static int cli(String... args) {
        java.io.ByteArrayOutputStream sink = new java.io.ByteArrayOutputStream();
        java.io.PrintStream out = new java.io.PrintStream(sink, true, StandardCharsets.UTF_8);
        int code = org.terrainexplorer.cli.TerrainCli.run(new java.io.ByteArrayInputStream(new byte[0]), out, out, args);
        assertEquals(0, code, sink.toString(StandardCharsets.UTF_8));
        return code;
    }

    /** A process id that is not running: a child that has exited. */
    private static long deadPid() throws IOException {
        Process p = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-version")
            .redirectErrorStream(true).start();
        try {
            p.getInputStream().readAllBytes();
            p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return p.pid();
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
