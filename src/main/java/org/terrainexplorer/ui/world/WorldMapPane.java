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
import org.terrainexplorer.session.StoredStructures;
import org.terrainexplorer.session.StructureMarks;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructurePiece;

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
    private final StructureOverlay structures;
    private WorldEngine.Image frame;
    private WritableImage image;
    private Point2D dragStart;
    private WorldView dragView;
    private boolean drawingSection;
    /** The section line before a shift-drag began: kept when the drag draws too short a line. */
    private SectionLine sectionBefore;
    private final java.util.function.Consumer<String> messages;

    WorldMapPane(WorldModel model, WorldEngine engine, HoverProbe hover, StructureOverlay structures,
            java.util.function.Consumer<String> messages) {
        this.model = model;
        this.hover = hover;
        this.structures = structures;
        this.messages = messages;
        structures.marksProperty().addListener(o -> draw());
        structures.spawnProperty().addListener(o -> draw());
        model.explainedStructureProperty().addListener(o -> draw());
        model.searchMatchProperty().addListener(o -> draw());
        model.foundProperty().addListener(o -> draw());
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
        setOnMouseMoved(e -> {
            StructureMarks.Mark mark = markAt(e.getX(), e.getY());
            StoredStructures.Mark stored = mark == null ? storedAt(e.getX(), e.getY()) : null;
            if (mark != null) {
                hover.atStructure(mark);
            } else if (stored != null) {
                hover.atStoredStructure(stored);
            } else {
                hover.at(model.view().blockX((int) e.getX()), model.view().blockZ((int) e.getY()));
            }
        });
        setOnMouseExited(e -> hover.clear());
        setOnScroll(this::scrolled);
        setOnMouseClicked(e -> {
            if (e.getClickCount() == 1 && e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()
                && !e.isShiftDown()) {
                StructureMarks.Mark mark = markAt(e.getX(), e.getY());
                if (mark != null) {
                    model.explainStructure(mark);
                } else {
                    WorldView v = model.view();
                    model.explain(WorldModel.Spot.column(v.blockX((int) e.getX()), v.blockZ((int) e.getY())));
                }
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
        drawStructures(g, now);
        drawSearchMatch(g, now);
        drawFound(g, now);
        drawExplained(g, now);
    }

    /**
     * Where the search match opened from the Search tab matched, while its seed is the world's: a gold diamond at
     * each place (a structure, the sample where a biome was found, the spawn), named by its condition's id.
     */
    private void drawSearchMatch(GraphicsContext g, WorldView v) {
        org.terrainexplorer.search.Match m = model.searchMatchProperty().get();
        if (m == null || model.savedWorld() != null || model.settings().seed() != m.seed()) {
            return;
        }
        g.setLineWidth(2);
        g.setFont(javafx.scene.text.Font.font(11));
        for (java.util.Map.Entry<String, java.util.List<org.terrainexplorer.search.Match.Place>> e
            : m.where().entrySet()) {
            for (org.terrainexplorer.search.Match.Place p : e.getValue()) {
                if (!p.located()) {
                    continue;
                }
                diamond(g, v.column(p.x() + 0.5), v.row(p.z() + 0.5), e.getKey() + ": "
                    + p.what().replace("minecraft:", ""));
            }
        }
    }

    /** The structure the go-to found, while its world is shown: a gold diamond named by its kind. */
    private void drawFound(GraphicsContext g, WorldView v) {
        WorldModel.Found f = model.foundProperty().get();
        if (f == null || model.loaded() != f.world() || model.savedWorld() != null) {
            return;
        }
        g.setFont(javafx.scene.text.Font.font(11));
        diamond(g, v.column(f.x() + 0.5), v.row(f.z() + 0.5), f.label());
    }

    /** A gold diamond at (x, z) in pixels, labelled on its right. */
    private static void diamond(GraphicsContext g, double x, double z, String label) {
        double r = SEARCH_MARK;
        double[] xs = {x, x + r, x, x - r};
        double[] zs = {z - r, z, z + r, z};
        g.setStroke(Color.rgb(0, 0, 0, 0.8));
        g.setLineWidth(4);
        g.strokePolygon(xs, zs, 4);
        g.setStroke(Color.web("#ffc300"));
        g.setLineWidth(2);
        g.strokePolygon(xs, zs, 4);
        g.setFill(Color.rgb(0, 0, 0, 0.65));
        g.fillRect(x + r + 2, z - 8, label.length() * 6.2 + 6, 15);
        g.setFill(Color.web("#ffe27a"));
        g.fillText(label, x + r + 5, z + 3);
    }

    /** The half-diagonal of a search match's diamond, in pixels. */
    static final double SEARCH_MARK = 9;

    /**
     * The structures in view: up to 4 blocks per pixel the boxes of their pieces, then an icon at each start piece's
     * middle (the same size at every zoom); the one Explain describes ringed; the world spawn as a star.
     */
    private void drawStructures(GraphicsContext g, WorldView v) {
        StructureOverlay.Marks marks = structures.marksProperty().get();
        java.util.Set<String> hidden = model.hiddenStructuresProperty().get();
        StructureMarks.Mark explained = model.explainedStructureProperty().get();
        if (marks != null && marks.world() == model.loaded()) {
            if (v.blocksPerPixel() <= PIECE_OUTLINE_LIMIT) {
                g.setLineWidth(1);
                for (StructureMarks.Mark m : marks.marks()) {
                    if (hidden.contains(m.kind())) {
                        continue;
                    }
                    g.setStroke(StructureIcons.colour(m.kind()).deriveColor(0, 1, 1, 0.9));
                    for (StructurePiece p : m.start().pieces()) {
                        BoundingBox b = p.box();
                        double x0 = v.column(b.minX());
                        double z0 = v.row(b.minZ());
                        g.strokeRect(x0, z0, v.column(b.maxX() + 1) - x0, v.row(b.maxZ() + 1) - z0);
                    }
                }
            }
            for (StructureMarks.Mark m : marks.marks()) {
                if (!hidden.contains(m.kind())) {
                    StructureIcons.draw(g, m.kind(), v.column(m.x() + 0.5), v.row(m.z() + 0.5));
                }
            }
            drawStored(g, v, marks.stored(), hidden);
        }
        if (explained != null && explained.start() != null) {
            double x = v.column(explained.x() + 0.5);
            double z = v.row(explained.z() + 0.5);
            double r = StructureIcons.RADIUS + 4;
            g.setStroke(Color.WHITE);
            g.setLineWidth(2);
            g.strokeOval(x - r, z - r, 2 * r, 2 * r);
        }
        org.terrainexplorer.world.gen.WorldSpawn spawn = structures.spawnProperty().get();
        if (spawn != null && model.savedWorld() == null) {
            StructureIcons.drawSpawn(g, v.column(spawn.x() + 0.5), v.row(spawn.z() + 0.5));
        }
    }

    /**
     * A saved world's stored starts: their pieces' boxes up to 4 blocks per pixel, an icon each, and a red ring
     * round those that differ from the prediction (another box, not predicted); a start predicted in a saved chunk
     * that stores none is a faded icon in a dashed red ring.
     */
    private static void drawStored(GraphicsContext g, WorldView v, java.util.List<StoredStructures.Mark> stored,
                                   java.util.Set<String> hidden) {
        for (StoredStructures.Mark m : stored) {
            if (hidden.contains(m.kind())) {
                continue;
            }
            double x = v.column(m.x() + 0.5);
            double z = v.row(m.z() + 0.5);
            boolean absent = m.entry().kind() == StoredStructures.Kind.NOT_STORED;
            if (v.blocksPerPixel() <= PIECE_OUTLINE_LIMIT && !absent) {
                g.setLineWidth(1);
                g.setStroke(StructureIcons.colour(m.kind()).deriveColor(0, 1, 1, 0.9));
                for (BoundingBox b : m.boxes()) {
                    double x0 = v.column(b.minX());
                    double z0 = v.row(b.minZ());
                    g.strokeRect(x0, z0, v.column(b.maxX() + 1) - x0, v.row(b.maxZ() + 1) - z0);
                }
            }
            g.setGlobalAlpha(absent ? 0.5 : 1);
            StructureIcons.draw(g, m.kind(), x, z);
            g.setGlobalAlpha(1);
            if (m.entry().differs()) {
                double r = StructureIcons.RADIUS + 3.5;
                g.setStroke(DIFFERS);
                g.setLineWidth(2.5);
                g.setLineDashes(absent ? 4 : 0);
                g.strokeOval(x - r, z - r, 2 * r, 2 * r);
                g.setLineDashes(0);
            }
        }
    }

    /** The ring round a stored start that differs from the prediction. */
    static final Color DIFFERS = Color.rgb(230, 30, 30);

    /** The stored start whose icon is under pixel (px, py), or null (the last drawn, on top, first). */
    StoredStructures.Mark storedAt(double px, double py) {
        StructureOverlay.Marks marks = structures.marksProperty().get();
        if (marks == null || marks.world() != model.loaded()) {
            return null;
        }
        WorldView v = model.shownView().get();
        java.util.Set<String> hidden = model.hiddenStructuresProperty().get();
        java.util.List<StoredStructures.Mark> list = marks.stored();
        double r2 = (StructureIcons.RADIUS + 1) * (StructureIcons.RADIUS + 1);
        for (int i = list.size() - 1; i >= 0; i--) {
            StoredStructures.Mark m = list.get(i);
            double dx = v.column(m.x() + 0.5) - px;
            double dz = v.row(m.z() + 0.5) - py;
            if (!hidden.contains(m.kind()) && dx * dx + dz * dz <= r2) {
                return m;
            }
        }
        return null;
    }

    /** The structure whose icon is under pixel (px, py), or null (the last drawn, on top, first). */
    StructureMarks.Mark markAt(double px, double py) {
        StructureOverlay.Marks marks = structures.marksProperty().get();
        if (marks == null || marks.world() != model.loaded()) {
            return null;
        }
        WorldView v = model.shownView().get();
        java.util.Set<String> hidden = model.hiddenStructuresProperty().get();
        java.util.List<StructureMarks.Mark> list = marks.marks();
        double r2 = (StructureIcons.RADIUS + 1) * (StructureIcons.RADIUS + 1);
        for (int i = list.size() - 1; i >= 0; i--) {
            StructureMarks.Mark m = list.get(i);
            double dx = v.column(m.x() + 0.5) - px;
            double dz = v.row(m.z() + 0.5) - py;
            if (!hidden.contains(m.kind()) && dx * dx + dz * dz <= r2) {
                return m;
            }
        }
        return null;
    }

    /** Up to this many blocks per pixel the map outlines the pieces of the structures in view. */
    static final int PIECE_OUTLINE_LIMIT = 4;

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
