package org.terrainexplorer.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Without {@code ../shared/mcdata} the build's tests fail at once, before any test runs, with one line saying the
 * game's data is missing and where it is looked for; before, the world's tests each waited for their 60-second
 * timeouts. Runs Maven on a copy of the pom in a folder that has no {@code ../shared/mcdata} beside it.
 */
@DisplayName("The build without the game's data")
class GameDataMissingTest {

    private static Optional<Path> mvn() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(dir, "mvn");
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    @Test
    @DisplayName("stops before the tests, at once, with one line naming the missing folder")
    void failsAtOnce(@TempDir Path dir) throws IOException, InterruptedException {
        Optional<Path> mvn = mvn();
        Assumptions.assumeTrue(mvn.isPresent(), "mvn is not on the PATH");
        Path project = Files.createDirectories(dir.resolve("project"));
        Files.copy(Path.of("pom.xml"), project.resolve("pom.xml"));
        Path log = dir.resolve("mvn.log");
        long start = System.nanoTime();
        Process p = new ProcessBuilder(mvn.get().toString(), "-o", "-B", "-q", "verify").directory(project.toFile())
            .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "Maven finished");
        double seconds = (System.nanoTime() - start) / 1e9;
        String out = Files.readString(log, StandardCharsets.UTF_8);
        Assumptions.assumeFalse(out.contains("Cannot access") || out.contains("offline mode")
            || out.contains("Could not resolve"), "Maven's plugins are not all here offline: " + out);
        assertNotEquals(0, p.exitValue(), out);
        List<String> lines = out.lines().filter(l -> l.contains("The game's data is missing")).toList();
        assertEquals(1, lines.size(), out);
        assertTrue(lines.get(0).contains(project.resolve("../shared/mcdata").toString()), lines.get(0));
        assertTrue(!out.contains("Tests run"), "no test ran: " + out);
        assertTrue(seconds < 120, "at once, not after timeouts: " + seconds + " s");
    }
}
