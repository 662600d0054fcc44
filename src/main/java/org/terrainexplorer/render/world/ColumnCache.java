package org.terrainexplorer.render.world;

/**
 * The columns a saved world's far map has read, so that panning and redrawing do not read the same chunks again:
 * a fixed-size, direct-mapped table from block column to its top block, surface, biome and water depth (each a
 * 16-bit number, packed in one long). A column that collides with another replaces it; memory is fixed at
 * construction (16 bytes a slot), however large the world.
 *
 * <p>Thread-safe: slots are guarded by a few locks, by slot.
 */
public final class ColumnCache {

    private static final int STRIPES = 64;
    private final long[] keys;
    private final long[] values;
    private final boolean[] used;
    private final int mask;
    private final Object[] locks = new Object[STRIPES];

    /** A cache of {@code 2^bits} columns (20 bits: about a million columns in 17 MB). */
    public ColumnCache(int bits) {
        if (bits < 4 || bits > 26) {
            throw new IllegalArgumentException("cache bits " + bits + ": allowed 4 to 26");
        }
        keys = new long[1 << bits];
        values = new long[1 << bits];
        used = new boolean[1 << bits];
        mask = (1 << bits) - 1;
        for (int i = 0; i < STRIPES; i++) {
            locks[i] = new Object();
        }
    }

    private static long key(int x, int z) {
        return (long) x << 32 | (z & 0xFFFFFFFFL);
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32) & mask;
    }

    /** Stores a column: its top block id, one above it, its biome index and water depth. */
    public void put(int x, int z, int top, int surface, int biome, int depth) {
        long k = key(x, z);
        int s = slot(k);
        long v = (top & 0xFFFFL) << 48 | (surface & 0xFFFFL) << 32 | (biome & 0xFFFFL) << 16 | (depth & 0xFFFFL);
        synchronized (locks[s & (STRIPES - 1)]) {
            keys[s] = k;
            values[s] = v;
            used[s] = true;
        }
    }

    /** Fills pixel {@code p} of {@code out} from the column if it is cached; false if it is not. */
    boolean fill(int x, int z, MapColumns out, int p) {
        long k = key(x, z);
        int s = slot(k);
        long v;
        synchronized (locks[s & (STRIPES - 1)]) {
            if (!used[s] || keys[s] != k) {
                return false;
            }
            v = values[s];
        }
        out.set(p, (int) (v >>> 48) & 0xFFFF, (short) (v >>> 32), (int) (v & 0xFFFF), (int) (v >>> 16) & 0xFFFF);
        return true;
    }
}
