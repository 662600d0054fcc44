package org.terrainexplorer.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RenderPoolTest {

    @Test
    @DisplayName("the pool's threads are daemons with names of their own, so a profile tells them apart")
    void threadsNamedApart() throws Exception {
        try (RenderPool pool = new RenderPool(2)) {
            Set<String> names = ConcurrentHashMap.newKeySet();
            Set<Boolean> daemons = ConcurrentHashMap.newKeySet();
            CountDownLatch both = new CountDownLatch(2);
            for (int i = 0; i < 2; i++) {
                pool.execute(() -> {
                    names.add(Thread.currentThread().getName());
                    daemons.add(Thread.currentThread().isDaemon());
                    both.countDown();
                    try {
                        // Hold the thread until the other task runs too, so two workers are needed.
                        both.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            assertTrue(both.await(10, TimeUnit.SECONDS), "both tasks ran at once");
            assertEquals(Set.of("terrain-render-0", "terrain-render-1"), names);
            assertEquals(Set.of(true), daemons);
        }
    }
}
