package org.terrainexplorer.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level command: {@code terrain-explorer <subcommand> [options]}. */
@Command(name = "terrain-explorer",
    mixinStandardHelpOptions = true,
    versionProvider = TerrainCli.Version.class,
    description = "Make noise-based terrain from the command line. With no arguments, opens the window.",
    subcommands = {RenderCommand.class, SampleCommand.class, PresetCommand.class, ParamsCommand.class,
        CommandLine.HelpCommand.class})
public final class TerrainCli {

    /** Exit code for bad input (a bad line, an invalid value) found while running. */
    public static final int EXIT_INPUT_ERROR = 1;
    /** Exit code for a malformed command line (an unknown option, a missing or unparsable option value). */
    public static final int EXIT_USAGE_ERROR = CommandLine.ExitCode.USAGE;

    /** Runs a command line against the process's standard streams and returns the exit code. */
    public static int run(String... args) {
        return run(System.in, System.out, System.err, args);
    }

    /** Runs a command line against the given streams and returns the exit code; for tests and embedding. */
    public static int run(InputStream in, PrintStream out, PrintStream err, String... args) {
        CommandLine commandLine = new CommandLine(new TerrainCli(), new StreamFactory(in, out, err));
        commandLine.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        commandLine.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (ex instanceof InputException || ex instanceof UncheckedIOException) {
                cmd.getErr().println(cmd.getCommandName() + ": " + ex.getMessage());
            } else {
                cmd.getErr().println(cmd.getCommandName() + ": internal error: " + ex);
                ex.printStackTrace(cmd.getErr());
            }
            return EXIT_INPUT_ERROR;
        });
        return commandLine.execute(args);
    }

    /** The streams a command reads and writes; injected so tests run commands in-process. */
    public record Streams(InputStream in, PrintStream out, PrintStream err) {
    }

    /** Creates subcommands with the run's streams. */
    private record StreamFactory(InputStream in, PrintStream out, PrintStream err) implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            try {
                return type.getDeclaredConstructor(Streams.class).newInstance(new Streams(in, out, err));
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
