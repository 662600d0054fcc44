package org.terrainexplorer.ui;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.terrainexplorer.render.Frame;

/**
 * Hands finished frames from render threads to the FX thread, newest only: a frame that arrives before the
 * FX thread took the previous one replaces it (and is released), and at most one hand-over is queued on the
 * FX thread at a time, however fast frames come.
 */
final class FrameHandOver {

    private final Consumer<Frame> onFx;
    private final AtomicReference<Frame> waiting = new AtomicReference<>();
    private final AtomicBoolean queued = new AtomicBoolean();

    /** @param onFx receives each frame taken, on the FX thread; the frame is then its to release */
    FrameHandOver(Consumer<Frame> onFx) {
        this.onFx = onFx;
    }

    /** On a render thread: offers a finished frame, replacing (and releasing) one not yet taken. */
    void offer(Frame frame) {
        Frame skipped = waiting.getAndSet(frame);
        if (skipped != null) {
            skipped.release();
        }
        if (queued.compareAndSet(false, true)) {
            Platform.runLater(this::take);
        }
    }

    private void take() {
        queued.set(false);
        Frame frame = waiting.getAndSet(null);
        if (frame != null) {
            onFx.accept(frame);
        }
    }
}
