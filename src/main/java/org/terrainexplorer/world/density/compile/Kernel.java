package org.terrainexplorer.world.density.compile;

import java.util.function.Function;

/**
 * The public way to write a compiled operation outside this package: a density type whose file holds its own
 * compiled form extends this (see {@code FindTopSurface} and {@code IntervalSelect} in
 * {@code world.density}). A kernel computes its value for the selected points of a batch; it runs its inputs on
 * the points it needs first ({@link #run}) and reads their values ({@link #values}).
 *
 * <p>Rules, as for every operation: the result at a point must equal the type's {@code compute} there, bit for
 * bit; nothing is allocated per point (per-frame work arrays come from {@link #scratch} and {@link #local}); a
 * kernel keeps no state of its own between calls (a program is shared by threads), only in its frame.
 */
public abstract class Kernel extends Op {

    private final Op[] inputs;

    /**
     * A kernel over {@code inputs}, y-independent when it reads no y of its own and every input is y-independent
     * (then a column computes it once).
     *
     * @param readsY whether the value depends on the point's y beyond what the inputs give
     * @param inputs the operations it reads at the same points, from {@link Lowering#input}
     */
    protected Kernel(boolean readsY, Op... inputs) {
        this.inputs = inputs.clone();
        boolean independent = !readsY;
        for (Op input : inputs) {
            independent &= input.yIndependent;
        }
        yIndependent = independent;
    }

    /** Computes the value at {@code selection[0..n)} into {@code out} (indexed by point, as the frame's x, y, z). */
    protected abstract void compute(Frame frame, int[] selection, int n, double[] out);

    /**
     * Sets a range holding the value at every block of the frame's current cell ({@link #setRange}), from the inputs'
     * ranges ({@link #lower}, {@link #upper}); unbounded unless a kernel knows better. See {@code Bounds}: the range
     * must hold for the values as computed in floating point.
     */
    protected void range(Frame frame) {
        setRange(frame, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }

    @Override
    final Op[] children() {
        return inputs;
    }

    @Override
    final void eval(Frame f, int[] sel, int n) {
        compute(f, sel, n, f.out[id]);
    }

    @Override
    final void bounds(Frame f) {
        range(f);
    }

    /** Runs {@code input} at the selected points (once per point and batch, whoever else reads it). */
    protected static void run(Op input, Frame frame, int[] selection, int n) {
        input.run(frame, selection, n);
    }

    /** The values of {@code input}, by point, valid where it was {@link #run}. */
    protected static double[] values(Op input, Frame frame) {
        return frame.out[input.id];
    }

    /** The lower end of {@code input}'s range over the current cell. */
    protected static double lower(Op input, Frame frame) {
        return frame.lo[input.id];
    }

    /** The upper end of {@code input}'s range over the current cell. */
    protected static double upper(Op input, Frame frame) {
        return frame.hi[input.id];
    }

    /** Sets this kernel's range over the current cell (for {@link #range}). */
    protected final void setRange(Frame frame, double lo, double hi) {
        frame.lo[id] = lo;
        frame.hi[id] = hi;
    }

    /** {@code count} index arrays as long as the frame's batches, this kernel's own in this frame. */
    protected final int[][] scratch(Frame frame, int count) {
        return local(frame, f -> new int[count][f.capacity]);
    }

    /**
     * This kernel's own object in {@code frame}, made by {@code make} the first time it is asked for (once per frame,
     * never per point).
     */
    @SuppressWarnings("unchecked")
    protected final <T> T local(Frame frame, Function<Frame, T> make) {
        Object o = frame.locals[id];
        if (o == null) {
            o = make.apply(frame);
            frame.locals[id] = o;
        }
        return (T) o;
    }

    /**
     * A frame of {@code program} that follows {@code frame} into and out of chunks (so its flat caches quantise as
     * the game's would at the same position, their values kept in its store), for evaluating functions at points a
     * kernel picks itself. Made once per frame; keep it with {@link #local}.
     */
    protected static Frame linkedFrame(Frame frame, Program program, int capacity) {
        return frame.link(program.newFrame(capacity, frame.flats));
    }
}
