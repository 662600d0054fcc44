package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGTERM (what a service manager sends) and SIGINT (Ctrl+C) during {@code world save} leave no temporary folder,
 * and the command says so in at most one line, with the signal's exit status, never an internal error.
 */
class SaveInterruptTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** What the stopped process printed, and its exit status. */
    private record Stopped(int status, List<String> lines) {
    }

    /** Runs {@code world save ARGS} in a new JVM, sends it {@code signal} once its temporary folder exists. */
    private static Stopped saveAndStop(Path dir, String signal, String... args) throws IOException,
        InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
            "org.terrainexplorer.Launcher", "world", "save"));
        command.addAll(List.of(args));
        Path log = dir.resolveSibling(dir.getFileName() + "-" + signal + ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            // Wait for the condition (the temporary folder with a region being written), bounded, never for time.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            boolean started = false;
            while (!started && p.isAlive() && System.nanoTime() < deadline) {
                started = names(dir).stream().anyMatch(n -> n.startsWith(".world.") && n.endsWith(".part"));
                if (!started) {
                    Thread.sleep(5);
                }
            }
            assertTrue(started, "the save started (its temporary folder appeared) while the process ran: "
                + Files.readString(log, StandardCharsets.UTF_8));
            if (signal.equals("TERM")) {
                p.destroy();
            } else {
                Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start();
                assertEquals(0, kill.waitFor(), "kill -" + signal);
            }
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process stopped");
        } finally {
            p.destroyForcibly();
        }
        return new Stopped(p.exitValue(), Files.readAllLines(log, StandardCharsets.UTF_8));
    }

    private static void quietlyStopped(Stopped s, int status) {
        assertEquals(status, s.status(), "the signal's exit status; printed: " + s.lines());
        assertTrue(s.lines().size() <= 1, "at most one line: " + s.lines());
        for (String line : s.lines()) {
            assertFalse(line.contains("internal error") || line.contains("Exception"), line);
        }
    }

    @Test
    @DisplayName("a save stopped by SIGTERM once its temporary folder exists leaves nothing and says at most one "
        + "line, exit 143")
    void sigtermCleansUp(@TempDir Path dir) throws IOException, InterruptedException {
        Stopped s = saveAndStop(dir, "TERM", "--from", "-24,-24", "--to", "23,23", "--out",
            dir.resolve("world").toString());
        assertEquals(List.of(), names(dir), "no temporary folder and no half world");
        quietlyStopped(s, 143);
    }

    /**
     * Whether this process ignores SIGINT (Linux's {@code SigIgn} mask, bit 1): a shell without job control starts
     * background commands so ({@code mvn verify &} in a script), the save's JVM inherits it, and Java then leaves
     * SIGINT ignored, so Ctrl+C cannot be tried. False where the mask cannot be read.
     */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 0b10L) != 0;
            }
        }
        return false;
    }

    @Test
    @DisplayName("Ctrl+C (SIGINT) during a save with --overwrite into an empty folder leaves it empty, exit 130")
    void sigintCleansUp(@TempDir Path dir) throws IOException, InterruptedException {
        assumeFalse(sigintIgnored(), "SIGINT is ignored in this process (started in the background), and so in the "
            + "save's: run the tests in the foreground to try Ctrl+C");
        Files.createDirectory(dir.resolve("world"));
        Stopped s = saveAndStop(dir, "INT", "--from", "-24,-24", "--to", "23,23", "--out",
            dir.resolve("world").toString(), "--overwrite");
        assertEquals(List.of("world"), names(dir), "no temporary folder");
        assertEquals(List.of(), names(dir.resolve("world")), "the folder as it was");
        quietlyStopped(s, 130);
    }
}
