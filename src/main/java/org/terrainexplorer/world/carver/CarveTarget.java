package org.terrainexplorer.world.carver;

/**
 * The chunk being carved, as the carvers see it: its blocks (palette ids, with the chunk's heightmaps kept up as
 * the game's {@code ProtoChunk.setBlockState} keeps them), its aquifer, its surface rule and the world's biome
 * source. The chunk generator implements it over its worker.
 */
public interface CarveTarget {

    /** The palette id of block (x, y, z), which lies in the chunk. */
    int block(int x, int y, int z);

    /** Sets block (x, y, z) and updates the chunk's heightmaps. */
    void set(int x, int y, int z, int id);

    /**
     * What the aquifer puts in an open block ({@code Aquifer.computeSubstance} at density 0): the palette id of
     * air, water or lava, or −1 where an aquifer barrier keeps it solid.
     */
    int substance(int x, int y, int z);

    /**
     * The block the surface rule puts at (x, y, z) as the top of a column a carver cut down to it ({@code
     * SurfaceSystem.topMaterial}: stone depth 1 above and below, water above when {@code fluidAbove}), or −1 for
     * none.
     */
    int topMaterial(int x, int y, int z, boolean fluidAbove);

    /** The biome the world's biome source gives at the corner of chunk (chunkX, chunkZ), at quart y 0. */
    String startBiome(int chunkX, int chunkZ);
}
