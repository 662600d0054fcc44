package org.terrainexplorer.world.structure;

import java.util.Locale;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * How much memory the structure world's bounded cache of starts takes when full (not a test): seed 42's overworld,
 * every candidate chunk of every set in squares of land further and further out until the cache holds its
 * 20,000 results (starts, and the candidates that failed), the heap measured after a full collection before and
 * after (which includes the terrain heights the starts read, memoised beside them). Also prints how many were
 * starts and their pieces.
 *
 * <pre>java -Xmx2g -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.world.structure.StructureCacheMemoryRun [release]</pre>
 */
public final class StructureCacheMemoryRun {

    private StructureCacheMemoryRun() {
    }

    public static void main(String[] args) throws Exception {
        String release = args.length > 0 ? args[0] : "26.2";
        LoadedWorld loaded = new WorldSession().load(WorldSettings.defaults().withVersion(release).withSeed("42"));
        StructureWorld world = loaded.structures();
        long before = used();
        int results = 0;
        int starts = 0;
        long pieces = 0;
        for (int ring = 0; results < 20_000; ring++) {
            int x0 = ring * 4096;
            for (StructureSet set : world.possibleSets()) {
                for (ChunkPos c : world.structureChunks(set, x0 >> 4, 0, (x0 + 4095) >> 4, 4095 >> 4)) {
                    if (results >= 20_000) {
                        break;
                    }
                    results++;
                    var s = world.start(set, c.x(), c.z());
                    if (s.isPresent()) {
                        starts++;
                        pieces += s.get().pieces().size();
                    }
                }
            }
        }
        long after = used();
        System.out.printf(Locale.ROOT, "%s: %d results kept (%d starts, %d pieces): %.1f MB, %.0f bytes a result, "
            + "%.0f bytes a piece%n", release, results, starts, pieces, (after - before) / 1e6,
            (after - before) / (double) results, (after - before) / (double) Math.max(1, pieces));
    }

    private static long used() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
