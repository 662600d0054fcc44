package org.terrainexplorer.noise;

/**
 * The curve that blends two lattice contributions across a cell: {@code fade(0) = 0}, {@code fade(1) = 1}.
 *
 * <p>A value, not a switch inside the kernels: the same object drives the noise and the curve plot of the
 * 1D Perlin panel. The standard curves are the constants of {@link Fade}; a custom curve is a lambda.
 */
@FunctionalInterface
public interface FadeCurve {

    /** The blend weight at {@code t} in [0, 1]. */
    double apply(double t);
}
