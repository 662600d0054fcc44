package org.terrainexplorer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
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
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The jar's own ahead-of-time cache for a JDK that has one (25 and later, JEP 483 and 514): the classes a world
 * command loads and links, and the JIT's method profiles, kept from a training run, so that a fresh JVM starts
 * generating sooner (a fresh {@code world map} at 512² on two cores: 3.5 s without, 3.0 s with; see
 * docs/performance.md, "The jar's start-up cache").
 *
 * <p>How: {@link JvmRestart} starts a headless command in a second JVM; when a cache for this jar and this JDK is in
 * the user's cache folder, that JVM is given it. When there is none, after a {@code world} command has succeeded
 * the first JVM starts {@link #main the trainer} in the background and returns: the trainer runs one fixed map (its
 * output discarded) in a JVM that writes the cache at its exit, under a name of its own, checks that a JVM can use
 * it, and then gives it its name. One training runs at a time (a lock made atomically; stale after {@link #STALE});
 * one that fails is not tried again for {@link #BACK_OFF}. The folder is used only if it is the user's own and no one
 * else may write in it (a JVM runs the code a cache holds). A JDK before 25, {@code TERRAIN_EXPLORER_AOT=never}, or a
 * cache folder that cannot be made or trusted: nothing is read or written. The JVM checks a cache against its jar
 * and itself and, where it does not fit, runs without it; its messages about the cache are turned off.
 */
public final class AotCache {

    /** The environment variable that turns the cache off ({@code never}). */
    static final String SWITCH = "TERRAIN_EXPLORER_AOT";
    /** The first JDK whose {@code java} makes a cache in one run ({@code -XX:AOTCacheOutput}). */
    static final int FIRST_RELEASE = 25;
    /** How long a training may run before it is stopped. */
    static final Duration TRAINING_LIMIT = Duration.ofMinutes(10);
    /** How long after its lock was made a training counts as left behind (longer than it may run). */
    static final Duration STALE = Duration.ofMinutes(15);
    /** How long after a failed training no other is started. */
    static final Duration BACK_OFF = Duration.ofDays(1);
    /** How long a cache no JVM was given is kept: a training deletes the older ones (of any JVM and jar). */
    static final Duration UNUSED = Duration.ofDays(30);
    /** The command the training runs: the start-up target of issue 28 (26.2's overworld, seed 0, 512²). */
    static final List<String> TRAINING = List.of("world", "map", "--size", "512x512", "--out");
    /** The JVM option that keeps its messages about the cache off (every tag set with {@code aot}). */
    static final String QUIET = "-Xlog:aot*=off";
    private static final String PREFIX = "terrain-explorer-";
    private static final String SUFFIX = ".aot";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private final Path folder;
    /** {@code PREFIX + JVM version + "-" + hash of (the jar's path, the JDK's home) + "-"}. */
    private final String place;
    /** The jar's build: a hash of its size and time. */
    private final String build;

    AotCache(Path folder, String place, String build) {
        this.folder = folder;
        this.place = place;
        this.build = build;
    }

    /**
     * The cache of {@code jar} for the running JVM, or empty where there is none to read or make: a JDK before
     * {@link #FIRST_RELEASE}, the cache turned off, no cache folder, or a jar or folder name that cannot be read.
     */
    static Optional<AotCache> of(Path jar, int feature, String vmVersion, String javaHome, Map<String, String> env,
                                 String osName, String home) {
        return of(jar, feature, vmVersion, javaHome, env, osName, home, false);
    }

    /**
     * {@link #of(Path, int, String, String, Map, String, String)} for JVMs whose heap is {@code largeHeap}
     * ({@link #largeHeap}): such a JVM passes over a cache made without, and the other way round, so each has its own.
     */
    static Optional<AotCache> of(Path jar, int feature, String vmVersion, String javaHome, Map<String, String> env,
                                 String osName, String home, boolean largeHeap) {
        if (feature < FIRST_RELEASE || "never".equalsIgnoreCase(env.getOrDefault(SWITCH, "").trim())) {
            return Optional.empty();
        }
        try {
            Optional<Path> folder = folder(env, osName, home);
            if (folder.isEmpty()) {
                return Optional.empty();
            }
            Path real = jar.toRealPath();
            String place = PREFIX + safe(vmVersion) + "-"
                + digest(real + "\n" + javaHome + (largeHeap ? "\nlarge heap" : "")) + "-";
            String build = digest(Files.size(real) + "\n" + Files.getLastModifiedTime(real).toMillis());
            return Optional.of(new AotCache(folder.get(), place, build));
        } catch (IOException | RuntimeException e) {
            // A name the platform cannot hold (say a home folder with letters the locale lacks): no cache.
            return Optional.empty();
        }
    }

    /**
     * {@link #of} for this JVM and its environment (the home folder from {@code HOME}, else the JVM's), for JVMs
     * given {@code heapOptions} ({@link #heapOptions}).
     */
    static Optional<AotCache> forThisJvm(Path jar, List<String> heapOptions) {
        Map<String, String> env = System.getenv();
        return of(jar, Runtime.version().feature(), System.getProperty("java.vm.version", ""),
            System.getProperty("java.home", ""), env, System.getProperty("os.name", ""),
            env.getOrDefault("HOME", System.getProperty("user.home", "")), largeHeap(heapOptions));
    }

    /** The largest heap a JVM keeps compressed object pointers for is under this; a cache records which it had. */
    static final long LARGE_HEAP = 32L << 30;

    /**
     * The options of a JVM's {@code options} that its cache depends on and a training must be given too: its
     * maximum heap sizes ({@code -Xmx}), when the last one is {@link #largeHeap large}; none otherwise (a training
     * with the default heap makes the cache every smaller heap uses).
     */
    static List<String> heapOptions(List<String> options) {
        List<String> heap = options.stream().filter(o -> o.startsWith("-Xmx")).toList();
        return largeHeap(heap) ? heap : List.of();
    }

    /**
     * Whether the last {@code -Xmx} of {@code options} asks for {@link #LARGE_HEAP} or more (a number of bytes, or
     * of k, m, g or t, either case, as the JVM reads it); false without one or for one it cannot read.
     */
    static boolean largeHeap(List<String> options) {
        String last = null;
        for (String o : options) {
            if (o.startsWith("-Xmx")) {
                last = o.substring(4);
            }
        }
        if (last == null || !last.matches("\\d{1,18}[kKmMgGtT]?")) {
            return false;
        }
        char unit = Character.toLowerCase(last.charAt(last.length() - 1));
        int shift = unit == 'k' ? 10 : unit == 'm' ? 20 : unit == 'g' ? 30 : unit == 't' ? 40 : 0;
        long count = Long.parseLong(shift == 0 ? last : last.substring(0, last.length() - 1));
        return count > (LARGE_HEAP - 1) >> shift; // count << shift >= LARGE_HEAP, without overflowing
    }

    /**
     * The folder for the cache: {@code $XDG_CACHE_HOME} or {@code ~/.cache} on Linux and other Unix systems,
     * {@code ~/Library/Caches} on macOS, {@code %LOCALAPPDATA%} on Windows; each with {@code terrain-explorer/aot}.
     * Only absolute folders count.
     */
    static Optional<Path> folder(Map<String, String> env, String osName, String home) {
        String os = osName.toLowerCase(Locale.ROOT);
        Optional<Path> base;
        if (os.startsWith("windows")) {
            base = absolute(env.getOrDefault("LOCALAPPDATA", ""));
        } else if (os.startsWith("mac")) {
            base = absolute(home).map(h -> h.resolve("Library").resolve("Caches"));
        } else {
            base = absolute(env.getOrDefault("XDG_CACHE_HOME", ""))
                .or(() -> absolute(home).map(h -> h.resolve(".cache")));
        }
        return base.map(b -> b.resolve("terrain-explorer").resolve("aot"));
    }

    private static Optional<Path> absolute(String name) {
        if (name.isBlank()) {
            return Optional.empty();
        }
        Path p = Path.of(name);
        return p.isAbsolute() ? Optional.of(p) : Optional.empty();
    }

    /** The cache's file: named by the JVM's version, the jar's path and the JDK's home, and the jar's build. */
    Path file() {
        return named(SUFFIX);
    }

    /** The file a training holds while it runs, so that no second one starts. */
    Path lock() {
        return named(".training");
    }

    /** The mark of a failed training: none is started again until it is {@link #BACK_OFF} old. */
    Path failed() {
        return named(".failed");
    }

    /** Where training {@code id}'s JVM writes the cache at its exit, before it is checked and named. */
    Path partial(long id) {
        return named("." + id + ".partial");
    }

    /** This jar's and JVM's file with the given ending. */
    private Path named(String ending) {
        return folder.resolve(place + build + ending);
    }

    /**
     * The options that give a JVM this cache, or none while it does not exist (or the folder or file is not the
     * user's own). The cache's time is set to now: it is in use ({@link #UNUSED}).
     */
    List<String> options() {
        Path file = file();
        if (!trusted(folder, true) || !trusted(file, false)) {
            return List.of();
        }
        try {
            Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
        } catch (IOException e) {
            // Only its upkeep: a cache whose time stays old may be deleted by a training after a month.
        }
        return List.of("-XX:AOTCache=" + file, QUIET);
    }

    /**
     * Whether a training should start now: there is no cache, no other training is under way (a {@link #lock}
     * younger than {@link #STALE}; an older one is deleted), none failed in the last {@link #BACK_OFF}, and the
     * folder, where it exists, is the user's own.
     */
    boolean needsTraining(Instant now) {
        try {
            if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS) && !trusted(folder, true)) {
                return false;
            }
            if (Files.exists(file(), LinkOption.NOFOLLOW_LINKS) || younger(failed(), BACK_OFF, now)
                || younger(lock(), STALE, now)) {
                return false;
            }
            Files.deleteIfExists(lock());
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    private static boolean younger(Path file, Duration age, Instant now) throws IOException {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        Instant made = Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).toInstant();
        return Duration.between(made, now).compareTo(age) < 0;
    }

    /**
     * Whether a path is the user's own: not a link, owned by the user running this JVM, and (a folder) writable by
     * no one else. Where the file system has no POSIX permissions (Windows), the user's profile folder is.
     */
    static boolean trusted(Path path, boolean folder) {
        try {
            PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class,
                LinkOption.NOFOLLOW_LINKS);
            if (view == null) {
                return folder ? Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                    : Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS);
            }
            PosixFileAttributes a = view.readAttributes();
            String user = System.getProperty("user.name", "");
            boolean kind = folder ? a.isDirectory() : a.isRegularFile();
            boolean others = a.permissions().contains(PosixFilePermission.GROUP_WRITE)
                || a.permissions().contains(PosixFilePermission.OTHERS_WRITE);
            return kind && a.owner().getName().equals(user) && !(folder && others);
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /**
     * The command line of the training JVM: the jar's {@link #TRAINING} map, its image into {@code image}, the
     * cache written to {@link #partial} at its exit; {@code options} are the restart's own.
     */
    List<String> trainingCommand(String java, Path jar, List<String> options, Path image, long id) {
        List<String> line = new ArrayList<>();
        line.add(java);
        line.addAll(options);
        line.add("-XX:AOTCacheOutput=" + partial(id));
        line.add(QUIET);
        line.add("-D" + JvmRestart.RESTARTED + "=true");
        line.add("-jar");
        line.add(jar.toString());
        line.addAll(TRAINING);
        line.add(image.toString());
        return line;
    }

    /**
     * Takes the lock and starts the trainer in the background ({@code java -cp jar AotCache ...}, its output
     * discarded), and returns: it does not hold up the command that asked for it. False if another training holds
     * the lock or the trainer could not be started (then the lock is given back).
     */
    boolean startTraining(String java, Path jar, List<String> options) {
        return startTraining(java, jar, options, lowPriority(System.getProperty("os.name", ""), Files::isExecutable));
    }

    /** {@link #startTraining(String, Path, List)}, the trainer's line after {@code prefix} ({@link #lowPriority}). */
    boolean startTraining(String java, Path jar, List<String> options, List<String> prefix) {
        try {
            if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(folder.getParent());
                createOwnFolder(folder);
            }
            if (!trusted(folder, true)) {
                return false;
            }
            // Made atomically (a link or a file in its place fails it): a second command starts no training.
            Files.newOutputStream(lock(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
        try {
            String path = jar.toAbsolutePath().toString();
            List<String> line = new ArrayList<>(prefix);
            line.addAll(List.of(java, "-cp", path, AotCache.class.getName(), java, path, folder.toString(), place,
                build));
            line.addAll(options);
            startQuietly(line);
            return true;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            deleteQuietly(lock());
            return false;
        }
    }

    /**
     * What runs the trainer (and the JVMs it starts) at a low priority where the system has {@code nice}: a command
     * the user starts meanwhile then keeps the cores (a fresh map beside a training took 7.0 s at the same priority,
     * 3.9 s with the training at {@code nice -n 10}; 3.5 s alone). Nothing on Windows.
     */
    static List<String> lowPriority(String osName, Predicate<Path> executable) {
        if (osName.toLowerCase(Locale.ROOT).startsWith("windows")) {
            return List.of();
        }
        for (String nice : List.of("/usr/bin/nice", "/bin/nice")) {
            if (executable.test(Path.of(nice))) {
                return List.of(nice, "-n", "10");
            }
        }
        return List.of();
    }

    private static void createOwnFolder(Path folder) throws IOException {
        try {
            Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } catch (UnsupportedOperationException e) {
            Files.createDirectory(folder);
        } catch (FileAlreadyExistsException e) {
            // Made meanwhile by another command; trusted() decides.
        }
    }

    /**
     * Runs a training, checks its cache and names it: {@code args} are the java executable, the jar, the cache
     * folder, the cache's place and build (as {@link #AotCache(Path, String, String)} takes them), then the options
     * for the training JVM. It holds the lock, made by {@link #startTraining}, and gives it back at the end.
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        String java = args[0];
        Path jar = Path.of(args[1]);
        AotCache cache = new AotCache(Path.of(args[2]), args[3], args[4]);
        List<String> options = List.of(args).subList(5, args.length);
        long id = ProcessHandle.current().pid();
        Path work = null;
        boolean made = false;
        try {
            work = Files.createTempDirectory("terrain-explorer-training");
            made = run(cache.trainingCommand(java, jar, options, work.resolve("map.png"), id))
                // A JVM must be able to use it: one that cannot (or finds none) says so and stops (AOTMode=on).
                && run(checkCommand(java, jar, options, cache.partial(id)));
        } finally {
            if (work != null) {
                deleteQuietly(work.resolve("map.png"));
                deleteQuietly(work);
            }
            try {
                // Names the cache, or deletes what the training left.
                cache.finish(made, id, Instant.now());
            } finally {
                if (!made) {
                    cache.markFailed();
                }
                deleteQuietly(cache.lock());
            }
        }
    }

    /**
     * The JVM that checks a training's cache: given the training's options (a large heap's among them), it uses the
     * cache or, where it cannot (or finds none), says so and stops ({@code AOTMode=on}).
     */
    static List<String> checkCommand(String java, Path jar, List<String> options, Path cache) {
        List<String> line = new ArrayList<>(List.of(java));
        line.addAll(options);
        line.addAll(List.of("-XX:AOTCache=" + cache, "-XX:AOTMode=on", "-Xlog:disable", "-cp", jar.toString(),
            "-version"));
        return line;
    }

    /** Marks a failed training ({@link #failed}); without the mark, the next world command may try again. */
    private void markFailed() {
        try {
            Files.write(failed(), new byte[0]);
        } catch (IOException | SecurityException e) {
            // No mark.
        }
    }

    /** Runs a JVM, its output discarded; true if it ended in {@link #TRAINING_LIMIT} with status 0. */
    private static boolean run(List<String> line) throws IOException, InterruptedException {
        Process p = startQuietly(line);
        if (!p.waitFor(TRAINING_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
            // The training JVM starts another to write the cache: both are stopped.
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            return false;
        }
        return p.exitValue() == 0;
    }

    /**
     * After training {@code id}: a successful one's cache takes its name (unless another training named one first)
     * and the folder is tidied: the same JVM's caches of this jar's other builds, any cache unused for
     * {@link #UNUSED}, partial caches and the JVM's configurations left behind (older than {@link #STALE}) and old
     * failure marks are deleted, each on its own (one that cannot be deleted is left). A failed one's files are
     * deleted.
     */
    void finish(boolean succeeded, long id, Instant now) throws IOException {
        Path partial = partial(id);
        if (!succeeded || !Files.isRegularFile(partial, LinkOption.NOFOLLOW_LINKS) || Files.size(partial) == 0) {
            deleteQuietly(partial);
            deleteQuietly(configuration(partial));
            return;
        }
        try {
            Files.move(partial, file(), StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException e) {
            deleteQuietly(partial);
        }
        String ours = file().getFileName().toString();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, PREFIX + "*")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                try {
                    Duration age = Duration.between(Files.getLastModifiedTime(f, LinkOption.NOFOLLOW_LINKS)
                        .toInstant(), now);
                    boolean delete = name.endsWith(SUFFIX)
                        ? !name.equals(ours) && (name.startsWith(place) || age.compareTo(UNUSED) > 0)
                        : (name.endsWith(".partial") || name.endsWith(".partial.config")) && age.compareTo(STALE) > 0
                            || name.endsWith(".failed") && age.compareTo(BACK_OFF) > 0;
                    if (delete) {
                        Files.deleteIfExists(f);
                    }
                } catch (IOException e) {
                    // Deleted meanwhile, or held by a running JVM: left for the next training.
                }
            }
        }
    }

    /** The configuration the JVM records beside a partial cache while it makes it. */
    private static Path configuration(Path partial) {
        return partial.resolveSibling(partial.getFileName() + ".config");
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException | SecurityException e) {
            // Left behind: the next training tidies it.
        }
    }

    /** Starts a process with no input and its output discarded. */
    private static Process startQuietly(List<String> line) throws IOException {
        java.io.File nothing = new java.io.File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL"
            : "/dev/null");
        return new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectInput(ProcessBuilder.Redirect.from(nothing)).start();
    }

    /** A JVM version as a file name's part: letters, digits, dots, dashes and plus signs. */
    private static String safe(String version) {
        String s = version.replaceAll("[^A-Za-z0-9.+-]", "_");
        return s.isEmpty() ? "unknown" : s;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
