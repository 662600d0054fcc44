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
 * @param startX  where its first cave or ravine began
 * @param startY  its y
 * @param startZ  its z
 * @param tunnels its tunnels and rooms, in order
 */
public record Started(CarverConfig config, int index, int chunkX, int chunkZ, double startX, double startY,
                      double startZ, List<TunnelStart> tunnels) {

    /** The number of ellipsoids it carves, branches included (walking every tunnel). */
    public int ellipsoids() {
        int n = 0;
        for (TunnelStart t : tunnels) {
            n += t.tunnel().ellipsoids();
        }
        return n;
    }
}
