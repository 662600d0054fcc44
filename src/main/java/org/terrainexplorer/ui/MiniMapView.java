package org.terrainexplorer.ui;

import java.util.EnumSet;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.RenderScheduler;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * A wide overview of the world, 16 to 64 times the main view's extent (its area: 4 to 8 times its width;
 * the wheel zooms it), centred on the main view, which a rectangle marks. Read as a width, 16 times would
 * put some 90 hills of the default frequency across a few hundred pixels: static, not a map. Hovering shows the region under the pointer in the big maps, live as
 * the pointer moves; leaving restores the view; clicking moves the view there. Rendered in the background
 * by its own scheduler on the shared pool.
 */
final class MiniMapView extends VBox {

    static final double MIN_EXTENT = 16;
    static final double MAX_EXTENT = 64;

    private final ExplorerModel model;
    private final Pane area = new Pane();
    private final ImageView imageView = new ImageView();
    private final LayerImage image = new LayerImage();
    private final Rectangle viewMarker = new Rectangle();
    private final Rectangle previewMarker = new Rectangle();
    private final DoubleProperty extent = new SimpleDoubleProperty(this, "extent", 16);
    private final ReadOnlyObjectWrapper<Viewport> overview = new ReadOnlyObjectWrapper<>(this, "overview");
    private final RenderScheduler scheduler;
    private final RequestThrottle throttle;
    private final FrameHandOver handOver = new FrameHandOver(this::show);
    private Viewport imageView0;

    /** The overview renders at this fraction of its size in each direction, and is drawn scaled up. */
    static final int RESOLUTION_DIVISOR = 2;
    /** While the main maps render, the overview waits; then it refreshes at most this often. */
    static final long REFRESH_NANOS = 250_000_000;

    MiniMapView(ExplorerModel model, RenderPool pool, BooleanSupplier mainBusy) {
        this.model = model;
        setId("minimap");
        getStyleClass().addAll(StyleClasses.MAP_VIEW, StyleClasses.MINIMAP);
        Label heading = new Label();
        heading.getStyleClass().add(StyleClasses.MAP_TITLE);
        heading.textProperty().bind(extent.asString("Overview (%.0f× the view's area) — hover to look, click to go"));
        area.setId("minimap-area");
        area.getStyleClass().add(StyleClasses.MAP_AREA);
        area.setMinSize(64, 64);
        area.setPrefSize(300, 300);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(area.widthProperty());
        clip.heightProperty().bind(area.heightProperty());
        area.setClip(clip);
        imageView.setSmooth(true);
        imageView.imageProperty().bind(image.imageProperty());
        viewMarker.setId("minimap-view-marker");
        viewMarker.getStyleClass().add(StyleClasses.VIEW_MARKER);
        viewMarker.setMouseTransparent(true);
        previewMarker.getStyleClass().add(StyleClasses.PREVIEW_MARKER);
        previewMarker.setMouseTransparent(true);
        previewMarker.visibleProperty().bind(model.previewProperty().isNotNull());
        area.getChildren().addAll(imageView, viewMarker, previewMarker);
        VBox.setVgrow(area, Priority.ALWAYS);
        getChildren().addAll(heading, area);

        scheduler = new RenderScheduler(pool, new RenderScheduler.Listener() {
            @Override
            public void frameReady(Frame frame) {
                handOver.offer(frame);
            }

            @Override
            public void busyChanged(boolean busy) {
                if (!busy) {
                    Platform.runLater(() -> throttle.idle());
                }
            }
        });
        scheduler.setCoarseEnabled(false);
        throttle = new RequestThrottle(scheduler,
            () -> new RenderScheduler.Request(model.params(), rendered(overview.get()), EnumSet.of(Layer.BIOME)));
        throttle.yieldTo(mainBusy, REFRESH_NANOS);
        model.viewportProperty().addListener(o -> update());
        model.paramsProperty().addListener(o -> request());
        model.previewProperty().addListener(o -> placeMarkers());
        area.widthProperty().addListener(o -> update());
        area.heightProperty().addListener(o -> update());
        extent.addListener(o -> update());

        area.setOnMouseMoved(this::hover);
        area.setOnMouseExited(e -> model.endPreview());
        area.setOnMouseClicked(this::clicked);
        area.setOnScroll(e -> {
            if (e.getDeltaY() != 0) {
                extent.set(Math.max(MIN_EXTENT, Math.min(MAX_EXTENT,
                    extent.get() / Math.pow(MapView.ZOOM_PER_NOTCH, e.getDeltaY() / 40))));
            }
            e.consume();
        });
    }

    private void update() {
        int w = (int) Math.floor(area.getWidth());
        int h = (int) Math.floor(area.getHeight());
        if (w < 1 || h < 1) {
            return;
        }
        Viewport main = model.viewport();
        double upp = Math.min(Viewport.MAX_UNITS_PER_PIXEL, Math.sqrt(extent.get()) * main.worldWidth() / w);
        overview.set(new Viewport(main.centerX(), main.centerY(), upp, w, h));
        placeMarkers();
        request();
    }

    /** The overview's view at the resolution it is rendered: the same area, fewer pixels. */
    private static Viewport rendered(Viewport view) {
        int w = Math.max(1, view.width() / RESOLUTION_DIVISOR);
        int h = Math.max(1, view.height() / RESOLUTION_DIVISOR);
        return new Viewport(view.centerX(), view.centerY(), view.unitsPerPixel() * view.width() / w, w, h);
    }

    private void request() {
        if (overview.get() != null) {
            throttle.request();
        }
    }

    /** Stops pacing requests (the window closed). */
    void stop() {
        throttle.stop();
    }

    /** On the FX thread: shows the newest finished overview. */
    private void show(Frame frame) {
        image.show(frame.image(Layer.BIOME), frame.width(), frame.height());
        imageView0 = frame.viewport();
        frame.release();
        placeImage();
    }

    /** Places the image by its frame's view within the current overview (it lags while the view moves). */
    private void placeImage() {
        Viewport to = overview.get();
        if (imageView0 == null || to == null) {
            return;
        }
        double scale = imageView0.unitsPerPixel() / to.unitsPerPixel();
        imageView.setLayoutX((imageView0.centerX() - imageView0.worldWidth() / 2 - to.centerX()) / to.unitsPerPixel()
            + to.width() / 2.0);
        imageView.setLayoutY((imageView0.centerY() - imageView0.worldHeight() / 2 - to.centerY())
            / to.unitsPerPixel() + to.height() / 2.0);
        imageView.setFitWidth(imageView0.width() * scale);
        imageView.setFitHeight(imageView0.height() * scale);
    }

    private void placeMarkers() {
        Viewport mini = overview.get();
        if (mini == null) {
            return;
        }
        mark(viewMarker, mini, model.viewport());
        Viewport preview = model.previewProperty().get();
        if (preview != null) {
            mark(previewMarker, mini, preview);
        }
        placeImage();
    }

    private static void mark(Rectangle marker, Viewport mini, Viewport view) {
        double w = view.worldWidth() / mini.unitsPerPixel();
        double h = view.worldHeight() / mini.unitsPerPixel();
        marker.setX((view.centerX() - mini.centerX()) / mini.unitsPerPixel() + mini.width() / 2.0 - w / 2);
        marker.setY((view.centerY() - mini.centerY()) / mini.unitsPerPixel() + mini.height() / 2.0 - h / 2);
        marker.setWidth(Math.max(2, w));
        marker.setHeight(Math.max(2, h));
    }

    /** The world point under a pointer position in the overview. */
    double[] worldAt(double x, double y) {
        Viewport mini = overview.get();
        return new double[] {mini.centerX() + (x - mini.width() / 2.0) * mini.unitsPerPixel(),
            mini.centerY() + (y - mini.height() / 2.0) * mini.unitsPerPixel()};
    }

    private void hover(MouseEvent e) {
        if (overview.get() == null) {
            return;
        }
        double[] p = worldAt(e.getX(), e.getY());
        model.preview(p[0], p[1]);
    }

    private void clicked(MouseEvent e) {
        if (overview.get() == null || !e.isStillSincePress()) {
            return;
        }
        double[] p = worldAt(e.getX(), e.getY());
        model.endPreview();
        model.setViewport(model.viewport().centredOn(p[0], p[1]));
    }

    Pane area() {
        return area;
    }

    ImageView imageView() {
        return imageView;
    }

    RenderScheduler scheduler() {
        return scheduler;
    }
}
