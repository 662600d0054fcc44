package org.terrainexplorer.terrain;

/**
 * How much of the infinite plane a view may show, one table for the renderer's viewport and the presets that save a
 * view: how far from the origin it may be centred and how far it may zoom.
 */
public final class PlaneLimits {

    /**
     * How far from the origin a view may be centred, in world units: beyond it the lattice coordinates of the finest
     * octaves lose their fractions to double rounding.
     */
    public static final double MAX_COORDINATE = 1e9;
    /** The zoom limits, in world units per pixel. */
    public static final double MIN_UNITS_PER_PIXEL = 1e-7;
    public static final double MAX_UNITS_PER_PIXEL = 1e3;

    private PlaneLimits() {
    }
}
