package org.terrainexplorer.terrain;

/**
 * What a parameter change invalidates. The renderer caches the elevation noise, the moisture noise, the
 * shaped elevation and the colours separately; a change re-runs only what its stage names.
 */
public enum Stage {
    /** Both noise fields are re-sampled (the seed, the kernel, the fade curve). */
    NOISE,
    /** The elevation noise is re-sampled; moisture is kept. */
    ELEVATION,
    /** The moisture noise is re-sampled; elevation is kept. */
    MOISTURE,
    /** Elevation is re-shaped from the cached noise (redistribution, island, ridges, terraces). */
    SHAPE,
    /**
     * Biomes, trees and colours are recomputed from the cached fields; no noise is sampled over the map.
     * One exception: the tree spacing moves the tree grid, so the trees' cells are sampled again (a few
     * thousand points, against the map's hundreds of thousands).
     */
    COLOUR;

    /** Whether the elevation noise must be sampled again. */
    public boolean resamplesElevation() {
        return this == NOISE || this == ELEVATION;
    }

    /** Whether the moisture noise must be sampled again. */
    public boolean resamplesMoisture() {
        return this == NOISE || this == MOISTURE;
    }

    /** Whether elevation must be shaped again from its noise. */
    public boolean reshapes() {
        return this == NOISE || this == ELEVATION || this == SHAPE;
    }
}
