package org.terrainexplorer.world.structure.placement;

import org.terrainexplorer.world.structure.BlockPos;

/**
 * Where a structure set may start, as the game's {@code StructurePlacement}: a type's choice of chunks
 * ({@link RandomSpread}, {@link ConcentricRings}), then the frequency reduction, then the exclusion zone.
 */
public sealed interface StructurePlacement permits RandomSpread, ConcentricRings {

    /** What every placement has: the locate offset, the frequency and its reduction, the salt, the exclusion zone. */
    record Common(BlockPos locateOffset, FrequencyReduction reduction, float frequency, int salt,
                  ExclusionZone exclusionZone) {
    }

    /** The common fields. */
    Common common();

    /** The game's {@code isPlacementChunk}: the type's own choice. */
    boolean isPlacementChunk(PlacementState state, int chunkX, int chunkZ);

    /** The game's {@code isStructureChunk}: the type's choice, the frequency and the exclusion zone. */
    default boolean isStructureChunk(PlacementState state, int chunkX, int chunkZ) {
        return isPlacementChunk(state, chunkX, chunkZ) && passesFrequency(state.seed(), chunkX, chunkZ)
            && !excluded(state, chunkX, chunkZ);
    }

    /** The game's {@code applyAdditionalChunkRestrictions}: the frequency reduction. */
    default boolean passesFrequency(long seed, int chunkX, int chunkZ) {
        Common c = common();
        return !(c.frequency() < 1.0F) || c.reduction().shouldGenerate(seed, c.salt(), chunkX, chunkZ, c.frequency());
    }

    /** Whether the exclusion zone forbids the chunk: the other set has a structure chunk within its radius. */
    default boolean excluded(PlacementState state, int chunkX, int chunkZ) {
        ExclusionZone zone = common().exclusionZone();
        return zone != null && zone.forbids(state, chunkX, chunkZ);
    }

    /** The game's {@code getLocatePos}: the chunk's first block moved by the locate offset, at y 0. */
    default BlockPos locatePos(int chunkX, int chunkZ) {
        return new BlockPos(chunkX << 4, 0, chunkZ << 4).offset(common().locateOffset());
    }

    /**
     * The game's exclusion zone: no start where the other structure set has a structure chunk within
     * {@code chunkCount} chunks (a square).
     *
     * @param otherSet   the other set's id
     * @param chunkCount the radius in chunks, 1 to 16
     */
    record ExclusionZone(String otherSet, int chunkCount) {

        boolean forbids(PlacementState state, int chunkX, int chunkZ) {
            StructurePlacement other = state.placementOf(otherSet);
            if (other == null) {
                return false;
            }
            for (int x = chunkX - chunkCount; x <= chunkX + chunkCount; x++) {
                for (int z = chunkZ - chunkCount; z <= chunkZ + chunkCount; z++) {
                    if (other.isStructureChunk(state, x, z)) {
                        return true;
                    }
                }
            }
            return false;
        }
    }
}
