package org.terrainexplorer.render.world.fly;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A feed for tests: chunks arrive only when the test delivers them. Every chunk is flat ground {@code ground}
 * blocks high (y 0 to 31) of one block, so each shown mesh is one quad.
 */
final class FakeFeed implements ChunkFeed {

    static final BlockPalette PALETTE = palette();
    private final Map<ChunkPos, ChunkData> chunks = new ConcurrentHashMap<>();
    private final Set<ChunkPos> missing = ConcurrentHashMap.newKeySet();
    private final List<Consumer<ChunkPos>> listeners = new CopyOnWriteArrayList<>();
    private final int ground;
    private final BlockState block;
    volatile List<ChunkPos> lastRequest = List.of();
    volatile double focusX;
    volatile double focusZ;

    FakeFeed(int ground, BlockState block) {
        this.ground = ground;
        this.block = block;
    }

    private static BlockPalette palette() {
        BlockPalette.Builder b = new BlockPalette.Builder();
        b.add(BlockState.AIR);
        b.add(BlockState.STONE);
        b.add(BlockState.of("minecraft:sand"));
        return b.build();
    }

    @Override
    public void request(List<ChunkPos> mostUrgentFirst, double focusX, double focusZ) {
        lastRequest = List.copyOf(mostUrgentFirst);
        this.focusX = focusX;
        this.focusZ = focusZ;
    }

    @Override
    public ChunkData get(ChunkPos pos) {
        return chunks.get(pos);
    }

    @Override
    public boolean missing(ChunkPos pos) {
        return missing.contains(pos);
    }

    @Override
    public void addArrivalListener(Consumer<ChunkPos> listener) {
        listeners.add(listener);
    }

    /** Makes a chunk and tells the listeners. */
    void deliver(ChunkPos pos) {
        chunks.put(pos, chunk(pos));
        listeners.forEach(l -> l.accept(pos));
    }

    /** Says the world lacks a chunk. */
    void deliverMissing(ChunkPos pos) {
        missing.add(pos);
        listeners.forEach(l -> l.accept(pos));
    }

    /** Delivers every chunk asked for last, in the order asked. */
    void deliverAll() {
        for (ChunkPos p : new ArrayList<>(lastRequest)) {
            if (!chunks.containsKey(p)) {
                deliver(p);
            }
        }
    }

    private ChunkData chunk(ChunkPos pos) {
        int height = 32;
        short[] blocks = new short[height << 8];
        int id = PALETTE.id(block);
        for (int i = 0; i < ground << 8; i++) {
            blocks[i] = (short) id;
        }
        int[] top = new int[256];
        java.util.Arrays.fill(top, ground);
        return new ChunkData(pos, 0, height, PALETTE, List.of("minecraft:plains"), blocks, top, top,
            new short[(height >> 2) << 4]);
    }
}
