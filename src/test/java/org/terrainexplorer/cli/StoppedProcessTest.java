package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.Launcher;

/**
 * A long command in a process of its own, stopped as Ctrl+C or {@code kill} stops it (SIGTERM here: the same
 * shutdown): it stops its work, says so in one line and writes nothing, before the process ends.
 */
class StoppedProcessTest {

    @TempDir
    Path folder;

    @TempDir
    Path logs;

    @Test
    @DisplayName("world map stopped mid-way: one line on standard error, the signal's status, no file")
    void worldMapStopped() throws Exception {
        Path out = folder.resolve("map.png");
        Path err = logs.resolve("err.txt");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
            Launcher.class.getName(), "world", "map", "--size", "4096x4096", "--out", out.toString())
            .redirectOutput(logs.resolve("out.txt").toFile()).redirectError(err.toFile()).start();
        try {
            // Stopped once its work is under way (its first progress line), through its handle: Process.destroy
            // would also close this side's streams.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!read(err).contains("map: ") && p.isAlive() && System.nanoTime() < deadline) {
                p.waitFor(100, TimeUnit.MILLISECONDS);
            }
            assertTrue(read(err).contains("map: "), "the map is under way: " + read(err));
            p.toHandle().destroy();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process ends");
        } finally {
            p.destroyForcibly();
        }
        assertEquals(143, p.exitValue(), "SIGTERM's status");
        List<String> lines = read(err).lines().toList();
        assertEquals("world map: stopped; nothing was written", lines.get(lines.size() - 1), lines.toString());
        assertTrue(lines.stream().allMatch(l -> l.startsWith("map: ") || l.startsWith("world map: stopped")),
            "progress, then the one line: " + lines);
        assertEquals("", read(logs.resolve("out.txt")), "nothing on standard output");
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of(), left.toList(), "no file, not even a hidden part");
        }
    }

    private static String read(Path file) throws java.io.IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }
}
