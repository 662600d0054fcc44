package org.terrainexplorer.world.gen;

/**
 * A term added to the final density at every block of a chunk, after interpolation, as the game adds its
 * beardifier (structures' terrain adaptation) in {@code NoiseChunk}: known at each block, and bounded over a box of
 * blocks so that the noise stage's short-cuts (cells shown all solid or all open by ranges, the open sky skipped)
 * stay exact with it. {@link NoiseChunk} applies it wherever it classifies a cell or computes a block's density, in
 * one place each ({@code NoiseChunk.cellRange}, {@code NoiseChunk.addTo}); {@link #NONE} is the term of a chunk
 * without structures, and costs nothing.
 */
interface DensityAddend {

    /** No term: 0 everywhere. */
    DensityAddend NONE = new DensityAddend() {
        @Override
        public void bounds(int x0, int y0, int z0, int width, int depth, int height, double[] range) {
            range[0] = 0.0;
            range[1] = 0.0;
        }

        @Override
        public double at(int x, int y, int z) {
            return 0.0;
        }

        @Override
        public void addToCell(double[] out, int x0, int y0, int z0, int width, int height) {
            // nothing to add
        }
    };

    /**
     * A range holding the term at every block of the box from (x0, y0, z0), {@code width} blocks along x,
     * {@code depth} along z and {@code height} up, into {@code range} ({lower, upper}).
     */
    void bounds(int x0, int y0, int z0, int width, int depth, int height, double[] range);

    /**
     * A range holding the term over a box, like {@link #bounds} but possibly wider and cheaper (no block computed):
     * tried first wherever a range only has to show a cell solid or open, {@link #bounds} asked only when it does
     * not. By default {@link #bounds} itself.
     */
    default void roughBounds(int x0, int y0, int z0, int width, int depth, int height, double[] range) {
        bounds(x0, y0, z0, width, depth, height, range);
    }

    /**
     * The range [lower, upper] of the rest of the final density over the box with the term added, into {@code
     * range} ({lower, upper}): by {@link #roughBounds} where that shows the box solid (lower above 0) or open (upper
     * at most 0), else by {@link #bounds}. Every classification of a box with the term reads this.
     */
    default void addRange(double lower, double upper, int x0, int y0, int z0, int width, int depth, int height,
                          double[] range) {
        roughBounds(x0, y0, z0, width, depth, height, range);
        double lo = lower + range[0];
        double hi = upper + range[1];
        if (lo <= 0.0 && hi > 0.0) {
            bounds(x0, y0, z0, width, depth, height, range);
            lo = lower + range[0];
            hi = upper + range[1];
        }
        range[0] = lo;
        range[1] = hi;
    }

    /**
     * Whether {@code upper} plus the most the term is over the box is at most 0 (the box is open whatever the term
     * adds), by {@link #addRange}; {@code range} is scratch.
     */
    default boolean keepsOpen(double upper, int x0, int y0, int z0, int width, int depth, int height, double[] range) {
        addRange(Double.NEGATIVE_INFINITY, upper, x0, y0, z0, width, depth, height, range);
        return range[1] <= 0.0;
    }

    /** The term at block (x, y, z). */
    double at(int x, int y, int z);

    /**
     * Adds the term to the densities {@code out} of a cell's blocks, {@code width} wide and {@code height} high, in
     * cell order (y, then x, then z), the cell's lowest block at (x0, y0, z0).
     */
    default void addToCell(double[] out, int x0, int y0, int z0, int width, int height) {
        int p = 0;
        for (int dy = 0; dy < height; dy++) {
            for (int dx = 0; dx < width; dx++) {
                for (int dz = 0; dz < width; dz++, p++) {
                    out[p] += at(x0 + dx, y0 + dy, z0 + dz);
                }
            }
        }
    }
}
