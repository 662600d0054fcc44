package org.terrainexplorer.io.anvil;

/**
 * The game's packed arrays of small unsigned values in {@code long}s (block states, biomes, heightmaps) since
 * 1.16: {@code 64 / bits} values per long from the lowest bits up, none spanning two longs, the top bits of each
 * long unused. Value {@code i} is in long {@code i / perLong} at bit {@code (i % perLong) * bits}.
 */
final class PackedLongs {

    private PackedLongs() {
    }

    /** The number of longs holding {@code count} values of {@code bits} bits. */
    static int length(int count, int bits) {
        int perLong = 64 / bits;
        return (count + perLong - 1) / perLong;
    }

    /** Packs the first {@code count} values (each below {@code 2^bits}) into a new array. */
    static long[] pack(int[] values, int count, int bits) {
        int perLong = 64 / bits;
        long[] packed = new long[length(count, bits)];
        for (int i = 0; i < count; i++) {
            packed[i / perLong] |= (long) values[i] << ((i % perLong) * bits);
        }
        return packed;
    }

    /**
     * Unpacks {@code count} values into {@code out}.
     *
     * @throws IllegalArgumentException if {@code packed} has not exactly the length that count and bits need
     */
    static void unpack(long[] packed, int count, int bits, int[] out) {
        int expected = length(count, bits);
        if (packed.length != expected) {
            throw new IllegalArgumentException(packed.length + " longs where " + count + " values of " + bits
                + " bits need " + expected);
        }
        int perLong = 64 / bits;
        long mask = (1L << bits) - 1;
        int i = 0;
        for (long word : packed) {
            for (int k = 0; k < perLong && i < count; k++, i++) {
                out[i] = (int) (word >>> (k * bits) & mask);
            }
        }
    }

    /** The smallest number of bits that can hold {@code size} distinct values (0 for one value): ceil(log2 size). */
    static int ceilLog2(int size) {
        return size <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(size - 1);
    }

    /** Bits per block index on disk for a palette of {@code size} states: 0 for one, else at least 4. */
    static int blockBits(int size) {
        int bits = ceilLog2(size);
        return bits == 0 ? 0 : Math.max(4, bits);
    }

    /** Bits per biome index on disk for a palette of {@code size} biomes: 0 for one, else ceil(log2 size). */
    static int biomeBits(int size) {
        return ceilLog2(size);
    }
}
