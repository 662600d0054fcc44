package org.terrainexplorer.render;

import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TreePlacer;

/**
 * The trees of the biome layer: placed on the blue-noise grid of {@link TreePlacer} over a region (in strips when
 * the region is too large for one placement) and drawn as small discs in view coordinates, so a tile draws exactly
 * the pixels the whole view draws. Keeps the placer, whose cache serves the next render of the same region.
 */
final class TreeDrawing {

    /** Below this radius in pixels a tree is drawn on the nearest pixel centre. */
    private static final double SNAP_RADIUS = 1.5;

    private final TreePlacer trees = new TreePlacer();
    /** Whether this render's placements sampled noise. */
    private boolean sampled;

    /** Starts a render: no placement has sampled noise yet. */
    void startRender() {
        sampled = false;
    }

    /** Whether a placement of this render sampled noise at the tree grid's cells (a new region, or new noise). */
    boolean sampledNoise() {
        return sampled;
    }

    /**
     * Rows of the region one tree placement covers: the whole region when it fits (so the placer's cache
     * serves the next render), strips of at most half the candidate limit for a large export.
     */
    int stripRows(double spacing, Viewport viewport, Region region) {
        double spacingPixels = spacing / viewport.unitsPerPixel();
        double cellsAcross = region.width() / spacingPixels + 3;
        return (int) Math.min(region.height(),
            Math.max(1, (TreePlacer.MAX_CANDIDATES / 2 / cellsAcross - 3) * spacingPixels));
    }

    /** Places the trees of view rows [top, bottom] of the region (plus a pixel around); returns how many. */
    int place(TerrainGenerator gen, double spacing, Viewport viewport, Region region, int top, int bottom) {
        double upp = viewport.unitsPerPixel();
        double x0 = viewport.worldX(region.x()) - upp;
        double x1 = viewport.worldX(region.x() + region.width() - 1) + upp;
        double y0 = viewport.worldY(region.y() + top) - upp;
        double y1 = viewport.worldY(region.y() + bottom) + upp;
        int count = trees.place(gen, spacing, x0, y0, x1, y1);
        sampled |= trees.sampledNoise();
        return count;
    }

    /** Draws the last placement's trees into the biome image. */
    void drawPlaced(int count, double spacing, Viewport viewport, Region region, int[] image) {
        double radius = Math.max(0.7, Math.min(4, spacing / viewport.unitsPerPixel() * 0.22));
        // A disc this small covers one to four pixels by where its centre falls, which reads as noise; on the
        // nearest pixel centre it is a dot or a plus, the same for every tree.
        boolean snap = radius < SNAP_RADIUS;
        for (int i = 0; i < count; i++) {
            double cx = viewport.columnOf(trees.x(i));
            double cy = viewport.rowOf(trees.y(i));
            disc(image, region, snap ? Math.rint(cx) : cx, snap ? Math.rint(cy) : cy, radius, Palettes.tree(trees.biome(i)));
        }
    }

    /** Places and draws trees strip by strip (regions too large for one placement); returns how many. */
    int draw(TerrainGenerator gen, double spacing, Viewport viewport, Region region, int[] image) {
        int stripRows = stripRows(spacing, viewport, region);
        int placed = 0;
        for (int top = 0; top < region.height(); top += stripRows) {
            int count = place(gen, spacing, viewport, region, top, Math.min(region.height(), top + stripRows) - 1);
            drawPlaced(count, spacing, viewport, region, image);
            placed += count;
        }
        return placed;
    }

    /**
     * Fills the region's pixels whose centres lie within {@code radius} of the view position (cx, cy). The
     * test runs in view coordinates, so a tile draws exactly the pixels the whole view draws there.
     */
    private static void disc(int[] image, Region region, double cx, double cy, double radius, int argb) {
        int c0 = Math.max(region.x(), (int) Math.ceil(cx - radius));
        int c1 = Math.min(region.x() + region.width() - 1, (int) Math.floor(cx + radius));
        int r0 = Math.max(region.y(), (int) Math.ceil(cy - radius));
        int r1 = Math.min(region.y() + region.height() - 1, (int) Math.floor(cy + radius));
        double r2 = radius * radius;
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                double dx = c - cx;
                double dy = r - cy;
                if (dx * dx + dy * dy <= r2) {
                    image[(r - region.y()) * region.width() + c - region.x()] = argb;
                }
            }
        }
    }
}
