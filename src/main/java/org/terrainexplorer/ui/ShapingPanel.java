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
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * Live plots of each function applied to elevation, with the current settings: the redistribution curve,
 * the terrace steps, the island falloff against distance, and elevation against noise with the ridge mix (the
 * fold drawn faint beside it, so the plot explains itself even at ridges 0). These are the generator's own
 * functions (not noise), so they are cheap to draw on every change.
 */
final class ShapingPanel extends HBox {

    static final double WIDTH = 190;
    static final double HEIGHT = 140;
    /** Below each plot: the x labels and up to two lines of note. */
    private static final double BOTTOM = 42;

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
        plot(redistribution, colours, 0, 1, x -> g.redistribute((float) x), null, null, "elevation in",
            String.format("(%.2f·e)^%.2f", p.number(Param.FUDGE), p.number(Param.EXPONENT)), Double.NaN);
        int levels = p.integer(Param.TERRACES);
        plot(terraces, colours, 0, 1, x -> levels == 0 ? x : g.terrace((float) x), null, null, "elevation in",
            levels == 0 ? "off (0 levels)" : levels + " levels, smoothing " + p.number(Param.TERRACE_SMOOTHING),
            Double.NaN);
        boolean islandOn = p.islandMode() != IslandMode.OFF;
        plot(island, colours, 0, 2, d -> islandOn ? g.island(0.5f, (float) d) : 0.5, null, null,
            "distance (radii)",
            islandOn ? p.islandMode().name().toLowerCase(Locale.ROOT) + ": a " + p.number(Param.ISLAND_A)
                + ", b " + p.number(Param.ISLAND_B) + ", c " + p.number(Param.ISLAND_C) : "off", 1.0);
        double mix = p.number(Param.RIDGES);
        float contrast = TerrainGenerator.contrast(p.noise());
        DoubleUnaryOperator plain = n -> Math.max(0, Math.min(1, 0.5 + contrast * n));
        DoubleUnaryOperator fold = n -> 1 - Math.abs(n);
        plot(ridges, colours, -1, 1, n -> {
            double e = plain.applyAsDouble(n);
            return e + mix * (fold.applyAsDouble(n) - e);
        }, fold, mix == 0 ? null : plain, "noise n", ridgesNote(mix, contrast), Double.NaN);
    }

    /**
     * The ridges plot's note, two lines. With ridges 0 the curve is just the contrast-scaled noise, clamped —
     * a steep ramp that a bare "ridges 0" would leave unexplained; the fold it would mix towards is drawn faint
     * either way, and once mixed in, the unridged curve dashed, so the note names both.
     */
    static String ridgesNote(double mix, float contrast) {
        if (mix == 0) {
            return String.format(Locale.ROOT, "ridges 0: 0.5 + %.2f·n, clamped\nfaint: the ridged fold 1 − |n|",
                contrast);
        }
        String what = mix == 1 ? "ridges 1: the fold alone"
            : String.format(Locale.ROOT, "ridges %.2f: mixed with the fold", mix);
        return what + "\nfaint: fold 1 − |n|; dashed: ridges 0";
    }

    /**
     * Plots f over [x0, x1] against [0, 1], with an optional faint curve and dashed curve to compare it with,
     * an x label, a note of one or two lines (split at a newline), and an optional vertical marker.
     */
    private static void plot(Canvas canvas, PlotColours colours, double x0, double x1, DoubleUnaryOperator f,
                             DoubleUnaryOperator faint, DoubleUnaryOperator dashed, String xLabel, String note,
                             double marker) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        double left = 28;
        double bottom = h - BOTTOM;
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
        if (faint != null) {
            g.setStroke(colours.gradient().deriveColor(0, 1, 1, 0.45));
            g.setLineWidth(1.5);
            curve(g, faint, x0, x1, left, right, top, bottom);
        }
        if (dashed != null) {
            g.setStroke(colours.muted());
            g.setLineWidth(1);
            g.setLineDashes(4, 3);
            curve(g, dashed, x0, x1, left, right, top, bottom);
            g.setLineDashes();
        }
        g.setStroke(colours.accent());
        g.setLineWidth(2);
        curve(g, f, x0, x1, left, right, top, bottom);
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
        String[] lines = note.split("\n", 2);
        for (int i = 0; i < lines.length; i++) {
            g.fillText(lines[i], w / 2, bottom + 15 + 12 * i);
        }
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText("1", left - 3, top);
        g.fillText("0", left - 3, bottom - 10);
    }

    /** Strokes f over [x0, x1], clamped to [0, 1], into the plot rectangle. */
    private static void curve(GraphicsContext g, DoubleUnaryOperator f, double x0, double x1, double left, double right,
                              double top, double bottom) {
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
    }
}
