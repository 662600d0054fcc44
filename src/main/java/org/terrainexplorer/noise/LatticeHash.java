package org.terrainexplorer.noise;

/**
 * The seeded integer hash every seeded kernel uses to draw its random values at lattice points.
 *
 * <p>The coordinates are multiplied by large odd constants (a bijection for each coordinate), combined
 * with the seed by exclusive or, and finished with Chris Wellons' "lowbias32" mixer, whose avalanche bias
 * is about 0.2&permil;: flipping any one input bit flips each output bit with probability close to ½.
 * Unlike a 256-entry permutation table it never repeats, so the world is infinite in fact and not only in
 * name. Coordinates are {@code int}s: callers split a position into its lattice cell (wrapping modulo
 * 2<sup>32</sup>, far beyond any reachable distance) and a local fraction, so no precision is lost far
 * from the origin.
 */
public final class LatticeHash {

    /** Odd multipliers, one per axis (the 32-bit primes of xxHash). */
    public static final int PRIME_X = 0x9E3779B1;
    public static final int PRIME_Y = 0x85EBCA77;
    public static final int PRIME_Z = 0xC2B2AE3D;

    /** Multipliers of the lowbias32 finaliser. */
    private static final int MIX_1 = 0x7FEB352D;
    private static final int MIX_2 = 0x846CA68B;

    /** Weyl increment used to derive independent seeds (the 64-bit golden-ratio constant). */
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private LatticeHash() {
    }

    /** Folds a user seed into the 32-bit hash seed, mixing it so neighbouring seeds are unrelated. */
    public static int seed(long seed) {
        long z = (seed ^ (seed >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return (int) (z ^ (z >>> 33));
    }

    /** The seed of one octave, or of any numbered sub-field, derived from a user seed. */
    public static long derive(long seed, int index) {
        return seed + (index + 1) * GOLDEN_GAMMA;
    }

    /** The lowbias32 finaliser: a bijection on 32-bit integers with near-ideal avalanche. */
    public static int mix(int h) {
        h ^= h >>> 16;
        h *= MIX_1;
        h ^= h >>> 15;
        h *= MIX_2;
        h ^= h >>> 16;
        return h;
    }

    /** Hash of a 1D lattice point for a seed already folded by {@link #seed(long)}. */
    public static int hash(int seed, int x) {
        return mix(seed ^ x * PRIME_X);
    }

    /** Hash of a 2D lattice point for a seed already folded by {@link #seed(long)}. */
    public static int hash(int seed, int x, int y) {
        return mix(seed ^ x * PRIME_X ^ y * PRIME_Y);
    }

    /** Hash of a 3D lattice point for a seed already folded by {@link #seed(long)}. */
    public static int hash(int seed, int x, int y, int z) {
        return mix(seed ^ x * PRIME_X ^ y * PRIME_Y ^ z * PRIME_Z);
    }

    /** The hash mapped to a uniform value in [-1, 1): the top 24 bits as a signed fraction. */
    public static double toSigned(int hash) {
        return (hash >> 8) * 0x1p-23;
    }

    /**
     * The lattice cell of a coordinate: {@code floor(x)} as a {@code long}, exact for |x| &lt; 2<sup>63</sup>.
     * Callers hash {@code (int) cell}, which wraps modulo 2<sup>32</sup>, and keep {@code x - cell}, which is
     * exact in double precision, as the local fraction.
     */
    public static long floor(double x) {
        return (long) Math.floor(x);
    }
}
