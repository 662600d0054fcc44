package org.terrainexplorer.world.noise;

import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.random.Seeds;

/**
 * The game's {@code ImprovedNoise}: Ken Perlin's Improved Noise over a permutation and an origin offset drawn
 * from a random source, with the game's vertical-stretch variant that snaps the gradients' y to a grid while
 * the fade keeps the true offset (used by {@code old_blended_noise}).
 */
public final class ImprovedNoise {

    private final int[] permutation = new int[512];
    /** The origin offsets, each in [0, 256); drawn again only by {@link #redraw}. */
    private double xo;
    private double yo;
    private double zo;

    /** Draws the origin (three doubles) and then the permutation (a Fisher–Yates shuffle), as the game does. */
    public ImprovedNoise(RandomSource random) {
        redraw(random);
    }

    /**
     * The constructor's draws again, in place, from another source: only for a noise confined to one thread
     * ({@link ReseedableNoise}); every other noise is immutable once made.
     */
    void redraw(RandomSource random) {
        xo = random.nextDouble() * 256.0;
        yo = random.nextDouble() * 256.0;
        zo = random.nextDouble() * 256.0;
        int[] p = permutation;
        for (int i = 0; i < 256; i++) {
            p[i] = i;
        }
        for (int i = 0; i < 256; i++) {
            int j = random.nextInt(256 - i);
            int swap = p[i];
            p[i] = p[i + j];
            p[i + j] = swap;
        }
        System.arraycopy(p, 0, p, 256, 256);
    }

    /** XoroshiroRandom's double unit: the float constant the game writes, widened. */
    private static final double XOROSHIRO_DOUBLE_UNIT = 1.110223E-16F;

    /**
     * {@link #redraw} from a {@code XoroshiroRandom} with the state (lo, hi), the generator kept in two locals: the
     * same draws (Xoroshiro128++, {@code nextDouble} from 53 bits, Lemire's {@code nextInt}), about twice as fast as
     * through the source's interface. For {@link ReseedableNoise}.
     */
    void redrawXoroshiro(long lo, long hi) {
        if ((lo | hi) == 0) {
            lo = Seeds.GOLDEN_RATIO_64;
            hi = Seeds.SILVER_RATIO_64;
        }
        long l = lo;
        long h = hi;
        long result = Long.rotateLeft(l + h, 17) + l;
        h ^= l;
        l = Long.rotateLeft(l, 49) ^ h ^ h << 21;
        h = Long.rotateLeft(h, 28);
        xo = (result >>> 11) * XOROSHIRO_DOUBLE_UNIT * 256.0;
        result = Long.rotateLeft(l + h, 17) + l;
        h ^= l;
        l = Long.rotateLeft(l, 49) ^ h ^ h << 21;
        h = Long.rotateLeft(h, 28);
        yo = (result >>> 11) * XOROSHIRO_DOUBLE_UNIT * 256.0;
        result = Long.rotateLeft(l + h, 17) + l;
        h ^= l;
        l = Long.rotateLeft(l, 49) ^ h ^ h << 21;
        h = Long.rotateLeft(h, 28);
        zo = (result >>> 11) * XOROSHIRO_DOUBLE_UNIT * 256.0;
        int[] p = permutation;
        for (int i = 0; i < 256; i++) {
            p[i] = i;
        }
        for (int i = 0; i < 256; i++) {
            int bound = 256 - i;
            result = Long.rotateLeft(l + h, 17) + l;
            h ^= l;
            l = Long.rotateLeft(l, 49) ^ h ^ h << 21;
            h = Long.rotateLeft(h, 28);
            long m = (result & 0xFFFFFFFFL) * bound;
            if ((m & 0xFFFFFFFFL) < bound) {
                long threshold = Integer.remainderUnsigned(-bound, bound);
                while ((m & 0xFFFFFFFFL) < threshold) {
                    result = Long.rotateLeft(l + h, 17) + l;
                    h ^= l;
                    l = Long.rotateLeft(l, 49) ^ h ^ h << 21;
                    h = Long.rotateLeft(h, 28);
                    m = (result & 0xFFFFFFFFL) * bound;
                }
            }
            int j = i + (int) (m >>> 32);
            int swap = p[i];
            p[i] = p[j];
            p[j] = swap;
        }
        System.arraycopy(p, 0, p, 256, 256);
    }

    /** The origin's x offset, in [0, 256). */
    public double xo() {
        return xo;
    }

    /**
     * {@link #noise(double, double, double, double, double)} at (x, ys[p], z, yScale, yMaxes[p]) for the points
     * {@code p = sel[0..n)} of a column, into {@code out[p]}: the x and z work is done once, and each value has
     * the bits a single call gives. {@code yMaxes} may be null when {@code yScale} is 0.
     */
    public void column(double x, double z, double[] ys, int[] sel, int n, double yScale, double[] yMaxes,
                       double[] out) {
        double dx = x + xo;
        double dz = z + zo;
        int ix = Mth.floor(dx);
        int iz = Mth.floor(dz);
        double fx = dx - ix;
        double fz = dz - iz;
        int bx = ix & 255;
        int bz = iz & 255;
        int px0 = permutation[bx];
        int px1 = permutation[bx + 1];
        double u = Mth.smoothstep(fx);
        double w = Mth.smoothstep(fz);
        int[] perm = permutation;
        // The corner hashes of the last lattice cell: points of the column in the same cell share them.
        int cellY = -1;
        int h000 = 0;
        int h100 = 0;
        int h010 = 0;
        int h110 = 0;
        int h001 = 0;
        int h101 = 0;
        int h011 = 0;
        int h111 = 0;
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            double dy = ys[p] + yo;
            int iy = Mth.floor(dy);
            double fy = dy - iy;
            double snap = 0.0;
            if (yScale != 0.0) {
                double yMax = yMaxes[p];
                double limit = yMax >= 0.0 && yMax < fy ? yMax : fy;
                snap = (double) Mth.floor(limit / yScale + 1.0E-7) * yScale;
            }
            int by = iy & 255;
            if (by != cellY) {
                int a = px0 + by;
                int aa = perm[a] + bz;
                int ab = perm[a + 1] + bz;
                int b = px1 + by;
                int ba = perm[b] + bz;
                int bb = perm[b + 1] + bz;
                h000 = perm[aa];
                h100 = perm[ba];
                h010 = perm[ab];
                h110 = perm[bb];
                h001 = perm[aa + 1];
                h101 = perm[ba + 1];
                h011 = perm[ab + 1];
                h111 = perm[bb + 1];
                cellY = by;
            }
            out[p] = Perlin.improvedCorners(h000, h100, h010, h110, h001, h101, h011, h111, fx, fy - snap, fz, fy, u,
                w);
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
