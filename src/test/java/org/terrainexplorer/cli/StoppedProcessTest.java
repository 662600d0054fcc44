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
 * shutdown): it stops its work and says so in one line before the process ends; a map writes nothing, a search keeps
 * what it found.
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
        Process p = stoppedAt("map: ", logs.resolve("out.txt"), err, "world", "map", "--size", "4096x4096", "--out",
            out.toString());
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

    @Test
    @DisplayName("world search stopped mid-unit: the signal's status, the matches so far written, the part of each "
        + "unit done kept in the ledger, and --resume searches only the rest")
    void worldSearchStopped() throws Exception {
        // Spawns in a forest, found by generating the spawn's chunks (which see the stop too): two units of 200.
        Path spec = folder.resolve("spawns.json");
        Files.writeString(spec, """
            {"format": 1, "world": {"version": "1.21.1"}, "seeds": {"from": 0, "to": 399}, "unitSize": 200,
             "condition": {"id": "spawn", "spawnBiome": ["forest", "birch_forest", "dark_forest"]}}
            """);
        Path whole = logs.resolve("whole.jsonl");
        CliRun reference = CliRun.run("", "world", "search", "--spec", spec.toString(), "--threads", "2", "--out",
            whole.toString());
        assertEquals(0, reference.exitCode(), reference.err());
        List<String> all = Files.readAllLines(whole);
        assertTrue(all.size() >= 4, "some matches: " + all);

        Path out = folder.resolve("spawns.jsonl");
        Path err = logs.resolve("search-err.txt");
        // Stopped at its first progress line (2 s into the search), some way into each unit of 200 seeds.
        Process p = stoppedAt("search: ", logs.resolve("search-out.txt"), err, "world", "search", "--spec",
            spec.toString(), "--threads", "2", "--out", out.toString());
        assertEquals(143, p.exitValue(), "SIGTERM's status: " + read(err));
        List<String> lines = read(err).lines().toList();
        String last = lines.get(lines.size() - 1);
        assertTrue(last.startsWith("search: stopped: ") && last.endsWith("keeps them: carry on with --resume"), last);
        assertTrue(read(logs.resolve("search-out.txt")).startsWith("Wrote " + out + ": "), "the matches so far: "
            + read(logs.resolve("search-out.txt")));

        // The ledger holds the part of each unit done; the results file their matches.
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        long[] done = new long[2];
        for (String line : Files.readAllLines(folder.resolve("spawns.jsonl.ledger").resolve("ledger.jsonl"))) {
            com.fasterxml.jackson.databind.JsonNode n = json.readTree(line);
            if (n.has("unit")) {
                assertTrue(n.has("part"), "no unit finished: " + line);
                done[n.get("unit").asInt()] = n.get("part").asLong();
            }
        }
        assertTrue(done[0] + done[1] > 0 && done[0] < 200 && done[1] < 200, "parts: " + done[0] + ", " + done[1]);
        List<String> kept = all.stream().filter(l -> {
            long seed = Long.parseLong(l.substring("{\"seed\":".length(), l.indexOf(',')));
            return seed < done[0] || seed >= 200 && seed < 200 + done[1];
        }).toList();
        assertEquals(kept, Files.readAllLines(out), "the matches of the parts done");

        CliRun resumed = CliRun.run("", "world", "search", "--spec", spec.toString(), "--threads", "2", "--out",
            out.toString(), "--resume");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertEquals(all, Files.readAllLines(out));
        assertTrue(resumed.out().contains(", " + (400 - done[0] - done[1]) + " seeds searched here"),
            "only the rest searched: " + resumed.out());
    }

    /**
     * Runs the program in a child JVM with these arguments, its streams to files, and stops it with SIGTERM once
     * {@code marker} is on its standard error (its work under way), through its handle: Process.destroy would also
     * close this side's streams. Returns the ended process.
     */
    private static Process stoppedAt(String marker, Path out, Path err, String... args) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new java.util.ArrayList<>(List.of(java.toString(), "-cp",
            System.getProperty("java.class.path"), Launcher.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!read(err).contains(marker) && p.isAlive() && System.nanoTime() < deadline) {
                p.waitFor(50, TimeUnit.MILLISECONDS);
            }
            assertTrue(read(err).contains(marker), "the work is under way: " + read(err));
            p.toHandle().destroy();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process ends");
        } finally {
            p.destroyForcibly();
        }
        return p;
    }

    private static String read(Path file) throws java.io.IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }
}
