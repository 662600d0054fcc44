package org.terrainexplorer.ui;

import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.terrainexplorer.render.PerlinCurve;
import org.terrainexplorer.render.RenderPool;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The 1D Perlin panel: the maps' seed, frequency, fade and octave amplitudes drawn as a curve across the
 * view's width, so a student sees where the map's shapes come from. Toggles show the random gradient at
 * each integer of the first octave's lattice (a short tangent through zero), each octave on its own
 * (scaled by its amplitude, adding up to the sum in bold), and the fade curve (an inset plot). Hovering
 * explains one point: its cell, t, fade(t), the two gradient lines being blended, and the result.
 *
 * <p>The curve is computed on the render pool and drawn here; the FX thread only draws.
 */
final class PerlinPanel extends VBox {

    private static final Color[] OCTAVE_COLOURS = {Color.web("#d9822b"), Color.web("#3b8f5a"), Color.web("#7b5cb8"),
        Color.web("#c0426b"), Color.web("#2f86b8"), Color.web("#8f7a2f"), Color.web("#5a6b7b"), Color.web("#b85c3b")};

    private final ExplorerModel model;
    private final Pane holder = new Pane();
    private final Canvas canvas = new Canvas();
    private final CheckBox gradients = new CheckBox("Gradients");
    private final CheckBox octaves = new CheckBox("Octaves");
    private final CheckBox fadeCurve = new CheckBox("Fade curve");
    private final Label explanation = new Label();
    private final Background<PerlinCurve> curve;
    private final ObservableValue<Theme> theme;
    private double hoverX = Double.NaN;

    PerlinPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing, ObservableValue<Theme> theme,
                Consumer<String> errors) {
        this.model = model;
        this.theme = theme;
        curve = new Background<>(pool, showing, errors);
        setId("perlin-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        Label title = new Label("1D Perlin: the maps' seed, frequency, fade and octaves");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        gradients.setId("toggle-gradients");
        octaves.setId("toggle-octaves");
        fadeCurve.setId("toggle-fade");
        gradients.setSelected(true);
        octaves.setSelected(true);
        fadeCurve.setSelected(true);
        gradients.setTooltip(new Tooltip("The random slope at each integer of the first octave's lattice: the noise "
            + "passes through 0 there with that slope."));
        octaves.setTooltip(new Tooltip("Each octave on its own, scaled by its amplitude; they add up to the bold sum."));
        fadeCurve.setTooltip(new Tooltip("The fade curve that blends the two gradient lines across a cell."));
        HBox bar = new HBox(12, title, gradients, octaves, fadeCurve);
        explanation.setId("perlin-explanation");
        explanation.getStyleClass().add(StyleClasses.HINT);
        explanation.setText("Hover the curve to see how one point is computed.");
        canvas.setId("perlin-canvas");
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        holder.getChildren().add(canvas);
        holder.setMinHeight(120);
        VBox.setVgrow(holder, Priority.ALWAYS);
        getChildren().addAll(bar, holder, explanation);

        model.paramsProperty().addListener(o -> compute());
        model.shownViewport().addListener(o -> compute());
        holder.widthProperty().addListener(o -> compute());
        holder.heightProperty().addListener(o -> draw());
        curve.valueProperty().addListener(o -> draw());
        theme.addListener(o -> draw());
        for (CheckBox box : new CheckBox[] {gradients, octaves, fadeCurve}) {
            box.selectedProperty().addListener(o -> draw());
        }
        canvas.setOnMouseMoved(e -> {
            hoverX = e.getX();
            draw();
        });
        canvas.setOnMouseExited(e -> {
            hoverX = Double.NaN;
            explanation.setText("Hover the curve to see how one point is computed.");
            draw();
        });
    }

    /** The last curve computed. */
    ReadOnlyObjectProperty<PerlinCurve> curveProperty() {
        return curve.valueProperty();
    }

    Canvas canvas() {
        return canvas;
    }

    /** Recomputes the curve for the current parameters and view width, on the render pool; latest wins. */
    private void compute() {
        curve.request(() -> {
            int samples = (int) Math.max(2, Math.floor(holder.getWidth()));
            TerrainParams params = model.params();
            Viewport view = model.shownViewport().get();
            double x0 = view.worldX(0);
            double x1 = view.worldX(view.width() - 1);
            return () -> PerlinCurve.of(params, x0, x1, samples);
        });
    }

    private void draw() {
        PlotColours colours = theme.getValue().plot();
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(colours.background());
        g.fillRect(0, 0, w, h);
        PerlinCurve c = curve.valueProperty().get();
        if (c == null || w < 4 || h < 4) {
            return;
        }
        double mid = h / 2;
        // Fit the largest value drawn (at least ±0.1) into the height; gradients share the scale.
        double yScale = (h / 2 - 8) / Math.max(0.1, c.maxAbs() * 1.1);
        double cellWidth = w / ((c.x1() - c.x0()) * c.frequency());
        g.setStroke(colours.guide());
        g.setLineWidth(1);
        g.strokeLine(0, mid, w, mid);
        // The first octave's lattice: a line at each integer, its gradient as a tangent through zero.
        if (cellWidth >= 6) {
            for (int j = 0; j < c.latticePoints(); j++) {
                double lx = c.firstLattice() + j;
                double px = (lx / c.frequency() - c.x0()) / (c.x1() - c.x0()) * w;
                if (px < -cellWidth || px > w + cellWidth) {
                    continue;
                }
                g.setStroke(colours.grid());
                g.strokeLine(px, 4, px, h - 4);
                if (gradients.isSelected()) {
                    double half = Math.min(0.35, 30 / cellWidth);
                    double slope = c.slope(j);
                    g.setStroke(colours.gradient());
                    g.setLineWidth(2);
                    g.strokeLine(px - half * cellWidth, mid + slope * half * yScale, px + half * cellWidth,
                        mid - slope * half * yScale);
                    g.setFill(colours.gradient());
                    g.fillOval(px - 3, mid - 3, 6, 6);
                    g.setLineWidth(1);
                }
            }
        }
        if (octaves.isSelected()) {
            for (int k = 0; k < c.octaves(); k++) {
                if (c.amplitude(k) == 0) {
                    continue;
                }
                g.setStroke(OCTAVE_COLOURS[k % OCTAVE_COLOURS.length].deriveColor(0, 1, 1, 0.8));
                g.setLineWidth(1.2);
                plot(g, c, k, w, mid, yScale);
            }
        }
        g.setStroke(colours.ink());
        g.setLineWidth(2.6);
        plot(g, c, -1, w, mid, yScale);
        g.setLineWidth(1);
        if (!Double.isNaN(hoverX)) {
            explain(g, colours, c, w, h, mid, yScale, cellWidth);
        }
        if (fadeCurve.isSelected()) {
            drawFade(g, colours, c, w);
        }
    }

    /** Plots octave k (or the sum, for k = −1). */
    private static void plot(GraphicsContext g, PerlinCurve c, int k, double w, double mid, double yScale) {
        g.beginPath();
        for (int i = 0; i < c.samples(); i++) {
            double px = (double) i / (c.samples() - 1) * w;
            double py = mid - (k < 0 ? c.sum(i) : c.octave(k, i)) * yScale;
            if (i == 0) {
                g.moveTo(px, py);
            } else {
                g.lineTo(px, py);
            }
        }
        g.stroke();
    }

    private void explain(GraphicsContext g, PlotColours colours, PerlinCurve c, double w, double h, double mid, double yScale,
                         double cellWidth) {
        double x = c.x0() + hoverX / w * (c.x1() - c.x0());
        double[] e = c.explain(x * c.frequency());
        g.setStroke(colours.accent());
        g.strokeLine(hoverX, 0, hoverX, h);
        if (e == null) {
            return;
        }
        double cellLeft = (e[0] / c.frequency() - c.x0()) / (c.x1() - c.x0()) * w;
        int j = (int) ((long) e[0] - c.firstLattice());
        // The two gradient lines across the cell, and the blended point, all in the first octave's units.
        g.setLineDashes(5, 4);
        g.setStroke(colours.gradient());
        g.strokeLine(cellLeft, mid, cellLeft + cellWidth, mid - c.slope(j) * yScale);
        g.setStroke(colours.accent());
        g.strokeLine(cellLeft, mid + c.slope(j + 1) * yScale, cellLeft + cellWidth, mid);
        g.setLineDashes();
        g.setFill(colours.accent());
        g.fillOval(hoverX - 4, mid - e[5] * yScale - 4, 8, 8);
        explanation.setText(String.format(
            "x = %.4f: cell %d, t = %.3f, fade(t) = %.3f.  Left gradient %.3f × t = %.3f;  right gradient %.3f × (t − 1)"
                + " = %.3f;  blended: %.3f + %.3f × (%.3f − %.3f) = %.3f  (first octave alone)",
            x, (long) e[0], e[1], e[2], c.slope(j), e[3], c.slope(j + 1), e[4], e[3], e[2], e[4], e[3], e[5]));
    }

    private void drawFade(GraphicsContext g, PlotColours colours, PerlinCurve c, double w) {
        double size = 70;
        double left = w - size - 10;
        double top = 8;
        g.setFill(colours.inset());
        g.fillRect(left - 4, top - 4, size + 8, size + 22);
        g.setStroke(colours.guide());
        g.strokeRect(left, top, size, size);
        g.setStroke(colours.ink());
        g.setLineWidth(1.5);
        g.beginPath();
        for (int i = 0; i <= 40; i++) {
            double t = i / 40.0;
            double px = left + t * size;
            double py = top + size - c.fade().apply(t) * size;
            if (i == 0) {
                g.moveTo(px, py);
            } else {
                g.lineTo(px, py);
            }
        }
        g.stroke();
        g.setLineWidth(1);
        if (!Double.isNaN(hoverX)) {
            double x = c.x0() + hoverX / w * (c.x1() - c.x0());
            double[] e = c.explain(x * c.frequency());
            if (e != null) {
                g.setFill(colours.accent());
                g.fillOval(left + e[1] * size - 3, top + size - e[2] * size - 3, 6, 6);
            }
        }
        g.setFill(colours.muted());
        g.setFont(Font.font(10));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        g.fillText("fade: " + c.fade().id(), left + size / 2, top + size + 3);
    }
}
