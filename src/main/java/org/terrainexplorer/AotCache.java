package org.terrainexplorer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The jar's own ahead-of-time cache for a JDK that has one (25 and later, JEP 483 and 514): the classes a world
 * command loads and links, and the JIT's method profiles, kept from a training run, so that a fresh JVM starts
 * generating sooner (a fresh {@code world map} at 512²: 3.5 s without, 2.9 s with, on two cores; see
 * docs/performance.md, "The jar's start-up cache").
 *
 * <p>How: {@link JvmRestart} starts a headless command in a second JVM; when a cache for this jar and this JDK is in
 * the user's cache folder, that JVM is given it. When there is none, after a {@code world} command has succeeded
 * the JVM starts {@link #main the trainer} in the background and returns: the trainer runs one fixed map (its
 * output discarded) in a JVM that writes the cache at its exit, under a temporary name, and then gives it its
 * name. A training that ends in any other way leaves no cache; one left behind (the machine stopped) is
 * cleared after {@link #STALE}. A JDK before 25, {@code TERRAIN_EXPLORER_AOT=never}, or a cache folder that
 * cannot be made: nothing is read or written. The JVM checks a cache against its jar and itself and, where it
 * does not fit, runs without it; its messages about the cache are turned off.
 */
public final class AotCache {

    /** The environment variable that turns the cache off ({@code never}). */
    static final String SWITCH = "TERRAIN_EXPLORER_AOT";
    /** The first JDK whose {@code java} makes a cache in one run ({@code -XX:AOTCacheOutput}). */
    static final int FIRST_RELEASE = 25;
    /** How long a cache no JVM was given is kept: a training deletes the older ones (of any JVM and jar). */
    static final Duration UNUSED = Duration.ofDays(30);
    /** How long a training may take before its lock counts as left behind. */
    static final Duration STALE = Duration.ofMinutes(15);
    /** The command the training runs: the start-up target of issue 28 (26.2's overworld, seed 0, 512²). */
    static final List<String> TRAINING = List.of("world", "map", "--size", "512x512", "--out");
    private static final String PREFIX = "terrain-explorer-";
    private static final String SUFFIX = ".aot";

    private final Path folder;
    private final String jvm;
    private final String key;

    AotCache(Path folder, String jvm, String key) {
        this.folder = folder;
        this.jvm = jvm;
        this.key = key;
    }

    /**
     * The cache of {@code jar} for the running JVM, or empty where there is none to read or make: a JDK before
     * {@link #FIRST_RELEASE}, the cache turned off, no cache folder, or a jar that cannot be read.
     */
    static Optional<AotCache> of(Path jar, int feature, String vmVersion, Map<String, String> env,
                                 String osName, String home) {
        if (feature < FIRST_RELEASE || "never".equalsIgnoreCase(env.getOrDefault(SWITCH, "").trim())) {
            return Optional.empty();
        }
        Optional<Path> folder = folder(env, osName, home);
        if (folder.isEmpty()) {
            return Optional.empty();
        }
        try {
            Path real = jar.toRealPath();
            String identity = real + "\n" + Files.size(real) + "\n" + Files.getLastModifiedTime(real).toMillis();
            return Optional.of(new AotCache(folder.get(), safe(vmVersion), digest(identity)));
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** {@link #of} for this JVM and its environment (the home folder from {@code HOME}, else the JVM's). */
    static Optional<AotCache> forThisJvm(Path jar) {
        Map<String, String> env = System.getenv();
        return of(jar, Runtime.version().feature(), System.getProperty("java.vm.version", ""), env,
            System.getProperty("os.name", ""), env.getOrDefault("HOME", System.getProperty("user.home", "")));
    }

    /**
     * The folder for the cache: {@code $XDG_CACHE_HOME} or {@code ~/.cache} on Linux and other Unix systems,
     * {@code ~/Library/Caches} on macOS, {@code %LOCALAPPDATA%} on Windows; each with {@code terrain-explorer}.
     */
    static Optional<Path> folder(Map<String, String> env, String osName, String home) {
        String os = osName.toLowerCase(Locale.ROOT);
        String base;
        if (os.startsWith("windows")) {
            base = env.get("LOCALAPPDATA");
        } else if (os.startsWith("mac")) {
            base = home.isEmpty() ? null : Path.of(home, "Library", "Caches").toString();
        } else {
            String xdg = env.getOrDefault("XDG_CACHE_HOME", "");
            base = Path.of(xdg).isAbsolute() ? xdg : home.isEmpty() ? null : Path.of(home, ".cache").toString();
        }
        return base == null || base.isBlank() ? Optional.empty()
            : Optional.of(Path.of(base, "terrain-explorer", "aot"));
    }

    /** The cache's file: named by the JVM's version and the jar (its path, size and time). */
    Path file() {
        return folder.resolve(PREFIX + jvm + "-" + key + SUFFIX);
    }

    /** The file a training holds while it runs, so that no second one starts. */
    Path lock() {
        return folder.resolve(PREFIX + jvm + "-" + key + ".training");
    }

    /** Where a training JVM writes the cache at its exit, before it is named. */
    Path partial() {
        return folder.resolve(PREFIX + jvm + "-" + key + ".partial");
    }

    /**
     * The options that give a JVM this cache, or none while it does not exist. The cache's time is set to now: it is
     * in use ({@link #UNUSED}).
     */
    List<String> options() {
        if (!Files.isRegularFile(file())) {
            return List.of();
        }
        try {
            Files.setLastModifiedTime(file(), FileTime.from(Instant.now()));
        } catch (IOException e) {
            // Only its upkeep: a cache whose time stays old may be deleted by a training after a month.
        }
        return List.of("-XX:AOTCache=" + file(), "-Xlog:aot=off", "-Xlog:cds=off");
    }

    /**
     * Whether a training should start now: there is no cache, and no other training is under way (a {@link #lock}
     * younger than {@link #STALE}; an older one, and what its training left, is deleted).
     */
    boolean needsTraining(Instant now) {
        if (Files.exists(file())) {
            return false;
        }
        try {
            if (Files.exists(lock())) {
                FileTime modified = Files.getLastModifiedTime(lock());
                if (Duration.between(modified.toInstant(), now).compareTo(STALE) < 0) {
                    return false;
                }
                clearPartial();
                Files.deleteIfExists(lock());
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The command line of the training JVM: the jar's {@link #TRAINING} map, its image into {@code image}, the
     * cache written to {@link #partial} at its exit; {@code options} are the restart's own.
     */
    List<String> trainingCommand(String java, Path jar, List<String> options, Path image) {
        List<String> line = new ArrayList<>();
        line.add(java);
        line.addAll(options);
        line.add("-XX:AOTCacheOutput=" + partial());
        line.add("-Xlog:aot=off");
        line.add("-Xlog:cds=off");
        line.add("-D" + JvmRestart.RESTARTED + "=true");
        line.add("-jar");
        line.add(jar.toString());
        line.addAll(TRAINING);
        line.add(image.toString());
        return line;
    }

    /**
     * Starts the trainer in the background ({@code java -cp jar AotCache ...}, its output discarded) and returns:
     * it does not hold up the command that asked for it. False if it could not be started.
     */
    boolean startTraining(String java, Path jar, List<String> options) {
        try {
            Files.createDirectories(folder);
            // Claims the training: a second command finds the lock and starts none.
            Files.write(lock(), new byte[0]);
            String path = jar.toAbsolutePath().toString();
            List<String> line = new ArrayList<>(List.of(java, "-cp", path, AotCache.class.getName(), java, path,
                folder.toString(), jvm, key));
            line.addAll(options);
            new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectInput(ProcessBuilder.Redirect.from(nullDevice())).start();
            return true;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            try {
                Files.deleteIfExists(lock());
            } catch (IOException | SecurityException again) {
                // Left behind: stale after STALE.
            }
            return false;
        }
    }

    /**
     * Runs a training and names its cache: {@code args} are the java executable, the jar, the cache folder, the
     * JVM's version and the jar's key, then the options for the training JVM.
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        String java = args[0];
        Path jar = Path.of(args[1]);
        AotCache cache = new AotCache(Path.of(args[2]), args[3], args[4]);
        List<String> options = List.of(args).subList(5, args.length);
        Path work = Files.createTempDirectory("terrain-explorer-training");
        try {
            Files.deleteIfExists(cache.partial());
            Process training = new ProcessBuilder(cache.trainingCommand(java, jar, options, work.resolve("map.png")))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectInput(ProcessBuilder.Redirect.from(nullDevice())).start();
            boolean done = training.waitFor(STALE.toMinutes(), TimeUnit.MINUTES);
            if (!done) {
                training.destroyForcibly();
            }
            cache.finish(done && training.exitValue() == 0, Instant.now());
        } finally {
            Files.deleteIfExists(cache.lock());
            try (DirectoryStream<Path> files = Files.newDirectoryStream(work)) {
                for (Path f : files) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(work);
        }
    }

    /**
     * After a training: a successful one's cache takes its name (replacing none: it did not exist), and the caches
     * of other jars for the same JVM and those of any JVM unused for {@link #UNUSED} are deleted; otherwise what it
     * left is deleted.
     */
    void finish(boolean succeeded, Instant now) throws IOException {
        Path partial = partial();
        if (!succeeded || !Files.isRegularFile(partial) || Files.size(partial) == 0) {
            clearPartial();
            return;
        }
        Files.move(partial, file(), StandardCopyOption.ATOMIC_MOVE);
        String ours = file().getFileName().toString();
        String sameJvm = PREFIX + jvm + "-";
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, PREFIX + "*" + SUFFIX)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                boolean unused = Duration.between(Files.getLastModifiedTime(f).toInstant(), now).compareTo(UNUSED) > 0;
                if (!name.equals(ours) && (name.startsWith(sameJvm) || unused)) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    /** Deletes what a training leaves: the partial cache and the configuration the JVM records beside it. */
    private void clearPartial() throws IOException {
        Files.deleteIfExists(partial());
        Files.deleteIfExists(partial().resolveSibling(partial().getFileName() + ".config"));
    }

    private static java.io.File nullDevice() {
        return new java.io.File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    /** A JVM version as a file name's part: letters, digits, dots, dashes and plus signs. */
    private static String safe(String version) {
        String s = version.replaceAll("[^A-Za-z0-9.+-]", "_");
        return s.isEmpty() ? "unknown" : s;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
