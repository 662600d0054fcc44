package org.terrainexplorer.render.world.mesh;

/**
 * How much of a chunk its mesh shows. Near the camera every face, caves included; further out caves and other
 * hollows below the surface are filled with the block above them (only the terrain's skin and water surfaces
 * remain, a fraction of the faces); furthest, the filled chunk at half resolution, 2 × 2 × 2 blocks a cell.
 */
public enum Lod {
    /** Every face between a block and air or fluid. */
    FULL(1, false),
    /** Hollows under each column's highest solid block filled: the surface as seen from above and the side. */
    SURFACE(1, true),
    /** The surface at half resolution. */
    COARSE(2, true);

    private final int scale;
    private final boolean filled;

    Lod(int scale, boolean filled) {
        this.scale = scale;
        this.filled = filled;
    }

    /** Blocks per cell along each axis. */
    public int scale() {
        return scale;
    }

    /** Whether hollows under the surface are filled. */
    public boolean filled() {
        return filled;
    }
}
