package org.terrainexplorer.world.noise;

import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's {@code ImprovedNoise}: Ken Perlin's Improved Noise over a permutation and an origin offset drawn
 * from a random source, with the game's vertical-stretch variant that snaps the gradients' y to a grid while
 * the fade keeps the true offset (used by {@code old_blended_noise}).
 */
public final class ImprovedNoise {

    private final int[] permutation = new int[512];
    /** The origin offsets, each in [0, 256). */
    public final double xo;
    public final double yo;
    public final double zo;

    /** Draws the origin (three doubles) and then the permutation (a Fisher–Yates shuffle), as the game does. */
    public ImprovedNoise(RandomSource random) {
        xo = random.nextDouble() * 256.0;
        yo = random.nextDouble() * 256.0;
        zo = random.nextDouble() * 256.0;
        int[] p = new int[256];
        for (int i = 0; i < 256; i++) {
            p[i] = i;
        }
        for (int i = 0; i < 256; i++) {
            int j = random.nextInt(256 - i);
            int swap = p[i];
            p[i] = p[i + j];
            p[i + j] = swap;
        }
        for (int i = 0; i < 512; i++) {
            permutation[i] = p[i & 255];
        }
    }

    /** The noise at a point; about [-1.04, 1.04]. */
    public double noise(double x, double y, double z) {
        return noise(x, y, z, 0.0, 0.0);
    }

    /**
     * The noise with the gradients' y snapped down to multiples of {@code yScale} (0 for none), the snap taken
     * from {@code min(yMax, offset)} when {@code yMax} is in [0, offset).
     */
    public double noise(double x, double y, double z, double yScale, double yMax) {
        double dx = x + xo;
        double dy = y + yo;
        double dz = z + zo;
        int ix = Mth.floor(dx);
        int iy = Mth.floor(dy);
        int iz = Mth.floor(dz);
        double fx = dx - ix;
        double fy = dy - iy;
        double fz = dz - iz;
        double snap = 0.0;
        if (yScale != 0.0) {
            double limit = yMax >= 0.0 && yMax < fy ? yMax : fy;
            snap = (double) Mth.floor(limit / yScale + 1.0E-7) * yScale;
        }
        return Perlin.improved(permutation, ix & 255, iy & 255, iz & 255, fx, fy - snap, fz, fy);
    }
}
