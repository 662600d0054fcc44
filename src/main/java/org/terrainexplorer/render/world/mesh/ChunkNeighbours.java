package org.terrainexplorer.render.world.mesh;

import org.terrainexplorer.world.chunk.ChunkData;

/**
 * A chunk and the four chunks beside it, whose border blocks decide which of its outer faces show: a face toward
 * a solid neighbour is hidden, one toward air or fluid drawn. A neighbour the world does not have (null) counts
 * as air, so the edge of a saved world shows its cross-section.
 */
public record ChunkNeighbours(ChunkData centre, ChunkData north, ChunkData south, ChunkData east, ChunkData west) {

    /** A chunk alone: every border open. */
    public static ChunkNeighbours alone(ChunkData centre) {
        return new ChunkNeighbours(centre, null, null, null, null);
    }
}
