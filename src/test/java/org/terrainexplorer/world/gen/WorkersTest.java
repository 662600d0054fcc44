package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.ref.WeakReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.TestWorlds;

class WorkersTest {

    @Test
    @DisplayName("a worker is lent to one call at a time and the one given back is lent next")
    void lendsOneAtATime() {
        int[] made = {0};
        Workers<int[]> workers = new Workers<>(() -> new int[] {made[0]++});
        int[] a = workers.take();
        int[] b = workers.take();
        assertNotSame(a, b);
        workers.give(a);
        assertSame(a, workers.take());
        workers.give(b);
        workers.give(a);
        assertSame(b, workers.take(), "the first slot holds b");
    }

    @Test
    @DisplayName("a dropped world's generator and sampler state goes with it, though the pool's threads live on")
    void droppedWorldIsCollected() throws Exception {
        try (RenderPool pool = new RenderPool(2)) {
            WeakReference<RandomState> world = generateAndDrop(pool);
            for (int i = 0; i < 50 && world.get() != null; i++) {
                System.gc();
                Thread.sleep(20);
            }
            assertNull(world.get(), "the pool's threads keep no worker of a dropped world");
        }
    }

    private static WeakReference<RandomState> generateAndDrop(RenderPool pool) {
        RandomState state = new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 42L);
        WorldGenerator generator = new WorldGenerator(state);
        WorldSampler sampler = new WorldSampler(state);
        pool.forEach(4, i -> {
            generator.generateSurface(new ChunkPos(i, 0), () -> false);
            sampler.biome(i * 16, 64, 0);
        });
        return new WeakReference<>(state);
    }
}
