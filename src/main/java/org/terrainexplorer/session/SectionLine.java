package org.terrainexplorer.session;

/**
 * The line a vertical section follows, in block coordinates, from (ax, az) to (bx, bz); the section's columns
 * are the blocks at whole-block steps along it.
 */
public record SectionLine(int ax, int az, int bx, int bz) {

    /** The most columns a section has. */
    public static final int MAX_LENGTH = 4096;
    /** The line a section starts with, in the window and on the command line: along x at z 0, x -256 to 255. */
    public static final SectionLine START = new SectionLine(-256, 0, 255, 0);

    /** The number of columns: one per block along the longer axis, plus one. */
    public int length() {
        return Math.min(MAX_LENGTH, Math.max(Math.abs(bx - ax), Math.abs(bz - az)) + 1);
    }

    /** The block x of column {@code i}. */
    public int x(int i) {
        int n = length() - 1;
        return n == 0 ? ax : (int) Math.round(ax + (double) (bx - ax) * i / n);
    }

    /** The block z of column {@code i}. */
    public int z(int i) {
        int n = length() - 1;
        return n == 0 ? az : (int) Math.round(az + (double) (bz - az) * i / n);
    }

    /** A line along x through (x, z), {@code length} blocks long, centred. */
    public static SectionLine alongX(int x, int z, int length) {
        return new SectionLine(x - length / 2, z, x - length / 2 + length - 1, z);
    }

    /** The line as {ax, az, bx, bz}. */
    public double[] asArray() {
        return new double[] {ax, az, bx, bz};
    }
}
