package org.terrainexplorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The jar's start-up cache: for JDK 25 and later, named by jar and JVM, made once in the background")
class AotCacheTest {

    private static final String JVM = "25.0.3+9-LTS";

    private static AotCache cache(Path jar, Path cacheHome) {
        return AotCache.of(jar, 25, JVM, Map.of("XDG_CACHE_HOME", cacheHome.toString()), "Linux", "/home/u")
            .orElseThrow();
    }

    private static Path jar(Path dir, String content) throws IOException {
        Path jar = dir.resolve("terrain-explorer.jar");
        Files.writeString(jar, content);
        return jar;
    }

    @Test
    @DisplayName("only from JDK 25, not when turned off, not without a readable jar")
    void onlyWhereItCanBeMade(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "jar");
        Map<String, String> env = Map.of("XDG_CACHE_HOME", dir.toString());
        assertTrue(AotCache.of(jar, 17, "17.0.15", env, "Linux", "/home/u").isEmpty(), "JDK 17 has no AOT cache");
        assertTrue(AotCache.of(jar, 24, "24", env, "Linux", "/home/u").isEmpty(), "24 cannot make one in one run");
        assertTrue(AotCache.of(jar, 25, JVM, Map.of("XDG_CACHE_HOME", dir.toString(), AotCache.SWITCH, " Never "),
            "Linux", "/home/u").isEmpty());
        assertTrue(AotCache.of(dir.resolve("missing.jar"), 25, JVM, env, "Linux", "/home/u").isEmpty());
        assertTrue(AotCache.of(jar, 26, "26+35", env, "Linux", "/home/u").isPresent());
    }

    @Test
    @DisplayName("the cache folder: XDG_CACHE_HOME or ~/.cache, ~/Library/Caches, %LOCALAPPDATA%")
    void folders() {
        assertEquals(Optional.of(Path.of("/c/terrain-explorer/aot")),
            AotCache.folder(Map.of("XDG_CACHE_HOME", "/c"), "Linux", "/home/u"));
        assertEquals(Optional.of(Path.of("/home/u/.cache/terrain-explorer/aot")),
            AotCache.folder(Map.of("XDG_CACHE_HOME", "relative"), "Linux", "/home/u"), "a relative one is ignored");
        assertEquals(Optional.of(Path.of("/home/u/.cache/terrain-explorer/aot")),
            AotCache.folder(Map.of(), "FreeBSD", "/home/u"));
        assertEquals(Optional.of(Path.of("/Users/u/Library/Caches/terrain-explorer/aot")),
            AotCache.folder(Map.of(), "Mac OS X", "/Users/u"));
        assertEquals(Optional.of(Path.of("C:\\Users\\u\\AppData\\Local", "terrain-explorer", "aot")),
            AotCache.folder(Map.of("LOCALAPPDATA", "C:\\Users\\u\\AppData\\Local"), "Windows 11", "C:\\Users\\u"));
        assertTrue(AotCache.folder(Map.of(), "Windows 11", "C:\\Users\\u").isEmpty());
        assertTrue(AotCache.folder(Map.of(), "Linux", "").isEmpty());
    }

    @Test
    @DisplayName("named by the JVM and the jar: another build of the jar or another JVM gets another file")
    void names(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "one build");
        Path file = cache(jar, dir).file();
        assertEquals(dir.resolve("terrain-explorer/aot"), file.getParent());
        assertTrue(file.getFileName().toString().startsWith("terrain-explorer-" + JVM + "-"), file.toString());
        assertTrue(file.getFileName().toString().endsWith(".aot"));
        assertEquals(file, cache(jar, dir).file(), "the same jar, the same file");
        Files.writeString(jar, "another build");
        assertNotEquals(file, cache(jar, dir).file(), "another size");
        Path again = cache(jar, dir).file();
        Files.setLastModifiedTime(jar, FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        assertNotEquals(again, cache(jar, dir).file(), "another time");
        assertNotEquals(again.getFileName(), AotCache.of(jar, 25, "25.0.4+7", Map.of("XDG_CACHE_HOME",
            dir.toString()), "Linux", "/home/u").orElseThrow().file().getFileName(), "another JVM");
    }

    @Test
    @DisplayName("the JVM is given the cache once it exists, its messages about it off")
    void options(@TempDir Path dir) throws IOException {
        AotCache cache = cache(jar(dir, "jar"), dir);
        assertEquals(List.of(), cache.options());
        Files.createDirectories(cache.file().getParent());
        Files.writeString(cache.file(), "cache");
        Files.setLastModifiedTime(cache.file(), FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        assertEquals(List.of("-XX:AOTCache=" + cache.file(), "-Xlog:aot=off", "-Xlog:cds=off"), cache.options());
        assertTrue(Files.getLastModifiedTime(cache.file()).toInstant().isAfter(Instant.now().minusSeconds(600)),
            "a cache given to a JVM is in use");
    }

    @Test
    @DisplayName("one training at a time: none while a lock is fresh, one again after a stale lock, none once made")
    void trainsOnce(@TempDir Path dir) throws IOException {
        AotCache cache = cache(jar(dir, "jar"), dir);
        Instant now = Instant.now();
        assertTrue(cache.needsTraining(now));
        Files.createDirectories(cache.lock().getParent());
        Files.write(cache.lock(), new byte[0]);
        Files.setLastModifiedTime(cache.lock(), FileTime.from(now.minusSeconds(60)));
        assertFalse(cache.needsTraining(now), "another training is under way");
        Files.writeString(cache.partial(), "half-written");
        Path recorded = cache.partial().resolveSibling(cache.partial().getFileName() + ".config");
        Files.writeString(recorded, "the JVM's configuration");
        Files.setLastModifiedTime(cache.lock(), FileTime.from(now.minus(AotCache.STALE).minusSeconds(1)));
        assertTrue(cache.needsTraining(now), "a lock left behind");
        assertFalse(Files.exists(cache.lock()));
        assertFalse(Files.exists(cache.partial()), "what the stopped training left is cleared");
        assertFalse(Files.exists(recorded));
        Files.writeString(cache.file(), "cache");
        assertFalse(cache.needsTraining(now));
    }

    @Test
    @DisplayName("a finished training names its cache and clears the same JVM's caches of other jars; a failed "
        + "one leaves nothing")
    void finish(@TempDir Path dir) throws IOException {
        AotCache cache = cache(jar(dir, "jar"), dir);
        Path folder = cache.file().getParent();
        Files.createDirectories(folder);
        Path olderJar = folder.resolve("terrain-explorer-" + JVM + "-0123456789abcdef.aot");
        Path otherJvm = folder.resolve("terrain-explorer-26+35-0123456789abcdef.aot");
        Path unusedJvm = folder.resolve("terrain-explorer-24.0.1+9-0123456789abcdef.aot");
        Files.writeString(olderJar, "old");
        Files.writeString(otherJvm, "other");
        Files.writeString(unusedJvm, "a month old");
        Files.setLastModifiedTime(unusedJvm, FileTime.from(Instant.now().minus(AotCache.UNUSED).minusSeconds(60)));

        Files.writeString(cache.partial(), "");
        cache.finish(true, Instant.now());
        assertFalse(Files.exists(cache.file()), "an empty file is no cache");
        assertFalse(Files.exists(cache.partial()));

        Files.writeString(cache.partial(), "cache");
        cache.finish(false, Instant.now());
        assertFalse(Files.exists(cache.file()), "a failed training leaves no cache");
        assertFalse(Files.exists(cache.partial()));
        assertTrue(Files.exists(olderJar));

        Files.writeString(cache.partial(), "cache");
        cache.finish(true, Instant.now());
        assertEquals("cache", Files.readString(cache.file()));
        assertFalse(Files.exists(cache.partial()));
        assertFalse(Files.exists(olderJar), "the same JVM's cache of another jar");
        assertTrue(Files.exists(otherJvm), "another JVM's cache is its own");
        assertFalse(Files.exists(unusedJvm), "unless no JVM was given it for a month");
    }

    @Test
    @DisplayName("the training runs the fixed map in a restarted JVM that writes the partial cache at its exit")
    void trainingCommand(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "jar");
        AotCache cache = cache(jar, dir);
        List<String> expected = new ArrayList<>(List.of("/jdk/bin/java"));
        expected.addAll(JvmRestart.OPTIONS);
        expected.addAll(List.of("-XX:AOTCacheOutput=" + cache.partial(), "-Xlog:aot=off", "-Xlog:cds=off",
            "-D" + JvmRestart.RESTARTED + "=true", "-jar", jar.toString()));
        expected.addAll(AotCache.TRAINING);
        expected.add("/tmp/t/map.png");
        assertEquals(expected,
            cache.trainingCommand("/jdk/bin/java", jar, JvmRestart.OPTIONS, Path.of("/tmp/t/map.png")));
        assertTrue(JvmRestart.trains(List.of("world", "save", "--out", "w")));
        assertFalse(JvmRestart.trains(List.of("render", "--out", "a.png")), "only world commands start a training");
        assertFalse(JvmRestart.trains(List.of()));
    }
}
