package org.terrainexplorer.io.anvil;

import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A saved world's chunks for code that takes any {@link ChunkGenerator} and needs every chunk (an export of a
 * box): the saved chunk, or, for one the saves lack, a chunk of air, counted so the caller can say how many.
 */
public final class AirForMissing implements ChunkGenerator {

    private final SavedWorld saved;
    private final Set<ChunkPos> missing = ConcurrentHashMap.newKeySet();

    /** Reads {@code saved}. */
    public AirForMissing(SavedWorld saved) {
        this.saved = saved;
    }

    /** The chunks asked for so far that the saves lack. */
    public int missing() {
        return missing.size();
    }

    /** Whether the chunk was asked for and the saves lack it. */
    public boolean lacks(ChunkPos pos) {
        return missing.contains(pos);
    }

    @Override
    public ChunkData generate(ChunkPos pos, BooleanSupplier cancelled) {
        ChunkData chunk = saved.chunk(pos);
        if (chunk != null) {
            return chunk;
        }
        missing.add(pos);
        int minY = saved.minY();
        int height = saved.height();
        int[] surface = new int[256];
        Arrays.fill(surface, minY);
        return new ChunkData(pos, minY, height, saved.palette(), saved.biomeIds(), new short[height << 8], surface,
            surface, new short[(height >> 2) << 4]);
    }
}
