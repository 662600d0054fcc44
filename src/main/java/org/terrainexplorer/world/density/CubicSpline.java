package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.noise.Mth;

/**
 * The game's cubic spline, in float as the game computes it: a constant, or points along a coordinate
 * function, each with a location, a value (itself a spline, so splines nest) and a derivative. Between two
 * points the curve is a cubic Hermite segment; beyond the ends it continues along the end's derivative.
 */
public sealed interface CubicSpline permits CubicSpline.Constant, CubicSpline.Multipoint {

    /** The spline's value at a position. */
    float apply(FunctionContext context);

    /**
     * The spline's value where each coordinate function has the value {@code coordinates} gives it: for plotting a
     * spline over its coordinate, away from any block position.
     */
    float apply(Coordinates coordinates);

    /** The game's lower bound for the spline's values. */
    float minValue();

    /** The game's upper bound. */
    float maxValue();

    /** This spline with every coordinate function rewritten. */
    CubicSpline mapCoordinates(UnaryOperator<DensityFunction> f);

    /** Coordinate values by coordinate function, for {@link #apply(Coordinates)}. */
    @FunctionalInterface
    interface Coordinates {
        /** The value of a spline's coordinate function. */
        float value(DensityFunction coordinate);
    }

    /** A spline that is the same number everywhere. */
    record Constant(float value) implements CubicSpline {

        @Override
        public float apply(FunctionContext context) {
            return value;
        }

        @Override
        public float apply(Coordinates coordinates) {
            return value;
        }

        @Override
        public float minValue() {
            return value;
        }

        @Override
        public float maxValue() {
            return value;
        }

        @Override
        public CubicSpline mapCoordinates(UnaryOperator<DensityFunction> f) {
            return this;
        }
    }

    /** One point of a multipoint spline, as the JSON writes it. */
    record Point(float location, CubicSpline value, float derivative) {
    }

    /**
     * A spline through points along a coordinate. Build with {@link #of}, which checks the points and
     * computes the game's bounds.
     */
    final class Multipoint implements CubicSpline {

        private final DensityFunction coordinate;
        private final float[] locations;
        private final CubicSpline[] values;
        private final float[] derivatives;
        private final float minValue;
        private final float maxValue;

        private Multipoint(DensityFunction coordinate, float[] locations, CubicSpline[] values, float[] derivatives,
                           float minValue, float maxValue) {
            this.coordinate = coordinate;
            this.locations = locations;
            this.values = values;
            this.derivatives = derivatives;
            this.minValue = minValue;
            this.maxValue = maxValue;
        }

        /**
         * The spline through {@code points} along {@code coordinate}, in the order given. As in the game, the
         * locations need not increase: {@link #intervalStart} is the game's binary search over the points as they
         * are, whatever their order (the spline editor refuses to make such a curve by hand; a datapack may hold one).
         *
         * @throws IllegalArgumentException when there are no points
         */
        public static Multipoint of(DensityFunction coordinate, List<Point> points) {
            int n = points.size();
            if (n == 0) {
                throw new IllegalArgumentException("a spline needs at least one point");
            }
            float[] locations = new float[n];
            CubicSpline[] values = new CubicSpline[n];
            float[] derivatives = new float[n];
            for (int i = 0; i < n; i++) {
                Point p = points.get(i);
                locations[i] = p.location();
                values[i] = p.value();
                derivatives[i] = p.derivative();
            }
            float[] bounds = bounds(coordinate, locations, values, derivatives);
            return new Multipoint(coordinate, locations, values, derivatives, bounds[0], bounds[1]);
        }

        /** Whether the locations increase strictly from point to point (as every curve the editor makes does). */
        public boolean increasing() {
            for (int i = 1; i < locations.length; i++) {
                if (!(locations[i] > locations[i - 1])) {
                    return false;
                }
            }
            return true;
        }

        /** The game's bounds ({@code CubicSpline.Multipoint.create}). */
        private static float[] bounds(DensityFunction coordinate, float[] locations, CubicSpline[] values,
                                      float[] derivatives) {
            int last = locations.length - 1;
            float lo = Float.POSITIVE_INFINITY;
            float hi = Float.NEGATIVE_INFINITY;
            float coordMin = (float) coordinate.minValue();
            float coordMax = (float) coordinate.maxValue();
            if (coordMin < locations[0]) {
                float a = linearExtend(coordMin, locations, values[0].minValue(), derivatives, 0);
                float b = linearExtend(coordMin, locations, values[0].maxValue(), derivatives, 0);
                lo = Math.min(lo, Math.min(a, b));
                hi = Math.max(hi, Math.max(a, b));
            }
            if (coordMax > locations[last]) {
                float a = linearExtend(coordMax, locations, values[last].minValue(), derivatives, last);
                float b = linearExtend(coordMax, locations, values[last].maxValue(), derivatives, last);
                lo = Math.min(lo, Math.min(a, b));
                hi = Math.max(hi, Math.max(a, b));
            }
            for (CubicSpline value : values) {
                lo = Math.min(lo, value.minValue());
                hi = Math.max(hi, value.maxValue());
            }
            for (int i = 0; i < last; i++) {
                float left = locations[i];
                float right = locations[i + 1];
                float width = right - left;
                float minLeft = values[i].minValue();
                float maxLeft = values[i].maxValue();
                float minRight = values[i + 1].minValue();
                float maxRight = values[i + 1].maxValue();
                float dLeft = derivatives[i];
                float dRight = derivatives[i + 1];
                if (dLeft == 0.0F && dRight == 0.0F) {
                    continue;
                }
                float riseLeft = dLeft * width;
                float riseRight = dRight * width;
                float minValue = Math.min(minLeft, minRight);
                float maxValue = Math.max(maxLeft, maxRight);
                float a = riseLeft - maxRight + minLeft;
                float b = riseLeft - minRight + maxLeft;
                float c = -riseRight + minRight - maxLeft;
                float d = -riseRight + maxRight - minLeft;
                lo = Math.min(lo, minValue + 0.25F * Math.min(a, c));
                hi = Math.max(hi, maxValue + 0.25F * Math.max(b, d));
            }
            return new float[] {lo, hi};
        }

        /** The game's {@code linearExtend}: the value of point i continued along its derivative to {@code x}. */
        public static float linearExtend(float x, float[] locations, float value, float[] derivatives, int i) {
            float derivative = derivatives[i];
            return derivative == 0.0F ? value : value + derivative * (x - locations[i]);
        }

        /**
         * The game's {@code findIntervalStart}: its {@code Mth.binarySearch} for the first index whose location is
         * above {@code x}, minus one. For increasing locations, the last point at or below x (−1 before the
         * first); for any other order, whatever that search gives, as in the game.
         */
        public static int intervalStart(float[] locations, float x) {
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
            return lo - 1;
        }

        @Override
        public float apply(FunctionContext context) {
            float x = (float) coordinate.compute(context);
            return evaluate(x, context);
        }

        /** The spline at coordinate value {@code x}; nested values are evaluated at {@code context}. */
        public float evaluate(float x, FunctionContext context) {
            int i = intervalStart(locations, x);
            int last = locations.length - 1;
            if (i < 0) {
                return linearExtend(x, locations, values[0].apply(context), derivatives, 0);
            }
            if (i == last) {
                return linearExtend(x, locations, values[last].apply(context), derivatives, last);
            }
            return segment(i, x, values[i].apply(context), values[i + 1].apply(context));
        }

        @Override
        public float apply(Coordinates coordinates) {
            return evaluate(coordinates.value(coordinate), coordinates);
        }

        /** The spline at coordinate value {@code x}; nested values take their coordinates from {@code coordinates}. */
        public float evaluate(float x, Coordinates coordinates) {
            int i = intervalStart(locations, x);
            int last = locations.length - 1;
            if (i < 0) {
                return linearExtend(x, locations, values[0].apply(coordinates), derivatives, 0);
            }
            if (i == last) {
                return linearExtend(x, locations, values[last].apply(coordinates), derivatives, last);
            }
            return segment(i, x, values[i].apply(coordinates), values[i + 1].apply(coordinates));
        }

        private float segment(int i, float x, float v0, float v1) {
            return segment(locations, derivatives, i, x, v0, v1);
        }

        /**
         * The game's Hermite segment from point i (value v0) to point i + 1 (value v1) at {@code x}, in float, in its
         * order of operations (a zero-width segment gives what the game's division gives).
         */
        public static float segment(float[] locations, float[] derivatives, int i, float x, float v0, float v1) {
            float left = locations[i];
            float right = locations[i + 1];
            float t = (x - left) / (right - left);
            float d0 = derivatives[i];
            float d1 = derivatives[i + 1];
            float p = d0 * (right - left) - (v1 - v0);
            float q = -d1 * (right - left) + (v1 - v0);
            return Mth.lerp(t, v0, v1) + t * (1.0F - t) * Mth.lerp(t, p, q);
        }

        /** The coordinate function (e.g. continentalness). */
        public DensityFunction coordinate() {
            return coordinate;
        }

        /** The number of points. */
        public int size() {
            return locations.length;
        }

        /** The points, in order. */
        public List<Point> points() {
            List<Point> points = new ArrayList<>(locations.length);
            for (int i = 0; i < locations.length; i++) {
                points.add(new Point(locations[i], values[i], derivatives[i]));
            }
            return points;
        }

        /** Point {@code i}'s location. */
        public float location(int i) {
            return locations[i];
        }

        /** Point {@code i}'s value. */
        public CubicSpline value(int i) {
            return values[i];
        }

        /** Point {@code i}'s derivative. */
        public float derivative(int i) {
            return derivatives[i];
        }

        @Override
        public float minValue() {
            return minValue;
        }

        @Override
        public float maxValue() {
            return maxValue;
        }

        @Override
        public CubicSpline mapCoordinates(UnaryOperator<DensityFunction> f) {
            DensityFunction c = f.apply(coordinate);
            CubicSpline[] mapped = new CubicSpline[values.length];
            boolean same = c == coordinate;
            for (int i = 0; i < values.length; i++) {
                mapped[i] = values[i].mapCoordinates(f);
                same &= mapped[i] == values[i];
            }
            if (same) {
                return this;
            }
            List<Point> points = new ArrayList<>(values.length);
            for (int i = 0; i < values.length; i++) {
                points.add(new Point(locations[i], mapped[i], derivatives[i]));
            }
            return of(c, points);
        }

        @Override
        public String toString() {
            return "Multipoint[" + coordinate.type() + ", locations=" + Arrays.toString(locations) + "]";
        }
    }
}
