package org.terrainexplorer.noise;

import java.util.Arrays;

/**
 * 2D noise on a grid, one row at a time, in single precision: the fast path the renderer fills its maps
 * with. The x axis comes pre-split ({@link AxisSplit}); each call fills one row at lattice ordinate
 * {@code ly}.
 *
 * <p>Perlin and value noise separate along the axes. Across one lattice row, the noise at a point is a blend,
 * by the row's fade weight {@code v = fade(fy)}, of the cell's near and far edges, and each edge depends on
 * x alone (Perlin's also linearly on the y offset):
 * <pre>
 *   Perlin: near = a0 + b0·fy,  far = a1 + b1·(fy − 1)      value: near = a0,  far = a1
 *   out = near + v·(far − near)
 * </pre>
 * The edges of every point are computed once per lattice row, a run of points in one cell sharing one set
 * of corner hashes, and kept in an {@link EdgeCache}; every pixel row in that lattice row is then a
 * few multiply-adds per point over whole arrays. Simplex noise does not separate that way and is computed
 * point by point.
 *
 * <p>Positions are split into {@code int} cells and local fractions in double precision before anything is
 * rounded to {@code float}, so detail is the same 10<sup>7</sup> units from the origin as near it. A value
 * depends only on (seed, x, y), never on the grid's extent or where a row starts, so any split into
 * tiles, bands or single points gives the same bits. Values agree with {@link Perlin#noise2},
 * {@link ValueNoise#noise2} and {@link Simplex#noise2} to single-precision rounding. Seeds are folded
 * ({@link LatticeHash#seed}). Static; allocation-free given an {@link EdgeCache}.
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

    /**
     * Fills {@code out[0..x.length())} with the kernel {@code type} at lattice ordinate {@code ly}. For tests
     * and one-off rows: it makes an {@link EdgeCache} for the call, where {@link FractalGrid} reuses one.
     */
    public static void row(NoiseType type, int seed, AxisSplit x, double ly, Fade fade, float[] out) {
        row(type, seed, x, ly, fade, out, 1, false, new EdgeCache(), 0);
    }

    /**
     * Writes {@code amplitude × noise} into {@code out[0..x.length())}, or adds it there when {@code add}:
     * one octave of a fractal sum in a single pass. The edges of this lattice row are kept in slot {@code k}
     * of {@code cache} for the rows after it.
     *
     * <p>The loops index {@code out} from 0, as they index the edges: with an offset, the JIT cannot tell
     * the arrays apart and leaves the loop scalar (about three times slower).
     */
    static void row(NoiseType type, int seed, AxisSplit x, double ly, Fade fade, float[] out, float amplitude,
                    boolean add, EdgeCache cache, int k) {
        if (!add) {
            Arrays.fill(out, 0, x.length(), 0f);
        }
        switch (type) {
            case PERLIN -> perlinRow(seed, x, ly, fade, out, amplitude, cache, k);
            case VALUE -> valueRow(seed, x, ly, fade, out, amplitude, cache, k);
            case SIMPLEX -> simplexRow(seed, x, ly, out, amplitude);
        }
    }

    /** Fills {@code out[0..x.length())} with 2D Perlin noise at lattice ordinate {@code ly}. */
    public static void perlinRow(int seed, AxisSplit x, double ly, Fade fade, float[] out) {
        row(NoiseType.PERLIN, seed, x, ly, fade, out);
    }

    private static void perlinRow(int seed, AxisSplit x, double ly, Fade fade, float[] out,
                                  float amplitude, EdgeCache cache, int k) {
        double floorY = Math.floor(ly);
        float fy = (float) (ly - floorY);
        float fy1 = fy - 1;
        float v = fade(fade, fy);
        if (!cache.reuse(k, x, seed, NoiseType.PERLIN, (long) floorY)) {
            perlinEdges(seed, x, (int) (long) floorY * LatticeHash.PRIME_Y, cache.edges(k));
        }
        float[][] edges = cache.edges(k);
        float[] a0 = edges[0];
        float[] b0 = edges[1];
        float[] a1 = edges[2];
        float[] b1 = edges[3];
        int n = x.length();
        // The near edge at fy, the far edge at fy − 1, blended by fade(fy): whole-row loops the JIT vectorises.
        for (int i = 0; i < n; i++) {
            float near = a0[i] + b0[i] * fy;
            float far = a1[i] + b1[i] * fy1;
            out[i] += amplitude * (near + v * (far - near));
        }
    }

    /**
     * One lattice row's Perlin edges: for each point, the near edge (corners 00 and 10) and the far edge
     * (01 and 11) as {@code a + b·y}, where y is the offset from the edge, blended along x by the fade.
     */
    private static void perlinEdges(int seed, AxisSplit x, int py0, float[][] edges) {
        int py1 = py0 + LatticeHash.PRIME_Y;
        float[] a0 = edges[0];
        float[] b0 = edges[1];
        float[] a1 = edges[2];
        float[] b1 = edges[3];
        int[] starts = x.runStarts();
        int[] cells = x.cells();
        float[] fractions = x.fractions();
        float[] fades = x.fades();
        for (int r = 0, runs = x.runCount(); r < runs; r++) {
            int start = starts[r];
            int end = starts[r + 1];
            // The cell's four corner gradients, once for the run of points in it.
            int px0 = cells[start] * LatticeHash.PRIME_X;
            int px1 = px0 + LatticeHash.PRIME_X;
            int h00 = LatticeHash.mix(seed ^ px0 ^ py0) & PERLIN_MASK;
            int h10 = LatticeHash.mix(seed ^ px1 ^ py0) & PERLIN_MASK;
            int h01 = LatticeHash.mix(seed ^ px0 ^ py1) & PERLIN_MASK;
            int h11 = LatticeHash.mix(seed ^ px1 ^ py1) & PERLIN_MASK;
            float gx00 = PERLIN_GX[h00];
            float gx10 = PERLIN_GX[h10];
            float gx01 = PERLIN_GX[h01];
            float gx11 = PERLIN_GX[h11];
            float gy00 = PERLIN_GY[h00];
            float gy01 = PERLIN_GY[h01];
            float dy0 = PERLIN_GY[h10] - gy00;
            float dy1 = PERLIN_GY[h11] - gy01;
            for (int i = start; i < end; i++) {
                float fx = fractions[i];
                float fx1 = fx - 1;
                float u = fades[i];
                float left0 = gx00 * fx;
                float left1 = gx01 * fx;
                a0[i] = left0 + u * (gx10 * fx1 - left0);
                b0[i] = gy00 + u * dy0;
                a1[i] = left1 + u * (gx11 * fx1 - left1);
                b1[i] = gy01 + u * dy1;
            }
        }
    }

    /** Fills {@code out[0..x.length())} with 2D value noise at lattice ordinate {@code ly}. */
    public static void valueRow(int seed, AxisSplit x, double ly, Fade fade, float[] out) {
        row(NoiseType.VALUE, seed, x, ly, fade, out);
    }

    private static void valueRow(int seed, AxisSplit x, double ly, Fade fade, float[] out,
                                 float amplitude, EdgeCache cache, int k) {
        double floorY = Math.floor(ly);
        float v = fade(fade, (float) (ly - floorY));
        if (!cache.reuse(k, x, seed, NoiseType.VALUE, (long) floorY)) {
            valueEdges(seed, x, (int) (long) floorY * LatticeHash.PRIME_Y, cache.edges(k));
        }
        float[][] edges = cache.edges(k);
        float[] near = edges[0];
        float[] far = edges[2];
        int n = x.length();
        for (int i = 0; i < n; i++) {
            out[i] += amplitude * (near[i] + v * (far[i] - near[i]));
        }
    }

    /** One lattice row's value-noise edges: the near and far corner values blended along x by the fade. */
    private static void valueEdges(int seed, AxisSplit x, int py0, float[][] edges) {
        int py1 = py0 + LatticeHash.PRIME_Y;
        float[] near = edges[0];
        float[] far = edges[2];
        int[] starts = x.runStarts();
        int[] cells = x.cells();
        float[] fades = x.fades();
        for (int r = 0, runs = x.runCount(); r < runs; r++) {
            int start = starts[r];
            int end = starts[r + 1];
            int px0 = cells[start] * LatticeHash.PRIME_X;
            int px1 = px0 + LatticeHash.PRIME_X;
            float v00 = toSigned(LatticeHash.mix(seed ^ px0 ^ py0));
            float d0 = toSigned(LatticeHash.mix(seed ^ px1 ^ py0)) - v00;
            float v01 = toSigned(LatticeHash.mix(seed ^ px0 ^ py1));
            float d1 = toSigned(LatticeHash.mix(seed ^ px1 ^ py1)) - v01;
            for (int i = start; i < end; i++) {
                float u = fades[i];
                near[i] = v00 + u * d0;
                far[i] = v01 + u * d1;
            }
        }
    }

    /** Fills {@code out[0..x.length())} with 2D simplex noise at lattice ordinate {@code ly}. */
    public static void simplexRow(int seed, AxisSplit x, double ly, float[] out) {
        row(NoiseType.SIMPLEX, seed, x, ly, Fade.QUINTIC, out);
    }

    private static void simplexRow(int seed, AxisSplit x, double ly, float[] out, float amplitude) {
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
            out[i] += amplitude * value;
        }
    }

    private static float simplexCorner(int hash, float x, float y) {
        float t = Math.max(SIMPLEX_R2 - x * x - y * y, 0f);
        t *= t;
        int h = hash & SIMPLEX_MASK;
        return t * t * (SIMPLEX_GX[h] * x + SIMPLEX_GY[h] * y);
    }
}
