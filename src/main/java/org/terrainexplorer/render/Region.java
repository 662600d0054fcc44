package org.terrainexplorer.render;

/**
 * A rectangle of a viewport's pixels: a tile, a band, or the whole view. Rendering a region gives exactly
 * the pixels the whole view has there.
 */
public record Region(int x, int y, int width, int height) {

    public Region {
        if (width < 1 || height < 1 || x < 0 || y < 0) {
            throw new IllegalArgumentException("region " + x + "," + y + " " + width + "×" + height + " is empty or "
                + "starts before the view");
        }
    }

    /** The whole of a viewport. */
    public static Region of(Viewport viewport) {
        return new Region(0, 0, viewport.width(), viewport.height());
    }

    /** The number of pixels. */
    public int pixels() {
        return width * height;
    }

    /** Whether this region lies within the viewport. */
    public boolean fits(Viewport viewport) {
        return x + width <= viewport.width() && y + height <= viewport.height();
    }
}
