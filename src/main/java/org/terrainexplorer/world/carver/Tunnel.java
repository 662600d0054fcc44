package org.terrainexplorer.world.carver;

import java.util.Arrays;

/**
 * One tunnel of a carver started in some chunk, walked once: the ellipsoids the game carves along it, in order,
 * with the step each belongs to, and the two branches it splits into (carved after it). A room is a tunnel of one
 * ellipsoid that carves without the reach test. Which ellipsoids reach a chunk is decided as the game decides it
 * when it replays the walk for that chunk (see {@link ChunkCarver}); the walk itself depends on the starting chunk
 * alone, so it is done once. Immutable.
 */
final class Tunnel {

    /** Centres and radii of the ellipsoids, in the order carved. */
    final double[] x;
    final double[] y;
    final double[] z;
    final double[] horizontal;
    final double[] vertical;
    /** The step of each ellipsoid, for the game's reach test. */
    final int[] step;
    final int count;
    /** The tunnel's step count (the reach test's length), or −1 for a room (no reach test). */
    final int distance;
    /** The tunnel's thickness (the reach test's margin). */
    final float thickness;
    /** The skip test: a cave's floor level, or NaN for a canyon. */
    final double floorLevel;
    /** A canyon's width factor per level above the generation bottom, or null for a cave. */
    final float[] widths;
    /** The branches the tunnel splits into, or null. */
    final Tunnel left;
    final Tunnel right;
    /** The blocks this tunnel and its branches can touch: x, y and z ranges (inclusive, with a margin). */
    final int minX;
    final int maxX;
    final int minY;
    final int maxY;
    final int minZ;
    final int maxZ;

    private Tunnel(Builder b, Tunnel left, Tunnel right) {
        count = b.count;
        x = Arrays.copyOf(b.x, count);
        y = Arrays.copyOf(b.y, count);
        z = Arrays.copyOf(b.z, count);
        horizontal = Arrays.copyOf(b.horizontal, count);
        vertical = Arrays.copyOf(b.vertical, count);
        step = Arrays.copyOf(b.step, count);
        distance = b.distance;
        thickness = b.thickness;
        floorLevel = b.floorLevel;
        widths = b.widths;
        this.left = left;
        this.right = right;
        int x0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y0 = Integer.MAX_VALUE;
        int y1 = Integer.MIN_VALUE;
        int z0 = Integer.MAX_VALUE;
        int z1 = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            x0 = Math.min(x0, (int) Math.floor(x[i] - horizontal[i]) - 1);
            x1 = Math.max(x1, (int) Math.floor(x[i] + horizontal[i]) + 1);
            y0 = Math.min(y0, (int) Math.floor(y[i] - vertical[i]) - 2);
            y1 = Math.max(y1, (int) Math.floor(y[i] + vertical[i]) + 2);
            z0 = Math.min(z0, (int) Math.floor(z[i] - horizontal[i]) - 1);
            z1 = Math.max(z1, (int) Math.floor(z[i] + horizontal[i]) + 1);
        }
        for (Tunnel t : new Tunnel[] {left, right}) {
            if (t != null) {
                x0 = Math.min(x0, t.minX);
                x1 = Math.max(x1, t.maxX);
                y0 = Math.min(y0, t.minY);
                y1 = Math.max(y1, t.maxY);
                z0 = Math.min(z0, t.minZ);
                z1 = Math.max(z1, t.maxZ);
            }
        }
        minX = x0;
        maxX = x1;
        minY = y0;
        maxY = y1;
        minZ = z0;
        maxZ = z1;
    }

    /** Whether this tunnel or a branch may touch the chunk whose first block is (chunkMinX, chunkMinZ). */
    boolean mayTouch(int chunkMinX, int chunkMinZ) {
        return maxX >= chunkMinX && minX <= chunkMinX + 15 && maxZ >= chunkMinZ && minZ <= chunkMinZ + 15;
    }

    /** The number of ellipsoids in this tunnel and its branches. */
    int ellipsoids() {
        return count + (left == null ? 0 : left.ellipsoids() + right.ellipsoids());
    }

    /** Collects a tunnel's ellipsoids as they are walked. */
    static final class Builder {
        private double[] x = new double[32];
        private double[] y = new double[32];
        private double[] z = new double[32];
        private double[] horizontal = new double[32];
        private double[] vertical = new double[32];
        private int[] step = new int[32];
        private int count;
        private final int distance;
        private final float thickness;
        private final double floorLevel;
        private final float[] widths;

        Builder(int distance, float thickness, double floorLevel, float[] widths) {
            this.distance = distance;
            this.thickness = thickness;
            this.floorLevel = floorLevel;
            this.widths = widths;
        }

        void add(double cx, double cy, double cz, double h, double v, int s) {
            if (count == x.length) {
                int n = count * 2;
                x = Arrays.copyOf(x, n);
                y = Arrays.copyOf(y, n);
                z = Arrays.copyOf(z, n);
                horizontal = Arrays.copyOf(horizontal, n);
                vertical = Arrays.copyOf(vertical, n);
                step = Arrays.copyOf(step, n);
            }
            x[count] = cx;
            y[count] = cy;
            z[count] = cz;
            horizontal[count] = h;
            vertical[count] = v;
            step[count] = s;
            count++;
        }

        Tunnel build(Tunnel left, Tunnel right) {
            return new Tunnel(this, left, right);
        }
    }
}
