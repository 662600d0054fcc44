package org.terrainexplorer.ui;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * One titled map. Shows its layer's image placed by the frame's own view, so while a pan or zoom waits for
 * its render the old picture moves with the pointer; a coarse frame (a quarter of the resolution) is drawn
 * four times larger. Dragging pans and the wheel zooms around the pointer — all maps together, through the
 * model — and the pointer's world position and values go to the status bar. A click gives the map the
 * keyboard: the arrow keys pan by a tenth of the view, + and − zoom around the centre.
 */
final class MapView extends VBox {

    /** Zoom per wheel notch (a notch is 40 units of delta). */
    static final double ZOOM_PER_NOTCH = 1.2;
    /** An arrow key pans by this share of the view's size. */
    static final double KEY_PAN = 0.1;

    private final ExplorerModel model;
    private final Pane area = new Pane();
    private final ImageView imageView = new ImageView();
    private final ReadOnlyObjectProperty<Viewport> frameView;
    private double dragX;
    private double dragY;

    MapView(String id, String title, ExplorerModel model, LayerImage layer, ReadOnlyObjectProperty<Viewport> frameView) {
        this.model = model;
        this.frameView = frameView;
        setId(id);
        getStyleClass().add(StyleClasses.MAP_VIEW);
        Label heading = new Label(title);
        heading.getStyleClass().add(StyleClasses.MAP_TITLE);
        heading.setMaxWidth(Double.MAX_VALUE);
        heading.setAlignment(Pos.CENTER_LEFT);
        area.setId(id + "-area");
        area.getStyleClass().add(StyleClasses.MAP_AREA);
        area.setMinSize(64, 64);
        area.setPrefSize(400, 300);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(area.widthProperty());
        clip.heightProperty().bind(area.heightProperty());
        area.setClip(clip);
        imageView.setSmooth(false);
        imageView.setPreserveRatio(false);
        imageView.imageProperty().bind(layer.imageProperty());
        area.getChildren().add(imageView);
        VBox.setVgrow(area, Priority.ALWAYS);
        getChildren().addAll(heading, area);

        frameView.addListener(o -> place());
        model.shownViewport().addListener(o -> place());
        area.setOnMouseMoved(this::hover);
        area.setOnMouseExited(e -> model.setHoverText(""));
        area.setOnMousePressed(this::pressed);
        area.setOnMouseDragged(this::dragged);
        area.setOnScroll(this::scrolled);
        area.setFocusTraversable(true);
        area.setOnKeyPressed(this::keyPressed);
    }

    private void keyPressed(KeyEvent e) {
        Viewport v = model.viewport();
        Viewport next = switch (e.getCode()) {
            case LEFT -> v.panByPixels(v.width() * KEY_PAN, 0);
            case RIGHT -> v.panByPixels(-v.width() * KEY_PAN, 0);
            case UP -> v.panByPixels(0, v.height() * KEY_PAN);
            case DOWN -> v.panByPixels(0, -v.height() * KEY_PAN);
            case PLUS, ADD, EQUALS -> v.zoomAround(v.width() / 2.0, v.height() / 2.0, ZOOM_PER_NOTCH);
            case MINUS, SUBTRACT -> v.zoomAround(v.width() / 2.0, v.height() / 2.0, 1 / ZOOM_PER_NOTCH);
            default -> null;
        };
        if (next != null) {
            model.setViewport(next);
            e.consume();
        }
    }

    /** Puts a layer (the lattice overlay) over the image. */
    void overlay(Node layer) {
        area.getChildren().add(layer);
    }

    /** The drawing area, whose size is the maps' size in pixels. */
    Pane area() {
        return area;
    }

    ImageView imageView() {
        return imageView;
    }

    /** Places the image where its frame's view lies within the shown view. */
    private void place() {
        Viewport from = frameView.get();
        Viewport to = model.shownViewport().get();
        if (from == null || to == null) {
            return;
        }
        double scale = from.unitsPerPixel() / to.unitsPerPixel();
        double left = (from.centerX() - from.worldWidth() / 2 - to.centerX()) / to.unitsPerPixel() + to.width() / 2.0;
        double top = (from.centerY() - from.worldHeight() / 2 - to.centerY()) / to.unitsPerPixel() + to.height() / 2.0;
        imageView.setLayoutX(left);
        imageView.setLayoutY(top);
        imageView.setFitWidth(from.width() * scale);
        imageView.setFitHeight(from.height() * scale);
    }

    private void hover(MouseEvent e) {
        Viewport view = model.shownViewport().get();
        double x = view.centerX() + (e.getX() - view.width() / 2.0) * view.unitsPerPixel();
        double y = view.centerY() + (e.getY() - view.height() / 2.0) * view.unitsPerPixel();
        model.setHoverText(describe(model.frameProperty().get(), x, y));
    }

    /** What lies at world (x, y): its coordinates, and its values if the last frame covers it. */
    static String describe(Frame frame, double x, double y) {
        String where = String.format("x %.5f  y %.5f", x, y);
        if (frame == null) {
            return where;
        }
        Viewport v = frame.viewport();
        int col = (int) Math.round(v.columnOf(x));
        int row = (int) Math.round(v.rowOf(y));
        if (col < 0 || row < 0 || col >= v.width() || row >= v.height()) {
            return where;
        }
        return String.format("%s   elevation %.3f   moisture %.3f   %s", where, frame.elevation(col, row),
            frame.moisture(col, row), frame.biome(col, row).label());
    }

    private void pressed(MouseEvent e) {
        area.requestFocus();
        dragX = e.getX();
        dragY = e.getY();
    }

    private void dragged(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        model.setViewport(model.viewport().panByPixels(e.getX() - dragX, e.getY() - dragY));
        dragX = e.getX();
        dragY = e.getY();
    }

    private void scrolled(ScrollEvent e) {
        if (e.getDeltaY() == 0) {
            return;
        }
        double factor = Math.pow(ZOOM_PER_NOTCH, e.getDeltaY() / 40);
        model.setViewport(model.viewport().zoomAround(e.getX(), e.getY(), factor));
        e.consume();
    }
}
