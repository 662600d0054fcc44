package org.terrainexplorer.ui;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.RenderPool;
import org.terrainexplorer.render.RenderScheduler;

/**
 * Connects the model to the renderer: every change of the parameters or of the shown view requests a
 * render (the scheduler coalesces them, latest wins), and finished frames come back to the FX thread and go
 * into the layer images in one step. At most one hand-over to the FX thread is queued at a time: a frame
 * that finishes while another waits replaces it, so a busy FX thread never falls behind.
 */
final class RenderController {

    /** The layers the window shows. */
    static final Set<Layer> LAYERS = EnumSet.of(Layer.TERRAIN, Layer.MOISTURE, Layer.BIOME);

    private final ExplorerModel model;
    private final RenderScheduler scheduler;
    private final Map<Layer, LayerImage> images = new EnumMap<>(Layer.class);
    private final AtomicReference<Frame> waiting = new AtomicReference<>();
    private final AtomicBoolean handOverQueued = new AtomicBoolean();
    private final LatencyProbe probe = new LatencyProbe();
    private final Consumer<String> errors;
    private final RequestThrottle throttle;
    private javafx.beans.property.ObjectProperty<org.terrainexplorer.render.Viewport> frameViewport;

    RenderController(ExplorerModel model, RenderPool pool, Consumer<String> errors) {
        this.model = model;
        this.errors = errors;
        for (Layer layer : LAYERS) {
            images.put(layer, new LayerImage());
        }
        scheduler = new RenderScheduler(pool, new RenderScheduler.Listener() {
            @Override
            public void frameReady(Frame frame) {
                waiting.set(frame);
                if (handOverQueued.compareAndSet(false, true)) {
                    Platform.runLater(RenderController.this::handOver);
                }
            }

            @Override
            public void renderFailed(RenderScheduler.Request request, RuntimeException error) {
                Platform.runLater(() -> errors.accept("Render failed: " + error));
            }

            @Override
            public void busyChanged(boolean busy) {
                Platform.runLater(() -> {
                    model.setRendering(scheduler.busy());
                    if (!busy) {
                        throttle.idle();
                    }
                });
            }
        });
        throttle = new RequestThrottle(scheduler,
            () -> new RenderScheduler.Request(model.params(), model.shownViewport().get(), LAYERS));
        throttle.onPulse(probe::pulse);
        model.paramsProperty().addListener((o, was, now) -> request());
        model.shownViewport().addListener((o, was, now) -> request());
    }

    /** Asks for a render of what the model shows now. */
    void request() {
        probe.requested(model.params());
        throttle.request();
    }

    /** Stops pacing requests (the window closed). */
    void stop() {
        throttle.stop();
    }

    /** On the FX thread: puts the newest finished frame on screen. */
    private void handOver() {
        handOverQueued.set(false);
        Frame frame = waiting.getAndSet(null);
        if (frame == null) {
            return;
        }
        for (Layer layer : LAYERS) {
            images.get(layer).show(frame.image(layer), frame.width(), frame.height());
        }
        if (frameViewport != null) {
            frameViewport.set(frame.viewport());
        }
        if (!frame.coarse()) {
            model.showFrame(frame);
        }
        probe.shown(frame);
    }

    /** Where to publish the view of the frame on screen (the maps place their images by it). */
    void frameViewport(javafx.beans.property.ObjectProperty<org.terrainexplorer.render.Viewport> target) {
        frameViewport = target;
    }

    /** The image of one layer. */
    LayerImage image(Layer layer) {
        return images.get(layer);
    }

    RenderScheduler scheduler() {
        return scheduler;
    }

    LatencyProbe latency() {
        return probe;
    }
}
