package org.terrainexplorer.world.random;

/**
 * The game's Xoroshiro128++ source ({@code XoroshiroRandomSource}), used by every modern world: 128 bits of
 * state, a 64-bit seed expanded with {@link Seeds#upgradeLow}/{@link Seeds#upgradeHigh}.
 */
public final class XoroshiroRandom implements RandomSource {

    private static final float FLOAT_UNIT = 5.9604645E-8F;
    private static final double DOUBLE_UNIT = 1.110223E-16F;

    private long lo;
    private long hi;

    /** A source seeded from a 64-bit seed, expanded as the game expands it. */
    public XoroshiroRandom(long seed) {
        this(Seeds.upgradeLow(seed), Seeds.upgradeHigh(seed));
    }

    /** A source with the given 128-bit state. */
    public XoroshiroRandom(long lo, long hi) {
        setState(lo, hi);
    }

    /** Replaces the state; an all-zero state becomes the generator's fixed non-zero one, as in the game. */
    void setState(long lo, long hi) {
        if ((lo | hi) == 0) {
            lo = Seeds.GOLDEN_RATIO_64;
            hi = Seeds.SILVER_RATIO_64;
        }
        this.lo = lo;
        this.hi = hi;
    }

    /** The state's low half: with {@link #stateHigh}, for code that draws a known sequence in locals. */
    public long stateLow() {
        return lo;
    }

    /** The state's high half (see {@link #stateLow}). */
    public long stateHigh() {
        return hi;
    }

    @Override
    public long nextLong() {
        long l = lo;
        long h = hi;
        long result = Long.rotateLeft(l + h, 17) + l;
        h ^= l;
        lo = Long.rotateLeft(l, 49) ^ h ^ h << 21;
        hi = Long.rotateLeft(h, 28);
        return result;
    }

    @Override
    public int nextInt() {
        return (int) nextLong();
    }

    /** Lemire's multiply-and-reject on 32 bits, as the game's {@code XoroshiroRandomSource.nextInt(int)}. */
    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long l = Integer.toUnsignedLong(nextInt());
        long m = l * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            int threshold = Integer.remainderUnsigned(~bound + 1, bound);
            while (low < threshold) {
                l = Integer.toUnsignedLong(nextInt());
                m = l * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >> 32);
    }

    private long nextBits(int bits) {
        return nextLong() >>> 64 - bits;
    }

    @Override
    public double nextDouble() {
        return nextBits(53) * DOUBLE_UNIT;
    }

    @Override
    public float nextFloat() {
        return nextBits(24) * FLOAT_UNIT;
    }

    @Override
    public boolean nextBoolean() {
        return (nextLong() & 1L) != 0L;
    }

    @Override
    public void consumeCount(int count) {
        for (int i = 0; i < count; i++) {
            nextLong();
        }
    }

    @Override
    public PositionalRandomFactory forkPositional() {
        return new Positional(nextLong(), nextLong());
    }

    /** Xoroshiro's positional factory: a position's hash or a name's MD5 mixed into a fixed 128-bit seed. */
    public record Positional(long seedLo, long seedHi) implements PositionalRandomFactory {

        @Override
        public RandomSource at(int x, int y, int z) {
            return new XoroshiroRandom(Seeds.positionSeed(x, y, z) ^ seedLo, seedHi);
        }

        @Override
        public RandomSource at(int x, int y, int z, RandomSource reuse) {
            XoroshiroRandom random = (XoroshiroRandom) reuse;
            random.setState(Seeds.positionSeed(x, y, z) ^ seedLo, seedHi);
            return random;
        }

        @Override
        public RandomSource fromHashOf(String name) {
            long[] hash = Seeds.md5(name);
            return new XoroshiroRandom(hash[0] ^ seedLo, hash[1] ^ seedHi);
        }

        /** {@link #fromHashOf} of the octave's name, its hash from a table ({@link Seeds#octaveMd5}). */
        @Override
        public RandomSource fromOctave(int octave) {
            long[] hash = Seeds.octaveMd5(octave);
            return new XoroshiroRandom(hash[0] ^ seedLo, hash[1] ^ seedHi);
        }
    }
}
