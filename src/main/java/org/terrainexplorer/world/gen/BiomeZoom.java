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
        int biome(int qx, int qy, int qz);
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
        int i = x - 2;
        int j = y - 2;
        int k = z - 2;
        int qx = i >> 2;
        int qy = j >> 2;
        int qz = k >> 2;
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
            double distance = fiddledDistance(zoomSeed, cx, cy, cz, dx, dy, dz);
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
