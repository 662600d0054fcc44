package org.terrainexplorer.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.terrainexplorer.JvmRestart;
import org.terrainexplorer.cli.TerrainCli;

/**
 * The command line in a fresh JVM: each fork runs {@code world map --size 512x512 --blocks-per-pixel 1} once, as
 * {@code java -jar} would (picocli, the game data of 26.2, its overworld, 1024 chunks' surfaces, the PNG), without
 * warm-up, so the time is what a user waits for after the JVM has started: JIT warm-up included. Forks give the
 * spread ({@code -f 10}); the JVM's own start (about 0.1 s) and class data sharing are outside it (see docs/performance.md,
 * "A fresh JVM", for {@code java -jar} itself). The forks get the options {@code java -jar} restarts a command with
 * ({@link JvmRestart}).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 5, jvmArgsAppend = {JvmRestart.IGNORE_UNKNOWN, JvmRestart.INLINE_SIZE, JvmRestart.COLLECTOR})
public class ColdStartBenchmark {

    @Benchmark
    public int worldMap512() throws IOException {
        Path out = Files.createTempFile("cold-start", ".png");
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        try {
            int code = TerrainCli.run(InputStream.nullInputStream(), quiet, quiet, "world", "map", "--size", "512x512",
                "--blocks-per-pixel", "1", "--overwrite", "--out", out.toString());
            if (code != 0) {
                throw new IllegalStateException("world map exited " + code);
            }
            return code;
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
