package org.terrainexplorer.ui;

import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import org.terrainexplorer.render.RenderScheduler;

/**
 * Paces a window's render requests to the screen. A change when nothing renders is submitted at once (the
 * quickest answer); a change while a render is in flight is only remembered, and the newest state is
 * submitted when that render finishes. A render still running a frame after it started is superseded at
 * the next pulse (its coarse pass keeps pictures coming). So a drag whose mouse events outrun the renders
 * shows a new picture every frame instead of cancelling every render before it finishes. FX thread only.
 */
final class RequestThrottle {

    /** A render running longer than this is superseded by a newer request at the next pulse. */
    static final long FRAME_NANOS = 16_700_000;

    private final RenderScheduler scheduler;
    private final Supplier<RenderScheduler.Request> current;
    private LongConsumer onPulse = now -> { };
    private final AnimationTimer timer;
    private boolean dirty;
    private long submittedAt;
    private BooleanSupplier yieldTo = () -> false;
    private long minimumInterval;

    RequestThrottle(RenderScheduler scheduler, Supplier<RenderScheduler.Request> current) {
        this.scheduler = scheduler;
        this.current = current;
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                long time = System.nanoTime();
                onPulse.accept(time);
                pulse(time);
            }
        };
    }

    private boolean ticking;
    private boolean stopped;

    /** Runs the pulse while there is anything to do at a pulse; an idle window takes no pulses. */
    private void tick(boolean wanted) {
        if (wanted && !ticking && !stopped) {
            timer.start();
            ticking = true;
        } else if (!wanted && ticking) {
            timer.stop();
            ticking = false;
        }
    }

    /**
     * Makes this a background throttle: it submits only while {@code busy} answers false (the main maps
     * are idle) and at most once per {@code intervalNanos}, and never supersedes its own renders.
     */
    void yieldTo(BooleanSupplier busy, long intervalNanos) {
        yieldTo = busy;
        minimumInterval = intervalNanos;
    }

    /** The state changed: render it now, or as soon as the render in flight is done. */
    void request() {
        dirty = true;
        if (ready(System.nanoTime())) {
            submit();
        }
        tick(true);
    }

    /** The scheduler went idle: render what changed meanwhile. */
    void idle() {
        if (dirty && ready(System.nanoTime())) {
            submit();
        }
    }

    /** Once per frame: render what changed, superseding a render that has run longer than a frame. */
    void pulse(long now) {
        if (dirty && (ready(now) || (minimumInterval == 0 && now - submittedAt > FRAME_NANOS))) {
            submit();
        }
        // Keep pulsing while a change waits or a render runs (the latency probe reads the pulse after it).
        tick(dirty || scheduler.busy());
    }

    private boolean ready(long now) {
        return !scheduler.busy() && !yieldTo.getAsBoolean() && now - submittedAt >= minimumInterval;
    }

    private void submit() {
        dirty = false;
        submittedAt = System.nanoTime();
        scheduler.submit(current.get());
    }

    /** Makes sure one more pulse comes (a frame was just put on screen; the probe reads the pulse after it). */
    void wake() {
        tick(true);
    }

    /** Also calls {@code listener} at every pulse. */
    void onPulse(LongConsumer listener) {
        onPulse = listener;
    }

    /** Stops the pulse for good (the window closed). */
    void stop() {
        stopped = true;
        timer.stop();
        ticking = false;
    }
}
