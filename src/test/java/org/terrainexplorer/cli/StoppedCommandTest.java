package org.terrainexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
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
}
