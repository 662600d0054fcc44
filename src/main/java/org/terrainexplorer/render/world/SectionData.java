package org.terrainexplorer.render.world;

import org.terrainexplorer.world.chunk.BlockPalette;

/**
 * A vertical slice through the world for the section view: {@link #width()} columns along a line, each over the
 * world's height, with the block and the final density the chunk computed at every position.
 */
public interface SectionData {

    /** The number of columns along the line. */
    int width();

    /** The lowest y. */
    int minY();

    /** The height in blocks. */
    int height();

    /** The world's palette. */
    BlockPalette palette();

    /** Whether column {@code i} is available (its chunk generated). */
    boolean available(int i);

    /**
     * Whether an unavailable column's chunk is one the world does not have (a saved world's chunk never
     * generated), rather than one not made yet.
     */
    default boolean notGenerated(int i) {
        return false;
    }

    /** The palette id of the block at column {@code i}, height {@code y}. */
    int block(int i, int y);

    /** The final density at column {@code i}, height {@code y}, as the chunk computed it (NaN if unknown). */
    double density(int i, int y);

    /** One above the column's highest non-air block. */
    int surface(int i);
}
