package org.terrainexplorer.ui.world;

import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.SectionLine;

/**
 * The world map: the latest map image, drawn where its view falls in the current view (so a pan moves the old
 * image until the new one comes), with the section line, the 3D view's square and a ring at the explained block
 * over it. Drag to pan, wheel to zoom around the pointer, Shift+drag (or the secondary button) to draw the section
 * line, double-click to centre the 3D view; hover says what is there.
 */
final class WorldMapPane extends Pane {

    /** The scales the wheel steps through, in blocks per pixel. */
    static final int[] SCALES = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};

    private final WorldModel model;
    private final Canvas canvas = new Canvas();
    private final ImageBlit blit = new ImageBlit();
    private final Label loading = new Label("Generating the world…");
    private final HoverProbe hover;
    private WorldEngine.Image frame;
    private WritableImage image;
    private Point2D dragStart;
    private WorldView dragView;
    private boolean drawingSection;
    /** The section line before a shift-drag began: kept when the drag draws too short a line. */
    private SectionLine sectionBefore;
    private final java.util.function.Consumer<String> messages;

    WorldMapPane(WorldModel model, WorldEngine engine, HoverProbe hover, java.util.function.Consumer<String> messages) {
        this.model = model;
        this.hover = hover;
        this.messages = messages;
        setId("world-map");
        getStyleClass().add(WorldStyles.MAP);
        setMinSize(100, 100);
        getChildren().addAll(canvas, loading);
        loading.getStyleClass().add(WorldStyles.LOADING);
        loading.visibleProperty().bind(model.loadingProperty());
        canvas.widthProperty().bind(widthProperty());
        canvas.heightProperty().bind(heightProperty());
        widthProperty().addListener(o -> resize());
        heightProperty().addListener(o -> resize());
        engine.mapImageProperty().addListener((o, was, now) -> {
            frame = now;
            image = blit.show(now);
            draw();
        });
        model.shownView().addListener(o -> draw());
        model.sectionProperty().addListener(o -> draw());
        model.isoProperty().addListener(o -> draw());
        model.explainSpotProperty().addListener(o -> draw());
        setOnMousePressed(this::pressed);
        setOnMouseDragged(this::dragged);
        setOnMouseReleased(e -> {
            if (drawingSection && model.section().length() < WorldModel.MIN_SECTION) {
                // A click or a short drag would leave a section of a block or two: keep the line there was.
                model.setSection(sectionBefore);
                messages.accept("A section needs at least " + WorldModel.MIN_SECTION + " blocks: shift-drag (or "
                    + "right-drag) further along the map to draw one");
            }
            dragStart = null;
            drawingSection = false;
        });
        setOnMouseMoved(e -> hover.at(model.view().blockX((int) e.getX()), model.view().blockZ((int) e.getY())));
        setOnMouseExited(e -> hover.clear());
        setOnScroll(this::scrolled);
        setOnMouseClicked(e -> {
            if (e.getClickCount() == 1 && e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()
                && !e.isShiftDown()) {
                WorldView v = model.view();
                model.explain(WorldModel.Spot.column(v.blockX((int) e.getX()), v.blockZ((int) e.getY())));
            }
            if (e.getClickCount() == 2 && e.getButton() == MouseButton.PRIMARY) {
                WorldView v = model.view();
                model.setIso(model.iso().withCentre(v.blockX((int) e.getX()), v.blockZ((int) e.getY())));
            }
            requestFocus();
        });
        setFocusTraversable(true);
    }

    private void resize() {
        int w = (int) Math.max(1, Math.floor(getWidth()));
        int h = (int) Math.max(1, Math.floor(getHeight()));
        WorldView v = model.view();
        if (v.width() != w || v.height() != h) {
            model.setView(v.withSize(w, h));
        }
        loading.relocate(12, 12);
        draw();
    }

    private void pressed(MouseEvent e) {
        dragStart = new Point2D(e.getX(), e.getY());
        dragView = model.view();
        drawingSection = e.isShiftDown() || e.getButton() == MouseButton.SECONDARY;
        if (drawingSection) {
            WorldView v = model.view();
            int x = v.blockX((int) e.getX());
            int z = v.blockZ((int) e.getY());
            sectionBefore = model.section();
            model.setSection(new SectionLine(x, z, x, z));
        }
    }

    private void dragged(MouseEvent e) {
        if (dragStart == null) {
            return;
        }
        if (drawingSection) {
            SectionLine line = model.section();
            WorldView v = model.view();
            int bx = v.blockX((int) e.getX());
            int bz = v.blockZ((int) e.getY());
            // Long drags are clipped to the longest section a window can show.
            int dx = bx - line.ax();
            int dz = bz - line.az();
            double length = Math.max(Math.abs(dx), Math.abs(dz));
            if (length >= SectionLine.MAX_LENGTH) {
                double k = (SectionLine.MAX_LENGTH - 1) / length;
                bx = line.ax() + (int) (dx * k);
                bz = line.az() + (int) (dz * k);
            }
            model.setSection(new SectionLine(line.ax(), line.az(), bx, bz));
            return;
        }
        model.setView(dragView.panByPixels(dragStart.getX() - e.getX(), dragStart.getY() - e.getY()));
    }

    private void scrolled(ScrollEvent e) {
        if (e.getDeltaY() == 0) {
            return;
        }
        int current = model.view().blocksPerPixel();
        int index = 0;
        while (index < SCALES.length - 1 && SCALES[index] < current) {
            index++;
        }
        index = Math.max(0, Math.min(SCALES.length - 1, index + (e.getDeltaY() < 0 ? 1 : -1)));
        model.setView(model.view().zoomTo(SCALES[index], e.getX(), e.getY()));
        e.consume();
    }

    /** Zooms one step in (negative) or out (positive) around the centre. */
    void zoomStep(int direction) {
        int current = model.view().blocksPerPixel();
        int index = 0;
        while (index < SCALES.length - 1 && SCALES[index] < current) {
            index++;
        }
        index = Math.max(0, Math.min(SCALES.length - 1, index + direction));
        WorldView v = model.view();
        model.setView(v.zoomTo(SCALES[index], v.width() / 2.0, v.height() / 2.0));
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#8f8f8f"));
        g.fillRect(0, 0, w, h);
        WorldView now = model.shownView().get();
        if (frame != null && image != null && frame.shows() instanceof WorldView then) {
            // Where the image's area lies in the current view, in pixels.
            double left = now.column(then.centreX() - then.width() / 2.0 * then.blocksPerPixel());
            double top = now.row(then.centreZ() - then.height() / 2.0 * then.blocksPerPixel());
            double scale = (double) then.blocksPerPixel() / now.blocksPerPixel();
            g.setImageSmoothing(false);
            g.drawImage(image, left, top, then.width() * scale, then.height() * scale);
        }
        drawSection(g, now);
        drawIsoSquare(g, now);
        drawExplained(g, now);
    }

    /** The block Explain describes: a ring, white over dark so it shows on snow and on the sea alike. */
    private void drawExplained(GraphicsContext g, WorldView v) {
        WorldModel.Spot spot = model.explainSpotProperty().get();
        if (spot == null) {
            return;
        }
        double x = v.column(spot.x() + 0.5);
        double z = v.row(spot.z() + 0.5);
        g.setStroke(Color.rgb(0, 0, 0, 0.75));
        g.setLineWidth(3.5);
        g.strokeOval(x - EXPLAINED_RADIUS, z - EXPLAINED_RADIUS, 2 * EXPLAINED_RADIUS, 2 * EXPLAINED_RADIUS);
        g.setStroke(Color.WHITE);
        g.setLineWidth(1.5);
        g.strokeOval(x - EXPLAINED_RADIUS, z - EXPLAINED_RADIUS, 2 * EXPLAINED_RADIUS, 2 * EXPLAINED_RADIUS);
    }

    /** The radius of the ring around the explained block, in pixels. */
    static final double EXPLAINED_RADIUS = 7;

    private void drawSection(GraphicsContext g, WorldView v) {
        SectionLine line = model.section();
        double ax = v.column(line.ax() + 0.5);
        double az = v.row(line.az() + 0.5);
        double bx = v.column(line.bx() + 0.5);
        double bz = v.row(line.bz() + 0.5);
        g.setStroke(Color.web("#ffffff"));
        g.setLineWidth(3);
        g.strokeLine(ax, az, bx, bz);
        g.setStroke(Color.web("#d62828"));
        g.setLineWidth(1.5);
        g.strokeLine(ax, az, bx, bz);
        g.setFill(Color.web("#d62828"));
        g.fillOval(ax - 4, az - 4, 8, 8);
    }

    private void drawIsoSquare(GraphicsContext g, WorldView v) {
        IsoSettings iso = model.iso();
        double x0 = v.column(iso.firstChunkX() * 16.0);
        double z0 = v.row(iso.firstChunkZ() * 16.0);
        double side = iso.size() * 16.0 / v.blocksPerPixel();
        g.setStroke(Color.web("#ffd166"));
        g.setLineWidth(1.5);
        g.setLineDashes(6, 4);
        g.strokeRect(x0, z0, side, side);
        g.setLineDashes();
    }

    /** The latest image's pixels, for tests and export. */
    WorldEngine.Image frame() {
        return frame;
    }
}
