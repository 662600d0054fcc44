package org.terrainexplorer.ui.world;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.util.StringConverter;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.ui.common.FittingLabel;

/**
 * The vertical section along the map's line: fitted to the pane's width at first (blocks square, sea level two
 * thirds down), or 1 to 4 pixels per block with + and −, scrolled by dragging, with the y axis labelled and the sea
 * level marked. Blocks or the final density (its zero contour is the
 * surface and the caves). Hover says what is there.
 */
final class SectionPane extends BorderPane {

    private static final double AXIS = 40;
    private static final int[] ZOOMS = {1, 2, 3, 4};
    /** The scale a fitted section keeps within: a long line drawn smaller, a short one no larger than 4:1. */
    static final double MIN_FIT = 0.25;

    private final WorldModel model;
    private final HoverProbe hover;
    private final StructureOverlay structures;
    private final Canvas canvas = new Canvas();
    private final Pane area = new Pane(canvas);
    private final ImageBlit blit = new ImageBlit();
    private final FittingLabel info = new FittingLabel("");
    private WorldEngine.Image frame;
    private WritableImage image;
    private java.util.function.Consumer<int[]> onBlockDoubleClick = p -> { };
    /** Pixels per block: the fitted scale while {@link #fit}, else one of {@link #ZOOMS}. */
    private double zoom = 1;
    private boolean fit = true;
    private double offsetX;
    private double offsetY;
    private double dragX;
    private double dragY;

    SectionPane(WorldModel model, WorldEngine engine, HoverProbe hover, StructureOverlay structures) {
        this.model = model;
        this.hover = hover;
        this.structures = structures;
        structures.alongProperty().addListener(o -> draw());
        model.hiddenStructuresProperty().addListener(o -> draw());
        setId("world-section");
        ChoiceBox<SectionRenderer.Layer> layer = new ChoiceBox<>();
        layer.setId("section-layer");
        layer.getItems().addAll(SectionRenderer.Layer.values());
        layer.setConverter(new StringConverter<>() {
            @Override
            public String toString(SectionRenderer.Layer l) {
                return l == null ? "" : l == SectionRenderer.Layer.BLOCKS ? "Blocks" : "Final density";
            }

            @Override
            public SectionRenderer.Layer fromString(String s) {
                return null;
            }
        });
        layer.valueProperty().bindBidirectional(model.sectionLayerProperty());
        Button in = new Button("+");
        in.setId("section-zoom-in");
        in.setTooltip(new Tooltip("Zoom in"));
        in.setOnAction(e -> zoomBy(1));
        Button out = new Button("−");
        out.setId("section-zoom-out");
        out.setTooltip(new Tooltip("Zoom out (to 1 pixel per block)"));
        out.setOnAction(e -> zoomBy(-1));
        Button fitWidth = new Button("Fit");
        fitWidth.setId("section-fit");
        fitWidth.setTooltip(new Tooltip("Fit the whole line to the pane's width"));
        fitWidth.setOnAction(e -> fitToWidth());
        Button alongX = new Button("Along x");
        alongX.setId("section-reset");
        alongX.setTooltip(new Tooltip("Put the section along x through the map's centre"));
        alongX.setOnAction(e -> {
            var v = model.view();
            model.setSection(SectionLine.alongX((int) Math.floor(v.centreX()), (int) Math.floor(v.centreZ()),
                Math.min(SectionLine.MAX_LENGTH, Math.max(64, v.width() * v.blocksPerPixel()))));
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        info.setId("section-info");
        Label show = new Label("Show");
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {show, layer, in, out, fitWidth,
            alongX}) {
            c.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        }
        HBox bar = new HBox(6, show, layer, in, out, fitWidth, alongX, gap, info);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add(WorldStyles.TOOLBAR);
        setTop(bar);
        setCenter(area);
        area.setMinSize(50, 50);
        canvas.widthProperty().bind(area.widthProperty());
        canvas.heightProperty().bind(area.heightProperty());
        canvas.widthProperty().addListener(o -> refit());
        canvas.heightProperty().addListener(o -> refit());
        engine.sectionImageProperty().addListener((o, was, now) -> {
            // Fitted again for a new line (another width), not for each image of the same line as its chunks
            // arrive: a drag to look at the caves meanwhile stays where it was put.
            boolean newLine = frame == null || now == null || frame.width() != now.width()
                || !java.util.Objects.equals(frame.shows(), now.shows());
            frame = now;
            image = blit.show(now);
            if (newLine) {
                refit();
            } else {
                draw();
            }
        });
        model.sectionProperty().addListener((o, was, now) -> {
            offsetX = 0;
            describe();
        });
        area.setOnMousePressed(e -> {
            dragX = e.getX();
            dragY = e.getY();
        });
        area.setOnMouseDragged(e -> {
            if (fit && frame != null && frame.width() * zoom <= area.getWidth() - AXIS) {
                // The whole line is in view; a drag scrolls up and down only.
                offsetY += e.getY() - dragY;
                dragX = e.getX();
                dragY = e.getY();
                draw();
                return;
            }
            offsetX += e.getX() - dragX;
            offsetY += e.getY() - dragY;
            dragX = e.getX();
            dragY = e.getY();
            draw();
        });
        area.setOnMouseMoved(e -> {
            int[] p = blockAt(e.getX(), e.getY());
            if (p != null) {
                hover.at(p[0], p[1], p[2]);
            } else {
                hover.clear();
            }
        });
        area.setOnMouseExited(e -> hover.clear());
        area.setOnMouseClicked(e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY && e.isStillSincePress()) {
                int[] p = blockAt(e.getX(), e.getY());
                if (p != null && e.getClickCount() == 2) {
                    onBlockDoubleClick.accept(p);
                } else if (p != null) {
                    model.explain(WorldModel.Spot.block(p[0], p[1], p[2]));
                }
            }
        });
        area.setOnScroll(e -> zoomBy(e.getDeltaY() > 0 ? 1 : -1));
        describe();
    }

    /** Called with {x, y, z} of a block double-clicked (the 3D view moves there); a single click explains it. */
    void setOnBlockDoubleClick(java.util.function.Consumer<int[]> action) {
        onBlockDoubleClick = action;
    }

    /**
     * Scrolls so that sea level sits at two thirds of the pane's height (the surface is in view), but never further
     * than the world's bottom to the pane's: a world taller than the pane fills it.
     */
    private void centreOnSeaLevel() {
        LoadedWorld w = model.loaded();
        double h = area.getHeight();
        if (w == null || h <= 0) {
            return;
        }
        int height = w.world().height();
        int top = w.world().minY() + height - 1;
        int sea = w.world().settings().seaLevel();
        offsetY = Math.min(0, h * 2 / 3 - (top - sea) * zoom);
        if (height * zoom > h) {
            offsetY = Math.max(offsetY, h - height * zoom);
        }
    }

    /**
     * The scale at which the whole line fills the pane's width (past the axis), within [{@link #MIN_FIT}, the
     * largest zoom]; 1 before the pane or the first section has a size.
     */
    private double fittedZoom() {
        double room = area.getWidth() - AXIS;
        if (frame == null || frame.width() <= 0 || room <= 0) {
            return 1;
        }
        return Math.max(MIN_FIT, Math.min(ZOOMS[ZOOMS.length - 1], room / frame.width()));
    }

    /** Fits the line to the width again (the pane or the line changed), keeping sea level in view. */
    private void refit() {
        if (fit) {
            zoom = fittedZoom();
            offsetX = 0;
            centreOnSeaLevel();
        }
        draw();
    }

    private void fitToWidth() {
        fit = true;
        refit();
    }

    /**
     * One step in (+1) or out (−1) through 1 to 4 pixels per block, from the fitted scale to its neighbour; out from
     * 1:1 or from a fitted scale under it does nothing (1:1 would be larger).
     */
    private void zoomBy(int step) {
        int next;
        if (fit) {
            next = step > 0 ? (int) Math.floor(zoom) + 1 : (int) Math.ceil(zoom) - 1;
        } else {
            next = (int) zoom + step;
        }
        if (step < 0 && next < ZOOMS[0]) {
            return;
        }
        fit = false;
        double row = area.getHeight() / 2;
        double yAtMiddle = (row - offsetY) / zoom;
        zoom = Math.max(ZOOMS[0], Math.min(ZOOMS[ZOOMS.length - 1], next));
        // Keep the level in the middle of the pane where it was.
        offsetY = row - yAtMiddle * zoom;
        draw();
    }

    /** The current scale in pixels per block, and whether it is the fitted one (for tests). */
    double zoom() {
        return zoom;
    }

    boolean fitted() {
        return fit;
    }

    private void describe() {
        SectionLine l = model.section();
        info.setTexts(String.format(Locale.ROOT, "from %d, %d to %d, %d: %d blocks", l.ax(), l.az(), l.bx(), l.bz(),
            l.length()), String.format(Locale.ROOT, "%d, %d → %d, %d: %d blocks", l.ax(), l.az(), l.bx(), l.bz(),
            l.length()), l.length() + " blocks");
    }

    /** The block under a point of the canvas: {x, y, z}, or null outside the section. */
    int[] blockAt(double px, double py) {
        if (frame == null || !(frame.shows() instanceof SectionLine line)) {
            return null;
        }
        int i = (int) Math.floor((px - AXIS - offsetX) / zoom);
        int row = (int) Math.floor((py - offsetY) / zoom);
        if (i < 0 || i >= frame.width() || row < 0 || row >= frame.height() || px < AXIS) {
            return null;
        }
        LoadedWorld w = model.loaded();
        if (w == null) {
            return null;
        }
        int top = w.world().minY() + w.world().height() - 1;
        return new int[] {line.x(i), top - row, line.z(i)};
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#3b3b3b"));
        g.fillRect(0, 0, w, h);
        if (frame == null || image == null) {
            return;
        }
        // Outside the world's height (and beyond the line's ends): hatched, so it does not read as rock or caves.
        g.setStroke(Color.web("#4a4a4a"));
        g.setLineWidth(1);
        for (double d = -h; d < w; d += 12) {
            g.strokeLine(d, h, d + h, 0);
        }
        // Blocks stay sharp from 1:1 up; smaller, they are averaged rather than dropped.
        g.setImageSmoothing(zoom < 1);
        g.drawImage(image, AXIS + offsetX, offsetY, frame.width() * zoom, frame.height() * zoom);
        // The y axis: a label every 32 blocks (every 16 when zoomed in, every 64 when small).
        LoadedWorld world = model.loaded();
        if (world == null) {
            return;
        }
        int minY = world.world().minY();
        int top = minY + world.world().height() - 1;
        g.setFill(Color.web("#2b2b2b"));
        g.fillRect(0, 0, AXIS, h);
        g.setFill(Color.web("#e0e0e0"));
        g.setFont(Font.font(LABEL_SIZE));
        int step = zoom >= 2 ? 16 : zoom >= 0.75 ? 32 : 64;
        for (int y = Math.floorDiv(minY, step) * step; y <= top; y += step) {
            double row = offsetY + (top - y + 0.5) * zoom;
            if (row < 0 || row > h) {
                continue;
            }
            g.fillText(Integer.toString(y), 4, labelBaseline(row, h));
            g.setStroke(Color.web("#e0e0e0"));
            g.strokeLine(AXIS - 6, row, AXIS, row);
        }
        drawPieces(g, world, top);
        int sea = world.world().settings().seaLevel();
        if (world.hasSea() && sea >= minY && sea <= top) {
            double row = offsetY + (top - sea + 0.5) * zoom;
            g.setFill(Color.web("#6fa8ff"));
            g.fillText("sea " + sea, AXIS + 4, row - 3);
        }
    }

    /**
     * The boxes of the structure pieces the line passes through, outlined in their kind's colour: where a piece's
     * columns meet the line, from its bottom to its top.
     */
    private void drawPieces(GraphicsContext g, LoadedWorld world, int top) {
        StructureOverlay.Along a = structures.alongProperty().get();
        if (a == null || a.world() != world || !(frame.shows() instanceof SectionLine line) || !line.equals(a.line())) {
            return;
        }
        java.util.Set<String> hidden = model.hiddenStructuresProperty().get();
        g.setLineWidth(1.5);
        int n = line.length();
        for (var start : a.starts()) {
            String kind = org.terrainexplorer.world.structure.StructureKinds.kind(start.id());
            if (hidden.contains(kind)) {
                continue;
            }
            g.setStroke(StructureIcons.colour(kind).brighter());
            for (var piece : start.pieces()) {
                var b = piece.box();
                int i = 0;
                while (i < n) {
                    while (i < n && !(line.x(i) >= b.minX() && line.x(i) <= b.maxX() && line.z(i) >= b.minZ()
                        && line.z(i) <= b.maxZ())) {
                        i++;
                    }
                    int from = i;
                    while (i < n && line.x(i) >= b.minX() && line.x(i) <= b.maxX() && line.z(i) >= b.minZ()
                        && line.z(i) <= b.maxZ()) {
                        i++;
                    }
                    if (i > from) {
                        double x0 = AXIS + offsetX + from * zoom;
                        double x1 = AXIS + offsetX + i * zoom;
                        double y0 = offsetY + (top - b.maxY()) * zoom;
                        double y1 = offsetY + (top - b.minY() + 1) * zoom;
                        g.strokeRect(x0, y0, x1 - x0, y1 - y0);
                    }
                }
            }
        }
    }

    /** The axis labels' font size; their cap height, from the baseline up, is about this much. */
    static final double LABEL_SIZE = 10;

    /**
     * Where an axis label's baseline goes for a tick at {@code row}: centred on the tick, but kept whole inside a
     * canvas {@code height} high (a label at the very top was drawn half above the canvas, cut in two).
     */
    static double labelBaseline(double row, double height) {
        return Math.max(LABEL_SIZE, Math.min(height - 2, row + 3));
    }

    /** The latest image, for tests and export. */
    WorldEngine.Image frame() {
        return frame;
    }
}
