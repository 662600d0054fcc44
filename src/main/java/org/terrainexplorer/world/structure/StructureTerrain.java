package org.terrainexplorer.world.structure;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * What structure placement reads of a seeded world: the terrain of the noise stage without structures (the game's
 * base heights and columns), biomes as the biome source gives them at a quart, and the world's extent. Pure
 * functions of position; safe to call from any thread.
 */
public interface StructureTerrain {

    /** The lowest y of the dimension. */
    int minY();

    /** The dimension's height. */
    int height();

    /** The lowest y of the noise ({@code chunkGenerator.getMinY()}). */
    int noiseMinY();

    /** The noise's height ({@code chunkGenerator.getGenDepth()}). */
    int genDepth();

    /** The sea level. */
    int seaLevel();

    /** The game's {@code getBaseHeight}: one above the top block the heightmap counts, the world's bottom if none. */
    int baseHeight(int x, int z, Heightmap type);

    /** The game's {@code getFirstOccupiedHeight}: {@link #baseHeight} − 1. */
    default int firstOccupiedHeight(int x, int z, Heightmap type) {
        return baseHeight(x, z, type) - 1;
    }

    /** The game's {@code getFirstFreeHeight}: {@link #baseHeight}. */
    default int firstFreeHeight(int x, int z, Heightmap type) {
        return baseHeight(x, z, type);
    }

    /** The game's {@code getBaseColumn}: the noise stage's blocks down a column. */
    Column baseColumn(int x, int z);

    /** The biome the biome source gives at a quart ({@code getNoiseBiome}). */
    String biome(int quartX, int quartY, int quartZ);

    /**
     * Whether the biome at the quart of block (x, y, z) is cold enough to snow at that block, as the game's
     * {@code Biome.coldEnoughToSnow} with the world's sea level (a ruined portal's {@code cold}).
     */
    boolean coldEnoughToSnow(int x, int y, int z);

    /** The biomes the biome source can give. */
    List<String> possibleBiomes();

    /** A column of the noise stage's blocks: air outside [minY, minY + height). */
    interface Column {
        BlockState state(int y);
    }
}
