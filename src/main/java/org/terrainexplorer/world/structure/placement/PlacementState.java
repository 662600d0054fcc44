package org.terrainexplorer.world.structure.placement;

import java.util.List;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * What placements read of a seeded world (the game's {@code ChunkGeneratorStructureState}): the seed, the other
 * sets' placements (for exclusion zones) and the concentric rings' positions.
 */
public interface PlacementState {

    /** The world seed. */
    long seed();

    /** The placement of a structure set by id, or null if the world has no such set. */
    StructurePlacement placementOf(String setId);

    /** The chunks of a concentric-rings placement, in the game's order (computed when first asked for). */
    List<ChunkPos> ringPositions(ConcentricRings rings);
}
