package org.terrainexplorer.world.carver;

import java.util.List;

/**
 * A carver that started in a chunk: which one, where it began and the tunnels (and rooms) it walks, in the order
 * the game carves them. Immutable; shared by every chunk it reaches.
 *
 * @param config  the configured carver
 * @param index   its index in the starting biome's list (its random's salt)
 * @param chunkX  the starting chunk's x
 * @param chunkZ  the starting chunk's z
 * @param tunnels its tunnels and rooms, in order (none if it drew no cave)
 */
public record Started(CarverConfig config, int index, int chunkX, int chunkZ, List<TunnelStart> tunnels) {

    /**
     * Where one of its caves (or its ravine) began: every tunnel, room and branch of that cave starts from it.
     *
     * @param x block x (the centre of a block column)
     * @param y y
     * @param z z
     */
    public record Origin(double x, double y, double z) {
    }

    /** The number of ellipsoids it carves, branches included (walking every tunnel). */
    public int ellipsoids() {
        int n = 0;
        for (TunnelStart t : tunnels) {
            n += t.ellipsoids();
        }
        return n;
    }
}
