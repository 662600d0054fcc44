/**
 * Chunk data and the chunk source: block states, a world's block palette, 16 × 16 columns of compact block
 * ids by section with heightmaps and biomes, and the source that generates chunks on the shared pool, nearest
 * first, cancels those scrolled away and keeps a memory-bounded cache.
 *
 * <p>The source knows generation only through {@link org.terrainexplorer.world.chunk.ChunkGenerator}: imports
 * nothing else of the project, no {@code javafx.*}.
 */
package org.terrainexplorer.world.chunk;
