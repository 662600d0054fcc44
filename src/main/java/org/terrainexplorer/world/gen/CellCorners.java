package org.terrainexplorer.world.gen;

import java.util.Arrays;
import java.util.function.IntBinaryOperator;
import org.terrainexplorer.world.density.compile.FlatStore;
import org.terrainexplorer.world.density.compile.Frame;

/**
 * One thread's interpolator values at the cell corners of a chunk, computed per corner column on demand and from
 * the top down, so that a partial chunk pays only for the cells it fills; and, without computing any, ranges of
 * the interpolators over the upper part of a corner column, which show the sky above the terrain to be open.
 *
 * <p>A corner column's values are computed a batch of levels at a time, as a column batch: each value has the bits
 * a single sample gives, so the order and grouping of requests never changes a value.
 *
 * <p>Corner columns are kept across chunks: a corner value depends on its position alone (a corner column lies in
 * the flat-cache area, the 5 × 5 quarts from the chunk's first, of every chunk that has it, where flat caches
 * sample the same quart corner whichever chunk it is), and a chunk shares the corner columns of its edges with its
 * neighbours, 9 of its 25 with the two made just before it when a map is made row by row. Each column has a slot
 * in a grid of {@link #SLOTS_X} × {@link #SLOTS_Z} by its cell position modulo the grid, so a chunk's own columns
 * never share a slot, and a row of chunks up to {@link #SLOTS_X} cells long still finds the row before it. A slot
 * holds its column's levels computed so far, whatever chunk asked. The price is memory: a slot's values are
 * allocated on its first use and kept, up to 1088 × interpolators × levels doubles (3.4 MB for the overworld) per
 * thread that generates.
 */
final class CellCorners {

    /** Levels computed at once when a column is extended downwards (a partial chunk goes down cell by cell). */
    private static final int STEP = 4;
    /** The most levels a column's first batch reaches under the levels asked for, towards its likely floor. */
    private static final int FIRST_REACH = 12;
    /** The slot grid: cells along x (a 544-block row of chunks) by cells along z (two chunks' worth). */
    private static final int SLOTS_X = 136;
    private static final int SLOTS_Z = 8;
    /** No column: no corner column's key is this (x is far inside the int range). */
    private static final long EMPTY = Long.MIN_VALUE;

    private final Frame corners;
    private final int cellWidth;
    private final int cellHeight;
    private final int cellsXZ;
    private final int minCellY;
    private final int cellCountY;
    /**
     * The current chunk's corner values: [interpolator][corner column (cx · (cellsXZ + 1) + cz)][level], each
     * column's arrays those of its slot (set by {@link #begin}).
     */
    private final double[][][] values;
    private final int[] levelYs;
    /** Per slot: its column's key (block x in the high half, z in the low) or {@link #EMPTY}, and its values. */
    private final long[] slotKey = new long[SLOTS_X * SLOTS_Z];
    private final double[][][] slotValues = new double[SLOTS_X * SLOTS_Z][][];
    /** Per slot, the levels computed: [from, to) (empty when from == to). */
    private final int[] from = new int[SLOTS_X * SLOTS_Z];
    private final int[] to = new int[SLOTS_X * SLOTS_Z];
    /** Per corner column of the current chunk, its slot. */
    private final int[] slotOf;
    private final int interpolators;
    // Per slot (kept across chunks with its corner column, a function of its position too), the sky: the lowest
    // level s whose range [y(s), top] shows the cells above it open, and each interpolator's range there
    // ([interpolator][slot]); s = cellCountY + 1 when none; valid where skyKnown.
    private final int[] sky;
    private final boolean[] skyKnown;
    /** The sky level last computed (for any column), where the search for the next starts. */
    private int lastSky;
    private final double[][] skyLow;
    private final double[][] skyHigh;
    /** Per cell column (cx · cellsXZ + cz), the level from which its cells are open by the sky ranges. */
    private final int[] cellSky;
    private final boolean[] cellSkyKnown;
    private final double[] skyAddend = new double[2];
    private int minX;
    private int minZ;
    /**
     * The level a partial chunk's corner column at block (x, z) probably needs down to (see {@link #extend}); it
     * decides only which levels a batch holds, never a value.
     */
    private final IntBinaryOperator likelyFloor;

    CellCorners(ChunkPrograms programs, FlatStore flats, int cellWidth, int cellHeight, int minCellY, int cellCountY,
                IntBinaryOperator likelyFloor) {
        this.likelyFloor = likelyFloor;
        this.cellWidth = cellWidth;
        this.cellHeight = cellHeight;
        this.cellsXZ = 16 / cellWidth;
        this.minCellY = minCellY;
        this.cellCountY = cellCountY;
        corners = programs.corners.newFrame(cellCountY + 1, flats);
        int columns = (cellsXZ + 1) * (cellsXZ + 1);
        int interpolators = programs.interpolators();
        if (cellsXZ + 1 > SLOTS_Z) {
            throw new IllegalArgumentException("cells " + cellWidth + " blocks wide leave a chunk more corner columns"
                + " than the slot grid keeps apart");
        }
        this.interpolators = interpolators;
        values = new double[interpolators][columns][];
        slotOf = new int[columns];
        Arrays.fill(slotKey, EMPTY);
        levelYs = new int[cellCountY + 1];
        for (int i = 0; i <= cellCountY; i++) {
            levelYs[i] = (minCellY + i) * cellHeight;
        }
        sky = new int[SLOTS_X * SLOTS_Z];
        skyKnown = new boolean[SLOTS_X * SLOTS_Z];
        skyLow = new double[interpolators][SLOTS_X * SLOTS_Z];
        skyHigh = new double[interpolators][SLOTS_X * SLOTS_Z];
        cellSky = new int[cellsXZ * cellsXZ];
        cellSkyKnown = new boolean[cellsXZ * cellsXZ];
    }

    /**
     * Moves to the chunk whose first block is (minX, minZ), forgetting every value but those of the corner columns
     * its own still hold, with their skies.
     */
    void begin(int chunkMinX, int chunkMinZ) {
        minX = chunkMinX;
        minZ = chunkMinZ;
        corners.enterChunk(chunkMinX, chunkMinZ, 16);
        for (int cx = 0; cx <= cellsXZ; cx++) {
            for (int cz = 0; cz <= cellsXZ; cz++) {
                int x = chunkMinX + cx * cellWidth;
                int z = chunkMinZ + cz * cellWidth;
                int slot = Math.floorMod(Math.floorDiv(x, cellWidth), SLOTS_X) * SLOTS_Z
                    + Math.floorMod(Math.floorDiv(z, cellWidth), SLOTS_Z);
                long key = (long) x << 32 | z & 0xFFFFFFFFL;
                if (slotKey[slot] != key) {
                    // Another column had the slot (or none): this one starts with no level computed.
                    slotKey[slot] = key;
                    from[slot] = 0;
                    to[slot] = 0;
                    skyKnown[slot] = false;
                    if (slotValues[slot] == null) {
                        slotValues[slot] = new double[interpolators][cellCountY + 1];
                    }
                }
                int c = column(cx, cz);
                slotOf[c] = slot;
                for (int k = 0; k < interpolators; k++) {
                    values[k][c] = slotValues[slot][k];
                }
            }
        }
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

    /**
     * Computes the levels of [low, high) a corner column lacks; its levels stay one contiguous range. A partial
     * chunk asks for a column's levels a cell at a time from the top of its terrain down, and a batch costs less a
     * level the more levels it holds (a column batch computes the column's y-independent parts once), so a
     * column's first batch reaches down to its likely floor (up to {@link #FIRST_REACH} levels more): on the fixed
     * place of the map benchmark, 27 batches a chunk instead of 62, and 237 levels instead of 242.
     */
    private void extend(int cx, int cz, int low, int high) {
        int c = column(cx, cz);
        int s = slotOf[c];
        if (from[s] == to[s]) {
            int start = Math.max(0, Math.min(low, high - STEP));
            if (start > 0) {
                int floor = likelyFloor.applyAsInt(minX + cx * cellWidth, minZ + cz * cellWidth);
                if (floor < start) {
                    start = Math.max(Math.max(floor, start - FIRST_REACH), 0);
                }
            }
            compute(c, cx, cz, start, high - start);
            from[s] = start;
            to[s] = high;
            return;
        }
        if (low < from[s]) {
            int start = Math.max(0, Math.min(low, from[s] - STEP));
            compute(c, cx, cz, start, from[s] - start);
            from[s] = start;
        }
        if (high > to[s]) {
            compute(c, cx, cz, to[s], high - to[s]);
            to[s] = high;
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

    /**
     * Makes sure corner column (cx, cz) has levels cy and cy + 1 (and a few under them): for a column of blocks on
     * the corner column itself, whose densities read no other corner column.
     */
    void ensureColumn(int cx, int cz, int cy) {
        extend(cx, cz, cy, cy + 2);
    }

    /**
     * Sets a frame's cell (cx, cz, cy) with all eight corners from corner column (cx, cz) alone (computed): the
     * blocks on that corner column interpolate as in the real cell (their weights of the other columns are 0, and
     * {@code lerp(0, a, b) = a} whatever b is), and the frame's bounds hold for them.
     */
    void setColumnCell(Frame frame, int cx, int cz, int cy) {
        int c = column(cx, cz);
        for (int k = 0; k < frame.corners.length; k++) {
            double[] v = values[k][c];
            double[] corner = frame.corners[k];
            double low = v[cy];
            double high = v[cy + 1];
            corner[0] = low;
            corner[1] = low;
            corner[2] = high;
            corner[3] = high;
            corner[4] = low;
            corner[5] = low;
            corner[6] = high;
            corner[7] = high;
        }
        frame.cell(minX + cx * cellWidth, (minCellY + cy) * cellHeight, minZ + cz * cellWidth, cellWidth, cellHeight);
    }

    /**
     * Whether the blocks on corner column (cx, cz) in cell level cy are certainly open by that column's own sky
     * ranges (see {@link #openSky}, which takes a cell's four columns), the addend's range over them added.
     */
    boolean openSkyColumn(Frame fill, DensityAddend addend, int cx, int cz, int cy) {
        int level = skyLevel(fill, cx, cz);
        if (cy < level || level >= cellCountY) {
            return false;
        }
        int slot = slotOf[column(cx, cz)];
        for (int k = 0; k < fill.corners.length; k++) {
            setRange(fill.corners[k], skyLow[k][slot], skyHigh[k][slot]);
        }
        int y0 = levelYs[level];
        fill.cell(minX + cx * cellWidth, y0, minZ + cz * cellWidth, 1, levelYs[cellCountY] - y0);
        fill.bounds(0);
        double upper = fill.upper(0);
        if (addend != DensityAddend.NONE) {
            return addend.keepsOpen(upper, minX + cx * cellWidth, y0, minZ + cz * cellWidth, 1, 1,
                levelYs[cellCountY] - y0, skyAddend);
        }
        return upper <= 0.0;
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
     * column with {@code fill}'s bounds (its corners and cell are overwritten), the addend's range over the cells
     * added.
     */
    boolean openSky(Frame fill, DensityAddend addend, int cx, int cz, int cy) {
        int k = cx * cellsXZ + cz;
        if (!cellSkyKnown[k]) {
            cellSky[k] = computeCellSky(fill, addend, cx, cz);
            cellSkyKnown[k] = true;
        }
        return cy >= cellSky[k];
    }

    /** The lowest level from which a cell column's cells are shown open by the sky ranges (cellCountY if none). */
    private int computeCellSky(Frame fill, DensityAddend addend, int cx, int cz) {
        int level = Math.max(Math.max(skyLevel(fill, cx, cz), skyLevel(fill, cx + 1, cz)),
            Math.max(skyLevel(fill, cx, cz + 1), skyLevel(fill, cx + 1, cz + 1)));
        if (level >= cellCountY) {
            return cellCountY;
        }
        int c00 = slotOf[column(cx, cz)];
        int c10 = slotOf[column(cx + 1, cz)];
        int c01 = slotOf[column(cx, cz + 1)];
        int c11 = slotOf[column(cx + 1, cz + 1)];
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
        double upper = fill.upper(0);
        if (addend != DensityAddend.NONE) {
            return addend.keepsOpen(upper, minX + cx * cellWidth, y0, minZ + cz * cellWidth, cellWidth, cellWidth,
                levelYs[cellCountY] - y0, skyAddend) ? level : cellCountY;
        }
        return upper <= 0.0 ? level : cellCountY;
    }

    /** A corner column's sky level, computed on first use. */
    private int skyLevel(Frame fill, int cx, int cz) {
        int c = slotOf[column(cx, cz)];
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
        int c = slotOf[column(cx, cz)];
        int x = minX + cx * cellWidth;
        int z = minZ + cz * cellWidth;
        int interpolators = fill.corners.length;
        for (int k = 0; k < interpolators; k++) {
            corners.columnConstants(k, x, z);
        }
        int topY = levelYs[cellCountY];
        // The lowest passing level, searched from the last column's: neighbouring columns' skies are a few levels
        // apart, so galloping from there takes two or three tests where bisecting the whole column takes six.
        // Whatever level is found passed its test, so the cells above it are open whichever search found it.
        int low;
        int high;
        int hint = Math.min(lastSky, cellCountY);
        if (skyPasses(fill, levelYs[hint], topY, x, z, interpolators)) {
            high = hint;
            low = 0;
            for (int step = 1; high - step >= 0; step <<= 1) {
                int level = high - step;
                if (!skyPasses(fill, levelYs[level], topY, x, z, interpolators)) {
                    low = level + 1;
                    break;
                }
                high = level;
            }
        } else {
            low = hint + 1;
            high = cellCountY + 1;
            for (int step = 1; hint + step <= cellCountY; step <<= 1) {
                int level = hint + step;
                if (skyPasses(fill, levelYs[level], topY, x, z, interpolators)) {
                    high = level;
                    break;
                }
                low = level + 1;
            }
        }
        // Invariant: level high passes (or is past the top), levels under low fail; find the lowest passing level.
        while (low < high) {
            int s = (low + high) >>> 1;
            if (skyPasses(fill, levelYs[s], topY, x, z, interpolators)) {
                high = s;
            } else {
                low = s + 1;
            }
        }
        sky[c] = high;
        lastSky = high;
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
