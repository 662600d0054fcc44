package org.terrainexplorer.world;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * The broad exactness harness: a checksum of whole chunks (blocks, biomes, heightmaps) of every built-in world
 * for two seeds, over a fixed scatter of chunks (near the origin, a few thousand chunks out, and near the edge of
 * the world). Run it before and after a change to the generator; the values must not move.
 *
 * <pre>
 * mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.world.WorldChecksums [-Dexec.args="64 per-chunk"]
 * </pre>
 *
 * {@link WorldChecksumTest} checks the first {@link WorldChecksumTest#CHUNKS} chunks of each list in CI.
 */
public final class WorldChecksums {

    /** The seeds every world is checked with. */
    static final long[] SEEDS = {42L, 1336252682L};

    private WorldChecksums() {
    }

    /**
     * The chunk list of a world and seed: 64 chunks, drawn from a fixed generator so the list never changes; the
     * first 8 within 8 chunks of the origin, the next 48 within 4000, the last 8 near the world border.
     */
    static List<ChunkPos> chunks(BuiltinWorld world, long seed, int count) {
        Random random = new Random(world.ordinal() * 1_000_003L + seed);
        List<ChunkPos> all = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            int range = i < 8 ? 8 : i < 56 ? 4000 : 1_870_000;
            all.add(new ChunkPos(random.nextInt(2 * range) - range, random.nextInt(2 * range) - range));
        }
        // Interleave so that any prefix has chunks of all three kinds.
        List<ChunkPos> ordered = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            ordered.add(all.get(i));
            ordered.add(all.get(56 + i));
            for (int k = 0; k < 6; k++) {
                ordered.add(all.get(8 + i * 6 + k));
            }
        }
        return ordered.subList(0, count);
    }

    /**
     * Generates {@code chunks} on a pool of {@code threads} threads; returns them in list order (the order of the
     * work does not decide the result: each chunk is a pure function of the world, seed and position).
     */
    static ChunkData[] generate(WorldGenerator generator, List<ChunkPos> chunks, int threads) {
        ChunkData[] made = new ChunkData[chunks.size()];
        try (RenderPool pool = new RenderPool(threads)) {
            pool.forEach(chunks.size(), i -> made[i] = generator.generate(chunks.get(i), () -> false));
        }
        return made;
    }

    /** The checksum of {@code chunks} in list order, generated on {@code threads} threads. */
    static String checksum(WorldGenerator generator, List<ChunkPos> chunks, int threads) {
        ChunkChecksum sum = new ChunkChecksum();
        for (ChunkData c : generate(generator, chunks, threads)) {
            sum.add(c);
        }
        return sum.hex();
    }

    /**
     * The checksum of the chunks of one world and seed, in list order, generated on {@code threads} threads, with
     * the carvers off (these checksums were pinned before the carvers; {@link CarverChecksumTest} pins carved ones).
     */
    static String checksum(BuiltinWorld world, long seed, int count, int threads, boolean perChunk) {
        WorldGenerator generator = new WorldGenerator(new RandomState(TestWorlds.load(world).withCarvers(false), seed));
        ChunkChecksum sum = new ChunkChecksum();
        for (ChunkData c : generate(generator, chunks(world, seed, count), threads)) {
            sum.add(c);
            if (perChunk) {
                System.out.printf("  %s %d %d,%d %s%n", world.id(), seed, c.pos().x(), c.pos().z(),
                    ChunkChecksum.of(c));
            }
        }
        return sum.hex();
    }

    /** Every world and seed's checksum, keyed {@code world seed}. */
    static Map<String, String> all(int count, int threads, boolean perChunk) {
        Map<String, String> sums = new LinkedHashMap<>();
        for (BuiltinWorld world : BuiltinWorld.values()) {
            for (long seed : SEEDS) {
                sums.put(world.id() + " " + seed, checksum(world, seed, count, threads, perChunk));
            }
        }
        return sums;
    }

    /** Prints the checksums: arguments {@code [count] [per-chunk]}. */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        boolean perChunk = args.length > 1 && args[1].equals("per-chunk");
        long start = System.nanoTime();
        Map<String, String> pinned = count == 64 ? pinned() : Map.of();
        int[] differ = {0};
        all(count, Runtime.getRuntime().availableProcessors(), perChunk).forEach((key, sum) -> {
            String verdict = pinned.isEmpty() ? "" : sum.equals(pinned.get(key)) ? "  ok" : "  DIFFERS";
            differ[0] += verdict.equals("  DIFFERS") ? 1 : 0;
            System.out.println(key + " " + sum + verdict);
        });
        System.out.printf("(%d chunks per world and seed, %.1f s)%n", count, (System.nanoTime() - start) / 1e9);
        if (differ[0] > 0) {
            System.exit(1);
        }
    }

    /** The pinned 64-chunk checksums (checksums-64.txt, recorded before the performance work). */
    static Map<String, String> pinned() {
        Map<String, String> sums = new LinkedHashMap<>();
        try (var in = WorldChecksums.class.getResourceAsStream("checksums-64.txt")) {
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.trim().split(" ");
                if (f.length == 3) {
                    sums.put(f[0] + " " + f[1], f[2]);
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return sums;
    }
}
