package org.terrainexplorer.world.chunk;

/**
 * Makes chunks: a pure function of the world, its seed and the chunk's position. Implementations are
 * thread-safe; each call may run on any thread and gives the same chunk.
 */
public interface ChunkGenerator {

    /**
     * Generates a chunk. Implementations check {@code cancelled} between stages and throw
     * {@link java.util.concurrent.CancellationException} when it is set.
     */
    ChunkData generate(ChunkPos pos, java.util.function.BooleanSupplier cancelled);
}
