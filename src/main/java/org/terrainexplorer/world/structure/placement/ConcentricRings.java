package org.terrainexplorer.world.structure.placement;

import java.util.Set;

/**
 * The game's {@code concentric_rings} (strongholds): {@code count} chunks on rings around the origin, {@code spread}
 * on the first, each moved to a preferred biome found nearby.
 *
 * @param distance        the rings' spacing, in chunks (× 6 per ring, from 4)
 * @param spread          how many on the first ring
 * @param count           how many in all
 * @param preferredBiomes the biomes a position is moved to (within 112 blocks)
 */
public record ConcentricRings(Common common, int distance, int spread, int count, Set<String> preferredBiomes)
    implements StructurePlacement {

    @Override
    public boolean isPlacementChunk(PlacementState state, int chunkX, int chunkZ) {
        return state.isRingChunk(this, chunkX, chunkZ);
    }
}
