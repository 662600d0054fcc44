package org.terrainexplorer.world.carver;

/**
 * What is known of a tunnel's walk so far (see {@link TunnelStart}): the ellipsoids the game carves along it, in
 * order, with the step each belongs to; whether the walk has ended; and, when it ended at a split, the two branches
 * (carved after it). A room is a tunnel of one ellipsoid that carves without the reach test. Immutable: a longer
 * walk is a new {@code Tunnel} (it may share the arrays, whose first {@link #count} entries never change).
 */
final class Tunnel {

    /** Per ellipsoid, at {@code 5 · i}: centre x, y, z, horizontal and vertical radius, in the order carved. */
    final double[] ellipsoids;
    /** The step of each ellipsoid, for the game's reach test. */
    final int[] step;
    /** The number of ellipsoids known. */
    final int count;
    /** Whether the walk has ended (no ellipsoid follows the known ones). */
    final boolean done;
    /** The tunnel's step count (the reach test's length), or −1 for a room (no reach test). */
    final int distance;
    /** The tunnel's thickness (the reach test's margin). */
    final float thickness;
    /** The skip test: a cave's floor level, or NaN for a canyon. */
    final double floorLevel;
    /** A canyon's width factor per level above the generation bottom, or null for a cave. */
    final float[] widths;
    /** The branches the tunnel split into (when done at a split), or null. */
    final TunnelStart left;
    final TunnelStart right;

    Tunnel(double[] ellipsoids, int[] step, int count, boolean done, int distance, float thickness, double floorLevel,
           float[] widths, TunnelStart left, TunnelStart right) {
        this.ellipsoids = ellipsoids;
        this.step = step;
        this.count = count;
        this.done = done;
        this.distance = distance;
        this.thickness = thickness;
        this.floorLevel = floorLevel;
        this.widths = widths;
        this.left = left;
        this.right = right;
    }

    /** A room: one ellipsoid, no reach test. */
    static Tunnel room(double x, double y, double z, double horizontal, double vertical, double floorLevel) {
        return new Tunnel(new double[] {x, y, z, horizontal, vertical}, new int[] {0}, 1, true, -1, 0.0F,
            floorLevel, null, null, null);
    }
}
