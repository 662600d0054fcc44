package org.terrainexplorer.render;

import org.terrainexplorer.concurrent.RenderPool;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Coalesces render requests so that at most one render runs and only the newest pending request follows
 * it: latest wins. A request that arrives while a render runs supersedes it, and the running render stops
 * at its next row band. Everything runs on the shared {@link RenderPool}; the caller never waits.
 *
 * <p>When the last full render of this size took longer than a frame, a quarter-resolution pass goes first,
 * so a drag over a large view still shows something every frame.
 *
 * <p>Finished frames go to the {@link Listener} on a render thread; a UI hands them to its own thread.
 */
public final class RenderScheduler {

    /** A full render slower than this gets a coarse pass first. */
    public static final double FRAME_MILLIS = 1000.0 / 60;
    /** The coarse pass samples every {@code COARSE_STEP}-th pixel in each direction. */
    public static final int COARSE_STEP = 4;

    /** What to render. */
    public record Request(TerrainParams params, Viewport viewport, Set<Layer> layers) {
        public Request {
            layers = Set.copyOf(layers);
        }
    }

    /** Receives the scheduler's results, on a render thread. */
    public interface Listener {
        /**
         * A render finished (a coarse first pass, or the full render). The frame is the receiver's; calling
         * {@link Frame#release()} when done with it lets a later frame reuse its arrays.
         */
        void frameReady(Frame frame);

        /** A render failed with an unexpected error; the scheduler goes on with the next request. */
        default void renderFailed(Request request, Throwable error) {
        }

        /**
         * Renders started (true) or the queue drained (false). A hint that may arrive after a newer one
         * (it is sent outside the scheduler's lock): read {@link RenderScheduler#busy()} for the state.
         */
        default void busyChanged(boolean busy) {
        }
    }

    private final RenderPool pool;
    private final FrameBuffers buffers = new FrameBuffers();
    private final TerrainRenderer full;
    private final TerrainRenderer coarse;
    private final Listener listener;

    private final Object lock = new Object();
    private Request pending;
    private boolean running;
    /** Bumped by every request; a render whose generation is no longer current is superseded. */
    private volatile long generation;

    private final AtomicLong sequence = new AtomicLong();
    private final AtomicLong started = new AtomicLong();
    private final AtomicLong completed = new AtomicLong();
    private final AtomicLong superseded = new AtomicLong();
    private volatile double lastNanosPerPixel;
    private volatile boolean coarseEnabled = true;
    private volatile double coarseThresholdMillis = FRAME_MILLIS;

    public RenderScheduler(RenderPool pool, Listener listener) {
        this.pool = pool;
        this.listener = listener;
        full = new TerrainRenderer(pool);
        coarse = new TerrainRenderer(pool);
    }

    /** Asks for a render; returns at once. A request still waiting is replaced by this one. */
    public void submit(Request request) {
        boolean start;
        synchronized (lock) {
            pending = request;
            generation++;
            start = !running;
            running = true;
        }
        if (start) {
            listener.busyChanged(true);
            pool.execute(this::drain);
        }
    }

    /** Turns the coarse first pass on or off (tests compare with and without it). */
    public void setCoarseEnabled(boolean enabled) {
        coarseEnabled = enabled;
    }

    /** Sets how slow a full render must be (by the last one's speed) to get a coarse pass first. */
    void setCoarseThresholdMillis(double millis) {
        coarseThresholdMillis = millis;
    }

    /**
     * Renders pending requests, newest only, until none is left. Whatever a render or a listener throws,
     * the scheduler is left idle and ready for the next request: it never stays "running" after its thread
     * has gone.
     */
    private void drain() {
        try {
            while (true) {
                Request request;
                long mine;
                synchronized (lock) {
                    request = pending;
                    pending = null;
                    mine = generation;
                    if (request == null) {
                        running = false;
                        break;
                    }
                }
                started.incrementAndGet();
                try {
                    render(request, mine);
                    completed.incrementAndGet();
                } catch (CancellationException e) {
                    superseded.incrementAndGet();
                } catch (RuntimeException | Error e) {
                    report(request, e);
                }
            }
        } finally {
            boolean again;
            synchronized (lock) {
                // Left by an escape (not by an empty queue): restart for what is pending, or go idle.
                again = running && pending != null;
                running = again;
            }
            if (again) {
                pool.execute(this::drain);
            } else {
                listener.busyChanged(false);
            }
        }
    }

    private void report(Request request, Throwable error) {
        try {
            listener.renderFailed(request, error);
        } catch (RuntimeException | Error listenerError) {
            listenerError.addSuppressed(error);
            System.err.println("terrain-explorer: a render failed and so did its report: " + listenerError);
        }
    }

    private void render(Request request, long mine) {
        Viewport view = request.viewport();
        int pixels = view.width() * view.height();
        if (coarseEnabled && lastNanosPerPixel * pixels > coarseThresholdMillis * 1e6 && view.width() >= COARSE_STEP
            && view.height() >= COARSE_STEP) {
            Viewport small = new Viewport(view.centerX(), view.centerY(), view.unitsPerPixel() * COARSE_STEP,
                view.width() / COARSE_STEP, view.height() / COARSE_STEP);
            coarse.render(request.params(), small, Region.of(small), request.layers(), () -> generation != mine);
            listener.frameReady(coarse.snapshot(sequence.incrementAndGet(), true, buffers));
        }
        TerrainRenderer.Stats stats = full.render(request.params(), view, Region.of(view),
            request.layers().isEmpty() ? EnumSet.noneOf(Layer.class) : EnumSet.copyOf(request.layers()),
            () -> generation != mine);
        if (stats.sampledNoise()) {
            lastNanosPerPixel = (double) stats.nanos() / pixels;
        }
        listener.frameReady(full.snapshot(sequence.incrementAndGet(), false, buffers));
    }

    /** Renders started so far. */
    public long started() {
        return started.get();
    }

    /** Renders finished so far. */
    public long completed() {
        return completed.get();
    }

    /** Renders stopped because a newer request arrived. */
    public long superseded() {
        return superseded.get();
    }

    /** Whether a render is running or waiting. */
    public boolean busy() {
        synchronized (lock) {
            return running;
        }
    }
}
