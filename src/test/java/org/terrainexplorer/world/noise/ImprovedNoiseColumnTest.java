package org.terrainexplorer.world.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.random.LegacyRandom;

/**
 * A column of points gives each point the bits of a single call: with and without the y snap the blended noise
 * uses, with points spread over several lattice cells and in any order, at ordinary positions and on lattice lines
 * (offsets of exactly 0, where a corner's share of the dot product is zero).
 */
class ImprovedNoiseColumnTest {

    @Test
    void everyPointHasTheBitsOfASingleCall() {
        Random random = new Random(11);
        int compared = 0;
        for (int noiseSeed = 0; noiseSeed < 40; noiseSeed++) {
            ImprovedNoise noise = new ImprovedNoise(new LegacyRandom(noiseSeed));
            for (int column = 0; column < 50; column++) {
                double x = coordinate(random, noise.xo());
                double z = random.nextInt(4) == 0 ? Math.floor(random.nextDouble() * 64.0) : random.nextDouble() * 64.0;
                double yScale = random.nextBoolean() ? 0.0 : new double[] {0.02, 0.5, 1.0, 5475.0}[random.nextInt(4)];
                int n = 1 + random.nextInt(40);
                double[] ys = new double[n + 3];
                double[] yMaxes = new double[n + 3];
                int[] sel = new int[n];
                for (int i = 0; i < n; i++) {
                    int p = i + 3 - random.nextInt(2);
                    sel[i] = p;
                    double y = random.nextInt(3) == 0 ? Math.floor(random.nextDouble() * 8.0) / 4.0
                        : random.nextDouble() * 8.0 - 2.0;
                    ys[p] = y;
                    yMaxes[p] = random.nextBoolean() ? y : random.nextDouble() * 2.0 - 0.5;
                }
                double[] out = new double[n + 3];
                noise.column(x, z, ys, sel, n, yScale, yScale == 0.0 ? null : yMaxes, out);
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    double single = noise.noise(x, ys[p], z, yScale, yScale == 0.0 ? 0.0 : yMaxes[p]);
                    final double fx = x;
                    final double fy = ys[p];
                    assertEquals(Double.doubleToRawLongBits(single), Double.doubleToRawLongBits(out[p]),
                        () -> "at (" + fx + ", " + fy + ", " + z + "), y scale " + yScale);
                    compared++;
                }
            }
        }
        assertEquals(true, compared > 10_000);
    }

    /** Mostly any x, sometimes one whose offset in its lattice cell is exactly 0 (x + xo a whole number). */
    private static double coordinate(Random random, double xo) {
        if (random.nextInt(3) == 0) {
            return Math.floor(random.nextDouble() * 64.0) - xo + Math.floor(xo);
        }
        return random.nextDouble() * 64.0;
    }
}
