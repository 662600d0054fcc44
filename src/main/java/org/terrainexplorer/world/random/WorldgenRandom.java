package org.terrainexplorer.world.random;

/**
 * The game's {@code WorldgenRandom} over a legacy source: {@code java.util.Random}'s generator reseeded the ways
 * structure placement and generation seed it (a chunk's large-feature seed, a placement's salted seed).
 */
public final class WorldgenRandom extends LegacyRandom {

    /** A source seeded with 0, as the game makes one before reseeding it. */
    public WorldgenRandom() {
        super(0L);
    }

    /** A source with the large-feature seed of chunk (x, z) ({@link #setLargeFeatureSeed}). */
    public static WorldgenRandom largeFeature(long worldSeed, int chunkX, int chunkZ) {
        WorldgenRandom r = new WorldgenRandom();
        r.setLargeFeatureSeed(worldSeed, chunkX, chunkZ);
        return r;
    }

    /** The game's {@code setLargeFeatureSeed}: two longs drawn from the world seed mixed with the chunk's position. */
    public void setLargeFeatureSeed(long worldSeed, int chunkX, int chunkZ) {
        setSeed(worldSeed);
        long a = nextLong();
        long b = nextLong();
        setSeed((long) chunkX * a ^ (long) chunkZ * b ^ worldSeed);
    }

    /** The game's {@code setLargeFeatureWithSalt}: a region's (or chunk's) position with fixed primes and a salt. */
    public void setLargeFeatureWithSalt(long worldSeed, int x, int z, int salt) {
        setSeed((long) x * 341873128712L + (long) z * 132897987541L + worldSeed + (long) salt);
    }

    /** The game's {@code setDecorationSeed}; returns the seed set. */
    public long setDecorationSeed(long worldSeed, int x, int z) {
        setSeed(worldSeed);
        long a = nextLong() | 1L;
        long b = nextLong() | 1L;
        long seed = (long) x * a + (long) z * b ^ worldSeed;
        setSeed(seed);
        return seed;
    }

    /** The game's {@code setFeatureSeed}. */
    public void setFeatureSeed(long decorationSeed, int index, int step) {
        setSeed(decorationSeed + (long) index + (long) (10000 * step));
    }
}
