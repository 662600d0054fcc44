package org.terrainexplorer.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

@DisplayName("The render scheduler")
class RenderSchedulerTest {

    private final RenderPool pool = new RenderPool(2);
    private final List<Frame> frames = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void close() {
        pool.close();
    }

    private RenderScheduler scheduler(CountDownLatch lastFrame, TerrainParams last) {
        return new RenderScheduler(pool, new RenderScheduler.Listener() {
            @Override
            public void frameReady(Frame frame) {
                frames.add(frame);
                if (!frame.coarse() && frame.params().equals(last)) {
                    lastFrame.countDown();
                }
            }

            @Override
            public void renderFailed(RenderScheduler.Request request, Throwable error) {
                throw new AssertionError(error);
            }
        });
    }

    @Test
    @DisplayName("coalesces a burst of 100 requests into a few renders, ending on the last request's frame")
    void latestWins() throws InterruptedException {
        Viewport view = Viewport.home(256, 256);
        TerrainParams last = TerrainParams.defaults().with(Param.FREQUENCY, 3.0 + 99 * 0.01);
        CountDownLatch done = new CountDownLatch(1);
        RenderScheduler scheduler = scheduler(done, last);
        for (int i = 0; i < 100; i++) {
            scheduler.submit(new RenderScheduler.Request(TerrainParams.defaults().with(Param.FREQUENCY, 3.0 + i * 0.01),
                view, EnumSet.of(Layer.BIOME)));
        }
        assertTrue(done.await(30, TimeUnit.SECONDS), "the last request's frame arrives");
        long started = scheduler.started();
        assertTrue(started <= 10, "renders started for 100 requests: " + started);
        Frame frame = frames.get(frames.size() - 1);
        assertEquals(last, frame.params());
        TerrainRenderer direct = new TerrainRenderer(pool);
        direct.render(last, view, EnumSet.of(Layer.BIOME));
        assertArrayEquals(direct.image(Layer.BIOME), frame.image(Layer.BIOME));
        // The counters are updated after the frame is handed over: wait for the scheduler to go idle first.
        for (int i = 0; i < 3000 && scheduler.busy(); i++) {
            Thread.onSpinWait();
            Thread.sleep(10);
        }
        assertFalse(scheduler.busy(), "the scheduler goes idle");
        assertEquals(scheduler.started(), scheduler.completed() + scheduler.superseded());
    }

    @Test
    @DisplayName("sends a quarter-resolution frame first when a render is slow, and the same final frame as without")
    void coarsePassFirst() throws InterruptedException {
        Viewport view = Viewport.home(256, 256);
        TerrainParams first = TerrainParams.defaults();
        TerrainParams second = first.with(Param.SEED, 42L);

        // One scheduler: the first render teaches it how slow renders are; the threshold 0 makes every later one
        // slow enough for a coarse pass.
        CountDownLatch warm = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        RenderScheduler scheduler = new RenderScheduler(pool, frame -> {
            frames.add(frame);
            if (!frame.coarse()) {
                (frame.params().equals(first) ? warm : done).countDown();
            }
        });
        scheduler.setCoarseThresholdMillis(0);
        scheduler.submit(new RenderScheduler.Request(first, view, EnumSet.of(Layer.BIOME)));
        assertTrue(warm.await(30, TimeUnit.SECONDS));
        frames.clear();
        scheduler.submit(new RenderScheduler.Request(second, view, EnumSet.of(Layer.BIOME)));
        assertTrue(done.await(30, TimeUnit.SECONDS));
        assertTrue(frames.stream().anyMatch(Frame::coarse), "a coarse frame came first");
        Frame coarseFrame = frames.stream().filter(Frame::coarse).findFirst().orElseThrow();
        assertEquals(64, coarseFrame.width());
        Frame fine = frames.get(frames.size() - 1);
        assertFalse(fine.coarse());

        TerrainRenderer direct = new TerrainRenderer(pool);
        direct.render(second, view, EnumSet.of(Layer.BIOME));
        assertArrayEquals(direct.image(Layer.BIOME), fine.image(Layer.BIOME), "final frame equals a render without");
    }

    @Test
    @DisplayName("keeps rendering after a listener throws an Error, and reports the failure")
    void recoversFromListenerError() throws InterruptedException {
        Viewport view = Viewport.home(64, 64);
        TerrainParams first = TerrainParams.defaults();
        TerrainParams second = first.with(Param.SEED, 7L);
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch reported = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        RenderScheduler scheduler = new RenderScheduler(pool, new RenderScheduler.Listener() {
            @Override
            public void frameReady(Frame frame) {
                if (frame.params().equals(first)) {
                    throw new StackOverflowError("listener broke");
                }
                frames.add(frame);
                done.countDown();
            }

            @Override
            public void renderFailed(RenderScheduler.Request request, Throwable error) {
                failures.add(error);
                reported.countDown();
            }
        });
        scheduler.setCoarseEnabled(false);
        scheduler.submit(new RenderScheduler.Request(first, view, EnumSet.of(Layer.BIOME)));
        assertTrue(reported.await(30, TimeUnit.SECONDS), "the failure is reported");
        assertTrue(failures.get(0) instanceof StackOverflowError, "reported: " + failures);
        scheduler.submit(new RenderScheduler.Request(second, view, EnumSet.of(Layer.BIOME)));
        assertTrue(done.await(30, TimeUnit.SECONDS), "the next request still renders");
        assertEquals(second, frames.get(0).params());
        for (int i = 0; i < 100 && scheduler.busy(); i++) {
            Thread.sleep(10);
        }
        assertFalse(scheduler.busy(), "the scheduler goes idle");
    }
}
