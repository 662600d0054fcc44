package org.terrainexplorer.world.chunk;

/**
 * What a map shows of a chunk from above, per column ({@code z · 16 + x}): the top non-air block and the height
 * above it, the top solid block under any water and the height above that, and the biome the chunk stores at
 * the top. Equal to what the full chunk gives (see {@link #of(ChunkData)}); a generator may make it faster.
 *
 * @param pos          the chunk
 * @param worldSurface one above the highest non-air block (the world's min y for an empty column)
 * @param topBlock     palette id of that block (air for an empty column)
 * @param oceanFloor   one above the highest block that is neither air nor fluid
 * @param floorBlock   palette id of that block (air if none)
 * @param biome        index into the world's biome ids of the biome stored for the top block's cell
 */
public record SurfaceData(ChunkPos pos, short[] worldSurface, short[] topBlock, short[] oceanFloor, short[] floorBlock,
                          short[] biome) {

    /** The surface of a generated chunk. */
    public static SurfaceData of(ChunkData chunk) {
        short[] surface = new short[256];
        short[] top = new short[256];
        short[] floor = new short[256];
        short[] floorBlock = new short[256];
        short[] biome = new short[256];
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int i = z << 4 | x;
                int s = chunk.worldSurface(x, z);
                int f = chunk.oceanFloor(x, z);
                surface[i] = (short) s;
                floor[i] = (short) f;
                boolean empty = s <= chunk.minY();
                top[i] = (short) (empty ? BlockPalette.AIR : chunk.block(x, s - 1, z));
                floorBlock[i] = (short) (f <= chunk.minY() ? BlockPalette.AIR : chunk.block(x, f - 1, z));
                biome[i] = (short) chunk.biomeIndex(x, empty ? chunk.minY() : s - 1, z);
            }
        }
        return new SurfaceData(chunk.pos(), surface, top, floor, floorBlock, biome);
    }

    /** The bytes this holds, for caches. */
    public long memoryBytes() {
        return 64 + 5 * (16 + 256 * 2L);
    }
}
