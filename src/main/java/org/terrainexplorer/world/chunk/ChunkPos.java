package org.terrainexplorer.world.chunk;

/** A chunk's position: block x from 16·x to 16·x + 15, likewise z. */
public record ChunkPos(int x, int z) {

    /** The limit of block coordinates in the game's worlds. */
    public static final int BLOCK_LIMIT = 30_000_000;

    /** The chunk holding a block. */
    public static ChunkPos ofBlock(int blockX, int blockZ) {
        return new ChunkPos(blockX >> 4, blockZ >> 4);
    }

    /** The first block's x. */
    public int minBlockX() {
        return x << 4;
    }

    /** The first block's z. */
    public int minBlockZ() {
        return z << 4;
    }

    /** The position packed in a long (x low, z high), as the game packs it. */
    public long asLong() {
        return (long) x & 0xFFFFFFFFL | ((long) z & 0xFFFFFFFFL) << 32;
    }

    /** The square of the distance from this chunk's centre to a block position. */
    public double distanceSquaredTo(double blockX, double blockZ) {
        double dx = minBlockX() + 8 - blockX;
        double dz = minBlockZ() + 8 - blockZ;
        return dx * dx + dz * dz;
    }
}
