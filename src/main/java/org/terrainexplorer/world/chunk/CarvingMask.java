package org.terrainexplorer.world.chunk;

import java.util.Arrays;

/**
 * The blocks the carvers visited in a chunk (the game's {@code CarvingMask}, which it saves so that a chunk is not
 * carved twice): bit {@code x | z << 4 | (y − minY) << 8}. Kept sparse, as the non-zero 64-bit words and their
 * indices, since carvers visit a small part of a chunk. Immutable.
 */
public final class CarvingMask {

    private final int[] indices;
    private final long[] words;

    /** The mask of {@code bits} as {@code BitSet.toLongArray} gives them. */
    public CarvingMask(long[] bits) {
        int n = 0;
        for (long w : bits) {
            n += w != 0L ? 1 : 0;
        }
        indices = new int[n];
        words = new long[n];
        int k = 0;
        for (int i = 0; i < bits.length; i++) {
            if (bits[i] != 0L) {
                indices[k] = i;
                words[k++] = bits[i];
            }
        }
    }

    /** The mask as {@code BitSet.toLongArray} gives it: trailing zero words dropped. */
    public long[] toLongArray() {
        long[] out = new long[indices.length == 0 ? 0 : indices[indices.length - 1] + 1];
        for (int k = 0; k < indices.length; k++) {
            out[indices[k]] = words[k];
        }
        return out;
    }

    /** Whether bit i is set. */
    public boolean get(int bit) {
        int k = Arrays.binarySearch(indices, bit >> 6);
        return k >= 0 && (words[k] >>> bit & 1L) != 0L;
    }

    /** The number of blocks visited. */
    public int count() {
        int n = 0;
        for (long w : words) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** The bytes this mask holds, estimated. */
    public long memoryBytes() {
        return 48 + indices.length * 12L;
    }
}
