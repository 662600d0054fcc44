package org.terrainexplorer.ui.world;

import java.util.Locale;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import org.terrainexplorer.world.density.CubicSpline;

/**
 * Draws one level of a spline as a curve over its coordinate: the curve (nested point values evaluated where the
 * pointer last was), its points (filled for numbers, hollow for nested splines), the selected point's derivative
 * handle and a mark at the coordinate's value where the pointer is. Maps between pixels and (coordinate, value);
 * the axes' ranges are set by the editor to hold the curve, and only grow while a point is dragged. Nothing is
 * drawn past the plot's frame.
 */
final class SplineCanvas extends Canvas {

    private final double marginLeft;
    private final double marginRight;
    private final double marginTop;
    private final double marginBottom;
    private final boolean thumbnail;
    /** The derivative handle's length in pixels. */
    static final double HANDLE = 42;
    static final double HIT = 7;

    private double xMin = -1;
    private double xMax = 1;
    private double yMin = -1;
    private double yMax = 1;

    /** The editor's canvas. */
    SplineCanvas() {
        this(false);
        setId("spline-canvas");
    }

    /** A canvas; a thumbnail has no labels and thin margins. */
    SplineCanvas(boolean thumbnail) {
        this.thumbnail = thumbnail;
        marginLeft = thumbnail ? 3 : 44;
        marginRight = thumbnail ? 3 : 10;
        marginTop = thumbnail ? 3 : 10;
        marginBottom = thumbnail ? 3 : 22;
    }

    /** Frames the axes on a spline's points and curve, with a margin. */
    void frame(CubicSpline.Multipoint m, CubicSpline.Coordinates at, Double marker) {
        // The extremes of the locations, not the first and last: a datapack's curve may hold them in any order.
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < m.size(); i++) {
            lo = Math.min(lo, m.location(i));
            hi = Math.max(hi, m.location(i));
        }
        if (marker != null) {
            lo = Math.min(lo, marker);
            hi = Math.max(hi, marker);
        }
        double pad = Math.max(0.05, (hi - lo) * 0.08);
        xMin = lo - pad;
        xMax = hi + pad;
        double vlo = Double.POSITIVE_INFINITY;
        double vhi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i <= 200; i++) {
            double v = m.evaluate((float) (xMin + (xMax - xMin) * i / 200), at);
            vlo = Math.min(vlo, v);
            vhi = Math.max(vhi, v);
        }
        double vpad = Math.max(0.05, (vhi - vlo) * 0.12);
        yMin = vlo - vpad;
        yMax = vhi + vpad;
    }

    /**
     * Grows the axes, never shrinking them, until they hold the spline's points and its curve (while a point is
     * dragged: the plot follows a point dragged past its edge, and stays still otherwise).
     */
    void include(CubicSpline.Multipoint m, CubicSpline.Coordinates at) {
        double lo = Math.min(xMin, m.location(0));
        double hi = Math.max(xMax, m.location(m.size() - 1));
        double vlo = Double.POSITIVE_INFINITY;
        double vhi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i <= 200; i++) {
            double v = m.evaluate((float) (lo + (hi - lo) * i / 200), at);
            vlo = Math.min(vlo, v);
            vhi = Math.max(vhi, v);
        }
        double vpad = Math.max(0.05, (vhi - vlo) * 0.12);
        double xpad = Math.max(0.05, (hi - lo) * 0.08);
        if (lo < xMin) {
            xMin = lo - xpad;
        }
        if (hi > xMax) {
            xMax = hi + xpad;
        }
        if (vlo < yMin) {
            yMin = vlo - vpad;
        }
        if (vhi > yMax) {
            yMax = vhi + vpad;
        }
    }

    /** The axes' ranges: coordinate from, to; value from, to (for tests). */
    double[] ranges() {
        return new double[] {xMin, xMax, yMin, yMax};
    }

    double px(double x) {
        return marginLeft + (x - xMin) / (xMax - xMin) * plotWidth();
    }

    double py(double v) {
        return marginTop + (yMax - v) / (yMax - yMin) * plotHeight();
    }

    double xAt(double px) {
        return xMin + (px - marginLeft) / plotWidth() * (xMax - xMin);
    }

    double valueAt(double py) {
        return yMax - (py - marginTop) / plotHeight() * (yMax - yMin);
    }

    private double plotWidth() {
        return Math.max(1, getWidth() - marginLeft - marginRight);
    }

    private double plotHeight() {
        return Math.max(1, getHeight() - marginTop - marginBottom);
    }

    /** The end of point i's derivative handle, in pixels: along the tangent, {@link #HANDLE} pixels away. */
    double[] handle(CubicSpline.Multipoint m, int i, CubicSpline.Coordinates at) {
        double x0 = px(m.location(i));
        double y0 = py(m.value(i).apply(at));
        // The tangent in pixels: one unit of coordinate right, derivative units of value up.
        double dx = px(m.location(i) + 1) - px(m.location(i));
        double dy = py(m.value(i).apply(at) + m.derivative(i)) - y0;
        double len = Math.hypot(dx, dy);
        return new double[] {x0 + dx / len * HANDLE, y0 + dy / len * HANDLE};
    }

    /** The point under a pixel, or −1. */
    int pointAt(CubicSpline.Multipoint m, CubicSpline.Coordinates at, double x, double y) {
        int best = -1;
        double bestDistance = HIT;
        for (int i = 0; i < m.size(); i++) {
            double d = Math.hypot(px(m.location(i)) - x, py(m.value(i).apply(at)) - y);
            if (d <= bestDistance) {
                best = i;
                bestDistance = d;
            }
        }
        return best;
    }

    void draw(CubicSpline.Multipoint m, CubicSpline.Coordinates at, int selected, Double marker, String xName) {
        GraphicsContext g = getGraphicsContext2D();
        double w = getWidth();
        double h = getHeight();
        g.setFill(Color.web("#fbfbf8"));
        g.fillRect(0, 0, w, h);
        if (m == null || w < marginLeft + 20 || h < marginTop + marginBottom + 10) {
            return;
        }
        g.setFont(Font.font(10));
        if (thumbnail) {
            marker = null;
        }
        // Grid: zero lines and the axes' ends.
        g.setStroke(Color.web("#dddddd"));
        g.setLineWidth(1);
        if (yMin < 0 && yMax > 0) {
            g.strokeLine(marginLeft, py(0), w - marginRight, py(0));
        }
        if (xMin < 0 && xMax > 0) {
            g.strokeLine(px(0), marginTop, px(0), h - marginBottom);
        }
        g.setStroke(Color.web("#999999"));
        g.strokeRect(marginLeft, marginTop, w - marginLeft - marginRight, h - marginTop - marginBottom);
        g.setFill(Color.web("#555555"));
        if (thumbnail) {
            xName = "";
        } else {
            labels(g, w, h);
        }
        g.fillText(xName, marginLeft + (w - marginLeft) / 2 - 30, h - 6);
        // The hovered place's coordinate.
        if (marker != null) {
            double x = px(marker);
            g.setStroke(Color.web("#d62728"));
            g.setLineDashes(4, 3);
            g.strokeLine(x, marginTop, x, h - marginBottom);
            g.setLineDashes();
            g.setFill(Color.web("#d62728"));
            g.fillText("here " + fmt(marker), Math.min(x + 3, w - 70), marginTop + 20);
        }
        // The curve, the points and the handle stay inside the plot's frame (a point's disc may overlap it).
        g.save();
        g.beginPath();
        g.rect(marginLeft - 6, marginTop - 6, w - marginLeft - marginRight + 12, h - marginTop - marginBottom + 12);
        g.clip();
        g.setStroke(Color.web("#1f4e8c"));
        g.setLineWidth(thumbnail ? 1.2 : 2);
        g.beginPath();
        int steps = (int) Math.max(50, w - marginLeft - marginRight);
        for (int i = 0; i <= steps; i++) {
            double x = xMin + (xMax - xMin) * i / steps;
            double v = m.evaluate((float) x, at);
            if (i == 0) {
                g.moveTo(px(x), py(v));
            } else {
                g.lineTo(px(x), py(v));
            }
        }
        g.stroke();
        g.setLineWidth(1);
        // The points.
        for (int i = 0; i < m.size(); i++) {
            double x = px(m.location(i));
            double y = py(m.value(i).apply(at));
            boolean nested = m.value(i) instanceof CubicSpline.Multipoint;
            double r = thumbnail ? 2.5 : 5;
            if (i == selected) {
                double[] e = handle(m, i, at);
                double bx = 2 * x - e[0];
                double by = 2 * y - e[1];
                g.setStroke(Color.web("#ff7f0e"));
                g.strokeLine(bx, by, e[0], e[1]);
                g.setFill(Color.web("#ff7f0e"));
                g.fillOval(e[0] - 4, e[1] - 4, 8, 8);
            }
            g.setFill(i == selected ? Color.web("#ff7f0e") : Color.web("#1f4e8c"));
            g.setStroke(i == selected ? Color.web("#ff7f0e") : Color.web("#1f4e8c"));
            if (nested) {
                g.setLineWidth(2);
                g.strokeRect(x - r, y - r, 2 * r, 2 * r);
                g.setLineWidth(1);
            } else {
                g.fillOval(x - r, y - r, 2 * r, 2 * r);
            }
        }
        g.restore();
    }

    private void labels(GraphicsContext g, double w, double h) {
        g.fillText(fmt(yMax), 2, marginTop + 8);
        g.fillText(fmt(yMin), 2, h - marginBottom);
        g.fillText(fmt(xMin), marginLeft, h - 6);
        g.fillText(fmt(xMax), w - marginRight - 30, h - 6);
    }

    static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v).replace('-', '−');
    }
}
