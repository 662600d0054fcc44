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
    final int flatCaches;
    final int interpolators;
    private final Mode mode;
    private final List<org.terrainexplorer.world.density.DensityFunction> interpolated;

    Program(Op[] ops, Op[] roots, int flatCaches, int interpolators, Mode mode,
            List<org.terrainexplorer.world.density.DensityFunction> interpolated) {
        this.ops = ops;
        this.roots = roots;
        this.flatCaches = flatCaches;
        this.interpolators = interpolators;
        this.mode = mode;
        this.interpolated = interpolated;
    }

    /** A frame for batches of up to {@code capacity} points. */
    public Frame newFrame(int capacity) {
        return new Frame(this, capacity);
    }

    /** The number of roots. */
    public int rootCount() {
        return roots.length;
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
