package org.terrainexplorer.world.gen;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The game's fuzzy biome zoom ({@code BiomeManager.getBiome}): a block takes the biome of one of the eight
 * quarts around it, the nearest after each quart's corner is jittered by a hash of the world seed. Surface rules
 * see biomes through it, so biome borders on the surface are ragged rather than square.
 */
final class BiomeZoom {

    /** Quart biomes, by quart position. */
    interface Quarts {
        /** The stored biome of a quart (computed if need be). */
        int biome(int qx, int qy, int qz);

        /** The stored biome of a quart if it is already at hand, else −1 (never computes one). */
        default int known(int qx, int qy, int qz) {
            return -1;
        }

        /** True only when the quart's stored biome is surely not in {@code set}, shown without computing it. */
        default boolean surelyNotIn(int qx, int qy, int qz, SurfaceRuleCompiler.BiomeSet set) {
            return false;
        }
    }

    private final long zoomSeed;

    BiomeZoom(long worldSeed) {
        zoomSeed = obfuscateSeed(worldSeed);
    }

    /** The game's {@code BiomeManager.obfuscateSeed}: the first 8 bytes of SHA-256 of the seed, little-endian both ways. */
    static long obfuscateSeed(long seed) {
        try {
            byte[] bytes = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(seed).array();
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(bytes);
            return ByteBuffer.wrap(hash, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The biome the game gives block (x, y, z). */
    int biome(int x, int y, int z, Quarts quarts) {
        return biome(x, y, z, quarts, null);
    }

    /**
     * The biome the game gives block (x, y, z), the quarts' jitters taken from {@code jitter} where it covers
     * them (the same values, computed once per chunk instead of once per block).
     */
    int biome(int x, int y, int z, Quarts quarts, Jitter jitter) {
        int i = x - 2;
        int j = y - 2;
        int k = z - 2;
        int qx = i >> 2;
        int qy = j >> 2;
        int qz = k >> 2;
        int same = sameAround(qx, qy, qz, quarts);
        if (same >= 0) {
            return same;
        }
        double fx = (i & 3) / 4.0;
        double fy = (j & 3) / 4.0;
        double fz = (k & 3) / 4.0;
        int best = 0;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int corner = 0; corner < 8; corner++) {
            boolean lowX = (corner & 4) == 0;
            boolean lowY = (corner & 2) == 0;
            boolean lowZ = (corner & 1) == 0;
            int cx = lowX ? qx : qx + 1;
            int cy = lowY ? qy : qy + 1;
            int cz = lowZ ? qz : qz + 1;
            double dx = lowX ? fx : fx - 1.0;
            double dy = lowY ? fy : fy - 1.0;
            double dz = lowZ ? fz : fz - 1.0;
            int slot = jitter == null ? -1 : jitter.slot(cx, cy, cz);
            double distance;
            if (slot >= 0) {
                distance = square(dz + jitter.z[slot]) + square(dy + jitter.y[slot]) + square(dx + jitter.x[slot]);
            } else {
                distance = fiddledDistance(zoomSeed, cx, cy, cz, dx, dy, dz);
            }
            if (bestDistance > distance) {
                best = corner;
                bestDistance = distance;
            }
        }
        int bx = (best & 4) == 0 ? qx : qx + 1;
        int by = (best & 2) == 0 ? qy : qy + 1;
        int bz = (best & 1) == 0 ? qz : qz + 1;
        return quarts.biome(bx, by, bz);
    }

    /**
     * One thread's table of the quarts' jitters (the three fiddles of {@link #fiddledDistance}) around a chunk:
     * the 6 × 6 quart columns a chunk's blocks can pick from, over the world's quarts, each computed on first use.
     */
    final class Jitter {
        private final int minQuartY;
        private final int quartsY;
        final double[] x;
        final double[] y;
        final double[] z;
        private final int[] stamp;
        private int epoch;
        private int firstQuartX;
        private int firstQuartZ;

        /** A table for a world whose blocks span y in [minY, minY + height). */
        Jitter(int minY, int height) {
            minQuartY = (minY - 2) >> 2;
            quartsY = ((minY + height - 1 - 2) >> 2) + 1 - minQuartY + 1;
            int size = 6 * 6 * quartsY;
            x = new double[size];
            y = new double[size];
            z = new double[size];
            stamp = new int[size];
        }

        /** Moves to the chunk whose first quart is (quartX, quartZ), forgetting the previous chunk's jitters. */
        void begin(int quartX, int quartZ) {
            firstQuartX = quartX - 1;
            firstQuartZ = quartZ - 1;
            if (++epoch == Integer.MAX_VALUE) {
                java.util.Arrays.fill(stamp, 0);
                epoch = 1;
            }
        }

        /** The slot of a quart's jitters, computed if need be; −1 outside the table. */
        int slot(int qx, int qy, int qz) {
            int dx = qx - firstQuartX;
            int dy = qy - minQuartY;
            int dz = qz - firstQuartZ;
            if (dx < 0 || dx >= 6 || dz < 0 || dz >= 6 || dy < 0 || dy >= quartsY) {
                return -1;
            }
            int slot = (dy * 6 + dz) * 6 + dx;
            if (stamp[slot] != epoch) {
                long m = lcg(zoomSeed, qx);
                m = lcg(m, qy);
                m = lcg(m, qz);
                m = lcg(m, qx);
                m = lcg(m, qy);
                m = lcg(m, qz);
                x[slot] = fiddle(m);
                m = lcg(m, zoomSeed);
                y[slot] = fiddle(m);
                m = lcg(m, zoomSeed);
                z[slot] = fiddle(m);
                stamp[slot] = epoch;
            }
            return slot;
        }
    }

    /**
     * Whether block (x, y, z)'s biome is in {@code set} when the eight quarts it picks from agree on that (all in it,
     * or none): 1 or 0, without the zoom, since the zoom picks one of those eight; −1 when they do not agree, and the
     * zoom must decide. Surface rules ask "is the biome one of these" at every block (26.2's sulfur caves rule below
     * the preliminary surface), mostly where no corner is. The eight quarts are computed if need be (a chunk's
     * edge blocks pick from its neighbours' quarts), where waiting for the zoom to need them would compute the
     * jittered distances at most of the chunk's edge blocks; but not a neighbour's quart that surely holds none
     * of the set ({@link Quarts#surelyNotIn}), and none after the first two that disagree.
     */
    static int inSetAround(int x, int y, int z, Quarts quarts, SurfaceRuleCompiler.BiomeSet set) {
        int qx = x - 2 >> 2;
        int qy = y - 2 >> 2;
        int qz = z - 2 >> 2;
        int in = 0;
        for (int corner = 0; corner < 8; corner++) {
            int cx = qx + (corner >> 2);
            int cy = qy + (corner >> 1 & 1);
            int cz = qz + (corner & 1);
            if (!quarts.surelyNotIn(cx, cy, cz, set) && set.contains(quarts.biome(cx, cy, cz))) {
                in++;
            }
            if (in > 0 && in <= corner) {
                return -1;
            }
        }
        return in == 8 ? 1 : in == 0 ? 0 : -1;
    }

    /** {@link #sameAround}'s answers other than a biome: two of the eight quarts differ; one is not at hand. */
    static final int DIFFER = -1;
    static final int NOT_AT_HAND = -2;

    /**
     * A short-cut that changes nothing: the answer is always one of the eight quarts from (qx, qy, qz) to
     * (qx + 1, qy + 1, qz + 1), so when all eight are at hand and store one biome, that biome is the answer and
     * the jittered distances need not be computed. {@link #DIFFER} or {@link #NOT_AT_HAND} otherwise (whichever
     * the quarts in order show first).
     */
    static int sameAround(int qx, int qy, int qz, Quarts quarts) {
        int first = quarts.known(qx, qy, qz);
        if (first < 0) {
            return NOT_AT_HAND;
        }
        for (int corner = 1; corner < 8; corner++) {
            int b = quarts.known(qx + (corner >> 2), qy + (corner >> 1 & 1), qz + (corner & 1));
            if (b < 0) {
                return NOT_AT_HAND;
            }
            if (b != first) {
                return DIFFER;
            }
        }
        return first;
    }

    private static double fiddledDistance(long seed, int x, int y, int z, double dx, double dy, double dz) {
        long m = lcg(seed, x);
        m = lcg(m, y);
        m = lcg(m, z);
        m = lcg(m, x);
        m = lcg(m, y);
        m = lcg(m, z);
        double fx = fiddle(m);
        m = lcg(m, seed);
        double fy = fiddle(m);
        m = lcg(m, seed);
        double fz = fiddle(m);
        return square(dz + fz) + square(dy + fy) + square(dx + fx);
    }

    private static double square(double d) {
        return d * d;
    }

    private static long lcg(long state, long add) {
        state *= state * 6364136223846793005L + 1442695040888963407L;
        return state + add;
    }

    private static double fiddle(long l) {
        double d = Math.floorMod(l >> 24, 1024) / 1024.0;
        return (d - 0.5) * 0.9;
    }
}
