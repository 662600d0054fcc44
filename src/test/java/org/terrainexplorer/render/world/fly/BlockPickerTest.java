package org.terrainexplorer.render.world.fly;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Picking the block under the pointer by walking a ray. */
class BlockPickerTest {

    private final FakeFeed feed = new FakeFeed(10, BlockState.STONE);
    private final Map<ChunkPos, ChunkData> chunks = new HashMap<>();

    private ChunkData chunk(ChunkPos p) {
        if (!chunks.containsKey(p)) {
            feed.deliver(p);
            chunks.put(p, feed.get(p));
        }
        return chunks.get(p);
    }

    @Test
    @DisplayName("straight down onto flat ground: the top block under the eye")
    void down() {
        int[] hit = BlockPicker.pick(this::chunk, Cuts.NONE, 5.5, 40, -3.5, new double[] {0, -1, 0}, 100);
        assertArrayEquals(new int[] {5, 9, -4}, hit);
    }

    @Test
    @DisplayName("a slanted ray across chunk borders meets the ground where a line through it does")
    void slanted() {
        double[] d = {3, -1, 2};
        double n = Math.sqrt(14);
        d = new double[] {d[0] / n, d[1] / n, d[2] / n};
        // From y 30.5 the ray falls 20.5 blocks to y 10, the ground's top, at 61.5 east and 41 south.
        int[] hit = BlockPicker.pick(this::chunk, Cuts.NONE, 0.25, 30.5, 0.25, d, 200);
        assertArrayEquals(new int[] {61, 9, 41}, hit);
    }

    @Test
    @DisplayName("cut blocks and chunks not at hand are passed through; nothing within reach is null")
    void cutsAndGaps() {
        int[] hit = BlockPicker.pick(this::chunk, Cuts.above(4), 5.5, 40, 5.5, new double[] {0, -1, 0}, 100);
        assertArrayEquals(new int[] {5, 4, 5}, hit);
        assertNull(BlockPicker.pick(p -> null, Cuts.NONE, 5.5, 40, 5.5, new double[] {0, -1, 0}, 100));
        assertNull(BlockPicker.pick(this::chunk, Cuts.NONE, 5.5, 40, 5.5, new double[] {0, -1, 0}, 20), "out of reach");
        assertNull(BlockPicker.pick(this::chunk, Cuts.NONE, 5.5, 40, 5.5, new double[] {0, 1, 0}, 500), "up into the sky");
    }
}
