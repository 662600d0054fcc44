package org.terrainexplorer.world.noise;

import org.terrainexplorer.world.random.RandomSource;

/**
 * The game's {@code BlendedNoise}, the {@code old_blended_noise} density function: the 3D terrain noise of
 * Minecraft before 1.18, kept as the overworld's base 3D noise. A "main" octave sum of 8 octaves chooses, per
 * point, a blend of two 16-octave "limit" sums; all are sampled with their gradients' y snapped to a grid
 * (the smear) so that vertical detail is coarser than horizontal.
 */
public final class BlendedNoise {

    private static final double BASE_SCALE = 684.412;

    private final PerlinNoise minLimit;
    private final PerlinNoise maxLimit;
    private final PerlinNoise main;
    private final double xzMultiplier;
    private final double yMultiplier;
    private final double xzFactor;
    private final double yFactor;
    private final double smearScaleMultiplier;
    private final double maxValue;

    /**
     * Draws the three octave sums from {@code random} (legacy style, as the game does) for the given JSON
     * parameters.
     */
    public BlendedNoise(RandomSource random, double xzScale, double yScale, double xzFactor, double yFactor,
                        double smearScaleMultiplier) {
        minLimit = PerlinNoise.createLegacyRange(random, -15, 0);
        maxLimit = PerlinNoise.createLegacyRange(random, -15, 0);
        main = PerlinNoise.createLegacyRange(random, -7, 0);
        this.xzMultiplier = BASE_SCALE * xzScale;
        this.yMultiplier = BASE_SCALE * yScale;
        this.xzFactor = xzFactor;
        this.yFactor = yFactor;
        this.smearScaleMultiplier = smearScaleMultiplier;
        maxValue = minLimit.edgeValue(yMultiplier + 2.0);
    }

    /** The noise at a block position. */
    public double compute(int blockX, int blockY, int blockZ) {
        double x = blockX * xzMultiplier;
        double y = blockY * yMultiplier;
        double z = blockZ * xzMultiplier;
        double mainX = x / xzFactor;
        double mainY = y / yFactor;
        double mainZ = z / xzFactor;
        double smear = yMultiplier * smearScaleMultiplier;
        double mainSmear = smear / yFactor;
        // The main noise picks the blend of the two limit noises.
        double mainSum = 0.0;
        double scale = 1.0;
        for (int i = 0; i < 8; i++) {
            ImprovedNoise octave = main.octaveFromHighest(i);
            if (octave != null) {
                mainSum += octave.noise(PerlinNoise.wrap(mainX * scale), PerlinNoise.wrap(mainY * scale),
                    PerlinNoise.wrap(mainZ * scale), mainSmear * scale, mainY * scale) / scale;
            }
            scale /= 2.0;
        }
        double blend = (mainSum / 10.0 + 1.0) / 2.0;
        boolean onlyMax = blend >= 1.0;
        boolean onlyMin = blend <= 0.0;
        // The limit noises: only the one the blend needs when it is clamped.
        double minSum = 0.0;
        double maxSum = 0.0;
        scale = 1.0;
        for (int i = 0; i < 16; i++) {
            double sx = PerlinNoise.wrap(x * scale);
            double sy = PerlinNoise.wrap(y * scale);
            double sz = PerlinNoise.wrap(z * scale);
            double octaveSmear = smear * scale;
            if (!onlyMax) {
                ImprovedNoise octave = minLimit.octaveFromHighest(i);
                if (octave != null) {
                    minSum += octave.noise(sx, sy, sz, octaveSmear, y * scale) / scale;
                }
            }
            if (!onlyMin) {
                ImprovedNoise octave = maxLimit.octaveFromHighest(i);
                if (octave != null) {
                    maxSum += octave.noise(sx, sy, sz, octaveSmear, y * scale) / scale;
                }
            }
            scale /= 2.0;
        }
        return Mth.clampedLerp(minSum / 512.0, maxSum / 512.0, blend) / 128.0;
    }

    /**
     * {@link #compute} at (x, ys[p], z) for the points {@code p = sel[0..n)} of a column, into {@code out[p]}, with
     * the same bits. {@code scratch} holds six work arrays and {@code selections} two index arrays, all at least
     * as long as {@code ys}.
     */
    public void column(int blockX, int[] ys, int blockZ, int[] sel, int n, double[] out, double[][] scratch,
                       int[][] selections) {
        double[] mainSum = scratch[0];
        double[] minSum = scratch[1];
        double[] maxSum = scratch[2];
        double[] yArg = scratch[3];
        double[] yMax = scratch[4];
        double[] value = scratch[5];
        double x = blockX * xzMultiplier;
        double z = blockZ * xzMultiplier;
        double mainX = x / xzFactor;
        double mainZ = z / xzFactor;
        double smear = yMultiplier * smearScaleMultiplier;
        double mainSmear = smear / yFactor;
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            mainSum[p] = 0.0;
            minSum[p] = 0.0;
            maxSum[p] = 0.0;
        }
        double scale = 1.0;
        for (int o = 0; o < 8; o++) {
            ImprovedNoise octave = main.octaveFromHighest(o);
            if (octave != null) {
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    double mainY = ys[p] * yMultiplier / yFactor;
                    yArg[p] = PerlinNoise.wrap(mainY * scale);
                    yMax[p] = mainY * scale;
                }
                octave.column(PerlinNoise.wrap(mainX * scale), PerlinNoise.wrap(mainZ * scale), yArg, sel, n,
                    mainSmear * scale, yMax, value);
                for (int i = 0; i < n; i++) {
                    int p = sel[i];
                    mainSum[p] += value[p] / scale;
                }
            }
            scale /= 2.0;
        }
        // Which limit noise each point needs: both unless its blend is clamped to one end.
        int[] needMin = selections[0];
        int[] needMax = selections[1];
        int nMin = 0;
        int nMax = 0;
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            double blend = (mainSum[p] / 10.0 + 1.0) / 2.0;
            if (!(blend >= 1.0)) {
                needMin[nMin++] = p;
            }
            if (!(blend <= 0.0)) {
                needMax[nMax++] = p;
            }
        }
        scale = 1.0;
        for (int o = 0; o < 16; o++) {
            double sx = PerlinNoise.wrap(x * scale);
            double sz = PerlinNoise.wrap(z * scale);
            double octaveSmear = smear * scale;
            for (int i = 0; i < n; i++) {
                int p = sel[i];
                double y = ys[p] * yMultiplier;
                yArg[p] = PerlinNoise.wrap(y * scale);
                yMax[p] = y * scale;
            }
            ImprovedNoise minOctave = minLimit.octaveFromHighest(o);
            if (minOctave != null) {
                minOctave.column(sx, sz, yArg, needMin, nMin, octaveSmear, yMax, value);
                for (int i = 0; i < nMin; i++) {
                    int p = needMin[i];
                    minSum[p] += value[p] / scale;
                }
            }
            ImprovedNoise maxOctave = maxLimit.octaveFromHighest(o);
            if (maxOctave != null) {
                maxOctave.column(sx, sz, yArg, needMax, nMax, octaveSmear, yMax, value);
                for (int i = 0; i < nMax; i++) {
                    int p = needMax[i];
                    maxSum[p] += value[p] / scale;
                }
            }
            scale /= 2.0;
        }
        for (int i = 0; i < n; i++) {
            int p = sel[i];
            double blend = (mainSum[p] / 10.0 + 1.0) / 2.0;
            out[p] = Mth.clampedLerp(minSum[p] / 512.0, maxSum[p] / 512.0, blend) / 128.0;
        }
    }

    /**
     * A true bound on |{@link #compute}|: every octave's magnitude is at most 2 (a gradient with two ±1
     * components dotted with offsets in [−1, 1], blended by lerps), the sixteen limit octaves are weighted 2^0 to
     * 2^15 (65535 in all) and divided by 512 · 128 = 65536, and the clamped lerp stays between the two limit
     * sums. So the value is below 2 · 65535 / 65536, with room to spare for rounding. (The game's
     * {@link #maxValue} is far larger.)
     */
    public double bound() {
        return 2.0;
    }

    /** The bound the game states ({@code maxBrokenValue}); density functions' min and max use it. */
    public double maxValue() {
        return maxValue;
    }
}
