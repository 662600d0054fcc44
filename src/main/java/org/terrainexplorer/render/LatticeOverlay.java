package org.terrainexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.noise.Simplex;
import org.terrainexplorer.noise.ValueNoise;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The first octave's lattice within a view, for drawing over the maps when zoomed in: the integer lattice
 * points with, for Perlin noise, the gradient at each; for value noise, the value at each; for simplex noise,
 * the triangles of the skewed lattice and their corners (simplex picks each corner's gradient from a small
 * hashed set; the overlay draws the triangles, not the gradients). Positions are in view pixels.
 * Built off the FX thread; immutable once built.
 */
public final class LatticeOverlay {

    /** The overlay appears when a first-octave cell spans at least this many pixels. */
    public static final double MIN_CELL_PIXELS = 28;

    /** A lattice point at view pixel (x, y): its gradient (gx, gy) or its value v. */
    public record Point(double x, double y, double gx, double gy, double value) {
    }

    /** A line between two view pixels (the lattice's grid or triangle edges). */
    public record Line(double x0, double y0, double x1, double y1) {
    }

    private final NoiseType type;
    private final double cellPixels;
    private final List<Point> points;
    private final List<Line> lines;

    private LatticeOverlay(NoiseType type, double cellPixels, List<Point> points, List<Line> lines) {
        this.type = type;
        this.cellPixels = cellPixels;
        this.points = points;
        this.lines = lines;
    }

    /** The pixels a first-octave cell spans in a view. */
    public static double cellPixels(TerrainParams params, Viewport view) {
        return 1 / (params.number(Param.FREQUENCY) * view.unitsPerPixel());
    }

    /** Whether the view is zoomed in far enough to show the lattice. */
    public static boolean visible(TerrainParams params, Viewport view) {
        return cellPixels(params, view) >= MIN_CELL_PIXELS;
    }

    /** The overlay for a view; empty if {@link #visible} is false. */
    public static LatticeOverlay of(TerrainParams params, Viewport view) {
        NoiseType type = params.noise();
        double cell = cellPixels(params, view);
        if (cell < MIN_CELL_PIXELS) {
            return new LatticeOverlay(type, cell, List.of(), List.of());
        }
        double f = params.number(Param.FREQUENCY);
        long seed = Fractal.octaveSeed(params.seed(), 0);
        double lx0 = view.worldX(0) * f;
        double ly0 = view.worldY(0) * f;
        double lx1 = view.worldX(view.width() - 1) * f;
        double ly1 = view.worldY(view.height() - 1) * f;
        List<Point> points = new ArrayList<>();
        List<Line> lines = new ArrayList<>();
        if (type == NoiseType.SIMPLEX) {
            simplex(view, f, seed, lx0, ly0, lx1, ly1, points, lines);
        } else {
            for (long i = (long) Math.floor(lx0); i <= (long) Math.ceil(lx1); i++) {
                double px = view.columnOf(i / f);
                lines.add(new Line(px, 0, px, view.height()));
            }
            for (long j = (long) Math.floor(ly0); j <= (long) Math.ceil(ly1); j++) {
                double py = view.rowOf(j / f);
                lines.add(new Line(0, py, view.width(), py));
            }
            for (long j = (long) Math.floor(ly0); j <= (long) Math.ceil(ly1); j++) {
                for (long i = (long) Math.floor(lx0); i <= (long) Math.ceil(lx1); i++) {
                    double px = view.columnOf(i / f);
                    double py = view.rowOf(j / f);
                    if (type == NoiseType.PERLIN) {
                        double[] g = Perlin.gradient2(seed, i, j);
                        points.add(new Point(px, py, g[0], g[1], 0));
                    } else {
                        points.add(new Point(px, py, 0, 0, ValueNoise.lattice2(seed, i, j)));
                    }
                }
            }
        }
        return new LatticeOverlay(type, cell, List.copyOf(points), List.copyOf(lines));
    }

    private static void simplex(Viewport view, double f, long seed, double lx0, double ly0, double lx1, double ly1,
                                List<Point> points, List<Line> lines) {
        // The skewed lattice points whose unskewed positions fall in (or near) the view.
        double margin = 1.5;
        double skew0 = (lx0 + ly0) * 0.36602540378443864676;
        double skew1 = (lx1 + ly1) * 0.36602540378443864676;
        long i0 = (long) Math.floor(lx0 + Math.min(skew0, skew1) - margin);
        long i1 = (long) Math.ceil(lx1 + Math.max(skew0, skew1) + margin);
        long j0 = (long) Math.floor(ly0 + Math.min(skew0, skew1) - margin);
        long j1 = (long) Math.ceil(ly1 + Math.max(skew0, skew1) + margin);
        for (long j = j0; j <= j1; j++) {
            for (long i = i0; i <= i1; i++) {
                double[] p = Simplex.unskew2(i, j);
                double px = view.columnOf(p[0] / f);
                double py = view.rowOf(p[1] / f);
                if (px < -view.width() || px > 2 * view.width() || py < -view.height() || py > 2 * view.height()) {
                    continue;
                }
                // Each cell is split into two triangles along its diagonal: edges to (i+1, j), (i, j+1), (i+1, j+1).
                for (long[] d : new long[][] {{1, 0}, {0, 1}, {1, 1}}) {
                    double[] q = Simplex.unskew2(i + d[0], j + d[1]);
                    lines.add(new Line(px, py, view.columnOf(q[0] / f), view.rowOf(q[1] / f)));
                }
                points.add(new Point(px, py, 0, 0, 0));
            }
        }
    }

    public NoiseType type() {
        return type;
    }

    /** Pixels per first-octave cell. */
    public double cellPixels() {
        return cellPixels;
    }

    public List<Point> points() {
        return points;
    }

    public List<Line> lines() {
        return lines;
    }

    /** Whether there is anything to draw. */
    public boolean isEmpty() {
        return points.isEmpty();
    }
}
