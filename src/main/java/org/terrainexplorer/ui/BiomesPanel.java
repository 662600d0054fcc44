package org.terrainexplorer.ui;

import java.nio.IntBuffer;
import java.util.function.Consumer;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.BiomeChart;
import org.terrainexplorer.render.Palettes;
import org.terrainexplorer.terrain.Biome;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * The biome map's legend and rule: the chart of biome by moisture and elevation for the current rule and
 * water level, and a swatch for each biome it gives. Follows the parameters while its tab is shown.
 */
final class BiomesPanel extends HBox {

    static final int CHART_WIDTH = 240;
    static final int CHART_HEIGHT = 150;

    private final Background<BiomeChart> chart;
    private final ImageView image = new ImageView();
    private final FlowPane legend = new FlowPane(10, 4);
    private final Label caption = new Label();

    BiomesPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing, Consumer<String> errors) {
        super(14);
        setId("biomes-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        chart = new Background<>(pool, showing, errors);
        image.setId("biome-chart");
        Label title = new Label("Biome by elevation and moisture");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        caption.getStyleClass().add(StyleClasses.HINT);
        caption.setWrapText(true);
        Label axes = new Label("dry ← moisture → wet;  up: higher");
        axes.getStyleClass().add(StyleClasses.HINT);
        VBox left = new VBox(4, title, image, axes);
        legend.setId("biome-legend");
        legend.setPrefWrapLength(420);
        VBox right = new VBox(8, caption, legend);
        right.setPadding(new Insets(22, 0, 0, 0));
        HBox.setHgrow(right, Priority.ALWAYS);
        getChildren().addAll(left, right);
        chart.valueProperty().addListener((o, was, c) -> {
            if (c != null) {
                show(c);
            }
        });
        Runnable recompute = () -> chart.request(() -> {
            var params = model.params();
            caption.setText(params.biomeMode() == BiomeMode.ELEVATION
                ? "The elevation rule ignores moisture: one biome per height band."
                : "Amit Patel's table. The coast is at the water level (" + params.number(Param.WATER_LEVEL)
                    + "); the climate, when on, cools land toward the poles as if it stood higher.");
            return () -> BiomeChart.of(params, CHART_WIDTH, CHART_HEIGHT);
        });
        model.paramsProperty().addListener(o -> recompute.run());
        recompute.run();
    }

    private void show(BiomeChart c) {
        WritableImage img = new WritableImage(c.width(), c.height());
        img.getPixelWriter().setPixels(0, 0, c.width(), c.height(), PixelFormat.getIntArgbInstance(),
            IntBuffer.wrap(c.argb()), c.width());
        image.setImage(img);
        legend.getChildren().clear();
        for (Biome biome : c.biomes()) {
            int rgb = biome == Biome.OCEAN ? Palettes.ocean(0.5f) : Palettes.biome(biome);
            Rectangle swatch = new Rectangle(14, 14, Color.rgb(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF));
            swatch.getStyleClass().add(StyleClasses.SWATCH);
            Label label = new Label(biome.label(), swatch);
            label.setId("legend-" + biome.id());
            legend.getChildren().add(label);
        }
    }

    /** The chart last shown (for tests). */
    BiomeChart chart() {
        return chart.valueProperty().get();
    }
}
