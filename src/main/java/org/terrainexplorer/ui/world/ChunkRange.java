package org.terrainexplorer.ui.world;

import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A rectangle of chunks, both corners included, as a save asks for it.
 *
 * @param from one corner chunk
 * @param to   the opposite corner chunk
 */
public record ChunkRange(ChunkPos from, ChunkPos to) {

    /** The number of chunks in the rectangle. */
    public long count() {
        return (long) (Math.abs(to.x() - from.x()) + 1) * (Math.abs(to.z() - from.z()) + 1);
    }

    @Override
    public String toString() {
        return "chunks " + from.x() + "," + from.z() + " to " + to.x() + "," + to.z();
    }
}
