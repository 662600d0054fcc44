package org.terrainexplorer.world.density.compile;

/**
 * How a program treats the caching markers, after the contexts the game evaluates functions in.
 */
public enum Mode {
    /** Outside any chunk: every marker is transparent (the game's router sampled directly, the climate sampler). */
    DIRECT,
    /**
     * Inside a chunk at a single point (the aquifer's and the climate's samples, the preliminary surface, cell
     * corners): {@code flat_cache} takes the value at the quart corner and y 0 within the chunk's quarts;
     * {@code interpolated} is transparent.
     */
    POINT,
    /**
     * Inside a chunk while a cell is filled (the final density): {@code interpolated} is the trilinear blend of
     * the cell's corners, along x, then y, then z.
     */
    FILL,
    /**
     * Inside a chunk block by block (ore veins, the aquifer barrier): {@code interpolated} is the blend the
     * game's interpolators update as the loop moves, along y, then x, then z.
     */
    UPDATE
}
