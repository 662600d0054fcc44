package org.terrainexplorer.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The top-level command: {@code terrain-explorer <subcommand> [options]}; its commands are {@link CommandTree#TOP}.
 */
@Command(name = "terrain-explorer",
    mixinStandardHelpOptions = true,
    versionProvider = TerrainCli.Version.class,
    description = "Make noise-based terrain from the command line. With no arguments, opens the window.",
    footer = {"", "Examples:", "  terrain-explorer render --preset islands --out island.png",
        "  terrain-explorer world map --center 3600,-3888 --size 256x256 --out peaks.png",
        "  terrain-explorer world --help", "",
        "Run 'terrain-explorer COMMAND --help' for a command's options.",
        "terrain-explorer stands for 'java -jar terrain-explorer.jar' (the jar is",
        "target/terrain-explorer.jar after mvn package).",
        "Exit status: 0 done; 1 bad input (a value out of range, a bad preset or line of input); "
            + "2 a malformed command line (an unknown option, a value the option does not take); 130 or 143 "
            + "stopped by Ctrl+C or SIGTERM."})
public final class TerrainCli implements Callable<Integer> {

    /**
     * Exit code for bad input found while running: an unknown parameter, a value out of range, a bad preset
     * or line of input, a file that cannot be written.
     */
    public static final int EXIT_INPUT_ERROR = 1;
    /**
     * Exit code for a malformed command line: an unknown option or command, an option without its value, a
     * value of the wrong form or not among the option's choices, options that do not go together.
     */
    public static final int EXIT_USAGE_ERROR = CommandLine.ExitCode.USAGE;

    /** Exit code of a command stopped by Ctrl+C, as a shell gives it (128 + SIGINT). */
    public static final int EXIT_STOPPED = 130;

    /** Whether a command's exception is its work cancelled because the program is stopping. */
    static boolean stopped(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof CancellationException) {
                return true;
            }
        }
        return false;
    }

    /** Only reached with options alone ({@code terrain-explorer --}): the window opens without any. */
    @Override
    public Integer call() {
        throw new UsageException("expected a command: render, sample, preset, params, world or help");
    }

    /**
     * Runs a command line against the process's standard streams and returns the exit code. While it runs, a
     * stopping program (Ctrl+C, SIGTERM) stops the command's long work at its next check and waits for it
     * (up to {@value #STOP_WAIT_SECONDS} s) to clean up and say so, before the process ends.
     */
    public static int run(String... args) {
        AtomicBoolean stopping = new AtomicBoolean();
        CountDownLatch done = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stopping.set(true);
            try {
                done.await(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "terrain-cli-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return run(System.in, System.out, System.err, ProgressTiming.DEFAULT, stopping::get, args);
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The program is stopping: the hook has run, or runs now and returns at once.
            }
        }
    }

    /** How long a stopping program waits for a command to stop and say so. */
    static final int STOP_WAIT_SECONDS = 10;

    /** Runs a command line against the given streams and returns the exit code; for tests and embedding. */
    public static int run(InputStream in, PrintStream out, PrintStream err, String... args) {
        return run(in, out, err, ProgressTiming.DEFAULT, args);
    }

    /** {@link #run(InputStream, PrintStream, PrintStream, String...)} with long work's progress lines so timed. */
    static int run(InputStream in, PrintStream out, PrintStream err, ProgressTiming progress, String... args) {
        return run(in, out, err, progress, () -> false, args);
    }

    /**
     * {@link #run(InputStream, PrintStream, PrintStream, ProgressTiming, String...)}, the command's long work
     * stopped (a {@link CancellationException} at its next check) once {@code stopping} is true.
     */
    static int run(InputStream in, PrintStream out, PrintStream err, ProgressTiming progress,
                   BooleanSupplier stopping, String... args) {
        return run(new Streams(in, out, err, progress, new Warnings(err), stopping), true, args);
    }

    /**
     * Runs a command line on the commands it reaches ({@link CommandTree}), or on every command (for tests that
     * compare the two).
     */
    static int run(Streams streams, boolean onlyReached, String... args) {
        StreamFactory factory = new StreamFactory(streams);
        CommandLine commandLine = new CommandLine(new TerrainCli(), factory);
        CommandTree.add(commandLine, factory, onlyReached ? args : new String[0]);
        try {
            return configure(commandLine, streams.out(), streams.err()).execute(args);
        } finally {
            streams.warnings().finish();
        }
    }

    /**
     * Gives a command line the application's streams, converters and error handling: a usage error is reported
     * with the command's help named (exit 2), bad input in one line (exit 1), a command stopped by Ctrl+C or SIGTERM
     * in one line ({@link #EXIT_STOPPED}), anything else as an internal error with its stack trace (exit 1).
     */
    static CommandLine configure(CommandLine commandLine, PrintStream out, PrintStream err) {
        commandLine.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        commandLine.setParameterExceptionHandler(new UsageErrors());
        commandLine.registerConverter(Integer.class, new Converters.Int());
        commandLine.registerConverter(Integer.TYPE, new Converters.Int());
        giveVersion(commandLine);
        WholeNames.keep(commandLine);
        commandLine.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (stopped(ex)) {
                // Only a stopping program (Ctrl+C, SIGTERM) cancels a command; its clean-up has run, or runs in the
                // shutdown hooks, and the process ends with the signal's status (130, 143) whatever is returned.
                cmd.getErr().println(UsageErrors.name(cmd) + ": stopped; nothing was written");
                cmd.getErr().flush();
                return EXIT_STOPPED;
            }
            if (ex instanceof UsageException) {
                UsageErrors.report(cmd, ex.getMessage());
                return EXIT_USAGE_ERROR;
            }
            if (ex instanceof InputException || ex instanceof UncheckedIOException) {
                cmd.getErr().println(UsageErrors.name(cmd) + ": " + ex.getMessage());
            } else {
                cmd.getErr().println(UsageErrors.name(cmd) + ": internal error: " + ex);
                ex.printStackTrace(cmd.getErr());
            }
            cmd.getErr().flush();
            return EXIT_INPUT_ERROR;
        });
        return commandLine;
    }

    /** Every command answers {@code -V}/{@code --version} with the application's version, not only the top one. */
    private static void giveVersion(CommandLine command) {
        command.getCommandSpec().versionProvider(new Version());
        for (CommandLine sub : command.getSubcommands().values()) {
            giveVersion(sub);
        }
    }

    /**
     * The streams a command reads and writes, and when its progress lines on {@code err} start and follow; injected
     * so tests run commands in-process.
     */
    public record Streams(InputStream in, PrintStream out, PrintStream err, ProgressTiming progress,
                          Warnings warnings, BooleanSupplier stopping) {

        /** The streams, with the default progress timing. */
        public Streams(InputStream in, PrintStream out, PrintStream err) {
            this(in, out, err, ProgressTiming.DEFAULT);
        }

        /** The streams, warnings going to {@code err}. */
        public Streams(InputStream in, PrintStream out, PrintStream err, ProgressTiming progress) {
            this(in, out, err, progress, new Warnings(err), () -> false);
        }

        /**
         * A progress report on {@code err} for the work of command {@code name}; its {@code cancelled}, the work's
         * cancel test, is true once the program is {@link #stopping}, and the work stops (a {@link
         * CancellationException}) at its next check.
         */
        ProgressReport progressReport(String name) {
            return new ProgressReport(err, name, progress, stopping);
        }
    }

    /**
     * When a long command's progress lines on standard error start (after {@code delay} of work) and how often
     * they follow (at most every {@code interval}).
     */
    public record ProgressTiming(Duration delay, Duration interval) {
        /** After 2 s of work, a line at most every 2 s. */
        public static final ProgressTiming DEFAULT = new ProgressTiming(Duration.ofSeconds(2), Duration.ofSeconds(2));
    }

    /** Creates subcommands with the run's streams. */
    private record StreamFactory(Streams streams) implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            try {
                return type.getDeclaredConstructor(Streams.class).newInstance(streams);
            } catch (NoSuchMethodException e) {
                return CommandLine.defaultFactory().create(type);
            }
        }
    }

    /** Reports the version from the jar's manifest, or "(development build)" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = TerrainCli.class.getPackage().getImplementationVersion();
            return new String[] {"terrain-explorer " + (version == null ? "(development build)" : version)};
        }
    }
}
