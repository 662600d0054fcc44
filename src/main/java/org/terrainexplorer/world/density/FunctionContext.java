package org.terrainexplorer.world.density;

/** A block position a density function is evaluated at: x east, y up, z south. */
public interface FunctionContext {

    /** The block's x. */
    int blockX();

    /** The block's y. */
    int blockY();

    /** The block's z. */
    int blockZ();

    /** A fixed position. */
    static FunctionContext of(int x, int y, int z) {
        return new Point(x, y, z);
    }

    /** An immutable position. */
    record Point(int blockX, int blockY, int blockZ) implements FunctionContext {
    }
}
