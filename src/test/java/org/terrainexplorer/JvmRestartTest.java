package org.terrainexplorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.cli.TerrainCli;

@DisplayName("A headless command started with java -jar runs again in a JVM tuned for short runs")
class JvmRestartTest {

    private static final Optional<String> JAVA = Optional.of("/jdk/bin/java");

    private static Optional<List<String>> line(Map<String, String> env, String restarted, String... args) {
        return JvmRestart.command(JAVA, Optional.of(args), env, restarted, StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("java -jar: the same arguments after the options and the mark, the user's own options kept")
    void restartsJarStarts() {
        List<String> line = line(Map.of(), null, "-Xmx2g", "-jar", "te.jar", "world", "map", "--out", "a b.png")
            .orElseThrow();
        List<String> expected = new ArrayList<>(List.of("/jdk/bin/java"));
        expected.addAll(JvmRestart.OPTIONS);
        expected.add("-D" + JvmRestart.RESTARTED + "=true");
        expected.addAll(List.of("-Xmx2g", "-jar", "te.jar", "world", "map", "--out", "a b.png"));
        assertEquals(expected, line);
    }

    @Test
    @DisplayName("not restarted: -cp starts, a restarted JVM, the switch, the user's own JVM options, a seed search, "
        + "no command line")
    void staysWhenItShould() {
        assertTrue(line(Map.of(), null, "-cp", "te.jar", "org.terrainexplorer.Launcher", "world").isEmpty());
        assertTrue(line(Map.of(), "true", "-jar", "te.jar", "world").isEmpty(), "never twice");
        assertTrue(line(Map.of(JvmRestart.SWITCH, "never"), null, "-jar", "te.jar", "world").isEmpty());
        assertTrue(line(Map.of(), null, "-XX:FreqInlineSize=300", "-jar", "te.jar", "world").isEmpty());
        assertTrue(line(Map.of("JDK_JAVA_OPTIONS", "-XX:FreqInlineSize=300"), null, "-jar", "te.jar", "x").isEmpty());
        assertTrue(line(Map.of("JAVA_TOOL_OPTIONS", "-XX:FreqInlineSize=300"), null, "-jar", "te.jar", "x").isEmpty());
        assertTrue(line(Map.of(), null, "-agentlib:jdwp=transport=dt_socket,server=y,address=5005", "-jar", "te.jar",
            "world").isEmpty(), "a debugger's port would be bound twice");
        assertTrue(line(Map.of("JAVA_TOOL_OPTIONS", "-Dx=1 -XX:StartFlightRecording=filename=r.jfr"), null, "-jar",
            "te.jar", "world").isEmpty(), "both JVMs would write the recording");
        assertTrue(line(Map.of(), null, "-cp", "te.jar", "Main", "-jar", "x").isEmpty(), "-jar as a program argument");
        assertTrue(line(Map.of(), null, "-jar", "te.jar", "world", "search", "--spec", "s.json").isEmpty(),
            "a seed search is a long run");
        assertTrue(line(Map.of(), null, "-jar", "te.jar", "world", "map").isPresent());
        assertTrue(line(Map.of(), null, "-jar").isEmpty(), "no jar named");
        assertTrue(JvmRestart.command(Optional.empty(), Optional.of(new String[] {"-jar", "te.jar"}), Map.of(), null,
            StandardCharsets.UTF_8).isEmpty());
        assertTrue(JvmRestart.command(JAVA, Optional.empty(), Map.of(), null, StandardCharsets.UTF_8).isEmpty());
        assertTrue(line(Map.of(JvmRestart.SWITCH, "always"), null, "-jar", "te.jar", "world").isPresent(),
            "any other value leaves the restart on");
        assertTrue(line(Map.of("JDK_JAVA_OPTIONS", " -Xmx1g  -ea "), null, "-Dfile.encoding=UTF-8", "-Xss4m",
            "-enableassertions:org.terrainexplorer...", "-jar", "te.jar", "world").isPresent(),
            "properties, sizes and assertions are passed on");
    }

    @Test
    @DisplayName("not restarted where the platform's encoding cannot hold an argument (it would arrive garbled)")
    void staysWithArgumentsTheEncodingLacks() {
        String[] accented = {"-jar", "/tmp/r\u00e9v/te.jar", "world", "map", "--out", "a.png"};
        String[] garbled = {"-jar", "/tmp/r\ufffdv/te.jar", "world", "map"};
        assertTrue(JvmRestart.command(JAVA, Optional.of(accented), Map.of(), null, StandardCharsets.UTF_8)
            .isPresent());
        assertTrue(JvmRestart.command(JAVA, Optional.of(accented), Map.of(), null, StandardCharsets.US_ASCII)
            .isEmpty(), "a C locale's ASCII");
        assertTrue(JvmRestart.command(JAVA, Optional.of(garbled), Map.of(), null, StandardCharsets.US_ASCII)
            .isEmpty(), "what ASCII decoding left of it");
        assertTrue(JvmRestart.command(Optional.of("/j\u00e9/bin/java"), Optional.of(new String[] {"-jar", "te.jar",
            "world"}), Map.of(), null, StandardCharsets.US_ASCII).isEmpty(), "the java executable's own path");
        assertTrue(JvmRestart.command(JAVA, Optional.of(new String[] {"-jar", "te.jar", "world", "map"}), Map.of(),
            null, StandardCharsets.US_ASCII).isPresent());
    }

    @Test
    @DisplayName("as a real java -jar: stdin, stdout, stderr and the exit status pass through the second JVM")
    void passesThrough(@TempDir Path dir) throws IOException, InterruptedException {
        Path jar = launcherJar(dir);
        // Each JVM announces JAVA_TOOL_OPTIONS on stderr once: twice means the command ran in a second JVM.
        String announce = "Picked up JAVA_TOOL_OPTIONS";
        Run restarted = sample(jar, Map.of());
        Run here = sample(jar, Map.of(JvmRestart.SWITCH, "never"));
        assertEquals(2, count(restarted.err, announce), restarted.err);
        assertEquals(1, count(here.err, announce), here.err);
        for (Run run : List.of(restarted, here)) {
            assertEquals("-0.25\n", run.out);
            assertTrue(run.err.contains("line 2: coordinate 3 'oops'"), run.err);
            assertEquals(TerrainCli.EXIT_INPUT_ERROR, run.code);
        }
    }

    @Test
    @DisplayName("SIGTERM to the first JVM during a save: the second cleans up, says at most one line, exit 143")
    void stopsTheSecondJvm(@TempDir Path dir) throws IOException, InterruptedException {
        Path jar = launcherJar(dir.resolve("jar"));
        Path out = Files.createDirectory(dir.resolve("out"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(java.toString(), "-jar", jar.toString(), "world", "save",
            "--from", "-24,-24", "--to", "23,23", "--out", out.resolve("world").toString());
        builder.environment().remove("JDK_JAVA_OPTIONS");
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().put(AotCache.SWITCH, "never");
        Path log = dir.resolve("save.log");
        Process p = builder.redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            // Wait for the condition (the save's temporary folder), bounded, never for time.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            boolean started = false;
            while (!started && p.isAlive() && System.nanoTime() < deadline) {
                try (var names = Files.list(out)) {
                    started = names.anyMatch(f -> f.getFileName().toString().endsWith(".part"));
                }
                if (!started) {
                    Thread.sleep(5);
                }
            }
            assertTrue(started, "the save started: " + Files.readString(log, StandardCharsets.UTF_8));
            assertEquals(1, p.descendants().count(), "the save runs in a second JVM");
            p.destroy();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the first JVM stopped");
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        assertEquals(143, p.exitValue(), "SIGTERM's exit status; printed: " + lines);
        try (var left = Files.list(out)) {
            assertEquals(List.of(), left.toList(), "no temporary folder and no half world once the first JVM is gone");
        }
        assertTrue(lines.size() <= 1 && lines.stream().noneMatch(l -> l.contains("Exception")), lines.toString());
    }

    private record Run(String out, String err, int code) {
    }

    private static Run sample(Path jar, Map<String, String> env) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(java.toString(), "-jar", jar.toString(), "sample", "--noise",
            "perlin-reference", "--dims", "3");
        builder.environment().remove("JDK_JAVA_OPTIONS");
        builder.environment().put("JAVA_TOOL_OPTIONS", "-Dterrainexplorer.test=1");
        // Run on a JDK with a start-up cache, a world command would make one in the user's own cache folder.
        builder.environment().put(AotCache.SWITCH, "never");
        builder.environment().putAll(env);
        Process process = builder.start();
        try (OutputStream in = process.getOutputStream()) {
            in.write("0.5 0.5 0.5\n1 2 oops\n".getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        return new Run(out, err, process.exitValue());
    }

    /** A jar like the built one (the launcher as its main class) over the test's class path. */
    private static Path launcherJar(Path dir) throws IOException {
        Files.createDirectories(dir);
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, Launcher.class.getName());
        StringBuilder classPath = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classPath.append(Path.of(entry).toAbsolutePath().toUri()).append(' ');
        }
        main.put(Attributes.Name.CLASS_PATH, classPath.toString().trim());
        Path jar = dir.resolve("launcher.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.flush();
        }
        return jar;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
