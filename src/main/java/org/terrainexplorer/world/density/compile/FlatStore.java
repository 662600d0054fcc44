package org.terrainexplorer.world.density.compile;

import java.util.IdentityHashMap;
import java.util.Map;
import org.terrainexplorer.world.density.DensityFunction;

/**
 * The values of {@code flat_cache} markers inside chunks, kept by block column: the game's flat cache gives a block
 * in its chunk's quarts the wrapped function's value at the quart's corner and y 0, and a block elsewhere the value
 * at the block, which for a wrapped function that does not read y is the value at its column. Either is a value of
 * the position alone, so one store serves every chunk and every frame that asks: a chunk finds the quarts along the
 * edges its neighbours made (a map's chunks share a fifth of theirs), the corner, climate and surface programs each
 * other's, and the aquifers' preliminary surface levels of columns outside the chunk what the chunks there made.
 *
 * <p>Direct-mapped and bounded: a value evicted by another is computed again, to the same bits. Frames share a
 * store only when their programs were compiled with the same {@link Numbering}, which names the wrapped
 * functions alike in all of them; like a frame, a store is never shared between threads.
 */
public final class FlatStore {

    /**
     * Numbers for the functions flat caches wrap, shared by the programs compiled with it (a world's chunk
     * programs), so that their frames can share a store. Numbering happens while compiling.
     */
    public static final class Numbering {
        /** The most functions a numbering names: 8 bits of a key, number 255 left out (see {@link #EMPTY}). */
        static final int MOST = 255;
        private final Map<DensityFunction, Integer> numbers = new IdentityHashMap<>();

        /** The number of a wrapped function, given on first sight. */
        synchronized int of(DensityFunction wrapped) {
            Integer n = numbers.get(wrapped);
            if (n == null) {
                if (numbers.size() == MOST) {
                    throw new IllegalStateException("more than " + MOST + " flat-cached functions");
                }
                n = numbers.size();
                numbers.put(wrapped, n);
            }
            return n;
        }
    }

    /** Slots of a frame's own store: a chunk's 5 × 5 quarts of a dozen functions, twice over. */
    static final int OWN_SLOT_BITS = 9;
    /** Slots of a store a generating thread shares between its frames: a few rows of a map's chunks. */
    public static final int SHARED_SLOT_BITS = 16;
    /** No value: no key is this (it would be function 255's, which no numbering gives). */
    private static final long EMPTY = -1L;

    final Numbering numbering;
    private final long[] keys;
    private final double[] values;
    private final int shift;

    /** A store of 2^slotBits values for frames of programs compiled with {@code numbering}. */
    public FlatStore(Numbering numbering, int slotBits) {
        this.numbering = numbering;
        keys = new long[1 << slotBits];
        values = new double[1 << slotBits];
        shift = 64 - slotBits;
        java.util.Arrays.fill(keys, EMPTY);
    }

    /** The key of function {@code function}'s value at block column (x, z): 8 bits of function, 28 of x and of z. */
    static long key(int function, int x, int z) {
        return (long) function << 56 | (long) (x & 0xFFFFFFF) << 28 | z & 0xFFFFFFF;
    }

    /** The slot of a key. */
    int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

    boolean has(int slot, long key) {
        return keys[slot] == key;
    }

    double value(int slot) {
        return values[slot];
    }

    void put(int slot, long key, double value) {
        keys[slot] = key;
        values[slot] = value;
    }
}
