package org.terrainexplorer.world.random;

/**
 * A random source as the game's world generation uses it. Instances are mutable and not thread-safe: each
 * is owned by one computation (a noise being built, one chunk's surface column, one block's ore roll).
 */
public interface RandomSource extends BoundedDraws {

    /** The next 64 random bits. */
    long nextLong();

    /** The next 32 random bits. */
    int nextInt();

    /** A uniform integer in [0, bound), drawn as the game draws it for this kind of source. */
    @Override
    int nextInt(int bound);

    /** A uniform integer in [origin, bound), as the game's {@code nextInt(int, int)}. */
    default int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound - origin is non positive");
        }
        return origin + nextInt(bound - origin);
    }

    /** A uniform integer in [min, max], as the game's {@code nextIntBetweenInclusive}. */
    default int nextIntBetweenInclusive(int min, int max) {
        return nextInt(max - min + 1) + min;
    }

    /** A uniform double in [0, 1) with 53 random bits. */
    double nextDouble();

    /** A uniform float in [0, 1) with 24 random bits. */
    float nextFloat();

    /** A random boolean. */
    boolean nextBoolean();

    /** Draws and discards {@code count} values, as the game's {@code consumeCount}. */
    void consumeCount(int count);

    /** A factory of positional sources seeded from this source's next values. */
    PositionalRandomFactory forkPositional();
}
