package org.terrainexplorer.render;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
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

    private final LatestWins<Request> loop;
    private final AtomicLong sequence = new AtomicLong();
    private volatile double lastNanosPerPixel;
    private volatile boolean coarseEnabled = true;
    private volatile double coarseThresholdMillis = FRAME_MILLIS;

    public RenderScheduler(RenderPool pool, Listener listener) {
        this.pool = pool;
        this.listener = listener;
        full = new TerrainRenderer(pool);
        coarse = new TerrainRenderer(pool);
        loop = new LatestWins<Request>(pool::execute, this::render, listener::renderFailed);
        loop.onBusyChanged(listener::busyChanged);
    }

    /** Asks for a render; returns at once. A request still waiting is replaced by this one. */
    public void submit(Request request) {
        loop.submit(request);
    }

    /** Turns the coarse first pass on or off (tests compare with and without it). */
    public void setCoarseEnabled(boolean enabled) {
        coarseEnabled = enabled;
    }

    /** Sets how slow a full render must be (by the last one's speed) to get a coarse pass first. */
    void setCoarseThresholdMillis(double millis) {
        coarseThresholdMillis = millis;
    }

    private void render(Request request, BooleanSupplier superseded) {
        Viewport view = request.viewport();
        int pixels = view.width() * view.height();
        if (coarseEnabled && lastNanosPerPixel * pixels > coarseThresholdMillis * 1e6 && view.width() >= COARSE_STEP
            && view.height() >= COARSE_STEP) {
            Viewport small = new Viewport(view.centerX(), view.centerY(), view.unitsPerPixel() * COARSE_STEP,
                view.width() / COARSE_STEP, view.height() / COARSE_STEP);
            coarse.render(request.params(), small, Region.of(small), request.layers(), superseded);
            listener.frameReady(coarse.snapshot(sequence.incrementAndGet(), true, buffers));
        }
        TerrainRenderer.Stats stats = full.render(request.params(), view, Region.of(view),
            request.layers().isEmpty() ? EnumSet.noneOf(Layer.class) : EnumSet.copyOf(request.layers()),
            superseded);
        if (stats.sampledNoise()) {
            lastNanosPerPixel = (double) stats.nanos() / pixels;
        }
        listener.frameReady(full.snapshot(sequence.incrementAndGet(), false, buffers));
    }

    /** Renders started so far. */
    public long started() {
        return loop.started();
    }

    /** Renders finished so far. */
    public long completed() {
        return loop.completed();
    }

    /** Renders stopped because a newer request arrived. */
    public long superseded() {
        return loop.superseded();
    }

    /** Whether a render is running or waiting. */
    public boolean busy() {
        return loop.busy();
    }
}
