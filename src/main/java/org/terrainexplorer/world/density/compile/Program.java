package org.terrainexplorer.world.density.compile;

import java.util.List;

/**
 * A compiled set of density functions (its roots) in one {@link Mode}: the operations in an order where every
 * operation follows its children, with shared subexpressions compiled once. Immutable and thread-safe; evaluate
 * it through a {@link Frame}.
 */
public final class Program {

    final Op[] ops;
    final Op[] roots;
    final FlatStore.Numbering flatNumbers;
    final int interpolators;
    /** Per root, the operations it reaches, children first: the order {@link Frame#bounds} visits them in. */
    final Op[][] reach;
    /**
     * Per root, for {@link Frame#columnBounds}: the y-independent operations whose values a y-dependent one (or
     * the caller) reads, and the y-dependent operations, children first.
     */
    final Op[][] columnConstants;
    final Op[][] columnVarying;
    private final Mode mode;
    private final List<org.terrainexplorer.world.density.DensityFunction> interpolated;

    Program(Op[] ops, Op[] roots, FlatStore.Numbering flatNumbers, int interpolators, Mode mode,
            List<org.terrainexplorer.world.density.DensityFunction> interpolated) {
        this.ops = ops;
        this.roots = roots;
        this.flatNumbers = flatNumbers;
        this.interpolators = interpolators;
        this.mode = mode;
        this.interpolated = interpolated;
        reach = new Op[roots.length][];
        for (int r = 0; r < roots.length; r++) {
            boolean[] reached = new boolean[ops.length];
            mark(roots[r], reached);
            java.util.List<Op> order = new java.util.ArrayList<>();
            for (Op op : ops) {
                if (reached[op.id]) {
                    order.add(op);
                }
            }
            reach[r] = order.toArray(new Op[0]);
        }
        columnConstants = new Op[roots.length][];
        columnVarying = new Op[roots.length][];
        for (int r = 0; r < roots.length; r++) {
            java.util.Set<Op> read = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            read.add(roots[r]);
            java.util.List<Op> varying = new java.util.ArrayList<>();
            for (Op op : reach[r]) {
                if (!op.yIndependent) {
                    varying.add(op);
                    read.addAll(java.util.Arrays.asList(op.children()));
                }
            }
            java.util.List<Op> constants = new java.util.ArrayList<>();
            for (Op op : reach[r]) {
                if (op.yIndependent && read.contains(op)) {
                    constants.add(op);
                }
            }
            columnConstants[r] = constants.toArray(new Op[0]);
            columnVarying[r] = varying.toArray(new Op[0]);
        }
    }

    private static void mark(Op op, boolean[] reached) {
        if (!reached[op.id]) {
            reached[op.id] = true;
            for (Op child : op.children()) {
                mark(child, reached);
            }
        }
    }

    /** A frame for batches of up to {@code capacity} points, with a flat-cache store of its own. */
    public Frame newFrame(int capacity) {
        return new Frame(this, capacity, new FlatStore(flatNumbers, FlatStore.OWN_SLOT_BITS));
    }

    /**
     * A frame for batches of up to {@code capacity} points whose flat caches keep their values in {@code flats},
     * which other frames of the same thread may share: it must be for this program's numbering.
     */
    public Frame newFrame(int capacity, FlatStore flats) {
        if (flats.numbering != flatNumbers) {
            throw new IllegalArgumentException("the flat-cache store is for programs compiled with another numbering");
        }
        return new Frame(this, capacity, flats);
    }

    /** The number of roots. */
    public int rootCount() {
        return roots.length;
    }

    /** Whether root {@code r}'s value is the same at every y of a column (it reads no y, nor anything that does). */
    public boolean yIndependent(int r) {
        return roots[r].yIndependent();
    }

    /**
     * Whether root {@code r}'s value at a point on a quart corner (x and z multiples of 4) is the same in every
     * chunk's context: every flat cache it reaches wraps a function that reads no y. A flat cache gives a point
     * inside the chunk's flat-cache area the value at its quart's corner, and one outside it the value at the point
     * itself, each at y 0 when nothing wrapped reads y: on a quart corner the same value.
     */
    public boolean sameInEveryChunkAtQuartCorners(int r) {
        for (Op op : reach[r]) {
            if (op instanceof ChunkOps.FlatCache cache && !cache.inner.yIndependent) {
                return false;
            }
        }
        return true;
    }

    /** The number of operations. */
    public int size() {
        return ops.length;
    }

    /** The mode. */
    public Mode mode() {
        return mode;
    }

    /**
     * The functions wrapped by the {@code interpolated} markers this program reads, by interpolator index: the
     * chunk generator computes their values at the cell corners into {@link Frame#corners}.
     */
    public List<org.terrainexplorer.world.density.DensityFunction> interpolated() {
        return interpolated;
    }
}
