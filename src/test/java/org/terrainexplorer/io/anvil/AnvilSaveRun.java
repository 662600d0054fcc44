package org.terrainexplorer.io.anvil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Not a test: measures saving one region (32 × 32 chunks) of the overworld, seed 42, with generation, and then
 * the writing alone (the same chunks generated beforehand, so the save only encodes and writes), and reading the
 * region back. Run with
 * {@code java -cp target/test-classes:target/classes:<dependencies> org.terrainexplorer.io.anvil.AnvilSaveRun
 * [runs]}.
 */
public final class AnvilSaveRun {

    private AnvilSaveRun() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Path dir = Files.createTempDirectory("anvil-save-run");
        ChunkPos from = new ChunkPos(0, 0);
        ChunkPos to = new ChunkPos(31, 31);
        try (RenderPool pool = new RenderPool()) {
            System.out.println("threads: " + pool.threads());
            for (int run = 0; run < runs; run++) {
                Path target = dir.resolve("full" + run);
                AnvilSaver.Result r = AnvilSaver.save(Overworld42.request(target, from, to), pool, n -> { },
                    () -> false);
                System.out.printf("with generation: %d chunks in %.2f s wall (generate %.2f s, encode %.2f s over "
                    + "threads; files %.3f s)%n", r.chunks(), r.wallNanos() / 1e9, r.generateNanos() / 1e9,
                    r.encodeNanos() / 1e9, r.fileNanos() / 1e9);
                SaveFolder.deleteTree(target);
            }
            Map<ChunkPos, ChunkData> made = new ConcurrentHashMap<>();
            pool.forEach(1024, i -> {
                ChunkPos p = new ChunkPos(i % 32, i / 32);
                made.put(p, Overworld42.GENERATOR.generate(p, () -> false));
            });
            ChunkGenerator cached = (pos, cancelled) -> made.get(pos);
            for (int run = 0; run < runs; run++) {
                Path target = dir.resolve("write" + run);
                AnvilSaver.Request base = Overworld42.request(target, from, to);
                AnvilSaver.Request request = new AnvilSaver.Request(cached, base.world(), base.origin(), base.seed(),
                    from, to, target, false);
                AnvilSaver.Result r = AnvilSaver.save(request, pool, n -> { }, () -> false);
                long bytes = Files.size(target.resolve("region/r.0.0.mca"));
                System.out.printf("writing only: %d chunks in %.3f s wall (encode %.2f s over threads; files %.3f s);"
                    + " region file %.1f MiB%n", r.chunks(), r.wallNanos() / 1e9, r.encodeNanos() / 1e9,
                    r.fileNanos() / 1e9, bytes / 1048576.0);
                long start = System.nanoTime();
                try (SavedWorld saved = SavedWorld.open(target)) {
                    pool.forEach(1024, i -> saved.chunk(new ChunkPos(i % 32, i / 32)));
                }
                System.out.printf("opening and reading it back: %.3f s wall%n", (System.nanoTime() - start) / 1e9);
                SaveFolder.deleteTree(target);
            }
        } finally {
            SaveFolder.deleteTree(dir);
        }
    }
}
