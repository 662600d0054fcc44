package org.terrainexplorer.world.noise;

import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's 2D {@code SimplexNoise} (Stefan Gustavson's, over a permutation drawn from a random source),
 * used by the end islands and, in octaves, by biome temperature variation. Only the 2D sample is needed.
 */
public final class SimplexNoise {

    private static final int[][] GRADIENT = {{1, 1, 0}, {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0}, {1, 0, 1},
        {-1, 0, 1}, {1, 0, -1}, {-1, 0, -1}, {0, 1, 1}, {0, -1, 1}, {0, 1, -1}, {0, -1, -1}, {1, 1, 0},
        {0, -1, 1}, {-1, 1, 0}, {0, -1, -1}};
    private static final double SQRT_3 = Math.sqrt(3.0);
    private static final double F2 = 0.5 * (SQRT_3 - 1.0);
    private static final double G2 = (3.0 - SQRT_3) / 6.0;

    private final int[] p = new int[512];
    /** The origin offsets the game draws (used by octave sums with an offset). */
    public final double xo;
    public final double yo;
    public final double zo;

    /** Draws the origin and the permutation as the game does. */
    public SimplexNoise(RandomSource random) {
        xo = random.nextDouble() * 256.0;
        yo = random.nextDouble() * 256.0;
        zo = random.nextDouble() * 256.0;
        for (int i = 0; i < 256; i++) {
            p[i] = i;
        }
        for (int i = 0; i < 256; i++) {
            int j = random.nextInt(256 - i);
            int swap = p[i];
            p[i] = p[i + j];
            p[i + j] = swap;
        }
    }

    private int p(int i) {
        return p[i & 255];
    }

    private static double corner(int gradient, double x, double y) {
        double t = 0.5 - x * x - y * y;
        if (t < 0.0) {
            return 0.0;
        }
        t *= t;
        int[] g = GRADIENT[gradient];
        return t * t * ((double) g[0] * x + (double) g[1] * y + (double) g[2] * 0.0);
    }

    /** The 2D noise at (x, y), without the origin offset; about [-1, 1]. */
    public double getValue(double x, double y) {
        // Skew to the simplex lattice and find the cell's origin corner.
        double skew = (x + y) * F2;
        int i = Mth.floor(x + skew);
        int j = Mth.floor(y + skew);
        double unskew = (i + j) * G2;
        double x0 = x - (i - unskew);
        double y0 = y - (j - unskew);
        // Which of the two triangles of the cell.
        int i1 = x0 > y0 ? 1 : 0;
        int j1 = x0 > y0 ? 0 : 1;
        double x1 = x0 - i1 + G2;
        double y1 = y0 - j1 + G2;
        double x2 = x0 - 1.0 + 2.0 * G2;
        double y2 = y0 - 1.0 + 2.0 * G2;
        int ii = i & 255;
        int jj = j & 255;
        int g0 = p(ii + p(jj)) % 12;
        int g1 = p(ii + i1 + p(jj + j1)) % 12;
        int g2 = p(ii + 1 + p(jj + 1)) % 12;
        return 70.0 * (corner(g0, x0, y0) + corner(g1, x1, y1) + corner(g2, x2, y2));
    }
}
