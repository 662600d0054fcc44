package org.terrainexplorer.world.chunk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;

@DisplayName("A chunk source")
class ChunkSourceTest {

    private static final ChunkPos HERE = new ChunkPos(0, 0);
    private static final ChunkPos HOLE = new ChunkPos(1, 0);
    private static final ChunkPos BROKEN = new ChunkPos(2, 0);

    private static void waitFor(java.util.function.BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out");
            }
            Thread.sleep(5);
        }
    }

    @Test
    @DisplayName("keeps a chunk its maker says the world lacks as not generated and does not ask for it again; a "
        + "maker that throws is reported and the other chunks still come")
    void notGeneratedChunks() throws InterruptedException {
        Map<ChunkPos, AtomicInteger> asked = new ConcurrentHashMap<>();
        List<ChunkPos> heard = new CopyOnWriteArrayList<>();
        List<String> failures = new CopyOnWriteArrayList<>();
        try (RenderPool pool = new RenderPool(2)) {
            ChunkSource<String> source = new ChunkSource<>((pos, cancelled) -> {
                asked.computeIfAbsent(pos, p -> new AtomicInteger()).incrementAndGet();
                if (pos.equals(BROKEN)) {
                    throw new IllegalStateException("broken");
                }
                return pos.equals(HOLE) ? null : "chunk " + pos.x();
            }, s -> 100, pool::execute, 1, 1 << 20);
            source.addListener((pos, data) -> heard.add(pos));
            source.addFailureListener((pos, e) -> failures.add(pos + " " + e.getMessage()));
            source.request(List.of(BROKEN, HOLE, HERE), 0, 0);
            waitFor(() -> heard.size() == 3);
            assertEquals("chunk 0", source.get(HERE));
            assertFalse(source.notGenerated(HERE));
            assertNull(source.get(HOLE));
            assertTrue(source.notGenerated(HOLE));
            assertTrue(source.notGenerated(BROKEN));
            assertEquals(1, failures.size(), failures.toString());
            assertTrue(failures.get(0).endsWith("broken"), failures.get(0));

            ChunkPos next = new ChunkPos(3, 0);
            source.request(List.of(HERE, HOLE, BROKEN, next), 0, 0);
            waitFor(() -> source.get(next) != null);
            assertEquals(1, asked.get(HOLE).get(), "asked once");
            assertEquals(1, asked.get(BROKEN).get(), "asked once");
            assertEquals(4, source.stats().cached());
        }
    }
}
