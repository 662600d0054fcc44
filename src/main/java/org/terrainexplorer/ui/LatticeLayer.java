package org.terrainexplorer.ui;

import java.util.function.Consumer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.render.LatticeOverlay;
import org.terrainexplorer.render.Viewport;

/**
 * The first octave's lattice over the elevation map, once a cell spans {@link LatticeOverlay#MIN_CELL_PIXELS}
 * pixels: grid lines at the integer lattice points, with the gradient arrows for Perlin noise, the lattice
 * values for value noise, and the triangles for simplex noise. Computed on the render pool.
 */
final class LatticeLayer extends Canvas {

    private final ExplorerModel model;
    private final Background<LatticeOverlay> overlay;
    private Viewport computedFor;

    LatticeLayer(ExplorerModel model, RenderPool pool, Pane area, Consumer<String> errors) {
        this.model = model;
        setId("lattice-overlay");
        setMouseTransparent(true);
        widthProperty().bind(area.widthProperty());
        heightProperty().bind(area.heightProperty());
        overlay = new Background<>(pool, model.latticeOverlayProperty(), errors);
        overlay.valueProperty().addListener(o -> draw());
        model.paramsProperty().addListener(o -> recompute());
        model.shownViewport().addListener(o -> recompute());
        model.latticeOverlayProperty().addListener(o -> {
            recompute();
            draw();
        });
        recompute();
    }

    private void recompute() {
        var params = model.params();
        Viewport view = model.shownViewport().get();
        if (!LatticeOverlay.visible(params, view)) {
            computedFor = null;
            draw();
            return;
        }
        overlay.request(() -> {
            computedFor = view;
            return () -> LatticeOverlay.of(params, view);
        });
    }

    /** Whether the overlay shows lattice points now. */
    boolean showing() {
        LatticeOverlay o = overlay.valueProperty().get();
        return model.latticeOverlayProperty().get() && computedFor != null && o != null && !o.isEmpty();
    }

    private void draw() {
        GraphicsContext g = getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        LatticeOverlay o = overlay.valueProperty().get();
        if (!showing() || !computedFor.equals(model.shownViewport().get())) {
            return;
        }
        g.setStroke(Color.rgb(255, 255, 255, 0.45));
        g.setLineWidth(1);
        for (LatticeOverlay.Line line : o.lines()) {
            g.strokeLine(line.x0(), line.y0(), line.x1(), line.y1());
        }
        double arrow = Math.min(0.4 * o.cellPixels(), 40);
        for (LatticeOverlay.Point p : o.points()) {
            g.setFill(Color.rgb(255, 255, 255, 0.9));
            g.fillOval(p.x() - 2.5, p.y() - 2.5, 5, 5);
            if (o.type() == NoiseType.PERLIN) {
                double length = Math.hypot(p.gx(), p.gy());
                double dx = p.gx() / length * arrow;
                double dy = p.gy() / length * arrow;
                g.setStroke(Color.web("#ffd84f"));
                g.setLineWidth(2);
                g.strokeLine(p.x(), p.y(), p.x() + dx, p.y() + dy);
                double angle = Math.atan2(dy, dx);
                for (double side : new double[] {-0.5, 0.5}) {
                    g.strokeLine(p.x() + dx, p.y() + dy, p.x() + dx - 7 * Math.cos(angle + side),
                        p.y() + dy - 7 * Math.sin(angle + side));
                }
            } else if (o.type() == NoiseType.VALUE) {
                g.setFill(Color.web("#ffd84f"));
                g.fillText(String.format("%+.2f", p.value()), p.x() + 4, p.y() - 4);
            }
        }
    }
}
