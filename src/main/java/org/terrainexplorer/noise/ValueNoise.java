package org.terrainexplorer.noise;

/**
 * Value noise: a random value in [-1, 1) at every lattice point, blended across each cell by a
 * {@link FadeCurve}. The simplest lattice noise and the blockiest: its features line up with the axes,
 * which is why gradient noise ({@link Perlin}, {@link Simplex}) replaced it. Range [-1, 1].
 */
public final class ValueNoise {

    private ValueNoise() {
    }

    /** The value at an integer lattice point in 2D, in [-1, 1). */
    public static double lattice2(long seed, long x, long y) {
        return LatticeHash.toSigned(LatticeHash.hash(LatticeHash.seed(seed), (int) x, (int) y));
    }

    /** 1D value noise with the quintic fade. */
    public static double noise1(long seed, double x) {
        return noise1(seed, x, Fade.QUINTIC);
    }

    /** 1D value noise: the two end values blended by {@code fade}. */
    public static double noise1(long seed, double x, FadeCurve fade) {
        int s = LatticeHash.seed(seed);
        long cell = LatticeHash.floor(x);
        double t = x - cell;
        int i = (int) cell;
        return Perlin.lerp(fade.apply(t), value(LatticeHash.hash(s, i)), value(LatticeHash.hash(s, i + 1)));
    }

    /** 2D value noise with the quintic fade. */
    public static double noise2(long seed, double x, double y) {
        return noise2(seed, x, y, Fade.QUINTIC);
    }

    /** 2D value noise: the four corner values blended along x, then y. */
    public static double noise2(long seed, double x, double y, FadeCurve fade) {
        int s = LatticeHash.seed(seed);
        long cellX = LatticeHash.floor(x);
        long cellY = LatticeHash.floor(y);
        double u = fade.apply(x - cellX);
        double v = fade.apply(y - cellY);
        int px = (int) cellX * LatticeHash.PRIME_X;
        int py = (int) cellY * LatticeHash.PRIME_Y;
        int px1 = px + LatticeHash.PRIME_X;
        int py1 = py + LatticeHash.PRIME_Y;
        double v00 = value(LatticeHash.mix(s ^ px ^ py));
        double v10 = value(LatticeHash.mix(s ^ px1 ^ py));
        double v01 = value(LatticeHash.mix(s ^ px ^ py1));
        double v11 = value(LatticeHash.mix(s ^ px1 ^ py1));
        return Perlin.lerp(v, Perlin.lerp(u, v00, v10), Perlin.lerp(u, v01, v11));
    }

    /** 3D value noise with the quintic fade. */
    public static double noise3(long seed, double x, double y, double z) {
        return noise3(seed, x, y, z, Fade.QUINTIC);
    }

    /** 3D value noise: the eight corner values blended along x, y, then z. */
    public static double noise3(long seed, double x, double y, double z, FadeCurve fade) {
        int s = LatticeHash.seed(seed);
        long cellX = LatticeHash.floor(x);
        long cellY = LatticeHash.floor(y);
        long cellZ = LatticeHash.floor(z);
        double u = fade.apply(x - cellX);
        double v = fade.apply(y - cellY);
        double w = fade.apply(z - cellZ);
        int px = (int) cellX * LatticeHash.PRIME_X;
        int py = (int) cellY * LatticeHash.PRIME_Y;
        int pz = (int) cellZ * LatticeHash.PRIME_Z;
        int px1 = px + LatticeHash.PRIME_X;
        int py1 = py + LatticeHash.PRIME_Y;
        int pz1 = pz + LatticeHash.PRIME_Z;
        double near = Perlin.lerp(v,
            Perlin.lerp(u, value(LatticeHash.mix(s ^ px ^ py ^ pz)), value(LatticeHash.mix(s ^ px1 ^ py ^ pz))),
            Perlin.lerp(u, value(LatticeHash.mix(s ^ px ^ py1 ^ pz)), value(LatticeHash.mix(s ^ px1 ^ py1 ^ pz))));
        double far = Perlin.lerp(v,
            Perlin.lerp(u, value(LatticeHash.mix(s ^ px ^ py ^ pz1)), value(LatticeHash.mix(s ^ px1 ^ py ^ pz1))),
            Perlin.lerp(u, value(LatticeHash.mix(s ^ px ^ py1 ^ pz1)), value(LatticeHash.mix(s ^ px1 ^ py1 ^ pz1))));
        return Perlin.lerp(w, near, far);
    }

    private static double value(int hash) {
        return LatticeHash.toSigned(hash);
    }
}
