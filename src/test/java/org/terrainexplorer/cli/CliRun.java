package org.terrainexplorer.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process with the given standard input, capturing output and the exit code. */
record CliRun(int exitCode, String out, String err) {

    static CliRun run(String stdin, String... args) {
        return run(TerrainCli.ProgressTiming.DEFAULT, stdin, args);
    }

    /** A run whose progress lines on standard error start and follow as {@code progress} says. */
    static CliRun run(TerrainCli.ProgressTiming progress, String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = TerrainCli.run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
            progress, args);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A run on every command, not only those the command line reaches (see {@link CommandTree}). */
    static CliRun onEveryCommand(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        int code = TerrainCli.run(new TerrainCli.Streams(new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8), e), false, args);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    String[] lines() {
        return out.isEmpty() ? new String[0] : out.split("\n");
    }
}
