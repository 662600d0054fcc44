package org.terrainexplorer.export;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;

/** A made-up world for export tests: y from 0 to 399, the block at each position a function of it. */
final class PatternWorld implements ChunkGenerator {

    /** Which block: 0 air, else an index into {@link #STATES}. */
    interface Pattern {
        int block(int x, int y, int z);
    }

    static final List<BlockState> STATES = List.of(BlockState.AIR, BlockState.STONE, BlockState.of("minecraft:dirt"),
        BlockState.WATER, BlockState.of("minecraft:sand"), BlockState.of("example:glowing_thing"));
    static final int HEIGHT = 400;

    private final BlockPalette palette;
    private final int[] ids;
    private final Pattern pattern;

    PatternWorld(Pattern pattern) {
        BlockPalette.Builder b = new BlockPalette.Builder();
        ids = new int[STATES.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = b.add(STATES.get(i));
        }
        this.palette = b.build();
        this.pattern = pattern;
    }

    @Override
    public ChunkData generate(ChunkPos pos, BooleanSupplier cancelled) {
        short[] blocks = new short[HEIGHT << 8];
        for (int y = 0; y < HEIGHT; y++) {
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    blocks[y << 8 | z << 4 | x] = (short) ids[pattern.block(pos.minBlockX() + x, y, pos.minBlockZ() + z)];
                }
            }
        }
        return new ChunkData(pos, 0, HEIGHT, palette, List.of("minecraft:plains"), blocks, new int[256],
            new int[256], new short[(HEIGHT >> 2) << 4]);
    }

    /** A box of this world, read on one thread. */
    VoxelBox box(int x, int y, int z, int sx, int sy, int sz) {
        try (RenderPool pool = new RenderPool(1)) {
            return VoxelBox.read(this, 0, HEIGHT, x, y, z, sx, sy, sz, pool, n -> { }, () -> false);
        }
    }
}
