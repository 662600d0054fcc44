package org.terrainexplorer.world.random;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Seed arithmetic shared by the random sources, as the game does it: the expansion of a 64-bit seed to 128
 * bits, the MD5 of a name, the hash of a block position, and a world seed from the text a player types.
 */
public final class Seeds {

    /** 2^64 / φ, odd: the constant Xoroshiro's seed expansion adds. */
    public static final long GOLDEN_RATIO_64 = 0x9E3779B97F4A7C15L;
    /** 2^64 · (√2 − 1): the other half of an all-zero seed. */
    public static final long SILVER_RATIO_64 = 0x6A09E667F3BCC909L;

    /** The octaves whose names' hashes are kept (the game's noises use −16 to 0; a datapack may reach further). */
    private static final int OCTAVE_MIN = -64;
    private static final int OCTAVE_MAX = 64;
    /** {@link #md5} of {@code "octave_" + octave} for octaves OCTAVE_MIN to OCTAVE_MAX: constants, never written. */
    private static final long[] OCTAVE_LOW = new long[OCTAVE_MAX - OCTAVE_MIN + 1];
    private static final long[] OCTAVE_HIGH = new long[OCTAVE_MAX - OCTAVE_MIN + 1];

    static {
        for (int octave = OCTAVE_MIN; octave <= OCTAVE_MAX; octave++) {
            long[] hash = md5("octave_" + octave);
            OCTAVE_LOW[octave - OCTAVE_MIN] = hash[0];
            OCTAVE_HIGH[octave - OCTAVE_MIN] = hash[1];
        }
    }

    private Seeds() {
    }

    /**
     * {@link #md5} of an octave's name, {@code "octave_" + octave} (the modern octave sum names each octave's
     * source so): a noise's octaves are drawn for every seed, and the names are few, so their hashes are a table.
     */
    public static long[] octaveMd5(int octave) {
        if (octave < OCTAVE_MIN || octave > OCTAVE_MAX) {
            return md5("octave_" + octave);
        }
        return new long[] {OCTAVE_LOW[octave - OCTAVE_MIN], OCTAVE_HIGH[octave - OCTAVE_MIN]};
    }

    /** Stafford's variant 13 of the SplitMix64 finaliser. */
    public static long mixStafford13(long z) {
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }

    /** The low half of a 64-bit seed expanded to 128 bits (the game's {@code upgradeSeedTo128bit}). */
    public static long upgradeLow(long seed) {
        return mixStafford13(seed ^ SILVER_RATIO_64);
    }

    /** The high half of a 64-bit seed expanded to 128 bits. */
    public static long upgradeHigh(long seed) {
        return mixStafford13((seed ^ SILVER_RATIO_64) + GOLDEN_RATIO_64);
    }

    /** The MD5 of a name's UTF-8 bytes as two big-endian longs {low, high} (the game's {@code seedFromHashOf}). */
    public static long[] md5(String name) {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("MD5").digest(name.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has MD5", e);
        }
        return new long[] {bigEndian(digest, 0), bigEndian(digest, 8)};
    }

    private static long bigEndian(byte[] bytes, int offset) {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = value << 8 | bytes[offset + i] & 0xFF;
        }
        return value;
    }

    /**
     * The game's hash of a block position ({@code Mth.getSeed}). The x product overflows as an {@code int},
     * as in the game.
     */
    public static long positionSeed(int x, int y, int z) {
        long l = (long) (x * 3129871) ^ (long) z * 116129781L ^ (long) y;
        l = l * l * 42317861L + l * 11L;
        return l >> 16;
    }

    /**
     * The world seed for what a player types, as the game reads it: a whole number in the range of a long
     * is that number; any other text is its {@code String.hashCode()}. Leading and trailing blanks are
     * ignored; empty text is refused (the game would pick a random seed).
     */
    public static long parse(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("a seed needs a number or some text");
        }
        try {
            return Long.parseLong(trimmed);
        } catch (NumberFormatException notANumber) {
            return trimmed.hashCode();
        }
    }
}
