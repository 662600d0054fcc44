package org.terrainexplorer.world.carver;

import java.util.function.Supplier;

/**
 * A tunnel (or room, or ravine) a started carver will walk: where it begins, how far it can get, and its walk,
 * done the first time a chunk it may reach asks for it and then kept. A chunk is not reached (and the walk is not
 * needed there) when it lies further than the tunnel's steps and its widest radius from the start (each step moves
 * at most one block across), or when the game's reach test fails at the tunnel's first carving step (the game
 * then gives up on the tunnel for that chunk). Thread-safe: the walk is a pure function of the start; two threads
 * may both do it, to the same tunnel.
 */
final class TunnelStart {

    private final double x;
    private final double z;
    private final double reach;
    /** Where the cave (or ravine) this tunnel belongs to began. */
    final Started.Origin origin;
    /** The tunnel's first carving step alone, where the game first tests its reach; null when unknown. */
    private final Tunnel first;
    private Supplier<Tunnel> walk;
    private volatile Tunnel walked;

    /**
     * A tunnel beginning at (x, z) whose ellipsoids stay within {@code reach} blocks of it across; {@code first} is
     * its first carving step (the walk up to it alone), or null if the tunnel may branch before carving.
     */
    TunnelStart(Started.Origin origin, double x, double z, double reach, Tunnel first, Supplier<Tunnel> walk) {
        this.origin = origin;
        this.x = x;
        this.z = z;
        this.reach = reach;
        this.first = first;
        this.walk = walk;
    }

    /** A tunnel walked already (a room). */
    TunnelStart(Started.Origin origin, double x, double z, Tunnel walked) {
        this.origin = origin;
        this.x = x;
        this.z = z;
        this.reach = Double.POSITIVE_INFINITY;
        this.first = null;
        this.walked = walked;
    }

    /** Whether the tunnel may carve into the chunk whose first block is (chunkMinX, chunkMinZ). */
    boolean mayReach(int chunkMinX, int chunkMinZ) {
        double dx = Math.max(Math.max(chunkMinX - 1 - x, x - chunkMinX - 17), 0.0);
        double dz = Math.max(Math.max(chunkMinZ - 1 - z, z - chunkMinZ - 17), 0.0);
        if (dx * dx + dz * dz > reach * reach) {
            return false;
        }
        return first == null || first.count == 0 || ChunkCarver.canReach(chunkMinX + 7, chunkMinZ + 7,
            first.ellipsoids[0], first.ellipsoids[2], first.step[0], first.distance, first.thickness);
    }

    /** The walked tunnel. */
    Tunnel tunnel() {
        Tunnel t = walked;
        if (t == null) {
            Supplier<Tunnel> w = walk;
            t = w == null ? walked : w.get();
            walked = t;
            walk = null;
        }
        return t;
    }

    /** The bound on a walk's reach: its steps (each at most a block, with float slack) and its widest radius. */
    static double reach(int steps, double widestRadius) {
        return steps * 1.001 + Math.abs(widestRadius) + 3.0;
    }
}
