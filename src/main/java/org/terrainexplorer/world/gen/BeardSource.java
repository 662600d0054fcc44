package org.terrainexplorer.world.gen;

/**
 * Where a chunk's structures come from at the noise stage: the terrain adaptation of the structure starts whose
 * boxes reach the chunk (see {@link Beard}). A pure function of the chunk's position for a seeded world, safe to
 * call from any thread.
 */
@FunctionalInterface
public interface BeardSource {

    /** The beard of chunk (chunkX, chunkZ). */
    Beard beard(int chunkX, int chunkZ);

    /** No structures anywhere. */
    BeardSource NONE = (x, z) -> Beard.NONE;
}
