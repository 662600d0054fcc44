package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.List;

/**
 * Edits of one point of a (possibly nested) spline, for the spline editor: a point is reached from the outermost
 * spline by a path of point indices whose values are themselves splines. Every edit returns a new outermost spline
 * and leaves the old one as it was; an edit the game's format cannot hold (locations not increasing, a number that
 * is not a finite float, a spline without points) is refused with an {@link IllegalArgumentException} whose
 * message says why.
 */
public final class SplinePoints {

    private SplinePoints() {
    }

    /** The spline at {@code path} under {@code root}; throws when the path does not lead to a multipoint spline. */
    public static CubicSpline.Multipoint at(CubicSpline root, List<Integer> path) {
        CubicSpline s = root;
        for (int index : path) {
            if (!(s instanceof CubicSpline.Multipoint m) || index < 0 || index >= m.size()) {
                throw new IllegalArgumentException("no nested spline at " + path);
            }
            s = m.value(index);
        }
        if (!(s instanceof CubicSpline.Multipoint m)) {
            throw new IllegalArgumentException("the value at " + path + " is a constant, not a spline");
        }
        return m;
    }

    /**
     * The root with point {@code index} of the spline at {@code path} moved to {@code location}, with the constant
     * value {@code value} (ignored, and the nested spline kept, when the point's value is a spline) and
     * derivative {@code derivative}.
     */
    public static CubicSpline withPoint(CubicSpline root, List<Integer> path, int index, float location, float value,
                                        float derivative) {
        CubicSpline.Multipoint m = at(root, path);
        check(index, m);
        finite("location", location);
        finite("derivative", derivative);
        CubicSpline old = m.value(index);
        CubicSpline newValue = old;
        if (old instanceof CubicSpline.Constant) {
            finite("value", value);
            newValue = new CubicSpline.Constant(value);
        }
        if (index > 0 && !(location > m.location(index - 1))) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                "a point's location must stay above the point before it (%s)", Float.toString(m.location(index - 1))));
        }
        if (index < m.size() - 1 && !(location < m.location(index + 1))) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                "a point's location must stay below the point after it (%s)", Float.toString(m.location(index + 1))));
        }
        List<CubicSpline.Point> points = new ArrayList<>(m.points());
        points.set(index, new CubicSpline.Point(location, newValue, derivative));
        return replace(root, path, CubicSpline.Multipoint.of(m.coordinate(), points));
    }

    /**
     * The root with a point added to the spline at {@code path} at {@code location}, with constant value
     * {@code value} and derivative {@code derivative}; returns the new point's index via the result's
     * {@link Added#index}.
     */
    public static Added withAddedPoint(CubicSpline root, List<Integer> path, float location, float value,
                                       float derivative) {
        CubicSpline.Multipoint m = at(root, path);
        finite("location", location);
        finite("value", value);
        finite("derivative", derivative);
        int index = 0;
        while (index < m.size() && m.location(index) < location) {
            index++;
        }
        if (index < m.size() && m.location(index) == location) {
            throw new IllegalArgumentException("a point already sits at location " + Float.toString(location));
        }
        List<CubicSpline.Point> points = new ArrayList<>(m.points());
        points.add(index, new CubicSpline.Point(location, new CubicSpline.Constant(value), derivative));
        return new Added(replace(root, path, CubicSpline.Multipoint.of(m.coordinate(), points)), index);
    }

    /** The result of adding a point: the new root and the point's index. */
    public record Added(CubicSpline root, int index) {
    }

    /** The root with point {@code index} of the spline at {@code path} removed; a spline keeps at least one point. */
    public static CubicSpline withoutPoint(CubicSpline root, List<Integer> path, int index) {
        CubicSpline.Multipoint m = at(root, path);
        check(index, m);
        if (m.size() == 1) {
            throw new IllegalArgumentException("a spline needs at least one point; this is its last");
        }
        List<CubicSpline.Point> points = new ArrayList<>(m.points());
        points.remove(index);
        return replace(root, path, CubicSpline.Multipoint.of(m.coordinate(), points));
    }

    private static void check(int index, CubicSpline.Multipoint m) {
        if (index < 0 || index >= m.size()) {
            throw new IllegalArgumentException("no point " + index + " (the spline has " + m.size() + ")");
        }
    }

    private static void finite(String what, float v) {
        if (!Float.isFinite(v)) {
            throw new IllegalArgumentException("a point's " + what + " must be a finite number that fits a float "
                + "(about ±3.4e38)");
        }
    }

    /** {@code root} with the spline at {@code path} replaced by {@code replacement}. */
    private static CubicSpline replace(CubicSpline root, List<Integer> path, CubicSpline replacement) {
        if (path.isEmpty()) {
            return replacement;
        }
        CubicSpline.Multipoint m = (CubicSpline.Multipoint) root;
        int index = path.get(0);
        List<CubicSpline.Point> points = new ArrayList<>(m.points());
        CubicSpline.Point p = points.get(index);
        points.set(index, new CubicSpline.Point(p.location(), replace(p.value(), path.subList(1, path.size()),
            replacement), p.derivative()));
        return CubicSpline.Multipoint.of(m.coordinate(), points);
    }
}
