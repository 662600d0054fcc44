package org.terrainexplorer.ui;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.RenderScheduler;
import org.terrainexplorer.render.Viewport;

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
    private final FrameHandOver handOver = new FrameHandOver(this::show);
    private final LatencyProbe probe = new LatencyProbe();
    private final Consumer<String> errors;
    private final RequestThrottle throttle;
    private ObjectProperty<Viewport> frameViewport;

    RenderController(ExplorerModel model, RenderPool pool, Consumer<String> errors) {
        this.model = model;
        this.errors = errors;
        for (Layer layer : LAYERS) {
            images.put(layer, new LayerImage());
        }
        scheduler = new RenderScheduler(pool, new RenderScheduler.Listener() {
            @Override
            public void frameReady(Frame frame) {
                handOver.offer(frame);
            }

            @Override
            public void renderFailed(RenderScheduler.Request request, Throwable error) {
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
    private void show(Frame frame) {
        for (Layer layer : LAYERS) {
            images.get(layer).show(frame.image(layer), frame.width(), frame.height());
        }
        if (frameViewport != null) {
            frameViewport.set(frame.viewport());
        }
        probe.shown(frame);
        if (frame.coarse()) {
            frame.release();
        } else {
            // The model keeps the full frame for reading values under the pointer until the next one.
            Frame previous = model.frameProperty().get();
            model.showFrame(frame);
            if (previous != null && previous != frame) {
                previous.release();
            }
        }
        throttle.wake();
    }

    /** Where to publish the view of the frame on screen (the maps place their images by it). */
    void frameViewport(ObjectProperty<Viewport> target) {
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
