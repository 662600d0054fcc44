package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SIGTERM (what Ctrl+C and a service manager send) during {@code world save} leaves no temporary folder. */
class SaveInterruptTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("a save stopped by SIGTERM once its temporary folder exists leaves nothing behind")
    void sigtermCleansUp(@TempDir Path dir) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
            "org.terrainexplorer.Launcher", "world", "save", "--from", "-24,-24", "--to", "23,23", "--out",
            dir.resolve("world").toString())
            .redirectErrorStream(true).redirectOutput(dir.resolveSibling(dir.getFileName() + ".log").toFile())
            .start();
        try {
            // Wait for the condition (the temporary folder with a region being written), bounded, never for time.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            boolean started = false;
            while (!started && p.isAlive() && System.nanoTime() < deadline) {
                started = names(dir).stream().anyMatch(n -> n.startsWith(".world.") && n.endsWith(".part"));
                if (!started) {
                    Thread.onSpinWait();
                    Thread.sleep(5);
                }
            }
            assertTrue(started, "the save started (its temporary folder appeared) while the process ran");
            p.destroy();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process stopped");
        } finally {
            p.destroyForcibly();
        }
        assertEquals(List.of(), names(dir), "no temporary folder and no half world");
    }
}
