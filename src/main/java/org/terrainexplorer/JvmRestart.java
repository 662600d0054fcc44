package org.terrainexplorer;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Restarts a headless command started with {@code java -jar} in a JVM given {@link #OPTIONS}: a jar's manifest
 * cannot carry JVM options, and a command's wait is mostly the JIT's warm-up.
 *
 * <p>Why: on the 2-core machine a fresh {@code world map} spends more CPU in C2 than in generating (docs/performance.md,
 * "A fresh JVM"). With C2 inlining hot callees of up to 325 bytecodes (HotSpot's {@code FreqInlineSize}), a handful of
 * generator methods (the aquifer's open block, a carver's ellipsoid, a jigsaw piece's shuffled blocks) become 40–80 KB
 * compilations of 0.2–0.5 s each, some compiled twice after a deoptimisation, while the noise loops wait behind them.
 * At 200 the same work is compiled in smaller units: a fresh {@code world map} at 512² took 4.3 s instead of 5.6 s and
 * a {@code world save} of 32 × 32 chunks 6.4 s instead of 9.6 s (medians of four, JDK 17), while warm generation
 * stays within 2 % (150 and 100 gave no more to a fresh run and cost warm code 6 and 12 %). And the parallel
 * collector: on JDK 17 a fresh map took 3.60 s with it against 3.93 s with G1 (the default), a save 6.59 s against
 * 7.04 s (medians of five and four, alternating); on JDK 25 the two are alike. The restart costs a second JVM's
 * start (about 0.1 s).
 *
 * <p>Only a {@code java -jar} start is restarted: the user could not give options there, while {@code java -cp ...}
 * is someone choosing their own. Not restarted: the window and {@code world search} (long runs, where the warm
 * code counts: a search of 16,384 seeds took 11.3 s restarted against 10.0 s without), a JVM given
 * options other than system properties, heap and stack sizes and assertions (on its command line or in
 * {@code JDK_JAVA_OPTIONS} or {@code JAVA_TOOL_OPTIONS}: see {@link #passedOn}), an environment with
 * {@code TERRAIN_EXPLORER_RESTART=never}, and platforms whose process information lacks the command line. If the
 * new JVM cannot be started, the command runs here as before.
 *
 * <p>On a JDK with an ahead-of-time cache (25 and later) the new JVM is also given the jar's own cache, made in the
 * background after the first {@code world} command ({@link AotCache}).
 */
public final class JvmRestart {

    /** The options the restarted JVM gets, before the user's own (so that theirs win). */
    public static final String IGNORE_UNKNOWN = "-XX:+IgnoreUnrecognizedVMOptions";
    public static final String INLINE_SIZE = "-XX:FreqInlineSize=200";
    public static final String COLLECTOR = "-XX:+UseParallelGC";
    static final List<String> OPTIONS = List.of(IGNORE_UNKNOWN, INLINE_SIZE, COLLECTOR);
    /** The system property that marks the restarted JVM. */
    static final String RESTARTED = "terrainexplorer.restarted";
    /** The environment variable that turns the restart off ({@code never}). */
    static final String SWITCH = "TERRAIN_EXPLORER_RESTART";

    private JvmRestart() {
    }

    /**
     * The command line that starts this run again with {@link #OPTIONS}, or empty when it should run here.
     * {@code command} and {@code arguments} are this process's ({@link ProcessHandle.Info}: the java executable and
     * every argument after it), {@code restarted} the {@link #RESTARTED} property.
     */
    static Optional<List<String>> command(Optional<String> command, Optional<String[]> arguments,
                                          Map<String, String> env, String restarted, Charset platform) {
        if (restarted != null || "never".equalsIgnoreCase(env.getOrDefault(SWITCH, "").trim())
            || command.isEmpty() || arguments.isEmpty()) {
            return Optional.empty();
        }
        // An argument the platform's encoding cannot hold (a name with letters a C locale lacks) would reach the
        // second JVM garbled: the command runs here.
        CharsetEncoder encoder = platform.newEncoder();
        if (!encoder.canEncode(command.get()) || !Stream.of(arguments.get()).allMatch(encoder::canEncode)) {
            return Optional.empty();
        }
        List<String> args = List.of(arguments.get());
        int jar = args.indexOf("-jar");
        if (jar < 0 || jar + 1 >= args.size()) {
            return Optional.empty();
        }
        List<String> program = args.subList(jar + 2, args.size());
        if (program.size() >= 2 && program.get(0).equals("world") && program.get(1).equals("search")) {
            return Optional.empty();
        }
        List<String> options = new ArrayList<>(args.subList(0, jar));
        for (String variable : List.of("JDK_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS")) {
            String value = env.getOrDefault(variable, "").trim();
            if (!value.isEmpty()) {
                options.addAll(List.of(value.split("\\s+")));
            }
        }
        if (!options.stream().allMatch(JvmRestart::passedOn)) {
            return Optional.empty();
        }
        List<String> line = new ArrayList<>();
        line.add(command.get());
        line.addAll(OPTIONS);
        line.add("-D" + RESTARTED + "=true");
        line.addAll(args);
        return Optional.of(line);
    }

    /**
     * Whether a JVM option the user gave lets the command be restarted (the new JVM gets it too): system
     * properties, heap and stack sizes, assertions. Anything else (a debugger's agent, which would bind its port
     * twice; a flight recording or a log file, which both JVMs would write; {@code FreqInlineSize} itself; tuning)
     * means someone chose the JVM's options, and the command runs where they were given.
     */
    static boolean passedOn(String option) {
        return option.startsWith("-D") || option.startsWith("-Xmx") || option.startsWith("-Xms")
            || option.startsWith("-Xss") || option.matches("-(e|d)s?a(:.*)?|-(enable|disable)(system)?assertions(:.*)?");
    }

    /**
     * Runs this process's command again with {@link #OPTIONS} and returns its exit code, or empty (nothing started)
     * when it should run here. The new JVM shares this one's standard streams; if this one is stopped, so is it, and
     * this one waits for it.
     */
    static Optional<Integer> run() {
        ProcessHandle.Info self = ProcessHandle.current().info();
        Optional<List<String>> line = command(self.command(), self.arguments(), System.getenv(),
            System.getProperty(RESTARTED), platformEncoding());
        if (line.isEmpty()) {
            return Optional.empty();
        }
        List<String> args = List.of(self.arguments().orElseThrow());
        int jarOption = args.indexOf("-jar");
        String jarArgument = args.get(jarOption + 1);
        List<String> program = args.subList(jarOption + 2, args.size());
        // A heap of 32 GB or more has its own cache, and its training is given the same heap.
        List<String> heap = AotCache.heapOptions(args.subList(0, jarOption));
        Optional<AotCache> cache;
        try {
            cache = AotCache.forThisJvm(Path.of(jarArgument), heap);
        } catch (RuntimeException e) {
            cache = Optional.empty();
        }
        List<String> command = new ArrayList<>(line.get());
        command.addAll(1 + OPTIONS.size(), cache.map(AotCache::options).orElse(List.of()));
        Process child;
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
        // Stopped (SIGTERM, or Ctrl+C when only this JVM got it), this JVM stops the new one the same way and
        // waits for it: it cleans up as a command does and says so, before the shell's prompt comes back.
        Thread stop = new Thread(() -> stop(child), "stop the restarted JVM");
        Runtime.getRuntime().addShutdownHook(stop);
        try {
            int status = child.waitFor();
            // A world command that succeeded, on a JDK with a start-up cache and none made yet: one is made in
            // the background for the next commands (AotCache).
            if (status == 0 && trains(program) && cache.isPresent()
                && cache.get().needsTraining(Instant.now())) {
                List<String> training = new ArrayList<>(OPTIONS);
                training.addAll(heap);
                cache.get().startTraining(line.get().get(0), Path.of(jarArgument), training);
            }
            return Optional.of(status);
        } catch (InterruptedException e) {
            child.destroy();
            Thread.currentThread().interrupt();
            return Optional.of(130);
        }
    }

    /**
     * Whether a command's run may start the training of the start-up cache: a {@code world} command that made
     * something (not its help or the version).
     */
    static boolean trains(List<String> program) {
        return program.size() >= 2 && program.get(0).equals("world") && !program.get(1).equals("help")
            && program.stream().noneMatch(a -> List.of("-h", "--help", "-V", "--version").contains(a));
    }

    /** The encoding this JVM passes arguments to a new process in ({@code sun.jnu.encoding}). */
    private static Charset platformEncoding() {
        try {
            return Charset.forName(System.getProperty("sun.jnu.encoding", Charset.defaultCharset().name()));
        } catch (IllegalArgumentException e) {
            return Charset.defaultCharset();
        }
    }

    private static void stop(Process child) {
        child.destroy();
        try {
            if (!child.waitFor(STOP_WAIT_SECONDS, TimeUnit.SECONDS)) {
                child.destroyForcibly();
            }
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** How long a stopped restart waits for the new JVM to clean up before it kills it. */
    private static final int STOP_WAIT_SECONDS = 30;
}
