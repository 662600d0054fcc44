package org.terrainexplorer.mesh;

import java.util.Arrays;

/**
 * A box of cells for the {@link GreedyMesher}: the interior that is meshed, sizeX × sizeY × sizeZ, inside a
 * border one cell thick that only hides or shows the interior's outer faces (a neighbouring chunk's blocks, or the
 * outside of an export's box). Each cell is an int: its kind ({@link #AIR}, {@link #FLUID}, {@link #SOLID}) in
 * the top bits and a key of 24 bits below (a colour, or a palette slot) that quads keep and merge by.
 *
 * <p>Reusable: {@link #resize} keeps the arrays when they are large enough, so a worker meshing chunk after chunk
 * allocates nothing. Not thread-safe; one call uses it at a time.
 */
public final class VoxelGrid {

    /** Where the kind starts in a cell. */
    public static final int KIND_SHIFT = 24;
    /** The key's bits. */
    public static final int KEY_MASK = (1 << KIND_SHIFT) - 1;
    /** A cell nothing is drawn for and that hides nothing: air, or what a cut took away. */
    public static final int AIR = 0;
    /** A see-through fluid: water. */
    public static final int FLUID = 1;
    /** A block that hides the faces of its neighbours: solid blocks, and lava (opaque in the view). */
    public static final int SOLID = 2;

    private int sizeX;
    private int sizeY;
    private int sizeZ;
    private int[] cells = new int[0];
    private int[] maskA = new int[0];
    private int[] maskB = new int[0];

    /** A cell of a kind and key. */
    public static int cell(int kind, int key) {
        return kind << KIND_SHIFT | key & KEY_MASK;
    }

    /** The kind of a cell. */
    public static int kind(int cell) {
        return cell >>> KIND_SHIFT;
    }

    /** The key of a cell. */
    public static int key(int cell) {
        return cell & KEY_MASK;
    }

    /** Sets the interior's size and fills every cell, the border included, with {@code fill}. */
    public void resize(int sizeX, int sizeY, int sizeZ, int fill) {
        if (sizeX < 1 || sizeY < 1 || sizeZ < 1) {
            throw new IllegalArgumentException("a grid of " + sizeX + " x " + sizeY + " x " + sizeZ);
        }
        this.sizeX = sizeX;
        this.sizeY = sizeY;
        this.sizeZ = sizeZ;
        int n = (sizeX + 2) * (sizeY + 2) * (sizeZ + 2);
        if (cells.length < n) {
            cells = new int[n];
        }
        Arrays.fill(cells, 0, n, fill);
    }

    /** The index of interior position (x, y, z); −1 to size on each axis reaches the border. */
    public int index(int x, int y, int z) {
        return ((y + 1) * (sizeZ + 2) + z + 1) * (sizeX + 2) + x + 1;
    }

    /** Sets a cell; −1 to size on each axis reaches the border. */
    public void set(int x, int y, int z, int cell) {
        cells[index(x, y, z)] = cell;
    }

    /** A cell; −1 to size on each axis reaches the border. */
    public int get(int x, int y, int z) {
        return cells[index(x, y, z)];
    }

    /** Whether any cell, the border's included, is of a kind: a quick pass that lets a mesher skip a kind absent. */
    public boolean contains(int kind) {
        int n = (sizeX + 2) * (sizeY + 2) * (sizeZ + 2);
        for (int i = 0; i < n; i++) {
            if (cells[i] >>> KIND_SHIFT == kind) {
                return true;
            }
        }
        return false;
    }

    /** The cells, by {@link #index}. */
    public int[] cells() {
        return cells;
    }

    /** The index of interior (0, 0, 0). */
    int origin() {
        return index(0, 0, 0);
    }

    /** Index steps. */
    public int strideZ() {
        return sizeX + 2;
    }

    public int strideY() {
        return (sizeX + 2) * (sizeZ + 2);
    }

    public int sizeX() {
        return sizeX;
    }

    public int sizeY() {
        return sizeY;
    }

    public int sizeZ() {
        return sizeZ;
    }

    int[] maskA(int[] size) {
        maskA = mask(maskA, size);
        return maskA;
    }

    int[] maskB(int[] size) {
        maskB = mask(maskB, size);
        return maskB;
    }

    private static int[] mask(int[] m, int[] size) {
        int n = Math.max(size[0] * size[1], Math.max(size[1] * size[2], size[0] * size[2]));
        return m.length >= n ? m : new int[n];
    }
}
