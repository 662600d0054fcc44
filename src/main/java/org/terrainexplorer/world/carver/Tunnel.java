package org.terrainexplorer.world.carver;

/**
 * One tunnel of a carver started in some chunk, walked once: the ellipsoids the game carves along it, in order,
 * with the step each belongs to, and the two branches it splits into (carved after it, each walked when a chunk it
 * may reach first asks). A room is a tunnel of one
 * ellipsoid that carves without the reach test. Which ellipsoids reach a chunk is decided as the game decides it
 * when it replays the walk for that chunk (see {@link ChunkCarver}); the walk itself depends on the starting chunk
 * alone, so it is done once. Immutable once built.
 */
final class Tunnel {

    /** Per ellipsoid, at {@code 5 · i}: centre x, y, z, horizontal and vertical radius, in the order carved. */
    final double[] ellipsoids;
    /** The step of each ellipsoid, for the game's reach test. */
    final int[] step;
    /** The number of ellipsoids. */
    int count;
    /** The tunnel's step count (the reach test's length), or −1 for a room (no reach test). */
    final int distance;
    /** The tunnel's thickness (the reach test's margin). */
    final float thickness;
    /** The skip test: a cave's floor level, or NaN for a canyon. */
    final double floorLevel;
    /** A canyon's width factor per level above the generation bottom, or null for a cave. */
    final float[] widths;
    /** The branches the tunnel splits into, or null. */
    TunnelStart left;
    TunnelStart right;
    /** The blocks this tunnel (not its branches) can touch: x, y and z ranges (inclusive, with a margin). */
    int minX;
    int maxX;
    int minY;
    int maxY;
    int minZ;
    int maxZ;
    private double lowX = Double.POSITIVE_INFINITY;
    private double highX = Double.NEGATIVE_INFINITY;
    private double lowY = Double.POSITIVE_INFINITY;
    private double highY = Double.NEGATIVE_INFINITY;
    private double lowZ = Double.POSITIVE_INFINITY;
    private double highZ = Double.NEGATIVE_INFINITY;

    /** A tunnel of at most {@code capacity} ellipsoids, to be filled by {@link #add} and closed by {@link #end}. */
    Tunnel(int capacity, int distance, float thickness, double floorLevel, float[] widths) {
        ellipsoids = new double[5 * capacity];
        step = new int[capacity];
        this.distance = distance;
        this.thickness = thickness;
        this.floorLevel = floorLevel;
        this.widths = widths;
    }

    /** Adds the next ellipsoid. */
    void add(double x, double y, double z, double horizontal, double vertical, int s) {
        int k = 5 * count;
        ellipsoids[k] = x;
        ellipsoids[k + 1] = y;
        ellipsoids[k + 2] = z;
        ellipsoids[k + 3] = horizontal;
        ellipsoids[k + 4] = vertical;
        step[count++] = s;
        if (x - horizontal < lowX) {
            lowX = x - horizontal;
        }
        if (x + horizontal > highX) {
            highX = x + horizontal;
        }
        if (y - vertical < lowY) {
            lowY = y - vertical;
        }
        if (y + vertical > highY) {
            highY = y + vertical;
        }
        if (z - horizontal < lowZ) {
            lowZ = z - horizontal;
        }
        if (z + horizontal > highZ) {
            highZ = z + horizontal;
        }
    }

    /** Closes the tunnel with its branches (or nulls), fixing the ranges it can touch. */
    Tunnel end(TunnelStart l, TunnelStart r) {
        left = l;
        right = r;
        if (count == 0) {
            minX = minY = minZ = Integer.MAX_VALUE;
            maxX = maxY = maxZ = Integer.MIN_VALUE;
        } else {
            minX = (int) Math.floor(lowX) - 1;
            maxX = (int) Math.floor(highX) + 1;
            minY = (int) Math.floor(lowY) - 2;
            maxY = (int) Math.floor(highY) + 2;
            minZ = (int) Math.floor(lowZ) - 1;
            maxZ = (int) Math.floor(highZ) + 1;
        }
        return this;
    }

    /** Whether this tunnel (not its branches) may touch the chunk whose first block is (chunkMinX, chunkMinZ). */
    boolean mayTouch(int chunkMinX, int chunkMinZ) {
        return maxX >= chunkMinX && minX <= chunkMinX + 15 && maxZ >= chunkMinZ && minZ <= chunkMinZ + 15;
    }

    /** The number of ellipsoids in this tunnel and its branches (walking them). */
    int ellipsoids() {
        return count + (left == null ? 0 : left.tunnel().ellipsoids() + right.tunnel().ellipsoids());
    }
}
