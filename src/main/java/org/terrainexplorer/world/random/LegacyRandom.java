package org.terrainexplorer.world.random;

/**
 * The game's legacy source ({@code LegacyRandomSource}): {@code java.util.Random}'s 48-bit linear
 * congruential generator, used by worlds whose noise settings say {@code legacy_random_source} (the caves
 * and floating islands presets), by the end islands and by biome temperature noise.
 */
public class LegacyRandom implements RandomSource {

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long INCREMENT = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final float FLOAT_UNIT = 5.9604645E-8F;
    private static final double DOUBLE_UNIT = 1.110223E-16F;

    private long seed;

    /** A source seeded as {@code new java.util.Random(seed)}. */
    public LegacyRandom(long seed) {
        setSeed(seed);
    }

    /** Reseeds as {@code java.util.Random.setSeed}. */
    public void setSeed(long seed) {
        this.seed = (seed ^ MULTIPLIER) & MASK;
    }

    /** The next {@code bits} random bits (1 to 32), as {@code java.util.Random.next}. */
    public int next(int bits) {
        seed = seed * MULTIPLIER + INCREMENT & MASK;
        return (int) (seed >> 48 - bits);
    }

    @Override
    public long nextLong() {
        int high = next(32);
        int low = next(32);
        return ((long) high << 32) + low;
    }

    @Override
    public int nextInt() {
        return next(32);
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        if ((bound & bound - 1) == 0) {
            return (int) ((long) bound * (long) next(31) >> 31);
        }
        int bits;
        int value;
        do {
            bits = next(31);
            value = bits % bound;
        } while (bits - value + (bound - 1) < 0);
        return value;
    }

    @Override
    public double nextDouble() {
        int high = next(26);
        int low = next(27);
        return (((long) high << 27) + low) * DOUBLE_UNIT;
    }

    @Override
    public float nextFloat() {
        return next(24) * FLOAT_UNIT;
    }

    @Override
    public boolean nextBoolean() {
        return next(1) != 0;
    }

    @Override
    public void consumeCount(int count) {
        for (int i = 0; i < count; i++) {
            next(32);
        }
    }

    /** A new source seeded with this one's next long, as the game's {@code LegacyRandomSource.fork}. */
    public LegacyRandom fork() {
        return new LegacyRandom(nextLong());
    }

    @Override
    public PositionalRandomFactory forkPositional() {
        return new Positional(nextLong());
    }

    /** The legacy positional factory: a position's hash, or a name's {@code hashCode}, xor a seed. */
    public record Positional(long seed) implements PositionalRandomFactory {

        @Override
        public RandomSource at(int x, int y, int z) {
            return new LegacyRandom(Seeds.positionSeed(x, y, z) ^ seed);
        }

        @Override
        public RandomSource at(int x, int y, int z, RandomSource reuse) {
            LegacyRandom random = (LegacyRandom) reuse;
            random.setSeed(Seeds.positionSeed(x, y, z) ^ seed);
            return random;
        }

        @Override
        public RandomSource fromHashOf(String name) {
            return new LegacyRandom((long) name.hashCode() ^ seed);
        }
    }
}
