package org.terrainexplorer.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.Progress;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.world.data.BuiltinWorld;

@DisplayName("A complete map drawing counts its progress and stops when the progress is cancelled")
class MapDrawingTest {

    /** Counts the chunks done; says it is cancelled once {@code after} are. */
    private static final class Cancelling implements Progress {
        final AtomicLong done = new AtomicLong();
        final long after;
        volatile long total = -1;

        Cancelling(long after) {
            this.after = after;
        }

        @Override
        public void start(long units, String unit) {
            total = units;
        }

        @Override
        public void add(long units) {
            done.addAndGet(units);
        }

        @Override
        public boolean cancelled() {
            return done.get() >= after;
        }
    }

    @Test
    @DisplayName("the window's map of a place whose chunks are not made yet is partial, drawn from the climate; once "
        + "they are made it is complete and the same as the command line's")
    void partialUntilTheChunksAreMade() throws Exception {
        LoadedWorld world = new WorldSession().load(WorldSettings.of(BuiltinWorld.OVERWORLD, "5"));
        WorldView view = new WorldView(5000, -3000, 1, 128, 128);
        try (RenderPool pool = new RenderPool(2)) {
            WorldChunks chunks = WorldChunks.generated(world, pool, 64L << 20);
            try {
                MapDrawing.Picture before = MapDrawing.draw(chunks, view, WorldLayer.SURFACE, false, false, pool,
                    early -> { }, () -> false);
                assertFalse(before.complete(), "no chunk made yet");
                for (int pixel : before.argb()) {
                    assertTrue(pixel >>> 24 == 0xFF, "every pixel drawn (from the climate) while chunks are missing");
                }
                // As the window does: each drawing asks for the chunks it lacks, and a later one draws them.
                long deadline = System.nanoTime() + 120_000_000_000L;
                MapDrawing.Picture after = before;
                while (!after.complete() && System.nanoTime() < deadline) {
                    after = MapDrawing.draw(chunks, view, WorldLayer.SURFACE, false, true, pool, early -> { },
                        () -> false);
                    if (!after.complete()) {
                        Thread.sleep(10);
                    }
                }
                assertTrue(after.complete(), "every chunk made");
                MapDrawing.Picture made = MapDrawing.drawComplete(chunks, view, WorldLayer.SURFACE, false, pool);
                assertArrayEquals(made.argb(), after.argb(), "the same map as the command line's");
            } finally {
                chunks.close();
            }
        }
    }

    @Test
    @DisplayName("cancelled after a few chunks, the exact map stops with a CancellationException, most chunks unmade; "
        + "uncancelled it draws the same pixels as without a progress")
    void cancelStopsTheChunks() throws Exception {
        LoadedWorld world = new WorldSession().load(WorldSettings.of(BuiltinWorld.OVERWORLD, "5"));
        WorldView view = new WorldView(0, 0, 1, 192, 192);
        try (RenderPool pool = new RenderPool(2)) {
            WorldChunks chunks = WorldChunks.generated(world, pool, 64L << 20);
            try {
                Cancelling early = new Cancelling(4);
                assertThrows(CancellationException.class,
                    () -> MapDrawing.drawComplete(chunks, view, WorldLayer.SURFACE, false, pool, early));
                assertTrue(early.total >= 144, "the map needs its 144 chunks or more: " + early.total);
                assertTrue(early.done.get() < early.total / 2,
                    "stopped soon after the cancel: " + early.done.get() + " of " + early.total);

                Cancelling never = new Cancelling(Long.MAX_VALUE);
                MapDrawing.Picture counted = MapDrawing.drawComplete(chunks, view, WorldLayer.SURFACE, false, pool,
                    never);
                MapDrawing.Picture plain = MapDrawing.drawComplete(chunks, view, WorldLayer.SURFACE, false, pool);
                assertTrue(never.done.get() == never.total, "every chunk counted: " + never.done + " of " + never.total);
                assertArrayEquals(plain.argb(), counted.argb(), "the same map");
            } finally {
                chunks.close();
            }
        }
    }
}
