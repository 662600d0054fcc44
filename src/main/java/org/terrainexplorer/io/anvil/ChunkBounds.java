package org.terrainexplorer.io.anvil;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.terrainexplorer.world.chunk.ChunkPos;

/** The box of a saved world's chunks that pass a test, found by walking its region files' chunk slots. */
final class ChunkBounds {

    private ChunkBounds() {
    }

    /**
     * {minX, minZ, maxX, maxZ} in chunks of the chunks of {@code regions} that {@code counted} accepts; empty when
     * none does.
     */
    static Optional<int[]> of(List<ChunkPos> regions, Predicate<ChunkPos> counted) {
        int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (ChunkPos r : regions) {
            for (int i = 0; i < RegionFile.SIDE * RegionFile.SIDE; i++) {
                ChunkPos c = new ChunkPos(r.x() * 32 + i % 32, r.z() * 32 + i / 32);
                if (counted.test(c)) {
                    b[0] = Math.min(b[0], c.x());
                    b[1] = Math.min(b[1], c.z());
                    b[2] = Math.max(b[2], c.x());
                    b[3] = Math.max(b[3], c.z());
                }
            }
        }
        return b[0] > b[2] ? Optional.empty() : Optional.of(b);
    }
}
