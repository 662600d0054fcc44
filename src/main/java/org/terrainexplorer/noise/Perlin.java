package org.terrainexplorer.noise;

/**
 * Gradient noise after Ken Perlin's Improved Noise (2002), in one, two and three dimensions.
 *
 * <p>Every integer lattice point carries a random gradient; a point's value blends, with a {@link FadeCurve},
 * the dot products of the surrounding corners' gradients with the offsets from those corners. The value is
 * therefore 0 at every lattice point.
 *
 * <ul>
 *   <li>{@link #noise1}: slopes drawn uniformly from [-1, 1]; range [-0.5, 0.5].</li>
 *   <li>{@link #noise2}: the eight directions that Improved Noise's twelve cube-edge gradients project to in
 *       the plane, (±1, ±1), (±1, 0), (0, ±1), equally likely; range [-1, 1].</li>
 *   <li>{@link #noise3}: Improved Noise's twelve cube-edge gradients (sixteen entries, four repeated);
 *       range about [-1.04, 1.04].</li>
 *   <li>{@link #reference3}: Improved Noise itself, over Ken Perlin's published permutation, equal to his
 *       Java reference {@code ImprovedNoise.noise(x, y, z)}. It repeats every 256 units on each axis.</li>
 * </ul>
 *
 * <p>The seeded variants choose gradients with {@link LatticeHash} rather than a 256-entry permutation, so
 * they never repeat: a permutation table makes the world periodic, which a minimap 64 views wide shows.
 * All variants share the gradient table, fade and interpolation code, so the reference test exercises the
 * code the seeded kernels run. Static and allocation-free; use {@link #noise2} for maps.
 */
public final class Perlin {

    /** Improved Noise's gradient directions, indexed by the low four bits of a corner hash. */
    private static final double[] GRAD3_X = {1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0, 1, 0, -1, 0};
    private static final double[] GRAD3_Y = {1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1};
    private static final double[] GRAD3_Z = {0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1, 0, 1, 0, -1};
    private static final int GRAD3_MASK = 15;

    /** The eight 2D directions, indexed by the low three bits of a corner hash. */
    private static final double[] GRAD2_X = {1, -1, 1, -1, 1, -1, 0, 0};
    private static final double[] GRAD2_Y = {1, 1, -1, -1, 0, 0, 1, -1};
    private static final int GRAD2_MASK = 7;

    /** Ken Perlin's published permutation, doubled so that {@code p[i + 1]} needs no wrap. */
    private static final int[] KEN_PERLIN_P = new int[512];

    static {
        int[] permutation = {151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225, 140, 36, 103,
            30, 69, 142, 8, 99, 37, 240, 21, 10, 23, 190, 6, 148, 247, 120, 234, 75, 0, 26, 197, 62, 94, 252, 219,
            203, 117, 35, 11, 32, 57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175, 74, 165,
            71, 134, 139, 48, 27, 166, 77, 146, 158, 231, 83, 111, 229, 122, 60, 211, 133, 230, 220, 105, 92, 41, 55,
            46, 245, 40, 244, 102, 143, 54, 65, 25, 63, 161, 1, 216, 80, 73, 209, 76, 132, 187, 208, 89, 18, 169,
            200, 196, 135, 130, 116, 188, 159, 86, 164, 100, 109, 198, 173, 186, 3, 64, 52, 217, 226, 250, 124, 123,
            5, 202, 38, 147, 118, 126, 255, 82, 85, 212, 207, 206, 59, 227, 47, 16, 58, 17, 182, 189, 28, 42, 223,
            183, 170, 213, 119, 248, 152, 2, 44, 154, 163, 70, 221, 153, 101, 155, 167, 43, 172, 9, 129, 22, 39,
            253, 19, 98, 108, 110, 79, 113, 224, 232, 178, 185, 112, 104, 218, 246, 97, 228, 251, 34, 242, 193, 238,
            210, 144, 12, 191, 179, 162, 241, 81, 51, 145, 235, 249, 14, 239, 107, 49, 192, 214, 31, 181, 199, 106,
            157, 184, 84, 204, 176, 115, 121, 50, 45, 127, 4, 150, 254, 138, 236, 205, 93, 222, 114, 67, 29, 24, 72,
            243, 141, 128, 195, 78, 66, 215, 61, 156, 180};
        for (int i = 0; i < 256; i++) {
            KEN_PERLIN_P[i] = permutation[i];
            KEN_PERLIN_P[i + 256] = permutation[i];
        }
    }

    private Perlin() {
    }

    // ---------------------------------------------------------------- 1D

    /** 1D Perlin noise with the quintic fade; range [-0.5, 0.5], 0 at every integer. */
    public static double noise1(long seed, double x) {
        return noise1(seed, x, Fade.QUINTIC);
    }

    /**
     * 1D Perlin noise: the lines through zero with the slopes at the cell's two ends, blended by {@code fade}.
     * Range [-0.5, 0.5], 0 at every integer.
     */
    public static double noise1(long seed, double x, FadeCurve fade) {
        int s = LatticeHash.seed(seed);
        long cell = LatticeHash.floor(x);
        double t = x - cell;
        int i = (int) cell;
        // Each end's line through zero, evaluated at x: slope * (offset from that end).
        double left = slope(s, i) * t;
        double right = slope(s, i + 1) * (t - 1);
        return lerp(fade.apply(t), left, right);
    }

    /** The slope of 1D Perlin noise at integer {@code i}, uniform in [-1, 1). */
    public static double slope1(long seed, long i) {
        return slope(LatticeHash.seed(seed), (int) i);
    }

    private static double slope(int foldedSeed, int i) {
        return LatticeHash.toSigned(LatticeHash.hash(foldedSeed, i));
    }

    // ---------------------------------------------------------------- 2D

    /** 2D Perlin noise with the quintic fade; range [-1, 1], 0 at every lattice point. */
    public static double noise2(long seed, double x, double y) {
        return noise2(seed, x, y, Fade.QUINTIC);
    }

    /** 2D Perlin noise with a chosen fade curve; range [-1, 1], 0 at every lattice point. */
    public static double noise2(long seed, double x, double y, FadeCurve fade) {
        int s = LatticeHash.seed(seed);
        // Split into lattice cell and local fraction; the fraction is exact however far out the point is.
        long cellX = LatticeHash.floor(x);
        long cellY = LatticeHash.floor(y);
        double fx = x - cellX;
        double fy = y - cellY;
        int px = (int) cellX * LatticeHash.PRIME_X;
        int py = (int) cellY * LatticeHash.PRIME_Y;
        int px1 = px + LatticeHash.PRIME_X;
        int py1 = py + LatticeHash.PRIME_Y;
        // Gradient contributions of the four corners.
        double n00 = grad2(LatticeHash.mix(s ^ px ^ py), fx, fy);
        double n10 = grad2(LatticeHash.mix(s ^ px1 ^ py), fx - 1, fy);
        double n01 = grad2(LatticeHash.mix(s ^ px ^ py1), fx, fy - 1);
        double n11 = grad2(LatticeHash.mix(s ^ px1 ^ py1), fx - 1, fy - 1);
        // Blend along x, then y.
        double u = fade.apply(fx);
        return lerp(fade.apply(fy), lerp(u, n00, n10), lerp(u, n01, n11));
    }

    /** The gradient at a 2D lattice point, as {x, y}; for drawing lattice overlays. */
    public static double[] gradient2(long seed, long x, long y) {
        int h = LatticeHash.hash(LatticeHash.seed(seed), (int) x, (int) y) & GRAD2_MASK;
        return new double[] {GRAD2_X[h], GRAD2_Y[h]};
    }

    private static double grad2(int hash, double x, double y) {
        int h = hash & GRAD2_MASK;
        return GRAD2_X[h] * x + GRAD2_Y[h] * y;
    }

    // ---------------------------------------------------------------- 3D

    /** 3D Perlin noise with the quintic fade; 0 at every lattice point. */
    public static double noise3(long seed, double x, double y, double z) {
        return noise3(seed, x, y, z, Fade.QUINTIC);
    }

    /** 3D Perlin noise with a chosen fade curve; 0 at every lattice point. */
    public static double noise3(long seed, double x, double y, double z, FadeCurve fade) {
        int s = LatticeHash.seed(seed);
        long cellX = LatticeHash.floor(x);
        long cellY = LatticeHash.floor(y);
        long cellZ = LatticeHash.floor(z);
        double fx = x - cellX;
        double fy = y - cellY;
        double fz = z - cellZ;
        int px = (int) cellX * LatticeHash.PRIME_X;
        int py = (int) cellY * LatticeHash.PRIME_Y;
        int pz = (int) cellZ * LatticeHash.PRIME_Z;
        int px1 = px + LatticeHash.PRIME_X;
        int py1 = py + LatticeHash.PRIME_Y;
        int pz1 = pz + LatticeHash.PRIME_Z;
        return blend3(
            LatticeHash.mix(s ^ px ^ py ^ pz), LatticeHash.mix(s ^ px1 ^ py ^ pz),
            LatticeHash.mix(s ^ px ^ py1 ^ pz), LatticeHash.mix(s ^ px1 ^ py1 ^ pz),
            LatticeHash.mix(s ^ px ^ py ^ pz1), LatticeHash.mix(s ^ px1 ^ py ^ pz1),
            LatticeHash.mix(s ^ px ^ py1 ^ pz1), LatticeHash.mix(s ^ px1 ^ py1 ^ pz1),
            fx, fy, fz, fy, fade);
    }

    /**
     * Ken Perlin's Improved Noise over his published permutation: equal to his Java reference
     * {@code ImprovedNoise.noise(x, y, z)} at every point. Periodic with period 256 on each axis.
     */
    public static double reference3(double x, double y, double z) {
        long cellX = LatticeHash.floor(x);
        long cellY = LatticeHash.floor(y);
        long cellZ = LatticeHash.floor(z);
        double fy = y - cellY;
        return improved(KEN_PERLIN_P, (int) cellX & 255, (int) cellY & 255, (int) cellZ & 255,
            x - cellX, fy, z - cellZ, fy);
    }

    /**
     * Improved Noise over any permutation: the eight cube corners hashed through {@code p} as Ken Perlin's
     * reference does, each corner's gradient dotted with the offset from it, and the results blended with the
     * quintic fade. This is the kernel {@link #reference3} runs over Ken Perlin's permutation and Minecraft's
     * {@code ImprovedNoise} runs over a permutation drawn from its random source.
     *
     * @param p     a permutation of 0..255, doubled to 512 entries so that {@code p[i + 1]} needs no wrap
     * @param bx    the cell's x, masked to 0..255 (likewise {@code by}, {@code bz})
     * @param fx    the offset of the point in its cell, in [0, 1) (likewise {@code fy}, {@code fz})
     * @param fadeY the y offset the fade curve uses. Equal to {@code fy} in Improved Noise; Minecraft's
     *              vertically stretched variant passes the unshifted offset here and a shifted {@code fy}.
     */
    public static double improved(int[] p, int bx, int by, int bz, double fx, double fy, double fz, double fadeY) {
        // Hash the eight cube corners through the permutation, as the reference does.
        int a = p[bx] + by;
        int aa = p[a] + bz;
        int ab = p[a + 1] + bz;
        int b = p[bx + 1] + by;
        int ba = p[b] + bz;
        int bb = p[b + 1] + bz;
        return blend3(p[aa], p[ba], p[ab], p[bb], p[aa + 1], p[ba + 1], p[ab + 1], p[bb + 1],
            fx, fy, fz, fadeY, Fade.QUINTIC);
    }

    /**
     * {@link #improved} with the x and z parts done by the caller once for many points of a column, and the eight
     * corner hashes (hXYZ by offset from the cell's low corner), which its points in the same lattice cell share:
     * the same arithmetic, so the same bits. {@code u} and {@code w} are the fades of {@code fx} and {@code fz}.
     */
    public static double improvedCorners(int h000, int h100, int h010, int h110, int h001, int h101, int h011,
                                         int h111, double fx, double fy, double fz, double fadeY, double u, double w) {
        double v = Fade.QUINTIC.apply(fadeY);
        double gx = fx - 1;
        double gy = fy - 1;
        double gz = fz - 1;
        return lerp(w,
            lerp(v, lerp(u, grad3(h000, fx, fy, fz), grad3(h100, gx, fy, fz)),
                lerp(u, grad3(h010, fx, gy, fz), grad3(h110, gx, gy, fz))),
            lerp(v, lerp(u, grad3(h001, fx, fy, gz), grad3(h101, gx, fy, gz)),
                lerp(u, grad3(h011, fx, gy, gz), grad3(h111, gx, gy, gz))));
    }

    /**
     * The trilinear blend of the eight corner contributions, in the reference's order. Corner hashes are
     * named hXYZ by their offsets from the cell's low corner; {@code fadeY} is the y offset the fade uses.
     */
    private static double blend3(int h000, int h100, int h010, int h110, int h001, int h101, int h011, int h111,
                                 double fx, double fy, double fz, double fadeY, FadeCurve fade) {
        double u = fade.apply(fx);
        double v = fade.apply(fadeY);
        double w = fade.apply(fz);
        double gx = fx - 1;
        double gy = fy - 1;
        double gz = fz - 1;
        return lerp(w,
            lerp(v, lerp(u, grad3(h000, fx, fy, fz), grad3(h100, gx, fy, fz)),
                lerp(u, grad3(h010, fx, gy, fz), grad3(h110, gx, gy, fz))),
            lerp(v, lerp(u, grad3(h001, fx, fy, gz), grad3(h101, gx, fy, gz)),
                lerp(u, grad3(h011, fx, gy, gz), grad3(h111, gx, gy, gz))));
    }

    /**
     * The x and z terms of {@link #grad3}, {@code gx · x + gz · z}: the part of a corner's dot product that the
     * points of a column share. Every gradient has one zero component and two of ±1, so {@code grad3(h, x, y, z)}
     * is one rounding of the sum of its two nonzero terms, and {@code xzPart(h, x, z) + gradY(h) · y} is the
     * same rounding of the same two terms: the same value, except that an exact zero may differ in sign.
     */
    public static double xzPart(int hash, double x, double z) {
        int h = hash & GRAD3_MASK;
        return GRAD3_X[h] * x + GRAD3_Z[h] * z;
    }

    /** The y component of a corner's gradient: −1, 0 or 1. */
    public static double gradY(int hash) {
        return GRAD3_Y[hash & GRAD3_MASK];
    }

    /** The dot product of a corner's gradient with the offset from that corner (exact: components are ±1, 0). */
    private static double grad3(int hash, double x, double y, double z) {
        int h = hash & GRAD3_MASK;
        return GRAD3_X[h] * x + GRAD3_Y[h] * y + GRAD3_Z[h] * z;
    }

    /** Ken Perlin's linear interpolation, {@code a + t(b − a)}, kept in this form for bit-equality. */
    static double lerp(double t, double a, double b) {
        return a + t * (b - a);
    }
}
