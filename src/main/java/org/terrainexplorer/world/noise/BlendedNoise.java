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

    /** The bound the game states ({@code maxBrokenValue}); density functions' min and max use it. */
    public double maxValue() {
        return maxValue;
    }
}
