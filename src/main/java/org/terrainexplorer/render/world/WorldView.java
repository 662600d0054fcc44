package org.terrainexplorer.render.world;

/**
 * A rectangle of the world seen from above: its centre in blocks, blocks per pixel (1 to 64) and its size in
 * pixels. Pixel (i, j) shows the block at its centre; x grows to the right (east), z downward (south).
 *
 * @param centreX       the block x at the image's centre
 * @param centreZ       the block z at the image's centre
 * @param blocksPerPixel blocks per pixel, 1 to 64
 * @param width         width in pixels
 * @param height        height in pixels
 */
public record WorldView(double centreX, double centreZ, int blocksPerPixel, int width, int height) {

    /** The most blocks per pixel. */
    public static final int MAX_BLOCKS_PER_PIXEL = 64;
    /** The game's coordinate limit. */
    public static final double LIMIT = 30_000_000;

    /** Checks the scale, size and centre. */
    public WorldView {
        if (blocksPerPixel < 1 || blocksPerPixel > MAX_BLOCKS_PER_PIXEL) {
            throw new IllegalArgumentException("blocks per pixel " + blocksPerPixel + ": allowed 1 to "
                + MAX_BLOCKS_PER_PIXEL);
        }
        if (width < 1 || height < 1 || width > 16384 || height > 16384) {
            throw new IllegalArgumentException("size " + width + "x" + height + ": each side 1 to 16384");
        }
        if (!(Math.abs(centreX) <= LIMIT && Math.abs(centreZ) <= LIMIT)) {
            throw new IllegalArgumentException("centre " + centreX + "," + centreZ + " is beyond ±30,000,000");
        }
    }

    /** The block x shown by pixel column {@code i}. */
    public int blockX(int i) {
        return (int) Math.floor(centreX + (i + 0.5 - width / 2.0) * blocksPerPixel);
    }

    /** The block z shown by pixel row {@code j}. */
    public int blockZ(int j) {
        return (int) Math.floor(centreZ + (j + 0.5 - height / 2.0) * blocksPerPixel);
    }

    /** The pixel column (fractional) of a block x. */
    public double column(double x) {
        return (x - centreX) / blocksPerPixel + width / 2.0;
    }

    /** The pixel row (fractional) of a block z. */
    public double row(double z) {
        return (z - centreZ) / blocksPerPixel + height / 2.0;
    }

    /** This view moved by a number of pixels. */
    public WorldView panByPixels(double dx, double dz) {
        return new WorldView(clamp(centreX + dx * blocksPerPixel), clamp(centreZ + dz * blocksPerPixel), blocksPerPixel,
            width, height);
    }

    /** This view at another scale, keeping the block under pixel (px, py) in place. */
    public WorldView zoomTo(int newBlocksPerPixel, double px, double py) {
        int b = Math.max(1, Math.min(MAX_BLOCKS_PER_PIXEL, newBlocksPerPixel));
        double bx = centreX + (px - width / 2.0) * blocksPerPixel;
        double bz = centreZ + (py - height / 2.0) * blocksPerPixel;
        return new WorldView(clamp(bx - (px - width / 2.0) * b), clamp(bz - (py - height / 2.0) * b), b, width, height);
    }

    /** This view with another size in pixels, same centre and scale. */
    public WorldView withSize(int w, int h) {
        return new WorldView(centreX, centreZ, blocksPerPixel, Math.max(1, w), Math.max(1, h));
    }

    /** This view centred elsewhere. */
    public WorldView centredOn(double x, double z) {
        return new WorldView(clamp(x), clamp(z), blocksPerPixel, width, height);
    }

    private static double clamp(double v) {
        return Math.max(-LIMIT, Math.min(LIMIT, v));
    }

    /**
     * A view of {@code width} × {@code height} pixels centred on the block rectangle from ({@code minX},
     * {@code minZ}) to ({@code maxX}, {@code maxZ}) inclusive, at the smallest of {@code scales} (ascending blocks
     * per pixel) that shows it whole, or the largest.
     */
    public static WorldView fitting(int minX, int minZ, int maxX, int maxZ, int width, int height, int[] scales) {
        long w = (long) maxX - minX + 1;
        long h = (long) maxZ - minZ + 1;
        int chosen = scales[scales.length - 1];
        for (int s : scales) {
            if (w <= (long) s * width && h <= (long) s * height) {
                chosen = s;
                break;
            }
        }
        return new WorldView((minX + (double) maxX + 1) / 2.0, (minZ + (double) maxZ + 1) / 2.0, chosen, width,
            height);
    }
}
