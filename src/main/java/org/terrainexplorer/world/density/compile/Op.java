package org.terrainexplorer.world.density.compile;

/**
 * One operation of a compiled program: computes its value for the selected points of a batch into its own
 * buffer ({@code frame.out[id]}), reading its children's buffers after running them on the points it needs.
 *
 * <p>Public only as a handle: a density type's compile hook receives its children's operations from a
 * {@link Lowering} and returns its own, built by the {@link Lowering}'s factories or as a {@link Kernel}. Its
 * workings stay in this package.
 */
public abstract class Op {

    /** The index of this operation's buffer in a frame. */
    int id;
    /** Whether several operations read this one: its results are marked so each point is computed once. */
    boolean shared;
    /** Whether the value never depends on y: in a column batch it is computed once and copied. */
    boolean yIndependent;
    /** Whether the operation partitions its selection and needs two index buffers. */
    boolean needsScratch;

    /** Op is extended only in this package (and, through {@link Kernel}, by density types). */
    Op() {
    }

    /** Whether the value never depends on y (so a column computes it once). */
    public final boolean yIndependent() {
        return yIndependent;
    }

    /** The children, for the compiler's bookkeeping. */
    abstract Op[] children();

    /** Computes the value at {@code sel[0..n)} into {@code f.out[id]}. */
    abstract void eval(Frame f, int[] sel, int n);

    /**
     * Sets {@code f.lo[id]} and {@code f.hi[id]} to a range holding this operation's value at every block of the
     * frame's current cell, from the children's ranges (already set; see {@link Bounds}). Unbounded unless an
     * operation knows better.
     */
    void bounds(Frame f) {
        Bounds.unbounded(f, id);
    }

    /**
     * Computes what is not yet known at the selected points: shared results once per batch, y-independent ones
     * once per column.
     */
    final void run(Frame f, int[] sel, int n) {
        if (n == 0) {
            return;
        }
        if (shared) {
            int[] st = f.stamp[id];
            int epoch = f.epoch;
            int missing = 0;
            for (int i = 0; i < n; i++) {
                if (st[sel[i]] != epoch) {
                    missing++;
                }
            }
            if (missing == 0) {
                return;
            }
            if (missing < n) {
                int[] todo = f.scratchShared(id);
                int m = 0;
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    if (st[p] != epoch) {
                        todo[m++] = p;
                    }
                }
                compute(f, todo, m);
                for (int i = 0; i < m; i++) {
                    st[todo[i]] = epoch;
                }
                return;
            }
            compute(f, sel, n);
            for (int i = 0; i < n; i++) {
                st[sel[i]] = epoch;
            }
            return;
        }
        compute(f, sel, n);
    }

    private void compute(Frame f, int[] sel, int n) {
        if (yIndependent && f.column) {
            // Once per column: from an earlier batch of the same column, or at the first point.
            double v;
            double[] o = f.out[id];
            if (f.colValid && f.colStamp[id] == f.colEpoch) {
                v = f.colValue[id];
            } else {
                int first = sel[0];
                int[] one = f.single[id];
                one[0] = first;
                eval(f, one, 1);
                v = o[first];
                if (f.colValid) {
                    f.colStamp[id] = f.colEpoch;
                    f.colValue[id] = v;
                }
            }
            for (int i = 0; i < n; i++) {
                o[sel[i]] = v;
            }
            return;
        }
        eval(f, sel, n);
    }
}
