package org.terrainexplorer.world.gen;

import java.util.Arrays;

/**
 * A map from long keys to int values with open addressing: the per-chunk caches of generation (preliminary
 * surface by column) without boxing. Cleared, not reallocated, between chunks.
 */
final class LongIntMap {

    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private int[] values;
    private int size;

    LongIntMap(int capacity) {
        int n = Integer.highestOneBit(Math.max(16, capacity * 2) - 1) << 1;
        keys = new long[n];
        values = new int[n];
        Arrays.fill(keys, EMPTY);
    }

    private static int hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ h >>> 32);
    }

    /** The value of {@code key}, or {@code missing}. */
    int get(long key, int missing) {
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; ; i = i + 1 & mask) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == EMPTY) {
                return missing;
            }
        }
    }

    /** Sets {@code key} to {@code value}. */
    void put(long key, int value) {
        if (size * 2 >= keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; ; i = i + 1 & mask) {
            long k = keys[i];
            if (k == key) {
                values[i] = value;
                return;
            }
            if (k == EMPTY) {
                keys[i] = key;
                values[i] = value;
                size++;
                return;
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    /** Removes every entry. */
    void clear() {
        if (size > 0) {
            Arrays.fill(keys, EMPTY);
            size = 0;
        }
    }
}
