package org.terrainexplorer.noise;

/**
 * One axis of a sampling grid split into lattice cells: for coordinates {@code coords[i] · scale}, the
 * cell, the fraction within it, the faded fraction, and the runs of consecutive points that share a cell.
 *
 * <p>On a grid, the x split of a column is the same for every row, so the renderer computes it once per
 * octave and reuses it for every row; that moves the floor, the rounding to {@code float} and the fade out
 * of the per-sample loop. Runs let the row kernels hash each cell's corners once.
 *
 * <p>A reusable, mutable buffer: {@link #split} overwrites it. Once split, it is only read, so threads may
 * share it if the split happens-before their reads (as submitting work to an executor ensures).
 */
public final class AxisSplit {

    private final double[] lattice;
    private final int[] cells;
    private final float[] fractions;
    private final float[] fades;
    private final int[] runStarts;
    private int length;
    private int runCount;
    private int version;

    /** A buffer for axes of up to {@code capacity} points. */
    public AxisSplit(int capacity) {
        lattice = new double[capacity];
        cells = new int[capacity];
        fractions = new float[capacity];
        fades = new float[capacity];
        runStarts = new int[capacity + 1];
    }

    /** The most points this buffer holds. */
    public int capacity() {
        return cells.length;
    }

    /**
     * Splits {@code coords[from..to)} at the given scale; index 0 of this split is {@code coords[from]}.
     *
     * @param fade the fade applied to each fraction (ignored by simplex rows, which have none)
     */
    public void split(double[] coords, int from, int to, double scale, Fade fade) {
        int n = to - from;
        if (n < 0 || n > capacity()) {
            throw new IllegalArgumentException("axis of " + n + " points, capacity " + capacity());
        }
        length = n;
        runCount = 0;
        version++;
        int previous = 0;
        for (int i = 0; i < n; i++) {
            double l = coords[from + i] * scale;
            double floor = Math.floor(l);
            float t = (float) (l - floor);
            int cell = (int) (long) floor;
            lattice[i] = l;
            cells[i] = cell;
            fractions[i] = t;
            fades[i] = GridNoise.fade(fade, t);
            if (i == 0 || cell != previous) {
                runStarts[runCount++] = i;
                previous = cell;
            }
        }
        runStarts[runCount] = n;
    }

    /** The number of points split. */
    public int length() {
        return length;
    }

    /** Changes with every split, so caches keyed by this axis notice. */
    int version() {
        return version;
    }

    int runCount() {
        return runCount;
    }

    int[] runStarts() {
        return runStarts;
    }

    int[] cells() {
        return cells;
    }

    float[] fractions() {
        return fractions;
    }

    float[] fades() {
        return fades;
    }

    double[] lattice() {
        return lattice;
    }
}
