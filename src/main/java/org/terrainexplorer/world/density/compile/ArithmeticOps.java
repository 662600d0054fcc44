package org.terrainexplorer.world.density.compile;

import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.Mapped;
import org.terrainexplorer.world.noise.Mth;

/**
 * The arithmetic family of operations: constants, {@code add}/{@code mul} with a constant folded in, the four
 * two-argument functions with the game's short-cuts, the one-argument shapers, {@code clamp} and
 * {@code range_choice}. Each computes exactly what its density function computes, in the same arithmetic order,
 * over a selection of a batch.
 */
final class ArithmeticOps {

    static final Op[] NONE = {};

    private ArithmeticOps() {
    }

    /** A constant. */
    static final class Const extends Op {
        final double value;

        Const(double value) {
            this.value = value;
            yIndependent = true;
        }

        @Override
        void bounds(Frame f) {
            f.lo[id] = value;
            f.hi[id] = value;
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            for (int i = 0; i < n; i++) {
                o[sel[i]] = value;
            }
        }
    }

    /** add and mul with a constant folded in (the game's MulOrAdd). */
    static final class MulOrAdd extends Op {
        final Op input;
        final double argument;
        final boolean multiply;

        MulOrAdd(Op input, double argument, boolean multiply) {
            this.input = input;
            this.argument = argument;
            this.multiply = multiply;
        }

        @Override
        void bounds(Frame f) {
            double lo = f.lo[input.id];
            double hi = f.hi[input.id];
            if (!multiply) {
                f.lo[id] = lo + argument;
                f.hi[id] = hi + argument;
            } else {
                Bounds.multiply(f, id, lo, hi, argument, argument);
            }
        }

        @Override
        Op[] children() {
            return new Op[] {input};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            input.run(f, sel, n);
            double[] in = f.out[input.id];
            double[] o = f.out[id];
            double c = argument;
            if (multiply) {
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    o[p] = in[p] * c;
                }
            } else {
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    o[p] = in[p] + c;
                }
            }
        }
    }

    /** add, mul, min and max of two functions, with the game's short-cuts. */
    static final class TwoArgument extends Op {
        final Arithmetic.Op kind;
        final Op a;
        final Op b;
        final double bMin;
        final double bMax;

        TwoArgument(Arithmetic.Op kind, Op a, Op b, double bMin, double bMax) {
            this.kind = kind;
            this.a = a;
            this.b = b;
            this.bMin = bMin;
            this.bMax = bMax;
            needsScratch = kind != Arithmetic.Op.ADD;
        }

        /**
         * With the game's short-cuts: {@code mul} gives 0 when a is 0 (within the products' range whenever a's
         * range holds 0); {@code min} gives a when a < bMin (so at most min(ahi, bMin)), {@code max} gives a when
         * a > bMax (so at least max(alo, bMax)), bMin and bMax being declared bounds that b may not respect.
         */
        @Override
        void bounds(Frame f) {
            double alo = f.lo[a.id];
            double ahi = f.hi[a.id];
            double blo = f.lo[b.id];
            double bhi = f.hi[b.id];
            switch (kind) {
                case ADD -> {
                    f.lo[id] = alo + blo;
                    f.hi[id] = ahi + bhi;
                }
                case MUL -> Bounds.multiply(f, id, alo, ahi, blo, bhi);
                case MIN -> {
                    f.lo[id] = Math.min(alo, blo);
                    double hi = Math.min(ahi, bhi);
                    f.hi[id] = alo < bMin ? Math.max(hi, Math.min(ahi, bMin)) : hi;
                }
                default -> {
                    f.hi[id] = Math.max(ahi, bhi);
                    double lo = Math.max(alo, blo);
                    f.lo[id] = ahi > bMax ? Math.min(lo, Math.max(alo, bMax)) : lo;
                }
            }
        }

        @Override
        Op[] children() {
            return new Op[] {a, b};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            a.run(f, sel, n);
            double[] av = f.out[a.id];
            double[] o = f.out[id];
            if (kind == Arithmetic.Op.ADD) {
                b.run(f, sel, n);
                double[] bv = f.out[b.id];
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    o[p] = av[p] + bv[p];
                }
                return;
            }
            // The points whose second argument is needed.
            int[] need = f.scratchA[id];
            int m = 0;
            switch (kind) {
                case MUL -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        if (av[p] == 0.0) {
                            o[p] = 0.0;
                        } else {
                            need[m++] = p;
                        }
                    }
                    b.run(f, need, m);
                    double[] bv = f.out[b.id];
                    for (int i = 0; i < m; i++) {
                        int p = need[i];
                        o[p] = av[p] * bv[p];
                    }
                }
                case MIN -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        if (av[p] < bMin) {
                            o[p] = av[p];
                        } else {
                            need[m++] = p;
                        }
                    }
                    b.run(f, need, m);
                    double[] bv = f.out[b.id];
                    for (int i = 0; i < m; i++) {
                        int p = need[i];
                        o[p] = Math.min(av[p], bv[p]);
                    }
                }
                default -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        if (av[p] > bMax) {
                            o[p] = av[p];
                        } else {
                            need[m++] = p;
                        }
                    }
                    b.run(f, need, m);
                    double[] bv = f.out[b.id];
                    for (int i = 0; i < m; i++) {
                        int p = need[i];
                        o[p] = Math.max(av[p], bv[p]);
                    }
                }
            }
        }
    }

    /** The one-argument shapers. */
    static final class Map extends Op {
        final Mapped.Kind kind;
        final Op input;

        Map(Mapped.Kind kind, Op input) {
            this.kind = kind;
            this.input = input;
        }

        /** Each shaper is monotone on each side of zero as computed; squeeze is widened (see {@link Bounds}). */
        @Override
        void bounds(Frame f) {
            double lo = f.lo[input.id];
            double hi = f.hi[input.id];
            switch (kind) {
                case ABS -> {
                    f.lo[id] = lo >= 0.0 ? lo : hi <= 0.0 ? -hi : 0.0;
                    f.hi[id] = Math.max(Math.abs(lo), Math.abs(hi));
                }
                case SQUARE -> {
                    f.lo[id] = lo >= 0.0 ? lo * lo : hi <= 0.0 ? hi * hi : 0.0;
                    f.hi[id] = Math.max(lo * lo, hi * hi);
                }
                case CUBE -> {
                    f.lo[id] = lo * lo * lo;
                    f.hi[id] = hi * hi * hi;
                }
                case HALF_NEGATIVE -> {
                    f.lo[id] = lo > 0.0 ? lo : lo * 0.5;
                    f.hi[id] = hi > 0.0 ? hi : hi * 0.5;
                }
                case QUARTER_NEGATIVE -> {
                    f.lo[id] = lo > 0.0 ? lo : lo * 0.25;
                    f.hi[id] = hi > 0.0 ? hi : hi * 0.25;
                }
                case SQUEEZE -> {
                    double e = Mth.clamp(lo, -1.0, 1.0);
                    double g = Mth.clamp(hi, -1.0, 1.0);
                    Bounds.widen(f, id, e / 2.0 - e * e * e / 24.0, g / 2.0 - g * g * g / 24.0);
                }
                default -> {
                    if (lo > 0.0 || hi < 0.0) {
                        f.lo[id] = 1.0 / hi;
                        f.hi[id] = 1.0 / lo;
                    } else {
                        Bounds.unbounded(f, id);
                    }
                }
            }
        }

        @Override
        Op[] children() {
            return new Op[] {input};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            input.run(f, sel, n);
            double[] in = f.out[input.id];
            double[] o = f.out[id];
            switch (kind) {
                case ABS -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        o[p] = Math.abs(in[p]);
                    }
                }
                case SQUARE -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        double d = in[p];
                        o[p] = d * d;
                    }
                }
                case CUBE -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        double d = in[p];
                        o[p] = d * d * d;
                    }
                }
                case HALF_NEGATIVE -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        double d = in[p];
                        o[p] = d > 0.0 ? d : d * 0.5;
                    }
                }
                case QUARTER_NEGATIVE -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        double d = in[p];
                        o[p] = d > 0.0 ? d : d * 0.25;
                    }
                }
                case SQUEEZE -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        double e = Mth.clamp(in[p], -1.0, 1.0);
                        o[p] = e / 2.0 - e * e * e / 24.0;
                    }
                }
                default -> {
                    for (int i = 0; i < n; i++) {
                        int p = sel[i];
                        o[p] = 1.0 / in[p];
                    }
                }
            }
        }
    }

    /** clamp. */
    static final class Clamp extends Op {
        final Op input;
        final double min;
        final double max;

        Clamp(Op input, double min, double max) {
            this.input = input;
            this.min = min;
            this.max = max;
        }

        @Override
        void bounds(Frame f) {
            f.lo[id] = Mth.clamp(f.lo[input.id], min, max);
            f.hi[id] = Mth.clamp(f.hi[input.id], min, max);
        }

        @Override
        Op[] children() {
            return new Op[] {input};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            input.run(f, sel, n);
            double[] in = f.out[input.id];
            double[] o = f.out[id];
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = Mth.clamp(in[p], min, max);
            }
        }
    }

    /** range_choice. */
    static final class RangeChoice extends Op {
        final Op input;
        final double min;
        final double max;
        final Op inRange;
        final Op outOfRange;

        RangeChoice(Op input, double min, double max, Op inRange, Op outOfRange) {
            this.input = input;
            this.min = min;
            this.max = max;
            this.inRange = inRange;
            this.outOfRange = outOfRange;
            needsScratch = true;
        }

        /** One branch's range when the input's range is inside or outside [min, max), else both. */
        @Override
        void bounds(Frame f) {
            double lo = f.lo[input.id];
            double hi = f.hi[input.id];
            if (lo >= min && hi < max) {
                f.lo[id] = f.lo[inRange.id];
                f.hi[id] = f.hi[inRange.id];
            } else if (hi < min || lo >= max) {
                f.lo[id] = f.lo[outOfRange.id];
                f.hi[id] = f.hi[outOfRange.id];
            } else {
                f.lo[id] = Math.min(f.lo[inRange.id], f.lo[outOfRange.id]);
                f.hi[id] = Math.max(f.hi[inRange.id], f.hi[outOfRange.id]);
            }
        }

        @Override
        Op[] children() {
            return new Op[] {input, inRange, outOfRange};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            input.run(f, sel, n);
            double[] in = f.out[input.id];
            int[] a = f.scratchA[id];
            int[] b = f.scratchB[id];
            int na = 0;
            int nb = 0;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double d = in[p];
                if (d >= min && d < max) {
                    a[na++] = p;
                } else {
                    b[nb++] = p;
                }
            }
            inRange.run(f, a, na);
            outOfRange.run(f, b, nb);
            double[] o = f.out[id];
            double[] av = f.out[inRange.id];
            double[] bv = f.out[outOfRange.id];
            for (int i = 0; i < na; i++) {
                int p = a[i];
                o[p] = av[p];
            }
            for (int i = 0; i < nb; i++) {
                int p = b[i];
                o[p] = bv[p];
            }
        }
    }
}
