package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

@DisplayName("A command stopped by Ctrl+C or SIGTERM")
class StoppedCommandTest {

    /** A command whose work is cancelled as a stopping program cancels it (a save's shutdown hook). */
    @Command(name = "save")
    static final class Cancelled implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new CancellationException();
        }
    }

    /** The same, the cancel wrapped as a pool's worker hands it on. */
    @Command(name = "map")
    static final class Wrapped implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new RuntimeException(new CancellationException());
        }
    }

    private static List<String> run(Object command, int expectedStatus) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            int status = TerrainCli.configure(new CommandLine(command), o, e).execute();
            assertEquals(expectedStatus, status);
        }
        assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing on standard output");
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    @DisplayName("says so in one line, without an internal error or a stack trace, and exits 130")
    void oneLine() {
        assertEquals(List.of("save: stopped; nothing was written"), run(new Cancelled(), TerrainCli.EXIT_STOPPED));
        assertEquals(List.of("map: stopped; nothing was written"), run(new Wrapped(), TerrainCli.EXIT_STOPPED));
    }

    /** Runs a command line in-process as a program already stopping (Ctrl+C, SIGTERM) runs it. */
    private static List<String> stopping(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = TerrainCli.run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
            TerrainCli.ProgressTiming.DEFAULT, () -> true, args);
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(TerrainCli.EXIT_STOPPED, status, lines.toString());
        assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing on standard output");
        return lines;
    }

    @Test
    @DisplayName("each long world command stops at its own check: one line, exit 130, no file or folder left")
    void longCommandsStop(@TempDir Path folder, @TempDir Path saves) throws IOException {
        assertEquals(List.of("world save: stopped; nothing was written"), stopping("", "world", "save", "--from",
            "0,0", "--to", "1,1", "--out", folder.resolve("w").toString()));
        assertEquals(List.of("world export: stopped; nothing was written"), stopping("", "world", "export",
            "--from", "0,0,0", "--to", "47,80,31", "--out", folder.resolve("box.vox").toString()));
        assertEquals(List.of("world section: stopped; nothing was written"), stopping("", "world", "section", "--z",
            "0", "--from", "0", "--to", "127", "--out", folder.resolve("s.png").toString()));
        assertEquals(List.of("world map: stopped; nothing was written"), stopping("", "world", "map", "--size",
            "128x128", "--out", folder.resolve("m.png").toString()));
        assertEquals(List.of("world chunks: stopped; nothing was written"), stopping("", "world", "chunks", "--from",
            "0,0", "--to", "2,2"));
        assertEquals(List.of("world sample: stopped; nothing was written"), stopping("0 64 0\n16 64 0\n", "world",
            "sample", "--fields", "block,continents"));
        assertEquals(List.of("world structures: stopped; nothing was written"), stopping("", "world", "structures",
            "--from", "0,0", "--to", "100,100"));
        Path world = saves.resolve("w");
        CliRun save = CliRun.run("", "world", "save", "--from", "0,0", "--to", "0,0", "--out", world.toString());
        assertEquals(0, save.exitCode(), save.err());
        List<String> saved = stopping("", "world", "structures", "--saved-world", world.toString());
        assertEquals("world structures: stopped; nothing was written", saved.get(saved.size() - 1),
            "after the line naming the saved world: " + saved);
        try (var left = Files.list(folder)) {
            assertEquals(List.of(), left.toList(), "no file, not even a hidden part");
        }
    }
}
