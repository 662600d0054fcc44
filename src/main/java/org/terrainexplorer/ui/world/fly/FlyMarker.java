package org.terrainexplorer.ui.world.fly;

import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Polygon;

/**
 * The 3D camera on the map: an arrow at its place, pointing along its heading, in a transparent layer laid over
 * the map (it lets the mouse through). The window tells it where, in the map's pixels, as the camera moves.
 */
public final class FlyMarker extends Pane {

    private final Polygon arrow = new Polygon(0, -11, 7, 8, 0, 4, -7, 8);

    /** A hidden marker. */
    public FlyMarker() {
        setId("fly-marker");
        setMouseTransparent(true);
        setPickOnBounds(false);
        arrow.setFill(Color.web("#ffd166"));
        arrow.setStroke(Color.web("#1b1b1b"));
        arrow.setStrokeWidth(1.5);
        arrow.setManaged(false);
        arrow.setVisible(false);
        getChildren().add(arrow);
    }

    /** Shows the arrow at (x, y) in this layer's pixels, pointing {@code heading} degrees clockwise from up (north). */
    public void show(double x, double y, double heading) {
        arrow.setLayoutX(x);
        arrow.setLayoutY(y);
        arrow.setRotate(heading);
        arrow.setVisible(x > -20 && y > -20 && x < getWidth() + 20 && y < getHeight() + 20);
    }

    /** Hides the arrow. */
    public void hide() {
        arrow.setVisible(false);
    }

    /** Whether the arrow shows (for tests). */
    public boolean showing() {
        return arrow.isVisible();
    }
}
