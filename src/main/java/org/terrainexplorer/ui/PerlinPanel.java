package org.terrainexplorer.ui;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.render.PerlinCurve;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * The 1D noise panel: the maps' kernel, seed, frequency, fade and octave amplitudes drawn as a curve across
 * the view's width, so a student sees where the map's shapes come from. Toggles show the lattice of the
 * lowest drawn octave (for Perlin and simplex the random gradient at each integer as a short tangent through
 * zero, for value noise the random value as a dot), each octave on its own (scaled by its share, adding up
 * to the sum in bold), and the fade curve (an inset plot in a margin of its own, so it never covers the
 * curves). Hovering explains one point: its cell, t, fade(t), the two terms being blended, and the result.
 *
 * <p>The lattice, the dashed lines and the hover dot are drawn in the lattice octave's drawn scale (its share
 * of the amplitudes), the scale of its curve: the panel's lesson is that this curve leaves each integer
 * along its gradient, which only shows if the tick is tangent to the curve on screen.
 *
 * <p>The curve is computed on the render pool and drawn here; the FX thread only draws.
 */
final class PerlinPanel extends VBox {

    private static final Color[] OCTAVE_COLOURS = {Color.web("#d9822b"), Color.web("#3b8f5a"), Color.web("#7b5cb8"),
        Color.web("#c0426b"), Color.web("#2f86b8"), Color.web("#8f7a2f"), Color.web("#5a6b7b"), Color.web("#b85c3b")};

    /** Space for the value labels at the left and the world-x labels below the plot. */
    private static final double LEFT_MARGIN = 46;
    private static final double BOTTOM_MARGIN = 17;
    private static final double TOP_MARGIN = 6;
    private static final double RIGHT_MARGIN = 10;
    /** The right margin the fade inset lives in, when shown. */
    private static final double FADE_MARGIN = 104;
    private static final double FADE_SIZE = 70;
    private static final String IDLE = "Hover the curve to see how one point is computed.";

    private final ExplorerModel model;
    private final Pane holder = new Pane();
    private final Canvas canvas = new Canvas();
    private final Label title = new Label();
    private final CheckBox gradients = new CheckBox("Gradients");
    private final CheckBox octaves = new CheckBox("Octaves");
    private final CheckBox fadeCurve = new CheckBox("Fade curve");
    private final HBox legend = new HBox(8);
    private final Label explanation = new Label();
    private final Background<PerlinCurve> curve;
    private final ObservableValue<Theme> theme;
    private double hoverX = Double.NaN;
    /** The kernel the title and toggles name, so a parameter change that keeps it rebuilds nothing. */
    private NoiseType described;

    /** The plot area within the canvas, as laid out by the last draw. */
    private double plotLeft;
    private double plotRight;

    PerlinPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing, ObservableValue<Theme> theme,
                Consumer<String> errors) {
        this.model = model;
        this.theme = theme;
        curve = new Background<>(pool, showing, errors);
        setId("perlin-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        // The split pane above decides the panel's height; the panel's text must never push the maps smaller
        // (which would re-render them), so the plot gives way instead.
        setMinSize(0, 0);
        title.setId("perlin-title");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        gradients.setId("toggle-gradients");
        octaves.setId("toggle-octaves");
        fadeCurve.setId("toggle-fade");
        gradients.setSelected(true);
        octaves.setSelected(true);
        fadeCurve.setSelected(true);
        octaves.setTooltip(new Tooltip("Each octave on its own, scaled by its share of the amplitudes; they add up "
            + "to the bold sum."));
        legend.setId("perlin-legend");
        legend.setAlignment(Pos.CENTER_LEFT);
        FlowPane bar = new FlowPane(12, 2, title, gradients, octaves, fadeCurve, legend);
        bar.setAlignment(Pos.CENTER_LEFT);
        explanation.setId("perlin-explanation");
        explanation.getStyleClass().add(StyleClasses.HINT);
        // Two lines, wrapped further when narrow, and never cut short: the readout is the lesson.
        explanation.setWrapText(true);
        explanation.setMinHeight(Region.USE_PREF_SIZE);
        canvas.setId("perlin-canvas");
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        holder.getChildren().add(canvas);
        holder.setMinHeight(0);
        VBox.setVgrow(holder, Priority.ALWAYS);
        getChildren().addAll(bar, holder, explanation);
        describeKernel(model.params());
        idle(null);

        model.paramsProperty().addListener(o -> {
            describeKernel(model.params());
            compute();
        });
        model.shownViewport().addListener(o -> compute());
        holder.widthProperty().addListener(o -> compute());
        holder.heightProperty().addListener(o -> draw());
        curve.valueProperty().addListener((o, was, c) -> {
            updateLegend();
            if (Double.isNaN(hoverX)) {
                idle(c);
            }
            draw();
        });
        theme.addListener(o -> {
            updateLegend();
            draw();
        });
        for (CheckBox box : new CheckBox[] {gradients, octaves, fadeCurve}) {
            box.selectedProperty().addListener(o -> {
                updateLegend();
                draw();
            });
        }
        canvas.setOnMouseMoved(e -> {
            hoverX = e.getX();
            draw();
        });
        canvas.setOnMouseExited(e -> {
            hoverX = Double.NaN;
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

    /** Titles and toggles name what the maps' kernel has: gradients or values, a fade curve or a falloff. */
    private void describeKernel(TerrainParams params) {
        NoiseType kernel = params.noise();
        if (kernel == described) {
            return;
        }
        described = kernel;
        String name = switch (kernel) {
            case PERLIN -> "1D Perlin noise";
            case SIMPLEX -> "1D simplex noise";
            case VALUE -> "1D value noise";
        };
        title.setText(name + ": the maps' kernel, seed, frequency, " + (kernel == NoiseType.SIMPLEX ? "" : "fade, ")
            + "octaves");
        boolean values = kernel == NoiseType.VALUE;
        gradients.setText(values ? "Values" : "Gradients");
        gradients.setTooltip(new Tooltip(values
            ? "The random value at each integer of the lowest octave's lattice: the noise passes through it."
            : "The random slope at each integer of the lowest octave's lattice: the noise passes through 0 there "
                + "with that slope."));
        boolean simplex = kernel == NoiseType.SIMPLEX;
        fadeCurve.setText(simplex ? "Falloff" : "Fade curve");
        fadeCurve.setTooltip(new Tooltip(simplex
            ? "Simplex noise has no fade: each end's gradient line is weighted by the falloff (1 − d²)⁴."
            : "The fade curve that blends the two ends' contributions across a cell."));
    }

    /** The idle readout: how to use the panel, what the lattice marks mean, and what it leaves out. */
    private void idle(PerlinCurve c) {
        String first = IDLE;
        if (c == null) {
            explanation.setText(first + "\n ");
            return;
        }
        if (c.ridges() > 0) {
            first += String.format(Locale.ROOT, "  The maps also mix in ridges (%.2f); this panel leaves them out "
                + "and shows the plain octaves.", c.ridges());
        }
        int k = c.latticeOctave();
        String octave = "octave " + (k + 1);
        String skipped = k > 0 ? " (the octaves below it have amplitude 0)" : "";
        String second = c.hasGradients()
            ? "Red ticks: " + octave + "'s random gradients" + skipped + ", drawn at its share of the amplitudes ("
                + trim(c.latticeShare()) + "), so each touches the " + octave + " curve where it leaves the integer."
            : "Red dots: " + octave + "'s random lattice values" + skipped + ", drawn at its share of the amplitudes ("
                + trim(c.latticeShare()) + "); the " + octave + " curve passes through each.";
        explanation.setText(first + "\n" + second);
    }

    private void updateLegend() {
        legend.getChildren().clear();
        PerlinCurve c = curve.valueProperty().get();
        if (c == null) {
            return;
        }
        PlotColours colours = theme.getValue().plot();
        Label heading = new Label(octaves.isSelected() ? "octave" : "");
        heading.getStyleClass().add(StyleClasses.HINT);
        legend.getChildren().add(heading);
        for (int k = 0; k < c.octaves(); k++) {
            if (c.amplitude(k) > 0 && drawsOctave(c, k)) {
                legend.getChildren().add(key(String.valueOf(k + 1), octaveColour(k, colours), 1.6));
            }
        }
        legend.getChildren().add(key("sum", colours.ink(), 2.6));
    }

    private static Label key(String text, Color colour, double width) {
        Line line = new Line(0, 0, 14, 0);
        line.setStroke(colour);
        line.setStrokeWidth(width);
        Label label = new Label(text, line);
        label.getStyleClass().add(StyleClasses.HINT);
        return label;
    }

    /** Octave k's curve is drawn with the octaves, and the lattice octave's also with its lattice marks. */
    private boolean drawsOctave(PerlinCurve c, int k) {
        return octaves.isSelected() || (gradients.isSelected() && k == c.latticeOctave());
    }

    /** The octave colours, lifted on a dark background so they stay as legible as on a light one. */
    private static Color octaveColour(int k, PlotColours colours) {
        Color base = OCTAVE_COLOURS[k % OCTAVE_COLOURS.length];
        return colours.background().getBrightness() < 0.5 ? base.deriveColor(0, 0.85, 1.35, 1) : base;
    }

    private void draw() {
        PlotColours colours = theme.getValue().plot();
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(colours.background());
        g.fillRect(0, 0, w, h);
        PerlinCurve c = curve.valueProperty().get();
        double left = LEFT_MARGIN;
        double right = w - (fadeCurve.isSelected() ? FADE_MARGIN : RIGHT_MARGIN);
        double top = TOP_MARGIN;
        double bottom = h - BOTTOM_MARGIN;
        plotLeft = left;
        plotRight = right;
        if (c == null || right - left < 20 || bottom - top < 20) {
            return;
        }
        double mid = (top + bottom) / 2;
        // Fit the largest value drawn (at least ±0.1) into the height; the lattice marks share the scale.
        double yScale = ((bottom - top) / 2 - 3) / Math.max(0.1, c.maxAbs() * 1.05);
        double plotWidth = right - left;
        double span = c.x1() - c.x0();
        double cellWidth = plotWidth / (span * c.latticeFrequency());
        PerlinCurve.Explanation hover = null;
        double hoverWorld = Double.NaN;
        if (hoverX >= left && hoverX <= right) {
            hoverWorld = c.x0() + (hoverX - left) / plotWidth * span;
            hover = c.explain(hoverWorld * c.latticeFrequency());
        }
        axes(g, colours, c, left, right, top, bottom, mid, yScale);

        // Everything inside the plot is clipped to it: steep ticks and long gradient lines stop at its edge.
        g.save();
        g.beginPath();
        g.rect(left, top, plotWidth, bottom - top);
        g.clip();
        if (cellWidth >= 6) {
            lattice(g, colours, c, left, plotWidth, top, bottom, mid, yScale, cellWidth);
        }
        for (int k = 0; k < c.octaves(); k++) {
            if (c.amplitude(k) > 0 && drawsOctave(c, k)) {
                g.setStroke(octaveColour(k, colours).deriveColor(0, 1, 1, 0.85));
                g.setLineWidth(k == c.latticeOctave() && gradients.isSelected() ? 1.6 : 1.2);
                plot(g, c, k, left, plotWidth, mid, yScale);
            }
        }
        g.setStroke(colours.ink());
        g.setLineWidth(2.6);
        plot(g, c, -1, left, plotWidth, mid, yScale);
        g.setLineWidth(1);
        if (!Double.isNaN(hoverWorld)) {
            g.setStroke(colours.accent());
            g.strokeLine(hoverX, top, hoverX, bottom);
            if (hover != null) {
                hoverLines(g, colours, c, hover, left, plotWidth, mid, yScale, cellWidth);
            }
        }
        g.restore();

        if (fadeCurve.isSelected()) {
            drawFade(g, colours, c, hover, w - FADE_MARGIN + 18, top + 2, Math.min(FADE_SIZE, h - 36));
        }
        if (hover != null) {
            explanation.setText(readout(c, hover, hoverWorld));
        } else {
            idle(c);
        }
    }

    /** The zero line, value labels at the left and world-x labels along the bottom, all light. */
    private static void axes(GraphicsContext g, PlotColours colours, PerlinCurve c, double left, double right,
                             double top, double bottom, double mid, double yScale) {
        g.setStroke(colours.frame());
        g.setLineWidth(1);
        g.strokeRect(left + 0.5, top + 0.5, right - left - 1, bottom - top - 1);
        g.setStroke(colours.guide());
        g.strokeLine(left, mid, right, mid);
        g.setFont(Font.font(10));
        g.setFill(colours.muted());
        // Value: 0 and a round step either side, as far as fits.
        double half = (bottom - top) / 2;
        double step = niceStepBelow((half - 6) / yScale);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.CENTER);
        for (int i = -3; i <= 3; i++) {
            double v = i * step;
            double y = mid - v * yScale;
            if (y < top + 4 || y > bottom - 4) {
                continue;
            }
            g.setStroke(colours.guide());
            g.strokeLine(left - 3, y, left, y);
            g.fillText(number(v, decimals(step)), left - 5, y);
        }
        g.save();
        g.translate(9, mid);
        g.rotate(-90);
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText("value", 0, 0);
        g.restore();
        // World x: round positions, leaving room for the axis name at the right.
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.TOP);
        g.fillText("world x", right, bottom + 3);
        double span = c.x1() - c.x0();
        double xStep = niceStep(span * 90 / (right - left));
        int decimals = decimals(xStep);
        g.setTextAlign(TextAlignment.CENTER);
        for (double x = Math.ceil(c.x0() / xStep) * xStep; x <= c.x1(); x += xStep) {
            double px = left + (x - c.x0()) / span * (right - left);
            if (px < left + 12 || px > right - 62) {
                continue;
            }
            g.setStroke(colours.guide());
            g.strokeLine(px, bottom, px, bottom + 3);
            g.fillText(number(x, decimals), px, bottom + 3);
        }
    }

    /** The lattice octave's lattice lines, and its gradients as tangents or its values as dots. */
    private void lattice(GraphicsContext g, PlotColours colours, PerlinCurve c, double left, double plotWidth,
                         double top, double bottom, double mid, double yScale, double cellWidth) {
        double span = c.x1() - c.x0();
        boolean labels = cellWidth >= 36;
        g.setFont(Font.font(9));
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        for (int j = 0; j < c.latticePoints(); j++) {
            double px = left + (c.latticeX(j) - c.x0()) / span * plotWidth;
            if (px < left - cellWidth || px > left + plotWidth + cellWidth) {
                continue;
            }
            g.setStroke(colours.grid());
            g.setLineWidth(1);
            g.strokeLine(px, top, px, bottom);
            if (labels) {
                g.setFill(colours.muted());
                g.fillText(number(c.firstLattice() + j, 0), px + 3, top + 2);
            }
            if (!gradients.isSelected()) {
                continue;
            }
            double py = mid - c.drawnValue(j) * yScale;
            g.setStroke(colours.gradient());
            g.setFill(colours.gradient());
            if (c.hasGradients()) {
                // A tangent to the drawn curve: its slope in drawn units per lattice unit, over ± half a tick.
                double half = Math.min(0.35, 30 / cellWidth);
                double rise = c.drawnSlope(j) * half * yScale;
                g.setLineWidth(2);
                g.strokeLine(px - half * cellWidth, py + rise, px + half * cellWidth, py - rise);
                g.setLineWidth(1);
            }
            g.fillOval(px - 3, py - 3, 6, 6);
        }
    }

    /** The two ends' terms across the hovered cell, dashed, and the hovered point on the lattice octave's curve. */
    private static void hoverLines(GraphicsContext g, PlotColours colours, PerlinCurve c, PerlinCurve.Explanation e,
                                   double left, double plotWidth, double mid, double yScale, double cellWidth) {
        double cellLeft = left + (c.latticeX(e.j()) - c.x0()) / (c.x1() - c.x0()) * plotWidth;
        double cellRight = cellLeft + cellWidth;
        double share = c.latticeShare();
        g.setLineDashes(5, 4);
        g.setLineWidth(1.2);
        if (c.hasGradients()) {
            // Each end's gradient line through zero, in drawn units: slope·t from the left, slope·(t − 1) to the right.
            g.setStroke(colours.gradient());
            g.strokeLine(cellLeft, mid, cellRight, mid - c.drawnSlope(e.j()) * yScale);
            g.setStroke(colours.accent());
            g.strokeLine(cellLeft, mid + c.drawnSlope(e.j() + 1) * yScale, cellRight, mid);
        } else {
            g.setStroke(colours.gradient());
            g.strokeLine(cellLeft, mid - share * e.left() * yScale, cellRight, mid - share * e.left() * yScale);
            g.setStroke(colours.accent());
            g.strokeLine(cellLeft, mid - share * e.right() * yScale, cellRight, mid - share * e.right() * yScale);
        }
        g.setLineDashes();
        g.setLineWidth(1);
        double px = cellLeft + e.t() * cellWidth;
        double py = mid - e.drawn() * yScale;
        g.setFill(colours.accent());
        g.fillOval(px - 4, py - 4, 8, 8);
    }

    /** Plots octave k (or the sum, for k = −1) across the plot's width. */
    private static void plot(GraphicsContext g, PerlinCurve c, int k, double left, double plotWidth, double mid,
                             double yScale) {
        g.beginPath();
        for (int i = 0; i < c.samples(); i++) {
            double px = left + (double) i / (c.samples() - 1) * plotWidth;
            double py = mid - (k < 0 ? c.sum(i) : c.octave(k, i)) * yScale;
            if (i == 0) {
                g.moveTo(px, py);
            } else {
                g.lineTo(px, py);
            }
        }
        g.stroke();
    }

    /** The hover readout, two lines: where the point is in its cell and what the lattice holds, then the arithmetic. */
    static String readout(PerlinCurve c, PerlinCurve.Explanation e, double worldX) {
        String where = "x = " + number(worldX, 4) + " → lattice " + number(worldX * c.latticeFrequency(), 3)
            + " (octave " + (c.latticeOctave() + 1) + "): cell " + number(e.cell(), 0) + ", t = " + number(e.t(), 3);
        String ends = number(c.random(e.j()), 3) + " and " + number(c.random(e.j() + 1), 3);
        String scaled = ";  × share " + trim(c.latticeShare()) + " = " + number(e.drawn(), 3) + " (the dot)";
        return switch (c.kernel()) {
            case PERLIN -> where + ", fade(t) = " + number(e.rightWeight(), 3) + ";  gradients " + ends + "\n"
                + "left " + operand(c.slope(e.j())) + " × t = " + number(e.left(), 3)
                + ";  right " + operand(c.slope(e.j() + 1)) + " × (t − 1) = " + number(e.right(), 3)
                + ";  blend " + blend(e) + " = " + number(e.result(), 3) + scaled;
            case VALUE -> where + ", fade(t) = " + number(e.rightWeight(), 3) + ";  values " + ends + "\n"
                + "blend " + blend(e) + " = " + number(e.result(), 3) + scaled;
            case SIMPLEX -> where + ";  gradients " + ends + " × " + number(PerlinCurve.SIMPLEX_1D_NORM, 2)
                + ";  falloffs (1 − t²)⁴ = " + number(e.leftWeight(), 3) + ", (1 − (t − 1)²)⁴ = "
                + number(e.rightWeight(), 3) + "\n"
                + "left " + operand(c.slope(e.j())) + " × t = " + number(e.left(), 3) + ";  right "
                + operand(c.slope(e.j() + 1)) + " × (t − 1) = " + number(e.right(), 3) + ";  sum "
                + number(e.leftWeight(), 3) + " × " + operand(e.left()) + " + " + number(e.rightWeight(), 3) + " × "
                + operand(e.right()) + " = " + number(e.result(), 3) + scaled;
        };
    }

    /** {@code left + fade × (right − left)}, negative operands in parentheses. */
    private static String blend(PerlinCurve.Explanation e) {
        return operand(e.left()) + " + " + number(e.rightWeight(), 3) + " × (" + operand(e.right()) + " − "
            + operand(e.left()) + ")";
    }

    /** A number with a true minus sign; a value that rounds to zero prints without one. */
    static String number(double v, int decimals) {
        String s = String.format(Locale.ROOT, "%." + decimals + "f", v);
        if (s.startsWith("-")) {
            return s.matches("-0[.0]*") ? s.substring(1) : "−" + s.substring(1);
        }
        return s;
    }

    /** A number as an operand in a formula: negatives in parentheses, so "a − (−b)" never reads "a − −b". */
    static String operand(double v) {
        String s = number(v, 3);
        return s.startsWith("−") ? "(" + s + ")" : s;
    }

    private static String trim(double v) {
        return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    /** A round step (1, 2 or 5 × 10ⁿ) at least {@code v}. */
    private static double niceStep(double v) {
        double power = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= v) {
                return m * power;
            }
        }
        return 10 * power;
    }

    /** The largest round step (1, 2 or 5 × 10ⁿ) at most {@code v}. */
    private static double niceStepBelow(double v) {
        double power = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {5, 2, 1}) {
            if (m * power <= v) {
                return m * power;
            }
        }
        return power;
    }

    /** The decimals that show a multiple of {@code step} exactly. */
    private static int decimals(double step) {
        return (int) Math.max(0, Math.min(8, -Math.floor(Math.log10(step) + 1e-9)));
    }

    /** The fade curve (or simplex's falloff), with the hovered t marked on it. */
    private static void drawFade(GraphicsContext g, PlotColours colours, PerlinCurve c, PerlinCurve.Explanation hover,
                                 double left, double top, double size) {
        if (size < 20) {
            return;
        }
        boolean simplex = c.kernel() == NoiseType.SIMPLEX;
        g.setFill(colours.inset());
        g.fillRect(left - 4, top - 4, size + 8, size + 22);
        g.setStroke(colours.guide());
        g.strokeRect(left, top, size, size);
        g.setStroke(colours.ink());
        g.setLineWidth(1.5);
        g.beginPath();
        for (int i = 0; i <= 40; i++) {
            double t = i / 40.0;
            double v = simplex ? PerlinCurve.falloff(t) : c.fade().apply(t);
            double px = left + t * size;
            double py = top + size - v * size;
            if (i == 0) {
                g.moveTo(px, py);
            } else {
                g.lineTo(px, py);
            }
        }
        g.stroke();
        g.setLineWidth(1);
        if (hover != null) {
            g.setFill(colours.accent());
            if (simplex) {
                // The left end's weight at distance t, the right end's at distance 1 − t.
                g.fillOval(left + hover.t() * size - 3, top + size - hover.leftWeight() * size - 3, 6, 6);
                g.fillOval(left + (1 - hover.t()) * size - 3, top + size - hover.rightWeight() * size - 3, 6, 6);
            } else {
                g.fillOval(left + hover.t() * size - 3, top + size - hover.rightWeight() * size - 3, 6, 6);
            }
        }
        g.setFill(colours.muted());
        g.setFont(Font.font(10));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        g.fillText(simplex ? "falloff (1 − d²)⁴" : "fade: " + c.fade().id(), left + size / 2, top + size + 3);
    }

    /** The hover readout's label (for tests). */
    Label explanation() {
        return explanation;
    }

    /** The plot's horizontal extent in the canvas, as last drawn (for tests): {left, right}. */
    double[] plotExtent() {
        return new double[] {plotLeft, plotRight};
    }
}
