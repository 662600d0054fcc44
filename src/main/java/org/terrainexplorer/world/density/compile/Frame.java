package org.terrainexplorer.world.density.compile;

/**
 * The mutable state of evaluating one {@link Program} on one thread: the batch's coordinates, each operation's
 * output buffer, the marks of which shared results are already computed, the chunk's quarts for flat caches and the
 * current cell's interpolation corners. Reuse a frame for every batch of a chunk (and of later chunks); never
 * share one between threads.
 */
public final class Frame {

    final Program program;
    /** The most points a batch may hold. */
    public final int capacity;
    /** The batch's block coordinates. */
    public final int[] x;
    public final int[] y;
    public final int[] z;
    int size;
    /** Whether every point of the batch shares x and z (a column), so y-independent parts run once. */
    boolean column;
    // The current column's y-independent values, kept across batches of the same column (x, z) in the same
    // chunk: valid while colValid, for operations whose colStamp equals colEpoch.
    boolean colValid;
    int colX;
    int colZ;
    int colEpoch;
    final int[] colStamp;
    final double[] colValue;
    final double[][] out;
    /** Per operation, a range holding its value over the current cell (see {@link #bounds}). */
    final double[] lo;
    final double[] hi;
    final int[][] stamp;
    int epoch;
    final int[] all;
    final int[][] scratchA;
    final int[][] scratchB;
    final int[][] single;
    final int[][] sharedScratch;
    final double[][] splineCoordinates;

    // Chunk state: the chunk's first quart, and the flat caches' values by quart (of every chunk: see FlatStore).
    int firstQuartX;
    int firstQuartZ;
    int quartSpan;
    boolean inChunk;
    final FlatStore flats;
    private Frame aux;
    /** Kernels' own objects, by operation ({@link Kernel#local}). */
    final Object[] locals;
    /** Frames that follow this one into and out of chunks ({@link #link}). */
    private Frame[] linked = new Frame[0];

    // The current cell: its origin, size and the 8 corner values of every interpolator (v000, v100, v010, v110,
    // v001, v101, v011, v111).
    int cellX;
    int cellY;
    int cellZ;
    int cellWidth = 1;
    int cellHeight = 1;
    /** Whether the batch is the current cell's blocks in order y, x, z (see {@link #fillCell}). */
    boolean wholeCell;
    /** Whether the batch is one row of the current cell's blocks, in order y, then along the row (see {@link #cellRow}). */
    boolean cellRow;
    /** For {@link #cellRow}: whether the row runs along x, and its offset in the cell along the other axis. */
    boolean rowAlongX;
    int rowOffset;
    final double[][] lerpScratch = new double[4][16];
    /** Work arrays for column noise sampling (never used by two operations at once). */
    final double[][] noiseScratch;
    final int[][] noiseSelections;
    /** Corner values per interpolator, 8 each, written by the chunk generator. */
    public final double[][] corners;

    Frame(Program program, int capacity, FlatStore flats) {
        this.program = program;
        this.flats = flats;
        this.capacity = capacity;
        x = new int[capacity];
        y = new int[capacity];
        z = new int[capacity];
        int ops = program.ops.length;
        out = new double[ops][];
        lo = new double[ops];
        hi = new double[ops];
        colStamp = new int[ops];
        colValue = new double[ops];
        locals = new Object[ops];
        stamp = new int[ops][];
        scratchA = new int[ops][];
        scratchB = new int[ops][];
        single = new int[ops][];
        sharedScratch = new int[ops][];
        splineCoordinates = new double[ops][];
        for (Op op : program.ops) {
            out[op.id] = new double[capacity];
            single[op.id] = new int[1];
            if (op.shared) {
                stamp[op.id] = new int[capacity];
                sharedScratch[op.id] = new int[capacity];
            }
            if (op.needsScratch) {
                scratchA[op.id] = new int[capacity];
                scratchB[op.id] = new int[capacity];
            }
            if (op instanceof SplineOp s) {
                splineCoordinates[op.id] = new double[s.coordinateCount()];
            }
        }
        noiseScratch = new double[8][capacity];
        noiseSelections = new int[2][capacity];
        all = new int[capacity];
        for (int i = 0; i < capacity; i++) {
            all[i] = i;
        }
        corners = new double[program.interpolators][8];
    }

    /** The program this frame evaluates. */
    public Program program() {
        return program;
    }

    /** Starts a batch of {@code n} points whose coordinates the caller then writes into {@link #x}, {@link #y}, {@link #z}. */
    public void begin(int n, boolean sameColumn) {
        if (n > capacity) {
            throw new IllegalArgumentException("batch of " + n + " exceeds the frame's " + capacity);
        }
        size = n;
        column = sameColumn;
        colValid = false;
        wholeCell = false;
        cellRow = false;
        epoch++;
        if (epoch == Integer.MAX_VALUE) {
            for (int[] s : stamp) {
                if (s != null) {
                    java.util.Arrays.fill(s, 0);
                }
            }
            epoch = 1;
        }
    }

    /**
     * Marks the batch just begun as the column (bx, bz): its y-independent values carry over from the previous
     * batch if that was the same column of the same chunk.
     */
    private void enterColumn(int bx, int bz, boolean wasValid) {
        if (!(wasValid && bx == colX && bz == colZ)) {
            if (++colEpoch == Integer.MAX_VALUE) {
                java.util.Arrays.fill(colStamp, 0);
                colEpoch = 1;
            }
            colX = bx;
            colZ = bz;
        }
        colValid = true;
    }

    /** A column batch: {@code n} points at (x, ys[i], z). */
    public void column(int bx, int bz, int[] ys, int n) {
        boolean wasValid = colValid;
        begin(n, true);
        enterColumn(bx, bz, wasValid);
        for (int i = 0; i < n; i++) {
            x[i] = bx;
            y[i] = ys[i];
            z[i] = bz;
        }
    }

    /** A column batch from part of an array: {@code n} points at (x, ys[offset + i], z). */
    public void column(int bx, int bz, int[] ys, int offset, int n) {
        boolean wasValid = colValid;
        begin(n, true);
        enterColumn(bx, bz, wasValid);
        for (int i = 0; i < n; i++) {
            x[i] = bx;
            y[i] = ys[offset + i];
            z[i] = bz;
        }
    }

    /** A batch of one point. */
    public void point(int bx, int by, int bz) {
        boolean wasValid = colValid;
        begin(1, true);
        enterColumn(bx, bz, wasValid);
        x[0] = bx;
        y[0] = by;
        z[0] = bz;
    }

    /**
     * Enters a chunk whose first block is (minX, minZ) and which spans {@code span} blocks: flat caches now
     * quantise within its quarts (their values, kept by quart, stay: see {@link FlatStore}).
     */
    public void enterChunk(int minX, int minZ, int span) {
        if (inChunk && firstQuartX == minX >> 2 && firstQuartZ == minZ >> 2 && quartSpan == span >> 2) {
            // Already there (biomes go back and forth between a chunk and its neighbours, a quart column at a time).
            colValid = false;
            return;
        }
        inChunk = true;
        colValid = false;
        firstQuartX = minX >> 2;
        firstQuartZ = minZ >> 2;
        quartSpan = span >> 2;
        if (aux != null) {
            aux.enterChunk(minX, minZ, span);
        }
        for (Frame l : linked) {
            l.enterChunk(minX, minZ, span);
        }
    }

    /** Leaves the chunk: flat caches are transparent again. */
    public void leaveChunk() {
        inChunk = false;
        colValid = false;
        if (aux != null) {
            aux.leaveChunk();
        }
        for (Frame l : linked) {
            l.leaveChunk();
        }
    }

    /** Makes {@code other} follow this frame into and out of chunks, starting where this frame is; returns it. */
    Frame link(Frame other) {
        if (inChunk) {
            other.enterChunk(firstQuartX << 2, firstQuartZ << 2, quartSpan << 2);
        }
        linked = java.util.Arrays.copyOf(linked, linked.length + 1);
        linked[linked.length - 1] = other;
        return other;
    }

    /** Sets the current cell (its lowest block and its size) for interpolation. */
    public void cell(int originX, int originY, int originZ, int width, int height) {
        cellX = originX;
        cellY = originY;
        cellZ = originZ;
        cellWidth = width;
        cellHeight = height;
    }

    /**
     * A batch of the current cell's blocks, y outermost, then x, then z: the order the fill uses, in which
     * interpolation shares the lerps of a row.
     */
    public void fillCell() {
        int n = cellWidth * cellWidth * cellHeight;
        begin(n, false);
        int i = 0;
        for (int dy = 0; dy < cellHeight; dy++) {
            for (int dx = 0; dx < cellWidth; dx++) {
                for (int dz = 0; dz < cellWidth; dz++) {
                    x[i] = cellX + dx;
                    y[i] = cellY + dy;
                    z[i] = cellZ + dz;
                    i++;
                }
            }
        }
        wholeCell = true;
    }

    /**
     * A batch of one row of the current cell's blocks: along x at z offset {@code offset} in the cell (or along z
     * at x offset {@code offset}), y outermost: the points of {@link #fillCell}'s batch that lie in the row, in
     * the same order, whose interpolation shares the lerps of a row likewise.
     */
    public void cellRow(boolean alongX, int offset) {
        int n = cellWidth * cellHeight;
        begin(n, false);
        int i = 0;
        for (int dy = 0; dy < cellHeight; dy++) {
            for (int d = 0; d < cellWidth; d++) {
                x[i] = cellX + (alongX ? d : offset);
                y[i] = cellY + dy;
                z[i] = cellZ + (alongX ? offset : d);
                i++;
            }
        }
        cellRow = true;
        rowAlongX = alongX;
        rowOffset = offset;
    }

    /** Runs root {@code r} over the whole batch; its values are then in {@link #values(int)}. */
    public void run(int r) {
        program.roots[r].run(this, all, size);
    }

    /** Runs root {@code r} for a selection of the batch's points. */
    public void run(int r, int[] selection, int n) {
        program.roots[r].run(this, selection, n);
    }

    /**
     * Computes a range holding root {@code r}'s value at every block of the current cell (set by {@link #cell}
     * and {@link #corners}), read with {@link #lower} and {@link #upper}. Cheap: a few operations on two numbers
     * each. NaN ends mean nothing is known.
     */
    public void bounds(int r) {
        for (Op op : program.reach[r]) {
            op.bounds(this);
        }
    }

    /**
     * Computes a range holding root {@code r}'s value at every block (x, y, z) with y in [yLow, yHigh], read with
     * {@link #lower} and {@link #upper}: the y-independent parts are computed exactly at the column (as a column
     * batch would; flat caches as this frame's chunk gives them), the rest bounded (see {@link Bounds}). Call
     * {@link #columnConstants} first for the column; then this costs a few operations on two numbers each.
     */
    public void columnBounds(int r, int yLow, int yHigh) {
        cell(cellX, yLow, cellZ, 1, yHigh - yLow + 1);
        for (Op op : program.columnVarying[r]) {
            op.bounds(this);
        }
    }

    /** Computes root {@code r}'s y-independent parts at column (x, z), for {@link #columnBounds}. */
    public void columnConstants(int r, int bx, int bz) {
        point(bx, 0, bz);
        cellX = bx;
        cellZ = bz;
        for (Op op : program.columnConstants[r]) {
            op.run(this, all, 1);
            double v = out[op.id][0];
            lo[op.id] = v;
            hi[op.id] = v;
        }
    }

    /** The lower end of root {@code r}'s range from the last {@link #bounds}. */
    public double lower(int r) {
        return lo[program.roots[r].id];
    }

    /** The upper end of root {@code r}'s range from the last {@link #bounds}. */
    public double upper(int r) {
        return hi[program.roots[r].id];
    }

    /** Root {@code r}'s values, indexed by point (valid for the points last run). */
    public double[] values(int r) {
        return out[program.roots[r].id];
    }

    /** Evaluates root {@code r} at one point. */
    public double at(int r, int bx, int by, int bz) {
        point(bx, by, bz);
        run(r);
        return values(r)[0];
    }

    int[] scratchShared(int id) {
        return sharedScratch[id];
    }

    /** The batch size. */
    public int size() {
        return size;
    }

    /** A second frame of the same program for evaluating flat caches' inner functions at their sample points. */
    Frame aux() {
        if (aux == null) {
            aux = new Frame(program, 1, flats);
            aux.inChunk = inChunk;
            aux.firstQuartX = firstQuartX;
            aux.firstQuartZ = firstQuartZ;
            aux.quartSpan = quartSpan;
        }
        return aux;
    }
}
