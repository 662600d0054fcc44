package org.terrainexplorer.noise;

import java.util.Locale;

/**
 * The seeded noise kernels by name, for callers that choose one at run time (the terrain, the command
 * line). Simplex noise has no fade curve; the {@code fade} argument is ignored for it.
 */
public enum NoiseType {

    /** Gradient noise on the square lattice ({@link Perlin}). */
    PERLIN,
    /** Gradient noise on the simplex lattice ({@link Simplex}). */
    SIMPLEX,
    /** Interpolated lattice values ({@link ValueNoise}). */
    VALUE;

    /** The lower-case name used by presets and the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kernel with the given name, ignoring case. */
    public static NoiseType byId(String id) {
        for (NoiseType type : values()) {
            if (type.id().equalsIgnoreCase(id.trim())) {
                return type;
            }
        }
        throw new IllegalArgumentException("unknown noise kernel '" + id + "' (allowed: perlin, simplex, value)");
    }

    /** One sample in 1D. */
    public double noise1(long seed, double x, FadeCurve fade) {
        return switch (this) {
            case PERLIN -> Perlin.noise1(seed, x, fade);
            case SIMPLEX -> Simplex.noise1(seed, x);
            case VALUE -> ValueNoise.noise1(seed, x, fade);
        };
    }

    /** One sample in 2D. */
    public double noise2(long seed, double x, double y, FadeCurve fade) {
        return switch (this) {
            case PERLIN -> Perlin.noise2(seed, x, y, fade);
            case SIMPLEX -> Simplex.noise2(seed, x, y);
            case VALUE -> ValueNoise.noise2(seed, x, y, fade);
        };
    }

    /** One sample in 3D. */
    public double noise3(long seed, double x, double y, double z, FadeCurve fade) {
        return switch (this) {
            case PERLIN -> Perlin.noise3(seed, x, y, z, fade);
            case SIMPLEX -> Simplex.noise3(seed, x, y, z);
            case VALUE -> ValueNoise.noise3(seed, x, y, z, fade);
        };
    }

    /** This kernel in 1D as a function of (seed, x). */
    public Noise1 in1d(FadeCurve fade) {
        return (seed, x) -> noise1(seed, x, fade);
    }

    /** This kernel in 2D as a function of (seed, x, y). */
    public Noise2 in2d(FadeCurve fade) {
        return (seed, x, y) -> noise2(seed, x, y, fade);
    }

    /** This kernel in 3D as a function of (seed, x, y, z). */
    public Noise3 in3d(FadeCurve fade) {
        return (seed, x, y, z) -> noise3(seed, x, y, z, fade);
    }

    /** A seeded 1D noise function. */
    @FunctionalInterface
    public interface Noise1 {
        double sample(long seed, double x);
    }

    /** A seeded 2D noise function. */
    @FunctionalInterface
    public interface Noise2 {
        double sample(long seed, double x, double y);
    }

    /** A seeded 3D noise function. */
    @FunctionalInterface
    public interface Noise3 {
        double sample(long seed, double x, double y, double z);
    }
}
