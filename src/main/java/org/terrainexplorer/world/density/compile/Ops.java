package org.terrainexplorer.world.density.compile;

import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.Mapped;
import org.terrainexplorer.world.density.Shift;
import org.terrainexplorer.world.density.WeirdScaledSampler;
import org.terrainexplorer.world.noise.BlendedNoise;
import org.terrainexplorer.world.noise.Mth;
import org.terrainexplorer.world.noise.NormalNoise;

/**
 * The operations of the compiled evaluator, one per density function type. Each computes exactly what the
 * corresponding {@link org.terrainexplorer.world.density.DensityFunction} computes, in the same arithmetic order,
 * over a selection of a batch.
 */
final class Ops {

    private static final Op[] NONE = {};

    private Ops() {
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

    /** y_clamped_gradient. */
    static final class YGradient extends Op {
        final int fromY;
        final int toY;
        final double fromValue;
        final double toValue;

        YGradient(int fromY, int toY, double fromValue, double toValue) {
            this.fromY = fromY;
            this.toY = toY;
            this.fromValue = fromValue;
            this.toValue = toValue;
        }

        /**
         * The values at the cell's lowest and highest block, widened: monotone in y but for the last place where
         * the lerp meets the clamp.
         */
        @Override
        void bounds(Frame f) {
            double bottom = Mth.clampedMap(f.cellY, fromY, toY, fromValue, toValue);
            double top = Mth.clampedMap(f.cellY + f.cellHeight - 1, fromY, toY, fromValue, toValue);
            Bounds.widen(f, id, Math.min(bottom, top), Math.max(bottom, top));
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            int[] ys = f.y;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = Mth.clampedMap(ys[p], fromY, toY, fromValue, toValue);
            }
        }
    }

    /** noise. */
    static final class Noise extends Op {
        final NormalNoise noise;
        final double xzScale;
        final double yScale;

        Noise(NormalNoise noise, double xzScale, double yScale) {
            this.noise = noise;
            this.xzScale = xzScale;
            this.yScale = yScale;
            yIndependent = yScale == 0.0 || noise == null;
        }

        /** The noise's true bound (every octave's magnitude is at most 2), widened past rounding. */
        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise == null ? 0.0 : noise.bound());
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            if (noise == null) {
                for (int i = 0; i < n; i++) {
                    o[sel[i]] = 0.0;
                }
                return;
            }
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            if (f.column && n > 1) {
                double[] scaledY = f.noiseScratch[4];
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    scaledY[p] = ys[p] * yScale;
                }
                int p0 = sel[0];
                noise.column(xs[p0] * xzScale, scaledY, zs[p0] * xzScale, sel, n, o, f.noiseScratch);
                return;
            }
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = noise.getValue(xs[p] * xzScale, ys[p] * yScale, zs[p] * xzScale);
            }
        }
    }

    /** shifted_noise. */
    static final class ShiftedNoise extends Op {
        final Op shiftX;
        final Op shiftY;
        final Op shiftZ;
        final NormalNoise noise;
        final double xzScale;
        final double yScale;

        ShiftedNoise(Op shiftX, Op shiftY, Op shiftZ, NormalNoise noise, double xzScale, double yScale) {
            this.shiftX = shiftX;
            this.shiftY = shiftY;
            this.shiftZ = shiftZ;
            this.noise = noise;
            this.xzScale = xzScale;
            this.yScale = yScale;
        }

        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise == null ? 0.0 : noise.bound());
        }

        @Override
        Op[] children() {
            return new Op[] {shiftX, shiftY, shiftZ};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            shiftX.run(f, sel, n);
            shiftY.run(f, sel, n);
            shiftZ.run(f, sel, n);
            double[] sx = f.out[shiftX.id];
            double[] sy = f.out[shiftY.id];
            double[] sz = f.out[shiftZ.id];
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            if (f.column && n > 1 && noise != null) {
                // In a column x and z are shared when the shifts are: then one x/z pass serves every point.
                int p0 = sel[0];
                double x0 = xs[p0] * xzScale + sx[p0];
                double z0 = zs[p0] * xzScale + sz[p0];
                boolean shared = true;
                double[] scaledY = f.noiseScratch[4];
                for (int i = 0; i < n && shared; i++) {
                    int p = sel[i];
                    shared = Double.compare(xs[p] * xzScale + sx[p], x0) == 0
                        && Double.compare(zs[p] * xzScale + sz[p], z0) == 0;
                    scaledY[p] = ys[p] * yScale + sy[p];
                }
                if (shared) {
                    noise.column(x0, scaledY, z0, sel, n, o, f.noiseScratch);
                    return;
                }
            }
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double x = xs[p] * xzScale + sx[p];
                double y = ys[p] * yScale + sy[p];
                double z = zs[p] * xzScale + sz[p];
                o[p] = noise == null ? 0.0 : noise.getValue(x, y, z);
            }
        }
    }

    /** shift_a, shift_b, shift. */
    static final class ShiftNoise extends Op {
        final Shift.Kind kind;
        final NormalNoise noise;

        ShiftNoise(Shift.Kind kind, NormalNoise noise) {
            this.kind = kind;
            this.noise = noise;
            yIndependent = kind != Shift.Kind.XYZ || noise == null;
        }

        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise == null ? 0.0 : noise.bound() * 4.0);
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double x = xs[p];
                double y = ys[p];
                double z = zs[p];
                if (noise == null) {
                    o[p] = 0.0;
                    continue;
                }
                o[p] = switch (kind) {
                    case A -> noise.getValue(x * 0.25, 0.0, z * 0.25) * 4.0;
                    case B -> noise.getValue(z * 0.25, x * 0.25, 0.0) * 4.0;
                    case XYZ -> noise.getValue(x * 0.25, y * 0.25, z * 0.25) * 4.0;
                };
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

    /**
     * spline: the coordinate functions run for the selection, then the spline is evaluated point by point in
     * float, reading coordinate values by index.
     */
    static final class Spline extends Op {
        final Op[] coordinates;
        final Node root;

        Spline(Op[] coordinates, Node root) {
            this.coordinates = coordinates;
            this.root = root;
        }

        int coordinateCount() {
            return coordinates.length;
        }

        @Override
        Op[] children() {
            return coordinates;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            for (Op c : coordinates) {
                c.run(f, sel, n);
            }
            double[] o = f.out[id];
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = root.apply(f, p, coordinates);
            }
        }

        /** A compiled spline node: a constant or points along coordinate {@code coordinate}. */
        abstract static class Node {
            abstract float apply(Frame f, int p, Op[] coordinates);
        }

        static final class ConstantNode extends Node {
            final float value;

            ConstantNode(float value) {
                this.value = value;
            }

            @Override
            float apply(Frame f, int p, Op[] coordinates) {
                return value;
            }
        }

        static final class PointsNode extends Node {
            final int coordinate;
            final float[] locations;
            final Node[] values;
            final float[] derivatives;

            PointsNode(int coordinate, CubicSpline.Multipoint spline, Node[] values) {
                this.coordinate = coordinate;
                int n = spline.size();
                locations = new float[n];
                derivatives = new float[n];
                for (int i = 0; i < n; i++) {
                    locations[i] = spline.location(i);
                    derivatives[i] = spline.derivative(i);
                }
                this.values = values;
            }

            private static float linearExtend(float x, float[] locations, float value, float[] derivatives, int i) {
                float derivative = derivatives[i];
                return derivative == 0.0F ? value : value + derivative * (x - locations[i]);
            }

            @Override
            float apply(Frame f, int p, Op[] coordinates) {
                float x = (float) f.out[coordinates[coordinate].id][p];
                int lo = 0;
                int span = locations.length;
                while (span > 0) {
                    int half = span / 2;
                    int mid = lo + half;
                    if (x < locations[mid]) {
                        span = half;
                    } else {
                        lo = mid + 1;
                        span -= half + 1;
                    }
                }
                int i = lo - 1;
                int last = locations.length - 1;
                if (i < 0) {
                    return linearExtend(x, locations, values[0].apply(f, p, coordinates), derivatives, 0);
                }
                if (i == last) {
                    return linearExtend(x, locations, values[last].apply(f, p, coordinates), derivatives, last);
                }
                float left = locations[i];
                float right = locations[i + 1];
                float t = (x - left) / (right - left);
                float d0 = derivatives[i];
                float d1 = derivatives[i + 1];
                float v0 = values[i].apply(f, p, coordinates);
                float v1 = values[i + 1].apply(f, p, coordinates);
                float pp = d0 * (right - left) - (v1 - v0);
                float q = -d1 * (right - left) + (v1 - v0);
                return Mth.lerp(t, v0, v1) + t * (1.0F - t) * Mth.lerp(t, pp, q);
            }
        }
    }

    /** weird_scaled_sampler. */
    static final class WeirdScaled extends Op {
        final Op input;
        final NormalNoise noise;
        final WeirdScaledSampler.RarityMapper mapper;

        WeirdScaled(Op input, NormalNoise noise, WeirdScaledSampler.RarityMapper mapper) {
            this.input = input;
            this.noise = noise;
            this.mapper = mapper;
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
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double rarity = mapper.rarity(in[p]);
                double v = noise == null ? 0.0 : noise.getValue(xs[p] / rarity, ys[p] / rarity, zs[p] / rarity);
                o[p] = rarity * Math.abs(v);
            }
        }
    }

    /** old_blended_noise. */
    static final class Blended extends Op {
        final BlendedNoise noise;

        Blended(BlendedNoise noise) {
            this.noise = noise;
        }

        @Override
        void bounds(Frame f) {
            Bounds.symmetric(f, id, noise.bound());
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            int[] xs = f.x;
            int[] ys = f.y;
            int[] zs = f.z;
            if (f.column && n > 1) {
                noise.column(xs[sel[0]], ys, zs[sel[0]], sel, n, o, f.noiseScratch, f.noiseSelections);
                return;
            }
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = noise.compute(xs[p], ys[p], zs[p]);
            }
        }
    }

    /** Anything evaluated through the tree, point by point: end_islands and other rare types. */
    static final class Tree extends Op {
        final org.terrainexplorer.world.density.DensityFunction function;

        Tree(org.terrainexplorer.world.density.DensityFunction function, boolean yIndependent) {
            this.function = function;
            this.yIndependent = yIndependent;
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                o[p] = function.compute(org.terrainexplorer.world.density.FunctionContext.of(f.x[p], f.y[p], f.z[p]));
            }
        }
    }

    /**
     * flat_cache inside a chunk: within the chunk's quarts, the inner value at the quart's corner and y 0 (kept
     * in the frame's table for the chunk); elsewhere the inner value at the point.
     */
    static final class FlatCache extends Op {
        final Op inner;
        final int table;

        FlatCache(Op inner, int table) {
            this.inner = inner;
            this.table = table;
            yIndependent = true;
            needsScratch = true;
        }

        @Override
        Op[] children() {
            return new Op[] {inner};
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] o = f.out[id];
            if (!f.inChunk) {
                inner.run(f, sel, n);
                double[] in = f.out[inner.id];
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    o[p] = in[p];
                }
                return;
            }
            int[] outside = f.scratchA[id];
            int m = 0;
            double[] values = f.flatValues[table];
            int[] known = f.flatStamp[table];
            int epoch = f.flatEpoch;
            int span = f.quartSpan + 1;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                int qx = (f.x[p] >> 2) - f.firstQuartX;
                int qz = (f.z[p] >> 2) - f.firstQuartZ;
                if (qx >= 0 && qz >= 0 && qx < span && qz < span) {
                    int k = qx * span + qz;
                    if (known[k] != epoch) {
                        Frame aux = f.aux();
                        int bx = (f.firstQuartX + qx) << 2;
                        int bz = (f.firstQuartZ + qz) << 2;
                        aux.point(bx, 0, bz);
                        inner.run(aux, aux.all, 1);
                        values[k] = aux.out[inner.id][0];
                        known[k] = epoch;
                    }
                    o[p] = values[k];
                } else {
                    outside[m++] = p;
                }
            }
            if (m > 0) {
                inner.run(f, outside, m);
                double[] in = f.out[inner.id];
                for (int i = 0; i < m; i++) {
                    int p = outside[i];
                    o[p] = in[p];
                }
            }
        }
    }

    /** interpolated while a cell is filled: the trilinear blend of the cell's corners along x, y, then z. */
    static final class InterpolateFill extends Op {
        final int index;

        InterpolateFill(int index) {
            this.index = index;
        }

        @Override
        void bounds(Frame f) {
            Bounds.corners(f, id, f.corners[index]);
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] c = f.corners[index];
            double[] o = f.out[id];
            if (f.wholeCell && n == f.size) {
                evalCell(f, c, o);
                return;
            }
            if (f.cellRow && n == f.size) {
                evalRow(f, c, o);
                return;
            }
            double w = f.cellWidth;
            double h = f.cellHeight;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double tx = (f.x[p] - f.cellX) / w;
                double ty = (f.y[p] - f.cellY) / h;
                double tz = (f.z[p] - f.cellZ) / w;
                o[p] = Mth.lerp3(tx, ty, tz, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
            }
        }

        /**
         * The whole cell in the frame's cell order (y, then x, then z): the same lerps as {@link Mth#lerp3}, with
         * those shared by a row computed once.
         */
        private static void evalCell(Frame f, double[] c, double[] o) {
            int w = f.cellWidth;
            int h = f.cellHeight;
            double[] lowX0 = f.lerpScratch[0];
            double[] highX0 = f.lerpScratch[1];
            double[] lowX1 = f.lerpScratch[2];
            double[] highX1 = f.lerpScratch[3];
            for (int dx = 0; dx < w; dx++) {
                double tx = dx / (double) w;
                lowX0[dx] = Mth.lerp(tx, c[0], c[1]);
                highX0[dx] = Mth.lerp(tx, c[2], c[3]);
                lowX1[dx] = Mth.lerp(tx, c[4], c[5]);
                highX1[dx] = Mth.lerp(tx, c[6], c[7]);
            }
            int p = 0;
            for (int dy = 0; dy < h; dy++) {
                double ty = dy / (double) h;
                for (int dx = 0; dx < w; dx++) {
                    double z0 = Mth.lerp(ty, lowX0[dx], highX0[dx]);
                    double z1 = Mth.lerp(ty, lowX1[dx], highX1[dx]);
                    for (int dz = 0; dz < w; dz++) {
                        o[p++] = Mth.lerp(dz / (double) w, z0, z1);
                    }
                }
            }
        }

        /**
         * {@link #evalCell} for the blocks of one row of the cell ({@link Frame#cellRow}): the same
         * lerps in the same order for each block, those shared by a row computed once.
         */
        private static void evalRow(Frame f, double[] c, double[] o) {
            int w = f.cellWidth;
            int h = f.cellHeight;
            double[] lowX0 = f.lerpScratch[0];
            double[] highX0 = f.lerpScratch[1];
            double[] lowX1 = f.lerpScratch[2];
            double[] highX1 = f.lerpScratch[3];
            // Along x: every x of the row; along z: the row's one x.
            int fromX = f.rowAlongX ? 0 : f.rowOffset;
            int toX = f.rowAlongX ? w - 1 : f.rowOffset;
            for (int dx = fromX; dx <= toX; dx++) {
                double tx = dx / (double) w;
                lowX0[dx] = Mth.lerp(tx, c[0], c[1]);
                highX0[dx] = Mth.lerp(tx, c[2], c[3]);
                lowX1[dx] = Mth.lerp(tx, c[4], c[5]);
                highX1[dx] = Mth.lerp(tx, c[6], c[7]);
            }
            int p = 0;
            for (int dy = 0; dy < h; dy++) {
                double ty = dy / (double) h;
                if (f.rowAlongX) {
                    double tz = f.rowOffset / (double) w;
                    for (int dx = 0; dx < w; dx++) {
                        double z0 = Mth.lerp(ty, lowX0[dx], highX0[dx]);
                        double z1 = Mth.lerp(ty, lowX1[dx], highX1[dx]);
                        o[p++] = Mth.lerp(tz, z0, z1);
                    }
                } else {
                    int dx = f.rowOffset;
                    double z0 = Mth.lerp(ty, lowX0[dx], highX0[dx]);
                    double z1 = Mth.lerp(ty, lowX1[dx], highX1[dx]);
                    for (int dz = 0; dz < w; dz++) {
                        o[p++] = Mth.lerp(dz / (double) w, z0, z1);
                    }
                }
            }
        }
    }

    /** interpolated block by block: the blend the game's interpolators update, along y, then x, then z. */
    static final class InterpolateUpdate extends Op {
        final int index;

        InterpolateUpdate(int index) {
            this.index = index;
        }

        @Override
        void bounds(Frame f) {
            Bounds.corners(f, id, f.corners[index]);
        }

        @Override
        Op[] children() {
            return NONE;
        }

        @Override
        void eval(Frame f, int[] sel, int n) {
            double[] c = f.corners[index];
            double[] o = f.out[id];
            double w = f.cellWidth;
            double h = f.cellHeight;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double tx = (f.x[p] - f.cellX) / w;
                double ty = (f.y[p] - f.cellY) / h;
                double tz = (f.z[p] - f.cellZ) / w;
                double xz00 = Mth.lerp(ty, c[0], c[2]);
                double xz10 = Mth.lerp(ty, c[1], c[3]);
                double xz01 = Mth.lerp(ty, c[4], c[6]);
                double xz11 = Mth.lerp(ty, c[5], c[7]);
                double z0 = Mth.lerp(tx, xz00, xz10);
                double z1 = Mth.lerp(tx, xz01, xz11);
                o[p] = Mth.lerp(tz, z0, z1);
            }
        }
    }
}
