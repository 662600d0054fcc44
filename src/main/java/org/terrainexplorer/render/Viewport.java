package org.terrainexplorer.render;

import org.terrainexplorer.terrain.PlaneLimits;

/**
 * A window on the infinite world: its centre in world units, the world units per pixel, and its size in
 * pixels. Pixel (column, row) samples the world at its centre. World y grows downward (south), as on
 * screen.
 *
 * @param centerX        world x at the view's centre
 * @param centerY        world y at the view's centre
 * @param unitsPerPixel  world units per pixel, finite and positive
 * @param width          pixels across, 1 to {@link #MAX_SIZE}
 * @param height         pixels down, 1 to {@link #MAX_SIZE}
 */
public record Viewport(double centerX, double centerY, double unitsPerPixel, int width, int height) {

    /** The largest width or height of a view or export. */
    public static final int MAX_SIZE = 16384;
    /** How far from the origin a view may be centred, in world units ({@link PlaneLimits#MAX_COORDINATE}). */
    public static final double MAX_COORDINATE = PlaneLimits.MAX_COORDINATE;
    /** The home view spans this many world units across its shorter side. */
    public static final double HOME_SPAN = 1.0;
    /** The zoom limits, in world units per pixel. */
    public static final double MIN_UNITS_PER_PIXEL = PlaneLimits.MIN_UNITS_PER_PIXEL;
    public static final double MAX_UNITS_PER_PIXEL = PlaneLimits.MAX_UNITS_PER_PIXEL;

    public Viewport {
        if (!Double.isFinite(centerX) || !Double.isFinite(centerY)) {
            throw new IllegalArgumentException("centre: (" + centerX + ", " + centerY + ") is not finite");
        }
        if (Math.abs(centerX) > MAX_COORDINATE || Math.abs(centerY) > MAX_COORDINATE) {
            throw new IllegalArgumentException("centre: (" + centerX + ", " + centerY + ") is out of range; allowed "
                + "-1e9 to 1e9 on each axis");
        }
        if (!(unitsPerPixel >= MIN_UNITS_PER_PIXEL && unitsPerPixel <= MAX_UNITS_PER_PIXEL)) {
            throw new IllegalArgumentException("units per pixel: " + unitsPerPixel + " is out of range; allowed "
                + MIN_UNITS_PER_PIXEL + " to " + MAX_UNITS_PER_PIXEL);
        }
        if (width < 1 || width > MAX_SIZE || height < 1 || height > MAX_SIZE) {
            throw new IllegalArgumentException("size: " + width + "×" + height + " is out of range; allowed 1×1 to "
                + MAX_SIZE + "×" + MAX_SIZE);
        }
    }

    /** The home view of a given size: centred on the origin, one world unit across its shorter side. */
    public static Viewport home(int width, int height) {
        return new Viewport(0, 0, HOME_SPAN / Math.min(width, height), width, height);
    }

    /**
     * The view of a given size centred on (centerX, centerY) with {@code span} world units across its shorter side
     * (the scale kept within the zoom limits): how a preset's saved view frames any window or render.
     */
    public static Viewport framing(double centerX, double centerY, double span, int width, int height) {
        double upp = span / Math.min(width, height);
        upp = Math.max(MIN_UNITS_PER_PIXEL, Math.min(MAX_UNITS_PER_PIXEL, upp));
        return new Viewport(centerX, centerY, upp, width, height);
    }

    /** The world units across the view's shorter side. */
    public double span() {
        return unitsPerPixel * Math.min(width, height);
    }

    /** World x at the centre of a column (columns outside [0, width) extend the grid). */
    public double worldX(int column) {
        return centerX + (column + 0.5 - width * 0.5) * unitsPerPixel;
    }

    /** World y at the centre of a row (rows outside [0, height) extend the grid). */
    public double worldY(int row) {
        return centerY + (row + 0.5 - height * 0.5) * unitsPerPixel;
    }

    /** The column whose pixel contains world x (may be outside the view). */
    public double columnOf(double x) {
        return (x - centerX) / unitsPerPixel + width * 0.5 - 0.5;
    }

    /** The row whose pixel contains world y (may be outside the view). */
    public double rowOf(double y) {
        return (y - centerY) / unitsPerPixel + height * 0.5 - 0.5;
    }

    /** The same view centred elsewhere (kept within {@link #MAX_COORDINATE} of the origin). */
    public Viewport centredOn(double x, double y) {
        return new Viewport(clampCoordinate(x), clampCoordinate(y), unitsPerPixel, width, height);
    }

    private static double clampCoordinate(double v) {
        return Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, v));
    }

    /** The same centre and scale at another size (a resized window). */
    public Viewport withSize(int newWidth, int newHeight) {
        return new Viewport(centerX, centerY, unitsPerPixel, newWidth, newHeight);
    }

    /** Moved by a drag of (dx, dy) pixels: the world follows the pointer. */
    public Viewport panByPixels(double dx, double dy) {
        return centredOn(centerX - dx * unitsPerPixel, centerY - dy * unitsPerPixel);
    }

    /**
     * Zoomed by {@code factor} (above 1 zooms in) around the pixel position (px, py), which keeps showing the
     * same world point; the scale is clamped to the zoom limits.
     */
    public Viewport zoomAround(double px, double py, double factor) {
        double upp = Math.max(MIN_UNITS_PER_PIXEL, Math.min(MAX_UNITS_PER_PIXEL, unitsPerPixel / factor));
        double wx = centerX + (px - width * 0.5) * unitsPerPixel;
        double wy = centerY + (py - height * 0.5) * unitsPerPixel;
        return new Viewport(clampCoordinate(wx - (px - width * 0.5) * upp), clampCoordinate(wy - (py - height * 0.5) * upp),
            upp, width, height);
    }

    /** World width of the view. */
    public double worldWidth() {
        return width * unitsPerPixel;
    }

    /** World height of the view. */
    public double worldHeight() {
        return height * unitsPerPixel;
    }
}
