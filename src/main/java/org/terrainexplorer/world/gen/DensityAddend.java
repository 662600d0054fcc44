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
    };

    /**
     * A range holding the term at every block of the box from (x0, y0, z0), {@code width} blocks along x,
     * {@code depth} along z and {@code height} up, into {@code range} ({lower, upper}).
     */
    void bounds(int x0, int y0, int z0, int width, int depth, int height, double[] range);

    /** The term at block (x, y, z). */
    double at(int x, int y, int z);
}
