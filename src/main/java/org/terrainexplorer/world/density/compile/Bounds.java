package org.terrainexplorer.world.density.compile;

/**
 * Interval arithmetic over a compiled program for one cell: for every operation a range [lo, hi] that holds its
 * value, as computed in floating point, at every block of the current cell. The chunk generator uses it to skip the
 * per-block work of cells that are provably all solid or all open, and of ore-vein checks that cannot pass.
 *
 * <p>Why the ranges hold for the computed values and not only for the real-number ones: IEEE rounding is monotone
 * ({@code a ≤ b} implies {@code fl(a + c) ≤ fl(b + c)}, and likewise for a product with a number of known sign), so
 * an operation that is monotone in each argument, evaluated at the ends of its arguments' ranges with the same
 * floating-point operations, bounds its computed values exactly. The few steps that are not monotone as computed
 * (interpolation, squeeze) are widened by far more than their rounding error ({@link #widen}). Operations without a
 * bound here are unbounded; a NaN anywhere makes the answer "unknown" (comparisons with NaN are false), so a cell
 * is then computed block by block, as before.
 */
final class Bounds {

    /** 2^−40: a relative margin about 8000 times the worst rounding error of the steps widened by it. */
    private static final double MARGIN = 0x1p-40;

    private Bounds() {
    }

    /**
     * Widens [lo, hi] outward by {@link #MARGIN} times the larger magnitude: enough for a few nested lerps or a
     * squeeze, whose computed values may leave the exact range by a few units in the last place of that magnitude.
     */
    static void widen(Frame f, int id, double lo, double hi) {
        double margin = Math.max(Math.abs(lo), Math.abs(hi)) * MARGIN;
        f.lo[id] = lo - margin;
        f.hi[id] = hi + margin;
    }

    /** Sets an operation's range to [−m, m], widened by {@link #MARGIN} for the rounding of the sums m bounds. */
    static void symmetric(Frame f, int id, double m) {
        double w = m + m * MARGIN;
        f.lo[id] = -w;
        f.hi[id] = w;
    }

    /** Sets an operation's range to everything. */
    static void unbounded(Frame f, int id) {
        f.lo[id] = Double.NEGATIVE_INFINITY;
        f.hi[id] = Double.POSITIVE_INFINITY;
    }

    /**
     * The range of {@code a · b} for a in [alo, ahi], b in [blo, bhi]: the extremes of the four corner products
     * (a product is monotone in each factor on each side of zero, and rounding keeps that). An infinite factor
     * times zero gives NaN, which makes the range unknown.
     */
    static void multiply(Frame f, int id, double alo, double ahi, double blo, double bhi) {
        double p1 = alo * blo;
        double p2 = alo * bhi;
        double p3 = ahi * blo;
        double p4 = ahi * bhi;
        f.lo[id] = Math.min(Math.min(p1, p2), Math.min(p3, p4));
        f.hi[id] = Math.max(Math.max(p1, p2), Math.max(p3, p4));
    }

    /**
     * The range of an interpolator over the current cell from its eight corners: the blends lie between the least
     * and greatest corner up to rounding, which {@link #widen} covers. NaN if a corner is NaN.
     */
    static void corners(Frame f, int id, double[] c) {
        double lo = c[0];
        double hi = c[0];
        boolean nan = Double.isNaN(c[0]);
        for (int i = 1; i < 8; i++) {
            double v = c[i];
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
            nan |= Double.isNaN(v);
        }
        if (nan || Double.isInfinite(lo) || Double.isInfinite(hi)) {
            f.lo[id] = Double.NaN;
            f.hi[id] = Double.NaN;
            return;
        }
        widen(f, id, lo, hi);
    }
}
