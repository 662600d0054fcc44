package org.terrainexplorer.noise;

/**
 * Simplex noise (Ken Perlin, 2001, in Stefan Gustavson's formulation) in one, two and three dimensions.
 *
 * <p>Space is skewed so the lattice's simplices (segments, triangles, tetrahedra) become regular cells;
 * the point's simplex is found by comparing its local coordinates, and each of its corners adds a radial
 * kernel {@code (r² − d²)⁴ · (g · d)}. The radius is chosen so each kernel reaches zero at the simplex's
 * far side (r² = 1 in 1D, ½ in 2D and 3D; Gustavson's 0.6 in 3D would leave small discontinuities).
 * Cheaper than Perlin in 3D and free of its axis-aligned artefacts; prefer {@link #noise2} for maps.
 *
 * <p>Output is within [-1, 1]: each normaliser is 1 / the maximum of the kernel sum with every gradient
 * pointing along its offset, found by a fine search over the simplex, an upper bound for any gradient set.
 */
public final class Simplex {

    /** Skew and unskew factors: (√3 − 1) / 2 and (3 − √3) / 6 in 2D, ⅓ and ⅙ in 3D. */
    private static final double F2 = 0.36602540378443864676;
    private static final double G2 = 0.21132486540518711775;
    private static final double F3 = 1.0 / 3.0;
    private static final double G3 = 1.0 / 6.0;

    /** Squared kernel radii. */
    private static final double R2_1D = 1.0;
    private static final double R2_2D = 0.5;
    private static final double R2_3D = 0.5;

    /** 1 / maximum kernel sum (1D: 256/81 exactly, at the cell centre). */
    private static final double NORM_1D = 256.0 / 81.0;
    private static final double NORM_2D = 99.2043;
    private static final double NORM_3D = 107.6534;

    /** Sixteen unit gradients in the plane, at odd multiples of 11.25° so none lies on an axis. */
    private static final double[] GRAD2_X = new double[16];
    private static final double[] GRAD2_Y = new double[16];
    private static final int GRAD2_MASK = 15;

    /** Improved Noise's twelve cube-edge directions (four repeated to fill sixteen), unit length. */
    private static final double[] GRAD3_X = new double[16];
    private static final double[] GRAD3_Y = new double[16];
    private static final double[] GRAD3_Z = new double[16];
    private static final int GRAD3_MASK = 15;

    static {
        for (int i = 0; i < 16; i++) {
            double angle = (i + 0.5) * StrictMath.PI / 8;
            GRAD2_X[i] = StrictMath.cos(angle);
            GRAD2_Y[i] = StrictMath.sin(angle);
        }
        int[][] edges = {{1, 1, 0}, {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0}, {1, 0, 1}, {-1, 0, 1}, {1, 0, -1},
            {-1, 0, -1}, {0, 1, 1}, {0, -1, 1}, {0, 1, -1}, {0, -1, -1}, {1, 1, 0}, {0, -1, 1}, {-1, 1, 0},
            {0, -1, -1}};
        double inverseLength = 1 / StrictMath.sqrt(2);
        for (int i = 0; i < 16; i++) {
            GRAD3_X[i] = edges[i][0] * inverseLength;
            GRAD3_Y[i] = edges[i][1] * inverseLength;
            GRAD3_Z[i] = edges[i][2] * inverseLength;
        }
    }

    private Simplex() {
    }

    /** 1D simplex noise: two corner kernels per point; range [-1, 1]. */
    public static double noise1(long seed, double x) {
        int s = LatticeHash.seed(seed);
        long cell = LatticeHash.floor(x);
        double x0 = x - cell;
        double x1 = x0 - 1;
        int i = (int) cell;
        double t0 = R2_1D - x0 * x0;
        double t1 = R2_1D - x1 * x1;
        t0 *= t0;
        t1 *= t1;
        double n0 = t0 * t0 * LatticeHash.toSigned(LatticeHash.hash(s, i)) * x0;
        double n1 = t1 * t1 * LatticeHash.toSigned(LatticeHash.hash(s, i + 1)) * x1;
        return NORM_1D * (n0 + n1);
    }

    /** 2D simplex noise: three corner kernels per point; range [-1, 1]. */
    public static double noise2(long seed, double x, double y) {
        int s = LatticeHash.seed(seed);
        // Skew to the simplex lattice and find the cell.
        double skew = (x + y) * F2;
        long i = LatticeHash.floor(x + skew);
        long j = LatticeHash.floor(y + skew);
        // Unskew the cell origin back and take the offset from it.
        double unskew = (i + j) * G2;
        double x0 = x - (i - unskew);
        double y0 = y - (j - unskew);
        // Lower or upper triangle of the skewed square.
        int i1 = x0 > y0 ? 1 : 0;
        int j1 = 1 - i1;
        double x1 = x0 - i1 + G2;
        double y1 = y0 - j1 + G2;
        double x2 = x0 - 1 + 2 * G2;
        double y2 = y0 - 1 + 2 * G2;
        int pi = (int) i * LatticeHash.PRIME_X;
        int pj = (int) j * LatticeHash.PRIME_Y;
        // Sum the three corners' kernels.
        double n = corner2(LatticeHash.mix(s ^ pi ^ pj), x0, y0)
            + corner2(LatticeHash.mix(s ^ (pi + i1 * LatticeHash.PRIME_X) ^ (pj + j1 * LatticeHash.PRIME_Y)), x1, y1)
            + corner2(LatticeHash.mix(s ^ (pi + LatticeHash.PRIME_X) ^ (pj + LatticeHash.PRIME_Y)), x2, y2);
        return NORM_2D * n;
    }

    private static double corner2(int hash, double x, double y) {
        double t = R2_2D - x * x - y * y;
        if (t <= 0) {
            return 0;
        }
        t *= t;
        int h = hash & GRAD2_MASK;
        return t * t * (GRAD2_X[h] * x + GRAD2_Y[h] * y);
    }

    /** 3D simplex noise: four corner kernels per point; range [-1, 1]. */
    public static double noise3(long seed, double x, double y, double z) {
        int s = LatticeHash.seed(seed);
        double skew = (x + y + z) * F3;
        long i = LatticeHash.floor(x + skew);
        long j = LatticeHash.floor(y + skew);
        long k = LatticeHash.floor(z + skew);
        double unskew = (i + j + k) * G3;
        double x0 = x - (i - unskew);
        double y0 = y - (j - unskew);
        double z0 = z - (k - unskew);
        // Which of the six tetrahedra: order the local coordinates.
        int i1;
        int j1;
        int k1;
        int i2;
        int j2;
        int k2;
        if (x0 >= y0) {
            if (y0 >= z0) {
                i1 = 1; j1 = 0; k1 = 0; i2 = 1; j2 = 1; k2 = 0;
            } else if (x0 >= z0) {
                i1 = 1; j1 = 0; k1 = 0; i2 = 1; j2 = 0; k2 = 1;
            } else {
                i1 = 0; j1 = 0; k1 = 1; i2 = 1; j2 = 0; k2 = 1;
            }
        } else {
            if (y0 < z0) {
                i1 = 0; j1 = 0; k1 = 1; i2 = 0; j2 = 1; k2 = 1;
            } else if (x0 < z0) {
                i1 = 0; j1 = 1; k1 = 0; i2 = 0; j2 = 1; k2 = 1;
            } else {
                i1 = 0; j1 = 1; k1 = 0; i2 = 1; j2 = 1; k2 = 0;
            }
        }
        int pi = (int) i * LatticeHash.PRIME_X;
        int pj = (int) j * LatticeHash.PRIME_Y;
        int pk = (int) k * LatticeHash.PRIME_Z;
        double n = corner3(LatticeHash.mix(s ^ pi ^ pj ^ pk), x0, y0, z0)
            + corner3(LatticeHash.mix(s ^ (pi + i1 * LatticeHash.PRIME_X) ^ (pj + j1 * LatticeHash.PRIME_Y)
                ^ (pk + k1 * LatticeHash.PRIME_Z)), x0 - i1 + G3, y0 - j1 + G3, z0 - k1 + G3)
            + corner3(LatticeHash.mix(s ^ (pi + i2 * LatticeHash.PRIME_X) ^ (pj + j2 * LatticeHash.PRIME_Y)
                ^ (pk + k2 * LatticeHash.PRIME_Z)), x0 - i2 + 2 * G3, y0 - j2 + 2 * G3, z0 - k2 + 2 * G3)
            + corner3(LatticeHash.mix(s ^ (pi + LatticeHash.PRIME_X) ^ (pj + LatticeHash.PRIME_Y)
                ^ (pk + LatticeHash.PRIME_Z)), x0 - 1 + 3 * G3, y0 - 1 + 3 * G3, z0 - 1 + 3 * G3);
        return NORM_3D * n;
    }

    private static double corner3(int hash, double x, double y, double z) {
        double t = R2_3D - x * x - y * y - z * z;
        if (t <= 0) {
            return 0;
        }
        t *= t;
        int h = hash & GRAD3_MASK;
        return t * t * (GRAD3_X[h] * x + GRAD3_Y[h] * y + GRAD3_Z[h] * z);
    }

    /** Unskews a simplex-lattice point to world space, as {x, y}; the inverse of the skew. */
    public static double[] unskew2(long i, long j) {
        double unskew = (i + j) * G2;
        return new double[] {i - unskew, j - unskew};
    }
}
