package org.terrainexplorer.noise;

/**
 * 2D noise on a grid, one row at a time, in single precision: the fast path the renderer fills its maps
 * with. The x axis comes pre-split ({@link AxisSplit}); each call fills one row at lattice ordinate
 * {@code ly}.
 *
 * <p>Within a lattice cell, Perlin and value noise along a row are low-order polynomials in the fraction
 * and its fade, so each run of points in one cell costs one set of hashes and four coefficients, and each
 * point a few multiply-adds:
 * <pre>
 *   Perlin: out = α·fx + β + fade(fx)·(γ·fx + δ)      value: out = α + fade(fx)·β
 * </pre>
 * where α…δ blend the cell's four corners with the row's fade weight {@code v} = fade(fy). Simplex noise
 * does not separate that way and is computed point by point.
 *
 * <p>Positions are split into {@code int} cells and local fractions in double precision before anything is
 * rounded to {@code float}, so detail is the same 10<sup>7</sup> units from the origin as near it. A value
 * depends only on (seed, x, y), never on the grid's extent or where a row starts, so any split into
 * tiles, bands or single points gives the same bits. Values agree with {@link Perlin#noise2},
 * {@link ValueNoise#noise2} and {@link Simplex#noise2} to single-precision rounding. Seeds are folded
 * ({@link LatticeHash#seed}). Static and allocation-free.
 */
public final class GridNoise {

    /** Perlin's eight 2D gradients, in the order of {@link Perlin}'s table. */
    private static final float[] PERLIN_GX = {1, -1, 1, -1, 1, -1, 0, 0};
    private static final float[] PERLIN_GY = {1, 1, -1, -1, 0, 0, 1, -1};
    private static final int PERLIN_MASK = 7;

    /** The simplex lattice's skew factors and kernel, as in {@link Simplex}. */
    private static final double F2 = 0.36602540378443864676;
    private static final double G2 = 0.21132486540518711775;
    private static final float G2F = (float) G2;
    private static final float SIMPLEX_R2 = 0.5f;
    private static final float SIMPLEX_NORM = 99.2043f;
    private static final float[] SIMPLEX_GX = new float[16];
    private static final float[] SIMPLEX_GY = new float[16];
    private static final int SIMPLEX_MASK = 15;

    static {
        for (int i = 0; i < 16; i++) {
            double angle = (i + 0.5) * StrictMath.PI / 8;
            SIMPLEX_GX[i] = (float) StrictMath.cos(angle);
            SIMPLEX_GY[i] = (float) StrictMath.sin(angle);
        }
    }

    private GridNoise() {
    }

    /** The fade curve in single precision. */
    static float fade(Fade fade, float t) {
        return switch (fade) {
            case LINEAR -> t;
            case CUBIC -> t * t * (3 - 2 * t);
            case QUINTIC -> t * t * t * (t * (t * 6 - 15) + 10);
        };
    }

    /** A hash as a value in [-1, 1), in single precision (exactly {@link LatticeHash#toSigned}). */
    static float toSigned(int hash) {
        return (hash >> 8) * 0x1p-23f;
    }

    /** Fills {@code out[0..x.length())} with the kernel {@code type} at lattice ordinate {@code ly}. */
    public static void row(NoiseType type, int seed, AxisSplit x, double ly, Fade fade, float[] out) {
        row(type, seed, x, ly, fade, out, 0, 1, false);
    }

    /**
     * Writes {@code amplitude × noise} into {@code out[offset..offset + x.length())}, or adds it there when
     * {@code add}: one octave of a fractal sum in a single pass.
     */
    public static void row(NoiseType type, int seed, AxisSplit x, double ly, Fade fade, float[] out, int offset,
                           float amplitude, boolean add) {
        row(type, seed, x, ly, fade, out, offset, amplitude, add, null, 0);
    }

    /**
     * As {@link #row(NoiseType, int, AxisSplit, double, Fade, float[], int, float, boolean)}, reusing slot
     * {@code k} of {@code corners} (when not null) for the cell corners of rows in the same lattice row.
     */
    static void row(NoiseType type, int seed, AxisSplit x, double ly, Fade fade, float[] out, int offset,
                    float amplitude, boolean add, CornerCache corners, int k) {
        switch (type) {
            case PERLIN -> perlinRow(seed, x, ly, fade, out, offset, amplitude, add, corners, k);
            case VALUE -> valueRow(seed, x, ly, fade, out, offset, amplitude, add, corners, k);
            case SIMPLEX -> simplexRow(seed, x, ly, out, offset, amplitude, add);
        }
    }

    /** Fills {@code out[0..x.length())} with 2D Perlin noise at lattice ordinate {@code ly}. */
    public static void perlinRow(int seed, AxisSplit x, double ly, Fade fade, float[] out) {
        perlinRow(seed, x, ly, fade, out, 0, 1, false, null, 0);
    }

    private static void perlinRow(int seed, AxisSplit x, double ly, Fade fade, float[] out, int offset,
                                  float amplitude, boolean add, CornerCache corners, int k) {
        // Row constants: the y cell, its fraction and fade weight, the y parts of the corner hashes.
        double floorY = Math.floor(ly);
        float fy = (float) (ly - floorY);
        float fy1 = fy - 1;
        float v = fade(fade, fy);
        float w = 1 - v;
        int py0 = (int) (long) floorY * LatticeHash.PRIME_Y;
        int py1 = py0 + LatticeHash.PRIME_Y;
        int[] starts = x.runStarts();
        int[] cells = x.cells();
        float[] fractions = x.fractions();
        float[] fades = x.fades();
        // The corners of this lattice row, remembered from an earlier pixel row in it if there was one.
        boolean cached = corners != null && corners.reuse(k, x, seed, NoiseType.PERLIN, (long) floorY);
        int[] memo = corners == null ? null : corners.packed(k);
        for (int r = 0, runs = x.runCount(); r < runs; r++) {
            int start = starts[r];
            int end = starts[r + 1];
            // The cell's four corner gradients.
            int h00;
            int h10;
            int h01;
            int h11;
            if (cached) {
                int p = memo[r];
                h00 = p & PERLIN_MASK;
                h10 = (p >>> 3) & PERLIN_MASK;
                h01 = (p >>> 6) & PERLIN_MASK;
                h11 = (p >>> 9) & PERLIN_MASK;
            } else {
                int px0 = cells[start] * LatticeHash.PRIME_X;
                int px1 = px0 + LatticeHash.PRIME_X;
                h00 = LatticeHash.mix(seed ^ px0 ^ py0) & PERLIN_MASK;
                h10 = LatticeHash.mix(seed ^ px1 ^ py0) & PERLIN_MASK;
                h01 = LatticeHash.mix(seed ^ px0 ^ py1) & PERLIN_MASK;
                h11 = LatticeHash.mix(seed ^ px1 ^ py1) & PERLIN_MASK;
                if (memo != null) {
                    memo[r] = h00 | h10 << 3 | h01 << 6 | h11 << 9;
                }
            }
            float gx00 = PERLIN_GX[h00];
            float gx10 = PERLIN_GX[h10];
            float gx01 = PERLIN_GX[h01];
            float gx11 = PERLIN_GX[h11];
            // Blend the near (y0) and far (y1) edges with the row weight: out = α·fx + β + u·(γ·fx + δ).
            float alpha = w * gx00 + v * gx01;
            float beta = w * (PERLIN_GY[h00] * fy) + v * (PERLIN_GY[h01] * fy1);
            float gamma = w * (gx10 - gx00) + v * (gx11 - gx01);
            float delta = w * ((PERLIN_GY[h10] - PERLIN_GY[h00]) * fy - gx10)
                + v * ((PERLIN_GY[h11] - PERLIN_GY[h01]) * fy1 - gx11);
            for (int i = start; i < end; i++) {
                float fx = fractions[i];
                float n = alpha * fx + beta + fades[i] * (gamma * fx + delta);
                out[offset + i] = add ? out[offset + i] + amplitude * n : amplitude * n;
            }
        }
    }

    /** Fills {@code out[0..x.length())} with 2D value noise at lattice ordinate {@code ly}. */
    public static void valueRow(int seed, AxisSplit x, double ly, Fade fade, float[] out) {
        valueRow(seed, x, ly, fade, out, 0, 1, false, null, 0);
    }

    private static void valueRow(int seed, AxisSplit x, double ly, Fade fade, float[] out, int offset,
                                 float amplitude, boolean add, CornerCache corners, int k) {
        double floorY = Math.floor(ly);
        float v = fade(fade, (float) (ly - floorY));
        float w = 1 - v;
        int py0 = (int) (long) floorY * LatticeHash.PRIME_Y;
        int py1 = py0 + LatticeHash.PRIME_Y;
        int[] starts = x.runStarts();
        int[] cells = x.cells();
        float[] fades = x.fades();
        boolean cached = corners != null && corners.reuse(k, x, seed, NoiseType.VALUE, (long) floorY);
        float[] memo = corners == null ? null : corners.values(k);
        for (int r = 0, runs = x.runCount(); r < runs; r++) {
            int start = starts[r];
            int end = starts[r + 1];
            float v00;
            float v10;
            float v01;
            float v11;
            if (cached) {
                v00 = memo[4 * r];
                v10 = memo[4 * r + 1];
                v01 = memo[4 * r + 2];
                v11 = memo[4 * r + 3];
            } else {
                int px0 = cells[start] * LatticeHash.PRIME_X;
                int px1 = px0 + LatticeHash.PRIME_X;
                v00 = toSigned(LatticeHash.mix(seed ^ px0 ^ py0));
                v10 = toSigned(LatticeHash.mix(seed ^ px1 ^ py0));
                v01 = toSigned(LatticeHash.mix(seed ^ px0 ^ py1));
                v11 = toSigned(LatticeHash.mix(seed ^ px1 ^ py1));
                if (memo != null) {
                    memo[4 * r] = v00;
                    memo[4 * r + 1] = v10;
                    memo[4 * r + 2] = v01;
                    memo[4 * r + 3] = v11;
                }
            }
            // out = α + u·β, the near and far edges blended with the row weight.
            float alpha = w * v00 + v * v01;
            float beta = w * (v10 - v00) + v * (v11 - v01);
            for (int i = start; i < end; i++) {
                float n = alpha + fades[i] * beta;
                out[offset + i] = add ? out[offset + i] + amplitude * n : amplitude * n;
            }
        }
    }

    /** Fills {@code out[0..x.length())} with 2D simplex noise at lattice ordinate {@code ly}. */
    public static void simplexRow(int seed, AxisSplit x, double ly, float[] out) {
        simplexRow(seed, x, ly, out, 0, 1, false);
    }

    private static void simplexRow(int seed, AxisSplit x, double ly, float[] out, int offset, float amplitude,
                                   boolean add) {
        double[] lattice = x.lattice();
        for (int i = 0, n = x.length(); i < n; i++) {
            double lx = lattice[i];
            // Skew to the simplex lattice, find the cell and unskew its origin, in double precision.
            double skew = (lx + ly) * F2;
            double cellI = Math.floor(lx + skew);
            double cellJ = Math.floor(ly + skew);
            double unskew = (cellI + cellJ) * G2;
            float x0 = (float) (lx - (cellI - unskew));
            float y0 = (float) (ly - (cellJ - unskew));
            // Lower or upper triangle (x0 > y0: the sign bit of y0 − x0, without a branch to mispredict),
            // then the three corners' kernels in single precision.
            int i1 = Float.floatToRawIntBits(y0 - x0) >>> 31;
            int j1 = 1 - i1;
            int pi = (int) (long) cellI * LatticeHash.PRIME_X;
            int pj = (int) (long) cellJ * LatticeHash.PRIME_Y;
            float n0 = simplexCorner(LatticeHash.mix(seed ^ pi ^ pj), x0, y0);
            float n1 = simplexCorner(LatticeHash.mix(seed ^ (pi + i1 * LatticeHash.PRIME_X)
                ^ (pj + j1 * LatticeHash.PRIME_Y)), x0 - i1 + G2F, y0 - j1 + G2F);
            float n2 = simplexCorner(LatticeHash.mix(seed ^ (pi + LatticeHash.PRIME_X) ^ (pj + LatticeHash.PRIME_Y)),
                x0 - 1 + 2 * G2F, y0 - 1 + 2 * G2F);
            float value = SIMPLEX_NORM * (n0 + n1 + n2);
            out[offset + i] = add ? out[offset + i] + amplitude * value : amplitude * value;
        }
    }

    private static float simplexCorner(int hash, float x, float y) {
        float t = Math.max(SIMPLEX_R2 - x * x - y * y, 0f);
        t *= t;
        int h = hash & SIMPLEX_MASK;
        return t * t * (SIMPLEX_GX[h] * x + SIMPLEX_GY[h] * y);
    }
}
