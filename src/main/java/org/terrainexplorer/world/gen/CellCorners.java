package org.terrainexplorer.world.gen;

import java.util.Arrays;
import org.terrainexplorer.world.density.compile.Frame;

/**
 * One thread's interpolator values at the cell corners of a chunk, computed per corner column on demand and from
 * the top down, so that a partial chunk pays only for the cells it fills; and, without computing any, ranges of
 * the interpolators over the upper part of a corner column, which show the sky above the terrain to be open.
 *
 * <p>A corner column's values are computed a batch of levels at a time, as a column batch: each value has the bits
 * a single sample gives, so the order and grouping of requests never changes a value.
 */
final class CellCorners {

    /** Levels computed at once when a column is extended downwards (a partial chunk goes down cell by cell). */
    private static final int STEP = 4;

    private final Frame corners;
    private final int cellWidth;
    private final int cellHeight;
    private final int cellsXZ;
    private final int minCellY;
    private final int cellCountY;
    /** Corner values: [interpolator][corner column (cx · (cellsXZ + 1) + cz)][level]. */
    private final double[][][] values;
    private final int[] levelYs;
    /** Per corner column, the levels computed: [from, to) (empty when from == to). */
    private final int[] from;
    private final int[] to;
    // Per corner column, the sky: the lowest level s whose range [y(s), top] shows the cells above it open, and
    // each interpolator's range there ([interpolator][column]); s = cellCountY + 1 until computed (skyKnown).
    private final int[] sky;
    private final boolean[] skyKnown;
    private final double[][] skyLow;
    private final double[][] skyHigh;
    /** Per cell column (cx · cellsXZ + cz), the level from which its cells are open by the sky ranges. */
    private final int[] cellSky;
    private final boolean[] cellSkyKnown;
    private int minX;
    private int minZ;

    CellCorners(ChunkPrograms programs, int cellWidth, int cellHeight, int minCellY, int cellCountY) {
        this.cellWidth = cellWidth;
        this.cellHeight = cellHeight;
        this.cellsXZ = 16 / cellWidth;
        this.minCellY = minCellY;
        this.cellCountY = cellCountY;
        corners = programs.corners.newFrame(cellCountY + 1);
        int columns = (cellsXZ + 1) * (cellsXZ + 1);
        int interpolators = programs.interpolators();
        values = new double[interpolators][columns][cellCountY + 1];
        levelYs = new int[cellCountY + 1];
        for (int i = 0; i <= cellCountY; i++) {
            levelYs[i] = (minCellY + i) * cellHeight;
        }
        from = new int[columns];
        to = new int[columns];
        sky = new int[columns];
        skyKnown = new boolean[columns];
        skyLow = new double[interpolators][columns];
        skyHigh = new double[interpolators][columns];
        cellSky = new int[cellsXZ * cellsXZ];
        cellSkyKnown = new boolean[cellsXZ * cellsXZ];
    }

    /** Moves to the chunk whose first block is (minX, minZ), forgetting every value. */
    void begin(int chunkMinX, int chunkMinZ) {
        minX = chunkMinX;
        minZ = chunkMinZ;
        corners.enterChunk(chunkMinX, chunkMinZ, 16);
        Arrays.fill(from, 0);
        Arrays.fill(to, 0);
        Arrays.fill(skyKnown, false);
        Arrays.fill(cellSkyKnown, false);
    }

    private int column(int cx, int cz) {
        return cx * (cellsXZ + 1) + cz;
    }

    /** Computes every corner of the chunk. */
    void computeAll() {
        for (int cx = 0; cx <= cellsXZ; cx++) {
            for (int cz = 0; cz <= cellsXZ; cz++) {
                extend(cx, cz, 0, cellCountY + 1);
            }
        }
    }

    /**
     * Makes sure the corners of cell (cx, cz, cy) are computed: a column first asked for at some level gets that
     * level and the next, and a few levels under them, as a partial chunk fills cells from the top down.
     */
    void ensure(int cx, int cz, int cy) {
        extend(cx, cz, cy, cy + 2);
        extend(cx + 1, cz, cy, cy + 2);
        extend(cx, cz + 1, cy, cy + 2);
        extend(cx + 1, cz + 1, cy, cy + 2);
    }

    /** Computes the levels of [low, high) a corner column lacks; its levels stay one contiguous range. */
    private void extend(int cx, int cz, int low, int high) {
        int c = column(cx, cz);
        if (from[c] == to[c]) {
            int start = Math.max(0, Math.min(low, high - STEP));
            compute(c, cx, cz, start, high - start);
            from[c] = start;
            to[c] = high;
            return;
        }
        if (low < from[c]) {
            int start = Math.max(0, Math.min(low, from[c] - STEP));
            compute(c, cx, cz, start, from[c] - start);
            from[c] = start;
        }
        if (high > to[c]) {
            compute(c, cx, cz, to[c], high - to[c]);
            to[c] = high;
        }
    }

    private void compute(int c, int cx, int cz, int start, int n) {
        if (n <= 0) {
            return;
        }
        corners.column(minX + cx * cellWidth, minZ + cz * cellWidth, levelYs, start, n);
        for (int k = 0; k < values.length; k++) {
            corners.run(k);
            System.arraycopy(corners.values(k), 0, values[k][c], start, n);
        }
    }

    /** Copies cell (cx, cz, cy)'s corner values (computed) into a frame and sets the frame's cell. */
    void setCell(Frame frame, int cx, int cz, int cy) {
        int c00 = column(cx, cz);
        int c10 = column(cx + 1, cz);
        int c01 = column(cx, cz + 1);
        int c11 = column(cx + 1, cz + 1);
        // Interpolators are numbered alike in every program; a program reads the first few.
        for (int k = 0; k < frame.corners.length; k++) {
            double[][] v = values[k];
            double[] c = frame.corners[k];
            c[0] = v[c00][cy];
            c[1] = v[c10][cy];
            c[2] = v[c00][cy + 1];
            c[3] = v[c10][cy + 1];
            c[4] = v[c01][cy];
            c[5] = v[c11][cy];
            c[6] = v[c01][cy + 1];
            c[7] = v[c11][cy + 1];
        }
        frame.cell(minX + cx * cellWidth, (minCellY + cy) * cellHeight, minZ + cz * cellWidth, cellWidth, cellHeight);
    }

    /**
     * Whether cell (cx, cz, cy) is certainly open (final density at or below 0 at every block) by the ranges of its
     * four corner columns over the sky, without any corner value: each interpolator's value at a block lies
     * between its values at the cell's corners, so within the union of the columns' ranges over the levels from
     * the highest of their sky levels up. The final density's range over those levels is taken once per cell
     * column with {@code fill}'s bounds (its corners and cell are overwritten).
     */
    boolean openSky(Frame fill, int cx, int cz, int cy) {
        int k = cx * cellsXZ + cz;
        if (!cellSkyKnown[k]) {
            cellSky[k] = computeCellSky(fill, cx, cz);
            cellSkyKnown[k] = true;
        }
        return cy >= cellSky[k];
    }

    /** The lowest level from which a cell column's cells are shown open by the sky ranges (cellCountY if none). */
    private int computeCellSky(Frame fill, int cx, int cz) {
        int level = Math.max(Math.max(skyLevel(fill, cx, cz), skyLevel(fill, cx + 1, cz)),
            Math.max(skyLevel(fill, cx, cz + 1), skyLevel(fill, cx + 1, cz + 1)));
        if (level >= cellCountY) {
            return cellCountY;
        }
        int c00 = column(cx, cz);
        int c10 = column(cx + 1, cz);
        int c01 = column(cx, cz + 1);
        int c11 = column(cx + 1, cz + 1);
        for (int k = 0; k < fill.corners.length; k++) {
            double[] low = skyLow[k];
            double[] high = skyHigh[k];
            double lo = Math.min(Math.min(low[c00], low[c10]), Math.min(low[c01], low[c11]));
            double hi = Math.max(Math.max(high[c00], high[c10]), Math.max(high[c01], high[c11]));
            setRange(fill.corners[k], lo, hi);
        }
        int y0 = levelYs[level];
        fill.cell(minX + cx * cellWidth, y0, minZ + cz * cellWidth, cellWidth, levelYs[cellCountY] - y0);
        fill.bounds(0);
        return fill.upper(0) <= 0.0 ? level : cellCountY;
    }

    /** A corner column's sky level, computed on first use. */
    private int skyLevel(Frame fill, int cx, int cz) {
        int c = column(cx, cz);
        if (!skyKnown[c]) {
            computeSky(fill, cx, cz);
        }
        return sky[c];
    }

    private static void setRange(double[] c, double lo, double hi) {
        c[0] = lo;
        for (int i = 1; i < 8; i++) {
            c[i] = hi;
        }
    }

    /**
     * A corner column's sky: by bisection, the lowest level s such that the interpolators' ranges over
     * [y(s), top] give a final density range at or below 0 (the ranges only widen as s goes down).
     */
    private void computeSky(Frame fill, int cx, int cz) {
        int c = column(cx, cz);
        int x = minX + cx * cellWidth;
        int z = minZ + cz * cellWidth;
        int interpolators = fill.corners.length;
        for (int k = 0; k < interpolators; k++) {
            corners.columnConstants(k, x, z);
        }
        int topY = levelYs[cellCountY];
        int low = 0;
        int high = cellCountY + 1;
        // Invariant: level high passes (or is past the top); find the lowest passing level.
        while (low < high) {
            int s = (low + high) >>> 1;
            if (skyPasses(fill, levelYs[s], topY, x, z, interpolators)) {
                high = s;
            } else {
                low = s + 1;
            }
        }
        sky[c] = high;
        if (high <= cellCountY) {
            for (int k = 0; k < interpolators; k++) {
                corners.columnBounds(k, levelYs[high], topY);
                skyLow[k][c] = corners.lower(k);
                skyHigh[k][c] = corners.upper(k);
            }
        }
        skyKnown[c] = true;
    }

    private boolean skyPasses(Frame fill, int yLow, int yHigh, int x, int z, int interpolators) {
        for (int k = 0; k < interpolators; k++) {
            corners.columnBounds(k, yLow, yHigh);
            setRange(fill.corners[k], corners.lower(k), corners.upper(k));
        }
        fill.cell(x, yLow, z, 1, yHigh - yLow + 1);
        fill.bounds(0);
        return fill.upper(0) <= 0.0;
    }
}
