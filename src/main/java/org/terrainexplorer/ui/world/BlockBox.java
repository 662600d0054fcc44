package org.terrainexplorer.ui.world;

/**
 * A box of blocks, both corners included, as an export asks for it: its lowest corner and its size.
 *
 * @param minX  the lowest x
 * @param minY  the lowest y
 * @param minZ  the lowest z
 * @param sizeX blocks along x
 * @param sizeY blocks along y
 * @param sizeZ blocks along z
 */
public record BlockBox(int minX, int minY, int minZ, int sizeX, int sizeY, int sizeZ) {

    /** The box between two corners, in any order. */
    public static BlockBox between(int x0, int y0, int z0, int x1, int y1, int z1) {
        return new BlockBox(Math.min(x0, x1), Math.min(y0, y1), Math.min(z0, z1), Math.abs(x1 - x0) + 1,
            Math.abs(y1 - y0) + 1, Math.abs(z1 - z0) + 1);
    }

    /** The highest x. */
    public int maxX() {
        return minX + sizeX - 1;
    }

    /** The highest y. */
    public int maxY() {
        return minY + sizeY - 1;
    }

    /** The highest z. */
    public int maxZ() {
        return minZ + sizeZ - 1;
    }

    @Override
    public String toString() {
        return sizeX + " x " + sizeY + " x " + sizeZ + " blocks from " + minX + "," + minY + "," + minZ + " to "
            + maxX() + "," + maxY() + "," + maxZ();
    }
}
