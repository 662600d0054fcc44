package org.terrainexplorer.ui.world;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.terrainexplorer.render.world.WorldView;

/**
 * A small map of the biomes around the view, eight times as wide, with the view's outline. Hover to see that
 * region in the big map (a preview, until the pointer leaves); click to go there.
 */
final class OverviewPane extends Canvas {

    private final WorldModel model;
    private final ImageBlit blit = new ImageBlit();
    private WorldEngine.Image frame;
    private WritableImage image;

    OverviewPane(WorldModel model, WorldEngine engine) {
        super(WorldEngine.OVERVIEW_SIZE, WorldEngine.OVERVIEW_SIZE);
        this.model = model;
        setId("world-overview");
        engine.overviewImageProperty().addListener((o, was, now) -> {
            frame = now;
            image = blit.show(now);
            draw();
        });
        model.viewProperty().addListener(o -> draw());
        setOnMouseMoved(e -> {
            WorldView over = overviewView();
            if (over != null) {
                model.setPreview(model.view().centredOn(over.blockX((int) e.getX()), over.blockZ((int) e.getY())));
            }
        });
        setOnMouseExited(e -> model.setPreview(null));
        setOnMouseClicked(e -> {
            WorldView over = overviewView();
            if (over != null) {
                model.setPreview(null);
                model.setView(model.view().centredOn(over.blockX((int) e.getX()), over.blockZ((int) e.getY())));
            }
        });
    }

    private WorldView overviewView() {
        return frame != null && frame.shows() instanceof WorldView v ? v : null;
    }

    private void draw() {
        GraphicsContext g = getGraphicsContext2D();
        g.setFill(Color.web("#8f8f8f"));
        g.fillRect(0, 0, getWidth(), getHeight());
        WorldView over = overviewView();
        if (over == null || image == null) {
            return;
        }
        g.drawImage(image, 0, 0);
        WorldView v = model.view();
        double left = over.column(v.centreX() - v.width() / 2.0 * v.blocksPerPixel());
        double top = over.row(v.centreZ() - v.height() / 2.0 * v.blocksPerPixel());
        double scale = (double) v.blocksPerPixel() / over.blocksPerPixel();
        g.setStroke(Color.WHITE);
        g.setLineWidth(1.5);
        g.strokeRect(left, top, v.width() * scale, v.height() * scale);
        g.setStroke(Color.web("#333333"));
        g.strokeRect(0.5, 0.5, getWidth() - 1, getHeight() - 1);
    }
}
