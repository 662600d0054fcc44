package org.terrainexplorer.world.carver;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * A tunnel (or room, or ravine) a started carver walks: where it begins, how far it can get, and its walk, done as
 * far as the chunks that asked needed it and kept. A chunk needs a walk only up to where the game's reach test
 * first fails for it, or where the tunnel (with its branches) can no longer get back to the chunk (each step moves
 * at most one block across and up), so a walk is made only that far, and longer when another chunk needs more.
 *
 * <p>Thread-safe: the walk goes on under this object's lock; what is known is published as an immutable {@link
 * Tunnel} through a volatile field, so readers need no lock. The walk is a pure function of the start.
 */
final class TunnelStart {

    /** Where the cave (or ravine) this tunnel belongs to began. */
    final Started.Origin origin;
    private final double x;
    private final double z;
    /** The most blocks across any ellipsoid of the walk (branches included) lies from the start, radius included. */
    private final double reach;
    /** The widest horizontal and vertical radius of any ellipsoid of the walk (branches included). */
    final double widest;
    final double tallest;
    private Supplier<Walk> make;
    private Walk walk;
    private double[] ellipsoids;
    private int[] steps;
    private int count;
    private volatile Tunnel known;

    /**
     * A tunnel beginning at (x, z) of {@code steps} steps whose ellipsoids are at most {@code widest} across and
     * {@code tallest} up; its walk made by {@code make} when first needed.
     */
    TunnelStart(Started.Origin origin, double x, double z, int steps, double widest, double tallest,
                Supplier<Walk> make) {
        this.origin = origin;
        this.x = x;
        this.z = z;
        this.widest = Math.abs(widest);
        this.tallest = Math.abs(tallest);
        this.reach = steps * 1.001 + this.widest + 3.0;
        this.make = make;
    }

    /** A tunnel walked already (a room). */
    TunnelStart(Started.Origin origin, Tunnel walked) {
        this.origin = origin;
        this.x = walked.ellipsoids[0];
        this.z = walked.ellipsoids[2];
        this.widest = walked.ellipsoids[3];
        this.tallest = walked.ellipsoids[4];
        this.reach = Double.POSITIVE_INFINITY;
        this.known = walked;
    }

    /**
     * Whether the tunnel may carve into the chunk whose first block is (chunkMinX, chunkMinZ): not when the chunk
     * is beyond its reach, nor when the game's reach test fails at its first carving step.
     */
    boolean mayReach(int chunkMinX, int chunkMinZ) {
        double dx = Math.max(Math.max(chunkMinX - 1 - x, x - chunkMinX - 17), 0.0);
        double dz = Math.max(Math.max(chunkMinZ - 1 - z, z - chunkMinZ - 17), 0.0);
        if (dx * dx + dz * dz > reach * reach) {
            return false;
        }
        Tunnel first = walked(1);
        return first.count == 0 || first.distance < 0 || ChunkCarver.canReach(chunkMinX + 7, chunkMinZ + 7,
            first.ellipsoids[0], first.ellipsoids[2], first.step[0], first.distance, first.thickness);
    }

    /** The walk known so far, walked on until it holds at least {@code atLeast} ellipsoids or has ended. */
    Tunnel walked(int atLeast) {
        Tunnel t = known;
        if (t != null && (t.done || t.count >= atLeast)) {
            return t;
        }
        return walkOn(atLeast);
    }

    /** The whole walk. */
    Tunnel whole() {
        return walked(Integer.MAX_VALUE);
    }

    private synchronized Tunnel walkOn(int atLeast) {
        Tunnel t = known;
        if (t != null && (t.done || t.count >= atLeast)) {
            return t;
        }
        if (walk == null) {
            walk = make.get();
            make = null;
            int capacity = Math.max(1, walk.capacity());
            ellipsoids = new double[5 * capacity];
            steps = new int[capacity];
        }
        boolean done = walk.advance(this, Math.max(atLeast, count + 8));
        t = new Tunnel(ellipsoids, steps, count, done, walk.distance(), walk.thickness(), walk.floorLevel(),
            walk.widths(), walk.left(), walk.right());
        if (done) {
            walk = null;
        }
        known = t;
        return t;
    }

    /** Adds the walk's next ellipsoid (called by the walk, under the lock). */
    void add(double cx, double cy, double cz, double horizontal, double vertical, int step) {
        if (count == steps.length) {
            ellipsoids = Arrays.copyOf(ellipsoids, 10 * count);
            steps = Arrays.copyOf(steps, 2 * count);
        }
        int k = 5 * count;
        ellipsoids[k] = cx;
        ellipsoids[k + 1] = cy;
        ellipsoids[k + 2] = cz;
        ellipsoids[k + 3] = horizontal;
        ellipsoids[k + 4] = vertical;
        steps[count++] = step;
    }

    /** The number of ellipsoids added so far (for the walk). */
    int count() {
        return count;
    }

    /** The number of ellipsoids of the whole walk and its branches (walking them). */
    int ellipsoids() {
        Tunnel t = whole();
        return t.count + (t.left == null ? 0 : t.left.ellipsoids() + t.right.ellipsoids());
    }

    /** A tunnel's walk, resumable: the game's loop, stepped on demand. */
    interface Walk {

        /** Walks on until the tunnel holds {@code count} ellipsoids or ends; returns whether it ended. */
        boolean advance(TunnelStart into, int count);

        /** The most ellipsoids the walk can give (its steps to the end or the split). */
        int capacity();

        int distance();

        float thickness();

        double floorLevel();

        float[] widths();

        TunnelStart left();

        TunnelStart right();
    }
}
