package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A lazy value is made once, whoever asks first, and every thread gets that one. */
class LazyTest {

    @Test
    void madeOnceForThreadsAskingAtOnce() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            for (int round = 0; round < 50; round++) {
                AtomicInteger made = new AtomicInteger();
                Lazy<Object> lazy = new Lazy<>(() -> {
                    made.incrementAndGet();
                    return new Object();
                });
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Object>> got = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    got.add(pool.submit(() -> {
                        start.await();
                        return lazy.get();
                    }));
                }
                start.countDown();
                Object first = got.get(0).get();
                for (Future<Object> f : got) {
                    assertSame(first, f.get());
                }
                assertSame(first, lazy.get());
                assertEquals(1, made.get(), "made in round " + round);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void notMadeUntilAsked() {
        AtomicInteger made = new AtomicInteger();
        Lazy<String> lazy = new Lazy<>(() -> "v" + made.incrementAndGet());
        assertEquals(0, made.get());
        assertEquals("v1", lazy.get());
        assertEquals("v1", lazy.get());
        assertEquals(1, made.get());
    }
}
