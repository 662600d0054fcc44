package org.terrainexplorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The jar's start-up cache: for JDK 25 and later, named by JVM, jar and build, made once in the background")
class AotCacheTest {

    private static final String JVM = "25.0.3+9-LTS";
    private static final String HOME = "/usr/lib/jvm/jdk-25";

    private static Optional<AotCache> of(Path jar, Path cacheHome, String jvm, String javaHome) {
        return AotCache.of(jar, 25, jvm, javaHome, Map.of("XDG_CACHE_HOME", cacheHome.toString()), "Linux", "/home/u");
    }

    private static AotCache cache(Path jar, Path cacheHome) {
        return of(jar, cacheHome, JVM, HOME).orElseThrow();
    }

    private static Path jar(Path dir, String content) throws IOException {
        Path jar = dir.resolve("terrain-explorer.jar");
        Files.writeString(jar, content);
        return jar;
    }

    /** The cache's folder, made as a training makes it (the user's own, no one else may write in it). */
    private static Path folder(AotCache cache) throws IOException {
        Path folder = cache.file().getParent();
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        return folder;
    }

    @Test
    @DisplayName("only from JDK 25, not when turned off, not without a readable jar or a name the platform holds")
    void onlyWhereItCanBeMade(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "jar");
        Map<String, String> env = Map.of("XDG_CACHE_HOME", dir.toString());
        assertTrue(AotCache.of(jar, 17, "17.0.15", HOME, env, "Linux", "/home/u").isEmpty(), "JDK 17 has none");
        assertTrue(AotCache.of(jar, 24, "24", HOME, env, "Linux", "/home/u").isEmpty(), "24 cannot make one in a run");
        assertTrue(AotCache.of(jar, 25, JVM, HOME, Map.of("XDG_CACHE_HOME", dir.toString(), AotCache.SWITCH,
            " Never "), "Linux", "/home/u").isEmpty());
        assertTrue(AotCache.of(dir.resolve("missing.jar"), 25, JVM, HOME, env, "Linux", "/home/u").isEmpty());
        assertTrue(AotCache.of(jar, 25, JVM, HOME, Map.of("XDG_CACHE_HOME", "/tmp/a\0b"), "Linux", "/home/u")
            .isEmpty(), "a folder name the platform refuses is no cache, not an error");
        assertTrue(AotCache.of(jar, 26, "26+35", HOME, env, "Linux", "/home/u").isPresent());
    }

    @Test
    @DisplayName("the cache folder: XDG_CACHE_HOME or ~/.cache, ~/Library/Caches, %LOCALAPPDATA%; absolute only")
    void folders() {
        assertEquals(Optional.of(Path.of("/c/terrain-explorer/aot")),
            AotCache.folder(Map.of("XDG_CACHE_HOME", "/c"), "Linux", "/home/u"));
        assertEquals(Optional.of(Path.of("/home/u/.cache/terrain-explorer/aot")),
            AotCache.folder(Map.of("XDG_CACHE_HOME", "relative"), "Linux", "/home/u"), "a relative one is ignored");
        assertEquals(Optional.of(Path.of("/home/u/.cache/terrain-explorer/aot")),
            AotCache.folder(Map.of(), "FreeBSD", "/home/u"));
        assertEquals(Optional.of(Path.of("/Users/u/Library/Caches/terrain-explorer/aot")),
            AotCache.folder(Map.of(), "Mac OS X", "/Users/u"));
        assertTrue(AotCache.folder(Map.of(), "Windows 11", "C:\\Users\\u").isEmpty());
        assertTrue(AotCache.folder(Map.of(), "Linux", "").isEmpty());
        assertTrue(AotCache.folder(Map.of(), "Linux", "relhome").isEmpty(), "a relative home would write where we are");
        assertTrue(AotCache.folder(Map.of(), "Linux", "?").isEmpty(), "the JVM's home when the user has none");
    }

    @Test
    @DisplayName("named by the JVM, the jar's path and the JDK's home, and the build: each gets a file of its own")
    void names(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "one build");
        Path file = cache(jar, dir).file();
        assertEquals(dir.resolve("terrain-explorer/aot"), file.getParent());
        assertTrue(file.getFileName().toString().startsWith("terrain-explorer-" + JVM + "-"), file.toString());
        assertTrue(file.getFileName().toString().endsWith(".aot"));
        assertEquals(file, cache(jar, dir).file(), "the same jar, the same file");
        assertNotEquals(file, of(jar, dir, JVM, "/opt/other-vendor-jdk-25").orElseThrow().file(),
            "another JDK build with the same version");
        assertNotEquals(file.getFileName(), of(jar, dir, "25.0.4+7", HOME).orElseThrow().file().getFileName());
        Files.writeString(jar, "another build");
        assertNotEquals(file, cache(jar, dir).file(), "another size");
        Path again = cache(jar, dir).file();
        Files.setLastModifiedTime(jar, FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        assertNotEquals(again, cache(jar, dir).file(), "another time");
    }

    @Test
    @DisplayName("the JVM is given the cache once it exists, its messages about it off, and only if it is the user's")
    void options(@TempDir Path dir) throws IOException {
        AotCache cache = cache(jar(dir, "jar"), dir);
        assertEquals(List.of(), cache.options());
        Path folder = folder(cache);
        Files.writeString(cache.file(), "cache");
        Files.setLastModifiedTime(cache.file(), FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        assertEquals(List.of("-XX:AOTCache=" + cache.file(), AotCache.QUIET), cache.options());
        assertTrue(Files.getLastModifiedTime(cache.file()).toInstant().isAfter(Instant.now().minusSeconds(600)),
            "a cache given to a JVM is in use");
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertEquals(List.of(), cache.options(), "anyone could have put it there");
        assertFalse(cache.needsTraining(Instant.now()), "nor is one made there");
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        Files.delete(cache.file());
        Files.createSymbolicLink(cache.file(), dir.resolve("elsewhere.aot"));
        Files.writeString(dir.resolve("elsewhere.aot"), "cache");
        assertEquals(List.of(), cache.options(), "a link is not followed");
    }

    @Test
    @DisplayName("one training at a time: a lock made atomically, stale after a while; none after a failure, for a day")
    void trainsOnce(@TempDir Path dir) throws IOException {
        AotCache cache = cache(jar(dir, "jar"), dir);
        Instant now = Instant.now();
        assertTrue(cache.needsTraining(now), "no folder yet");
        folder(cache);
        Files.write(cache.lock(), new byte[0]);
        assertFalse(cache.startTraining("/no/such/java", dir.resolve("terrain-explorer.jar"), List.of(), List.of()),
            "the lock is taken");
        assertTrue(Files.exists(cache.lock()), "and left to its owner");
        Files.setLastModifiedTime(cache.lock(), FileTime.from(now.minusSeconds(60)));
        assertFalse(cache.needsTraining(now), "another training is under way");
        Files.setLastModifiedTime(cache.lock(), FileTime.from(now.minus(AotCache.STALE).minusSeconds(1)));
        assertTrue(cache.needsTraining(now), "a lock left behind");
        assertFalse(Files.exists(cache.lock()));

        assertFalse(cache.startTraining("/no/such/java", dir.resolve("terrain-explorer.jar"), List.of(), List.of()));
        assertFalse(Files.exists(cache.lock()), "a trainer that could not start gives the lock back");

        Files.write(cache.failed(), new byte[0]);
        Files.setLastModifiedTime(cache.failed(), FileTime.from(now.minusSeconds(3600)));
        assertFalse(cache.needsTraining(now), "a training failed an hour ago");
        Files.setLastModifiedTime(cache.failed(), FileTime.from(now.minus(AotCache.BACK_OFF).minusSeconds(1)));
        assertTrue(cache.needsTraining(now), "and a day ago");
        Files.writeString(cache.file(), "cache");
        assertFalse(cache.needsTraining(now), "made");
    }

    @Test
    @DisplayName("a finished training names its cache and tidies the folder; a failed one leaves nothing")
    void finish(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "jar");
        AotCache cache = cache(jar, dir);
        Path folder = folder(cache);
        Instant now = Instant.now();
        String thisJarPrefix = cache.file().getFileName().toString().replaceAll("[0-9a-f]{12}\\.aot$", "");
        Path olderBuild = folder.resolve(thisJarPrefix + "0123456789ab.aot");
        Path otherJar = of(jar(Files.createDirectory(dir.resolve("other")), "jar"), dir, JVM, HOME).orElseThrow()
            .file();
        Path otherJvm = folder.resolve("terrain-explorer-26+35-0123456789ab-0123456789ab.aot");
        Path unusedJvm = folder.resolve("terrain-explorer-24.0.1+9-0123456789ab-0123456789ab.aot");
        Path leftPartial = folder.resolve("terrain-explorer-" + JVM + "-0123456789ab-0123456789ab.99.partial");
        Path oldFailure = folder.resolve("terrain-explorer-" + JVM + "-0123456789ab-0123456789ab.failed");
        for (Path p : List.of(olderBuild, otherJar, otherJvm, unusedJvm, leftPartial, oldFailure)) {
            Files.writeString(p, "x");
        }
        Files.setLastModifiedTime(unusedJvm, FileTime.from(now.minus(AotCache.UNUSED).minusSeconds(60)));
        Files.setLastModifiedTime(leftPartial, FileTime.from(now.minus(AotCache.STALE).minusSeconds(60)));
        Files.setLastModifiedTime(oldFailure, FileTime.from(now.minus(AotCache.BACK_OFF).minusSeconds(60)));

        Files.writeString(cache.partial(7), "");
        cache.finish(true, 7, now);
        assertFalse(Files.exists(cache.file()), "an empty file is no cache");
        assertFalse(Files.exists(cache.partial(7)));

        Files.writeString(cache.partial(7), "cache");
        Path configuration = folder.resolve(cache.partial(7).getFileName() + ".config");
        Files.writeString(configuration, "the JVM's");
        cache.finish(false, 7, now);
        assertFalse(Files.exists(cache.file()), "a failed training leaves no cache");
        assertFalse(Files.exists(cache.partial(7)));
        assertFalse(Files.exists(configuration));
        assertTrue(Files.exists(olderBuild), "nothing else is touched");

        Files.writeString(cache.partial(8), "cache");
        cache.finish(true, 8, now);
        assertEquals("cache", Files.readString(cache.file()));
        assertFalse(Files.exists(cache.partial(8)));
        assertFalse(Files.exists(olderBuild), "this jar's older build, for this JVM");
        assertTrue(Files.exists(otherJar), "another jar's cache (an installed one beside a build) is its own");
        assertTrue(Files.exists(otherJvm), "so is another JVM's");
        assertFalse(Files.exists(unusedJvm), "unless no JVM was given it for a month");
        assertFalse(Files.exists(leftPartial), "what a stopped training left");
        assertFalse(Files.exists(oldFailure), "an old failure's mark");
    }

    @Test
    @DisplayName("the training runs the fixed map in a restarted JVM that writes its own partial cache at its exit")
    void trainingCommand(@TempDir Path dir) throws IOException {
        Path jar = jar(dir, "jar");
        AotCache cache = cache(jar, dir);
        List<String> expected = new ArrayList<>(List.of("/jdk/bin/java"));
        expected.addAll(JvmRestart.OPTIONS);
        expected.addAll(List.of("-XX:AOTCacheOutput=" + cache.partial(42), AotCache.QUIET,
            "-D" + JvmRestart.RESTARTED + "=true", "-jar", jar.toString()));
        expected.addAll(AotCache.TRAINING);
        expected.add("/tmp/t/map.png");
        assertEquals(expected,
            cache.trainingCommand("/jdk/bin/java", jar, JvmRestart.OPTIONS, Path.of("/tmp/t/map.png"), 42));
        assertNotEquals(cache.partial(42), cache.partial(43), "two trainings never share a file");
        assertEquals(List.of("/usr/bin/nice", "-n", "10"), AotCache.lowPriority("Linux", p -> true),
            "a training yields the cores to the user's next command");
        assertEquals(List.of("/bin/nice", "-n", "10"), AotCache.lowPriority("Mac OS X",
            p -> p.equals(Path.of("/bin/nice"))));
        assertEquals(List.of(), AotCache.lowPriority("Linux", p -> false), "no nice: the normal priority");
        assertEquals(List.of(), AotCache.lowPriority("Windows 11", p -> true));
        assertTrue(JvmRestart.trains(List.of("world", "save", "--out", "w")));
        assertFalse(JvmRestart.trains(List.of("render", "--out", "a.png")), "only world commands start a training");
        assertFalse(JvmRestart.trains(List.of("world", "map", "--help")), "not their help");
        assertFalse(JvmRestart.trains(List.of("world", "help", "map")));
        assertFalse(JvmRestart.trains(List.of("world")));
        assertFalse(JvmRestart.trains(List.of()));
    }
    @Test
    @DisplayName("a heap of 32 GB or more (no compressed pointers) has a cache of its own, made and checked with it")
    void largeHeap(@TempDir Path dir) throws IOException {
        for (String large : List.of("-Xmx32g", "-Xmx32G", "-Xmx32768m", "-Xmx33554432k", "-Xmx34359738368", "-Xmx1t",
            "-Xmx64g")) {
            assertTrue(AotCache.largeHeap(List.of("-Xms1g", large)), large);
        }
        for (String small : List.of("-Xmx31g", "-Xmx32767m", "-Xmx34359738367", "-Xmx512m", "-Xmx", "-Xmxlots",
            "-Xmx32gb", "-Xmx1234567890123456789g")) {
            assertFalse(AotCache.largeHeap(List.of(small)), small);
        }
        assertFalse(AotCache.largeHeap(List.of("-Xmx64g", "-Xmx8g")), "the last -Xmx counts, as for the JVM");
        assertFalse(AotCache.largeHeap(List.of("-Xms64g")), "only the maximum");
        assertEquals(List.of("-Xmx16g", "-Xmx40g"),
            AotCache.heapOptions(List.of("-Dx=1", "-Xmx16g", "-Xmx40g", "-ea")));
        assertEquals(List.of(), AotCache.heapOptions(List.of("-Xmx40g", "-Xmx16g")), "a training's default heap");

        Path jar = jar(dir, "jar");
        Map<String, String> env = Map.of("XDG_CACHE_HOME", dir.toString());
        AotCache usual = AotCache.of(jar, 25, JVM, HOME, env, "Linux", "/home/u", false).orElseThrow();
        AotCache large = AotCache.of(jar, 25, JVM, HOME, env, "Linux", "/home/u", true).orElseThrow();
        assertEquals(cache(jar, dir).file(), usual.file());
        assertNotEquals(usual.file(), large.file());
        Path folder = folder(usual);
        Files.writeString(usual.file(), "usual");
        Files.writeString(large.partial(3), "large");
        large.finish(true, 3, Instant.now());
        assertEquals("large", Files.readString(large.file()));
        assertEquals("usual", Files.readString(usual.file()), "one training leaves the other heap's cache: " + folder);

        assertEquals(List.of("/jdk/bin/java", "-Xmx40g", "-XX:AOTCache=/c/x.aot", "-XX:AOTMode=on", "-Xlog:disable",
            "-cp", jar.toString(), "-version"),
            AotCache.checkCommand("/jdk/bin/java", jar, List.of("-Xmx40g"), Path.of("/c/x.aot")),
            "the check uses the cache with the training's heap");
    }
}
