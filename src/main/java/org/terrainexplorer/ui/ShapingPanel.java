package org.terrainexplorer.ui;

import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Live plots of each function applied to elevation, with the current settings: the redistribution curve,
 * the terrace steps, the island falloff against distance, and the ridge fold. These are the generator's own
 * functions (not noise), so they are cheap to draw on every change.
 */
final class ShapingPanel extends HBox {

    static final double WIDTH = 190;
    static final double HEIGHT = 128;

    private final Canvas redistribution = canvas("plot-redistribution");
    private final Canvas terraces = canvas("plot-terraces");
    private final Canvas island = canvas("plot-island");
    private final Canvas ridges = canvas("plot-ridges");
    private final ObservableValue<Theme> theme;
    /** The last generator, whose tables the next one reuses where their inputs are unchanged. */
    private TerrainGenerator generator;

    ShapingPanel(ExplorerModel model, ObservableBooleanValue showing, ObservableValue<Theme> theme) {
        super(12);
        this.theme = theme;
        setId("shaping-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        getChildren().addAll(titled("Redistribution", redistribution),
            titled("Terraces", terraces), titled("Island falloff (e = 0.5)", island),
            titled("Ridges", ridges));
        // Drawn only while on screen; opening the tab draws the current settings.
        model.paramsProperty().addListener(o -> {
            if (showing.get()) {
                draw(model.params());
            }
        });
        showing.addListener((o, was, now) -> {
            if (now) {
                draw(model.params());
            }
        });
        theme.addListener(o -> {
            if (showing.get()) {
                draw(model.params());
            }
        });
        draw(model.params());
    }

    private static Canvas canvas(String id) {
        Canvas c = new Canvas(WIDTH, HEIGHT);
        c.setId(id);
        return c;
    }

    private static VBox titled(String title, Canvas canvas) {
        Label label = new Label(title);
        label.getStyleClass().add(StyleClasses.PANEL_TITLE);
        return new VBox(3, label, canvas);
    }

    private void draw(TerrainParams p) {
        if (generator == null || !generator.params().equals(p)) {
            generator = new TerrainGenerator(p, generator);
        }
        TerrainGenerator g = generator;
        PlotColours colours = theme.getValue().plot();
        plot(redistribution, colours, 0, 1, x -> g.redistribute((float) x), "elevation in", "out",
            String.format("(%.2f·e)^%.2f", p.number(Param.FUDGE), p.number(Param.EXPONENT)), Double.NaN);
        int levels = p.integer(Param.TERRACES);
        plot(terraces, colours, 0, 1, x -> levels == 0 ? x : g.terrace((float) x), "elevation in", "out",
            levels == 0 ? "off (0 levels)" : levels + " levels, smoothing " + p.number(Param.TERRACE_SMOOTHING),
            Double.NaN);
        boolean islandOn = p.islandMode() != IslandMode.OFF;
        plot(island, colours, 0, 2, d -> islandOn ? g.island(0.5f, (float) d) : 0.5, "distance (radii)", "elevation",
            islandOn ? p.islandMode().name().toLowerCase(Locale.ROOT) + ": a " + p.number(Param.ISLAND_A)
                + ", b " + p.number(Param.ISLAND_B) + ", c " + p.number(Param.ISLAND_C) : "off", 1.0);
        double mix = p.number(Param.RIDGES);
        float contrast = TerrainGenerator.contrast(p.noise());
        plot(ridges, colours, -1, 1, n -> {
            double e = Math.max(0, Math.min(1, 0.5 + contrast * n));
            return e + mix * ((1 - Math.abs(n)) - e);
        }, "noise n", "before redistribution", String.format("ridges %.2f; fold %s", mix,
            mix == 0 ? "off" : "2(0.5 − |0.5 − n|)"), Double.NaN);
    }

    /** Plots f over [x0, x1] against [0, 1], with captions and an optional vertical marker. */
    private static void plot(Canvas canvas, PlotColours colours, double x0, double x1, DoubleUnaryOperator f, String xLabel,
                             String yLabel, String note, double marker) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        double left = 28;
        double bottom = h - 30;
        double top = 6;
        double right = w - 6;
        g.setFill(colours.background());
        g.fillRect(0, 0, w, h);
        g.setStroke(colours.frame());
        g.setLineWidth(1);
        g.strokeRect(left, top, right - left, bottom - top);
        g.setStroke(colours.grid());
        g.strokeLine(left, bottom, right, top);
        if (!Double.isNaN(marker)) {
            double mx = left + (marker - x0) / (x1 - x0) * (right - left);
            g.setStroke(colours.guide());
            g.setLineDashes(3, 3);
            g.strokeLine(mx, top, mx, bottom);
            g.setLineDashes();
        }
        g.setStroke(colours.accent());
        g.setLineWidth(2);
        g.beginPath();
        for (int i = 0; i <= 200; i++) {
            double x = x0 + (x1 - x0) * i / 200;
            double y = Math.max(0, Math.min(1, f.applyAsDouble(x)));
            double px = left + (x - x0) / (x1 - x0) * (right - left);
            double py = bottom - y * (bottom - top);
            if (i == 0) {
                g.moveTo(px, py);
            } else {
                g.lineTo(px, py);
            }
        }
        g.stroke();
        g.setLineWidth(1);
        g.setFill(colours.muted());
        g.setFont(Font.font(10));
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText(String.valueOf((int) x0 == x0 ? (int) x0 : x0), left, bottom + 2);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText(String.valueOf((int) x1 == x1 ? (int) x1 : x1), right, bottom + 2);
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText(xLabel, (left + right) / 2, bottom + 2);
        g.fillText(note, w / 2, bottom + 15);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText("1", left - 3, top);
        g.fillText("0", left - 3, bottom - 10);
    }
}
