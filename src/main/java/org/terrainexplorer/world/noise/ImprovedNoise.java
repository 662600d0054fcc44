package org.terrainexplorer.world.noise;

import org.terrainexplorer.noise.Perlin;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.random.Seeds;
import org.terrainexplorer.world.random.XoroshiroRandom;

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

    private ImprovedNoise() {
    }

    /**
     * A noise drawn from a source no one else draws from (a modern octave's own): as the constructor draws it, but
     * with a Xoroshiro source's state taken into locals ({@link #redrawXoroshiro}); the source is left as it was.
     */
    static ImprovedNoise drawnFrom(RandomSource random) {
        if (random instanceof XoroshiroRandom x) {
            ImprovedNoise noise = new ImprovedNoise();
            noise.redrawXoroshiro(x.stateLow(), x.stateHigh());
            return noise;
        }
        return new ImprovedNoise(random);
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
        double gx = fx - 1.0;
        double gz = fz - 1.0;
        // Per corner of the last lattice cell (named by offset from its low corner): its hash, the x and z terms of
        // its dot product, which the column's points in the cell share, and its gradient's y component.
        int cellY = -1;
        int h000 = 0;
        int h100 = 0;
        int h010 = 0;
        int h110 = 0;
        int h001 = 0;
        int h101 = 0;
        int h011 = 0;
        int h111 = 0;
        double a000 = 0.0;
        double a100 = 0.0;
        double a010 = 0.0;
        double a110 = 0.0;
        double a001 = 0.0;
        double a101 = 0.0;
        double a011 = 0.0;
        double a111 = 0.0;
        double c000 = 0.0;
        double c100 = 0.0;
        double c010 = 0.0;
        double c110 = 0.0;
        double c001 = 0.0;
        double c101 = 0.0;
        double c011 = 0.0;
        double c111 = 0.0;
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
                a000 = Perlin.xzPart(h000, fx, fz);
                a100 = Perlin.xzPart(h100, gx, fz);
                a010 = Perlin.xzPart(h010, fx, fz);
                a110 = Perlin.xzPart(h110, gx, fz);
                a001 = Perlin.xzPart(h001, fx, gz);
                a101 = Perlin.xzPart(h101, gx, gz);
                a011 = Perlin.xzPart(h011, fx, gz);
                a111 = Perlin.xzPart(h111, gx, gz);
                c000 = Perlin.gradY(h000);
                c100 = Perlin.gradY(h100);
                c010 = Perlin.gradY(h010);
                c110 = Perlin.gradY(h110);
                c001 = Perlin.gradY(h001);
                c101 = Perlin.gradY(h101);
                c011 = Perlin.gradY(h011);
                c111 = Perlin.gradY(h111);
                cellY = by;
            }
            double y0 = fy - snap;
            double y1 = y0 - 1.0;
            double v = Mth.smoothstep(fy);
            double value = Mth.lerp(w,
                Mth.lerp(v, Mth.lerp(u, a000 + c000 * y0, a100 + c100 * y0),
                    Mth.lerp(u, a010 + c010 * y1, a110 + c110 * y1)),
                Mth.lerp(v, Mth.lerp(u, a001 + c001 * y0, a101 + c101 * y0),
                    Mth.lerp(u, a011 + c011 * y1, a111 + c111 * y1)));
            if (value == 0.0) {
                // A corner's zero may have the other sign than the single point's (see Perlin.xzPart), which
                // reaches the result only when the result is zero: take the single point's there.
                value = Perlin.improvedCorners(h000, h100, h010, h110, h001, h101, h011, h111, fx, y0, fz, fy, u, w);
            }
            out[p] = value;
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
