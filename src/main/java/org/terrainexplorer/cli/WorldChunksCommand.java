package org.terrainexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.WorldGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code world chunks}: generates a rectangle of chunks and prints how fast, and a checksum of every block (the
 * same on any number of threads).
 */
@Command(name = "chunks", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world chunks --from -8,-8 --to 7,7 --threads 2",
        "  terrain-explorer world chunks --seed 1 --world amplified --from 0,0 --to 3,3"},
    description = {"Generates the chunks from --from to --to (inclusive) and prints chunks per second and a "
        + "SHA-256 of every block, biome and heightmap, in chunk order.",
        "Fewer than " + WorldChunksCommand.WARM_CHUNKS + " chunks time mostly the JVM's warm-up (compiling the "
            + "generator), as the report says; at most one thread per chunk is used."})
final class WorldChunksCommand implements Callable<Integer> {

    /** The most chunks one run generates: a 128 × 128 square, about 2 GB of blocks at once otherwise. */
    static final int MAX_CHUNKS = 128 * 128;
    /** Below this many chunks the time is mostly the JVM compiling the generator, which the report says. */
    static final int WARM_CHUNKS = 64;

    @Mixin
    WorldOptions options;

    @Option(names = "--from", paramLabel = "CX,CZ", required = true, converter = WorldCoordinates.ChunkPair.class,
        description = "One corner chunk (chunk coordinates: block / 16).")
    WorldCoordinates.Ints from;

    @Option(names = "--to", paramLabel = "CX,CZ", required = true, converter = WorldCoordinates.ChunkPair.class,
        description = "The opposite corner chunk.")
    WorldCoordinates.Ints to;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "0",
        description = "Threads, 1 to 256; 0 (the default) for one per core.")
    int threads;

    private final TerrainCli.Streams streams;

    WorldChunksCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        if (threads < 0 || threads > 256) {
            throw new InputException("--threads " + threads + ": allowed 0 (one per core) to 256");
        }
        List<ChunkPos> chunks = rectangle(from, to);
        WorldGenerator generator = options.loaded().generator();
        ChunkData[] made = new ChunkData[chunks.size()];
        // One chunk is one task on one thread: more threads than chunks would have nothing to do.
        int count = Math.min(chunks.size(), threads == 0 ? Runtime.getRuntime().availableProcessors() : threads);
        long start;
        long end;
        ProgressReport progress = streams.progressReport("chunks");
        progress.start(chunks.size(), "chunks");
        try (RenderPool pool = new RenderPool(count)) {
            start = System.nanoTime();
            pool.forEach(chunks.size(), i -> {
                made[i] = generator.generate(chunks.get(i), progress::cancelled);
                progress.add(1);
            });
            end = System.nanoTime();
        }
        progress.finish();
        ChunkChecksum checksum = new ChunkChecksum();
        for (ChunkData c : made) {
            checksum.add(c);
        }
        double seconds = (end - start) / 1e9;
        streams.out().printf(Locale.ROOT, "Made %s on %s in %.2f s: %.1f chunks/s (%.2f ms per chunk per thread%s)%n",
            Plural.of(chunks.size(), "chunk"), Plural.of(count, "thread"), seconds, chunks.size() / seconds,
            seconds * 1000.0 * count / chunks.size(), chunks.size() < WARM_CHUNKS ? ", includes JIT warm-up" : "");
        streams.out().println("checksum " + checksum.hex());
        return 0;
    }

    /** The chunks of a rectangle, x-major, refusing more than {@link #MAX_CHUNKS}. */
    static List<ChunkPos> rectangle(WorldCoordinates.Ints from, WorldCoordinates.Ints to) {
        int x0 = Math.min(from.get(0), to.get(0));
        int x1 = Math.max(from.get(0), to.get(0));
        int z0 = Math.min(from.get(1), to.get(1));
        int z1 = Math.max(from.get(1), to.get(1));
        long count = (long) (x1 - x0 + 1) * (z1 - z0 + 1);
        if (count > MAX_CHUNKS) {
            throw new InputException("--from " + from.text() + " --to " + to.text() + ": " + count
                + " chunks; at most " + MAX_CHUNKS + " (128 x 128) at once");
        }
        List<ChunkPos> chunks = new ArrayList<>((int) count);
        for (int x = x0; x <= x1; x++) {
            for (int z = z0; z <= z1; z++) {
                chunks.add(new ChunkPos(x, z));
            }
        }
        return chunks;
    }
}
