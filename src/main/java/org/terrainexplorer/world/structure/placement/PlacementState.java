package org.terrainexplorer.world.structure.placement;

/**
 * What placements read of a seeded world (the game's {@code ChunkGeneratorStructureState}): the seed, the other
 * sets' placements (for exclusion zones) and the concentric rings' positions.
 */
public interface PlacementState {

    /** The world seed. */
    long seed();

    /** The placement of a structure set by id, or null if the world has no such set. */
    StructurePlacement placementOf(String setId);

    /**
     * Whether a chunk is one of a concentric-rings placement's positions (the game's {@code getRingPositionsFor}
     * containing it). Only the positions that a biome search could have moved there need searching.
     */
    boolean isRingChunk(ConcentricRings rings, int chunkX, int chunkZ);
}
