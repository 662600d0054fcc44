package org.terrainexplorer.ui.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import org.terrainexplorer.world.gen.ColumnProfile;

/**
 * The column under the pointer (until the pointer first points somewhere, the view's centre's) as the world's
 * counterpart of the 1D Perlin panel: density against y, with the parts it is made of (the smooth terrain,
 * jaggedness, the factor's squash, the 3D noise, the terrain before caves, the final density) and the chunk's
 * blended density, whose zero crossings are marked as the surface and the floors and ceilings of caves. Where a
 * curve is right of the zero line the block would be solid.
 */
final class ColumnPlotPane extends VBox {

    private static final Color[] COLOURS = {Color.web("#4e79a7"), Color.web("#59a14f"), Color.web("#9c755f"),
        Color.web("#b07aa1"), Color.web("#f28e2b"), Color.web("#e15759"), Color.web("#222222")};
    private static final double AXIS = 34;
    /** Room on the right for the crossings' labels ("ceiling −123"), and a label's height. */
    private static final double MARKS = 82;
    private static final double LABEL_HEIGHT = 11;

    private final Canvas canvas = new Canvas();
    private final Label values = new Label("Point at the map or the section to see its column.");
    private final FlowPane legend = new FlowPane(8, 2);
    private final List<CheckBox> shown = new ArrayList<>();
    private final ChoiceBox<Double> range = new ChoiceBox<>();
    private ColumnProfile.Profile profile;

    ColumnPlotPane(WorldInspector inspector) {
        super(4);
        setId("column-plot");
        getStyleClass().add(WorldStyles.PANEL);
        canvas.setId("column-canvas");
        Pane area = new Pane(canvas);
        area.setMinSize(120, 160);
        canvas.widthProperty().bind(area.widthProperty());
        canvas.heightProperty().bind(area.heightProperty());
        canvas.widthProperty().addListener(o -> draw());
        canvas.heightProperty().addListener(o -> draw());
        VBox.setVgrow(area, Priority.ALWAYS);
        values.setId("column-values");
        values.setWrapText(true);
        values.getStyleClass().add(WorldStyles.HINT);
        range.setId("column-range");
        range.getItems().addAll(0.5, 1.0, 2.0, 5.0, 10.0);
        range.setValue(2.0);
        range.valueProperty().addListener(o -> draw());
        legend.setId("column-legend");
        HBox bar = new HBox(6, new Label("Density ±"), range);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label hint = new Label("Right of the zero line is solid. Ticks on the right: the surface and the cave "
            + "floors and ceilings where the chunk's density changes sign.");
        hint.setWrapText(true);
        hint.getStyleClass().add(WorldStyles.HINT);
        getChildren().addAll(bar, legend, area, values, hint);
        inspector.profiledProperty().addListener((o, was, now) -> {
            if (now != null) {
                show(now.profile(), now.centre());
            }
        });
    }

    /** Plots {@code p}; {@code centre} when it is the view's centre's, shown before the pointer pointed anywhere. */
    private void show(ColumnProfile.Profile p, boolean centre) {
        boolean sameParts = profile != null && profile.curves().size() == p.curves().size();
        profile = p;
        if (!sameParts) {
            legend.getChildren().clear();
            shown.clear();
            for (int i = 0; i <= p.curves().size(); i++) {
                boolean chunk = i == p.curves().size();
                String name = chunk ? "chunk (blended)" : p.curves().get(i).name();
                CheckBox box = new CheckBox(name);
                box.setId("column-show-" + name.replace(' ', '-').replace("(", "").replace(")", ""));
                box.setSelected(true);
                box.setTextFill(COLOURS[Math.min(i, COLOURS.length - 1)]);
                if (!chunk) {
                    box.setTooltip(new javafx.scene.control.Tooltip(p.curves().get(i).description()));
                }
                box.selectedProperty().addListener(o -> draw());
                shown.add(box);
                legend.getChildren().add(box);
            }
        }
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "column x %d, z %d%s:", p.x(), p.z(),
            centre ? " (the view's centre; point at the map or the section for another)" : ""));
        for (Map.Entry<String, Double> e : p.scalars().entrySet()) {
            b.append(String.format(Locale.ROOT, "  %s %.3f", e.getKey(), e.getValue()));
        }
        values.setText(b.toString());
        draw();
    }

    /** The profile shown, for tests. */
    ColumnProfile.Profile profile() {
        return profile;
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#fbfbf8"));
        g.fillRect(0, 0, w, h);
        if (profile == null || w < AXIS + 20 || h < 20) {
            return;
        }
        int n = profile.chunk().length;
        int minY = profile.minY();
        double r = range.getValue();
        double plotW = w - AXIS - MARKS;
        double zeroX = AXIS + plotW / 2;
        // The y axis: world y upwards, a label every 64 blocks.
        g.setFont(Font.font(10));
        g.setStroke(Color.web("#cccccc"));
        g.setFill(Color.web("#555555"));
        for (int y = Math.floorDiv(minY, 64) * 64; y < minY + n; y += 64) {
            double row = rowOf(y, minY, n, h);
            g.strokeLine(AXIS, row, AXIS + plotW, row);
            g.fillText(Integer.toString(y), 2, row + 3);
        }
        g.setStroke(Color.web("#888888"));
        g.strokeLine(zeroX, 0, zeroX, h);
        g.fillText("0", zeroX + 2, h - 3);
        g.fillText(String.format(Locale.ROOT, "−%.1f", r), AXIS, h - 3);
        g.fillText(String.format(Locale.ROOT, "+%.1f", r), AXIS + plotW - 24, h - 3);
        for (int c = 0; c <= profile.curves().size(); c++) {
            if (c < shown.size() && !shown.get(c).isSelected()) {
                continue;
            }
            double[] v = c == profile.curves().size() ? profile.chunk() : profile.curves().get(c).values();
            g.setStroke(COLOURS[Math.min(c, COLOURS.length - 1)]);
            g.setLineWidth(c == profile.curves().size() ? 2 : 1.2);
            g.beginPath();
            boolean started = false;
            for (int i = 0; i < n; i++) {
                if (Double.isNaN(v[i])) {
                    started = false;
                    continue;
                }
                double x = zeroX + Math.max(-1.02, Math.min(1.02, v[i] / r)) * plotW / 2;
                double row = rowOf(minY + i, minY, n, h);
                if (started) {
                    g.lineTo(x, row);
                } else {
                    g.moveTo(x, row);
                    started = true;
                }
            }
            g.stroke();
        }
        g.setLineWidth(1);
        // Marks top to bottom; a label too close to the one above moves down so that neither covers the other.
        List<ColumnProfile.Crossing> marks = new ArrayList<>(profile.crossings());
        marks.sort((a, b) -> Integer.compare(b.y(), a.y()));
        double labelRow = Double.NEGATIVE_INFINITY;
        for (ColumnProfile.Crossing cross : marks) {
            double row = rowOf(cross.y(), minY, n, h);
            labelRow = Math.max(row, labelRow + LABEL_HEIGHT);
            Color colour = switch (cross.kind()) {
                case SURFACE -> Color.web("#2e7d32");
                case CAVE_CEILING -> Color.web("#6a1b9a");
                case CAVE_FLOOR -> Color.web("#8d6e63");
            };
            g.setStroke(colour);
            g.strokeLine(AXIS + plotW, row, AXIS + plotW + 8, row);
            g.setFill(colour);
            String label = switch (cross.kind()) {
                case SURFACE -> "surface ";
                case CAVE_CEILING -> "ceiling ";
                case CAVE_FLOOR -> "floor ";
            };
            g.fillText(label + cross.y(), AXIS + plotW + 10, labelRow + 3);
        }
    }

    private static double rowOf(int y, int minY, int n, double h) {
        return h - 14 - (y - minY + 0.5) * (h - 18) / n;
    }
}
