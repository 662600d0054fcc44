package org.terrainexplorer.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("Grid noise (the renderer's single-precision path)")
class GridNoiseTest {

    /** Single precision carries about 7 digits; values of order 1 agree to a few units in the 6th place. */
    private static final double FLOAT_TOLERANCE = 5e-6;

    private static double pointValue(NoiseType type, long seed, double x, double y, Fade fade) {
        return type.noise2(seed, x, y, fade);
    }

    @ParameterizedTest
    @EnumSource(NoiseType.class)
    @DisplayName("agrees with the double-precision kernel to single-precision rounding, near and 10⁷ units out")
    void agreesWithPointKernel(NoiseType type) {
        SplittableRandom random = new SplittableRandom(8);
        long seed = 99;
        int folded = LatticeHash.seed(seed);
        int n = 400;
        AxisSplit axis = new AxisSplit(n);
        float[] out = new float[n];
        double worst = 0;
        for (double offset : new double[] {0, 1e7, -3e7}) {
            for (Fade fade : Fade.values()) {
                double[] xs = new double[n];
                for (int i = 0; i < n; i++) {
                    xs[i] = offset + random.nextDouble(-50, 50);
                }
                for (int row = 0; row < 50; row++) {
                    double y = -offset + random.nextDouble(-50, 50);
                    axis.split(xs, 0, n, 1.0, fade);
                    GridNoise.row(type, folded, axis, y, fade, out);
                    for (int i = 0; i < n; i++) {
                        worst = Math.max(worst, Math.abs(out[i] - pointValue(type, seed, xs[i], y, fade)));
                    }
                }
            }
        }
        assertEquals(0, worst, FLOAT_TOLERANCE, type + " worst difference");
    }

    @ParameterizedTest
    @EnumSource(NoiseType.class)
    @DisplayName("gives the same bits for a point whether sampled in a whole row, a sub-range or alone")
    void independentOfRowExtent(NoiseType type) {
        int n = 300;
        double[] xs = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = 1234.5 + i * 0.173;
        }
        int seed = LatticeHash.seed(5);
        AxisSplit axis = new AxisSplit(n);
        float[] whole = new float[n];
        float[] part = new float[n];
        double ly = -77.31;
        axis.split(xs, 0, n, 0.37, Fade.CUBIC);
        GridNoise.row(type, seed, axis, ly, Fade.CUBIC, whole);
        int[][] ranges = {{0, 1}, {17, 18}, {40, 133}, {299, 300}, {1, 299}};
        for (int[] range : ranges) {
            axis.split(xs, range[0], range[1], 0.37, Fade.CUBIC);
            GridNoise.row(type, seed, axis, ly, Fade.CUBIC, part);
            for (int i = range[0]; i < range[1]; i++) {
                assertEquals(Float.floatToRawIntBits(whole[i]), Float.floatToRawIntBits(part[i - range[0]]),
                    type + " point " + i + " in range " + range[0] + ".." + range[1]);
            }
        }
    }

    @Test
    @DisplayName("Perlin rows are exactly 0 at lattice points")
    void perlinZeroAtLattice() {
        int n = 41;
        double[] xs = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = i - 20;
        }
        AxisSplit axis = new AxisSplit(n);
        axis.split(xs, 0, n, 1, Fade.QUINTIC);
        float[] out = new float[n];
        for (int y = -20; y <= 20; y++) {
            GridNoise.perlinRow(LatticeHash.seed(3), axis, y, Fade.QUINTIC, out);
            for (int i = 0; i < n; i++) {
                assertEquals(0f, out[i], 0f, "at (" + xs[i] + ", " + y + ")");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(NoiseType.class)
    @DisplayName("fractal rows equal Fractal.fbm2 and ridged2 at x·frequency to single-precision rounding")
    void fractalRowsMatchFractal(NoiseType type) {
        Fractal fractal = Fractal.of(new double[] {1, 0.5, 0, 0.25, 0.125, 0.0625}, 2.1);
        double frequency = 0.013;
        long seed = 2024;
        int n = 256;
        double[] xs = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = -5000 + i * 3.3;
        }
        FractalGrid grid = new FractalGrid(n);
        grid.prepare(type, Fade.QUINTIC, fractal, seed, frequency, xs, 0, n);
        float[] fbm = new float[n];
        float[] ridged = new float[n];
        NoiseType.Noise2 noise = type.in2d(Fade.QUINTIC);
        EdgeCache edges = new EdgeCache();
        double worst = 0;
        for (int row = 0; row < 40; row++) {
            double y = 700 + row * 7.7;
            grid.row(y, fbm, ridged, edges);
            for (int i = 0; i < n; i++) {
                double px = xs[i] * frequency;
                double py = y * frequency;
                worst = Math.max(worst, Math.abs(fbm[i] - fractal.fbm2(noise, seed, px, py)));
                worst = Math.max(worst, Math.abs(ridged[i] - fractal.ridged2(noise, seed, px, py)));
            }
        }
        assertEquals(0, worst, FLOAT_TOLERANCE, type + " worst difference");
    }

    @Test
    @DisplayName("amplitudes as small as 10⁻³²⁰ give the same rows as amplitudes near 1, never NaN")
    void tinyAmplitudesAreShares() {
        int n = 64;
        double[] xs = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = i * 0.37;
        }
        float[][] rows = new float[2][];
        float[][] ridgedRows = new float[2][];
        double[][] amplitudes = {{1, 0.5, 0.25}, {1e-320, 0.5e-320, 0.25e-320}};
        for (int v = 0; v < 2; v++) {
            Fractal fractal = Fractal.of(amplitudes[v], 2);
            FractalGrid grid = new FractalGrid(n);
            grid.prepare(NoiseType.PERLIN, Fade.QUINTIC, fractal, 3, 0.5, xs, 0, n);
            rows[v] = new float[n];
            ridgedRows[v] = new float[n];
            grid.row(1.3, rows[v], ridgedRows[v], new EdgeCache());
        }
        for (int i = 0; i < n; i++) {
            assertTrue(Float.isFinite(rows[1][i]) && Float.isFinite(ridgedRows[1][i]), "finite at " + i);
            // Subnormal amplitudes carry few bits, so their shares round: 1e-320 / 1.75e-320 is not 4/7 exactly.
            assertEquals(rows[0][i], rows[1][i], 1e-3, "fBm at " + i);
            assertEquals(ridgedRows[0][i], ridgedRows[1][i], 1e-3, "ridged at " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(NoiseType.class)
    @DisplayName("rows sampled through one reused edge cache have the same bits as rows each sampled afresh")
    void edgeCacheChangesNoValue(NoiseType type) {
        Fractal fractal = Fractal.halving(6);
        int n = 300;
        double[] xs = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = 1e6 + i * 0.61;
        }
        FractalGrid grid = new FractalGrid(n);
        FractalGrid other = new FractalGrid(n);
        grid.prepare(type, Fade.QUINTIC, fractal, 11, 0.02, xs, 0, n);
        other.prepare(type, Fade.QUINTIC, fractal, 12, 0.02, xs, 0, n);
        EdgeCache reused = new EdgeCache();
        float[][] cached = {new float[n], new float[n]};
        float[][] fresh = {new float[n], new float[n]};
        float[] otherRow = new float[n];
        // Rows walk down through several lattice rows of every octave, back up, and interleave another
        // grid through the same cache, so entries are reused, replaced and found stale.
        for (int step = 0; step < 120; step++) {
            double y = -3000 + (step < 80 ? step : 160 - step) * 0.83;
            grid.row(y, cached[0], cached[1], reused);
            grid.row(y, fresh[0], fresh[1], new EdgeCache());
            if (step % 7 == 0) {
                other.row(y, otherRow, null, reused);
            }
            for (int i = 0; i < n; i++) {
                assertEquals(Float.floatToRawIntBits(fresh[0][i]), Float.floatToRawIntBits(cached[0][i]),
                    type + " fBm, row " + step + ", point " + i);
                assertEquals(Float.floatToRawIntBits(fresh[1][i]), Float.floatToRawIntBits(cached[1][i]),
                    type + " ridged, row " + step + ", point " + i);
            }
        }
    }
}
