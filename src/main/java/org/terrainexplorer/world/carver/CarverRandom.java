package org.terrainexplorer.world.carver;

import org.terrainexplorer.world.random.BoundedDraws;
import org.terrainexplorer.world.random.LegacyRandom;

/**
 * The random the carvers draw from: the game's legacy source ({@code java.util.Random}'s generator) with its
 * Marsaglia polar Gaussian, as {@code WorldgenRandom} over {@code LegacyRandomSource} (which a carver's start and
 * parameters are drawn from, seeded per starting chunk by {@link #setLargeFeatureSeed}) and as the plain source
 * each tunnel makes from the seed it is given. Not thread-safe.
 */
final class CarverRandom implements BoundedDraws {

    private final LegacyRandom source = new LegacyRandom(0L);
    private boolean haveNextGaussian;
    private double nextGaussian;

    /** A source seeded as {@code RandomSource.create(seed)}. */
    CarverRandom(long seed) {
        setSeed(seed);
    }

    /** Reseeds; forgets a Gaussian drawn in pairs, as the game's {@code setSeed} does. */
    void setSeed(long seed) {
        source.setSeed(seed);
        haveNextGaussian = false;
    }

    /**
     * The game's {@code WorldgenRandom.setLargeFeatureSeed}: the seed of the things that start in chunk (x, z), here
     * the carvers, with {@code seed} the world's seed plus the carver's index in its biome's list.
     */
    void setLargeFeatureSeed(long seed, int chunkX, int chunkZ) {
        setSeed(seed);
        long a = nextLong();
        long b = nextLong();
        setSeed((long) chunkX * a ^ (long) chunkZ * b ^ seed);
    }

    @Override
    public int nextInt(int bound) {
        return source.nextInt(bound);
    }

    long nextLong() {
        return source.nextLong();
    }

    float nextFloat() {
        return source.nextFloat();
    }

    double nextDouble() {
        return source.nextDouble();
    }

    /** The game's {@code MarsagliaPolarGaussian.nextGaussian}. */
    double nextGaussian() {
        if (haveNextGaussian) {
            haveNextGaussian = false;
            return nextGaussian;
        }
        double a;
        double b;
        double s;
        do {
            a = 2.0 * nextDouble() - 1.0;
            b = 2.0 * nextDouble() - 1.0;
            s = a * a + b * b;
        } while (s >= 1.0 || s == 0.0);
        double scale = Math.sqrt(-2.0 * Math.log(s) / s);
        nextGaussian = b * scale;
        haveNextGaussian = true;
        return a * scale;
    }

    /** The game's {@code Mth.randomBetween}: a float in [min, max). */
    float between(float min, float max) {
        return nextFloat() * (max - min) + min;
    }

    /** The game's {@code Mth.randomBetweenInclusive}: an int in [min, max]. */
    int betweenInclusive(int min, int max) {
        return nextInt(max - min + 1) + min;
    }

    /** The game's {@code Mth.nextInt}: min when min ≥ max, else an int in [min, max]. */
    int nextIntBetween(int min, int max) {
        return min >= max ? min : nextInt(max - min + 1) + min;
    }
}
