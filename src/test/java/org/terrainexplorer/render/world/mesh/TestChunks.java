package org.terrainexplorer.render.world.mesh;

import java.util.List;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Made-up chunks for mesh tests: y from 0 to 63, each block a function of its world position. */
final class TestChunks {

    /** Which block at a world position: an index into {@link #STATES}. */
    interface Pattern {
        int block(int x, int y, int z);
    }

    static final int AIR = 0;
    static final int STONE = 1;
    static final int DIRT = 2;
    static final int WATER = 3;
    static final int LAVA = 4;
    static final int SAND = 5;
    static final List<BlockState> STATES = List.of(BlockState.AIR, BlockState.STONE, BlockState.of("minecraft:dirt"),
        BlockState.WATER, BlockState.LAVA, BlockState.of("minecraft:sand"));
    static final int MIN_Y = 0;
    static final int HEIGHT = 64;

    final BlockPalette palette;
    private final int[] ids;
    private final Pattern pattern;

    TestChunks(Pattern pattern) {
        BlockPalette.Builder b = new BlockPalette.Builder();
        ids = new int[STATES.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = b.add(STATES.get(i));
        }
        palette = b.build();
        this.pattern = pattern;
    }

    /** The block index (into {@link #STATES}) at a world position; air outside the height. */
    int at(int x, int y, int z) {
        return y < MIN_Y || y >= MIN_Y + HEIGHT ? AIR : pattern.block(x, y, z);
    }

    ChunkData chunk(int cx, int cz) {
        ChunkPos pos = new ChunkPos(cx, cz);
        short[] blocks = new short[HEIGHT << 8];
        int[] surface = new int[256];
        int[] floor = new int[256];
        for (int y = 0; y < HEIGHT; y++) {
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int b = pattern.block(pos.minBlockX() + x, MIN_Y + y, pos.minBlockZ() + z);
                    blocks[y << 8 | z << 4 | x] = (short) ids[b];
                    if (b != AIR) {
                        surface[z << 4 | x] = MIN_Y + y + 1;
                        if (b != WATER && b != LAVA) {
                            floor[z << 4 | x] = MIN_Y + y + 1;
                        }
                    }
                }
            }
        }
        return new ChunkData(pos, MIN_Y, HEIGHT, palette, List.of("minecraft:plains"), blocks, surface, floor,
            new short[(HEIGHT >> 2) << 4]);
    }

    /** A chunk with its four neighbours. */
    ChunkNeighbours around(int cx, int cz) {
        return new ChunkNeighbours(chunk(cx, cz), chunk(cx, cz - 1), chunk(cx, cz + 1), chunk(cx + 1, cz),
            chunk(cx - 1, cz));
    }
}
