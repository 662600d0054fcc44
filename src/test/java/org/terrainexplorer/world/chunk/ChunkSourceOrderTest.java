package org.terrainexplorer.world.chunk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The chunk source's order of work on a shared pool (one thread here, so the order is visible). */
class ChunkSourceOrderTest {

    private final ThreadPoolExecutor one = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());

    @AfterEach
    void stop() {
        one.shutdownNow();
    }

    private static List<ChunkPos> row(int z, int n) {
        return java.util.stream.IntStream.range(0, n).mapToObj(x -> new ChunkPos(x, z)).toList();
    }

    @Test
    @DisplayName("a source that comes after another waits while that one has chunks to make, then resumes")
    void urgentSourceFirst() throws Exception {
        List<String> order = new CopyOnWriteArrayList<>();
        CountDownLatch firstStarted = new CountDownLatch(1);
        CountDownLatch urgentAsked = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(7);
        ChunkSource<String> map = new ChunkSource<>((pos, c) -> {
            order.add("map " + pos.x());
            firstStarted.countDown();
            await(urgentAsked);
            done.countDown();
            return "m";
        }, s -> 1, one, 1, 1 << 20);
        ChunkSource<String> section = new ChunkSource<>((pos, c) -> {
            order.add("section " + pos.x());
            done.countDown();
            return "s";
        }, s -> 1, one, 1, 1 << 20);
        map.after(section);
        map.request(row(0, 4), 0, 0);
        assertTrue(firstStarted.await(10, TimeUnit.SECONDS));
        section.request(row(1, 3), 0, 16);
        urgentAsked.countDown();
        assertTrue(done.await(10, TimeUnit.SECONDS), "all chunks made: " + order);
        assertEquals(List.of("map 0", "section 0", "section 1", "section 2", "map 1", "map 2", "map 3"), order);
    }

    @Test
    @DisplayName("a pump hands its thread to work queued behind it after each chunk, and carries on after it")
    void stepsAsideForQueuedWork() throws Exception {
        List<String> order = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(3);
        ChunkSource<String> source = new ChunkSource<>((pos, c) -> {
            order.add("chunk " + pos.x());
            if (pos.x() == 0) {
                one.execute(() -> order.add("render"));
            }
            done.countDown();
            return "c";
        }, s -> 1, one, 1, 1 << 20);
        source.stepAsideWhen(() -> !one.getQueue().isEmpty());
        source.request(row(0, 3), 0, 0);
        assertTrue(done.await(10, TimeUnit.SECONDS), "all chunks made: " + order);
        assertEquals(List.of("chunk 0", "render", "chunk 1", "chunk 2"), order);
        // The last chunk is cached just after its generator returns; give the pump that moment.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (source.stats().cached() < 3 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(3, source.stats().cached());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
