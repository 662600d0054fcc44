package org.terrainexplorer.world.chunk;

/**
 * One row of a chunk's columns, for section views: the chunk with that row's blocks, heightmaps and biomes exactly
 * as the whole chunk has them (every other column air, its heightmaps and biomes not meaningful), and the final
 * density the noise fill computed at each block of the row.
 *
 * @param chunk   the chunk, exact in the row
 * @param alongX  whether the row runs along x (z = {@code local}) or along z (x = {@code local})
 * @param local   the row's z (along x) or x (along z) within the chunk, 0 to 15
 * @param density per block of the row, index {@code (y − chunk.minY()) · 16 + i} (i the position along the row);
 *                NaN where the noise does not fill (above or under its range)
 */
public record ChunkSlice(ChunkData chunk, boolean alongX, int local, double[] density) {

    /** The final density at position {@code i} along the row and world height y (NaN outside the noise). */
    public double density(int i, int y) {
        return density[(y - chunk.minY()) << 4 | i];
    }

    /** The palette id of the block at position {@code i} along the row and world height y. */
    public int block(int i, int y) {
        return alongX ? chunk.block(i, y, local) : chunk.block(local, y, i);
    }
}
