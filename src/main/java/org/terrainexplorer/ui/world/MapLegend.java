package org.terrainexplorer.ui.world;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.session.LoadedWorld;

/**
 * The map's legend: for the biome layer, the biomes the map shows with their colours and shares; for a climate
 * layer, its colour ramp with the values at the ends and the middle.
 */
final class MapLegend extends FlowPane {

    MapLegend() {
        super(8, 2);
        setId("world-legend");
        setAlignment(Pos.CENTER_LEFT);
    }

    /** Shows the legend of a map image of a layer in a world. */
    void show(WorldEngine.Image image, WorldLayer layer, LoadedWorld world) {
        getChildren().clear();
        if (image == null || world == null) {
            return;
        }
        if (layer == WorldLayer.BIOME || layer.quartBiomes()) {
            Map<Integer, String> byColour = new HashMap<>();
            for (String id : world.biomeIds()) {
                byColour.put(WorldColors.opaque(WorldColors.biome(id)), id);
            }
            Map<String, Integer> counts = new TreeMap<>();
            for (int p : image.argb()) {
                String id = byColour.get(p);
                if (id != null) {
                    counts.merge(id, 1, Integer::sum);
                }
            }
            int total = Math.max(1, image.argb().length);
            counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).forEach(e ->
                getChildren().add(swatch(WorldColors.biome(e.getKey()), HoverProbe.shortName(e.getKey())
                    + String.format(Locale.ROOT, " %.0f%%", 100.0 * e.getValue() / total))));
        } else if (layer.climate()) {
            double[] r = layer.range();
            Region ramp = new Region();
            ramp.setPrefSize(160, 12);
            List<Stop> stops = new java.util.ArrayList<>();
            for (int i = 0; i <= 10; i++) {
                double v = r[0] + (r[1] - r[0]) * i / 10.0;
                int c = WorldColors.diverging(v, r[0], r[1]);
                stops.add(new Stop(i / 10.0, Color.rgb(c >> 16 & 255, c >> 8 & 255, c & 255)));
            }
            ramp.setBackground(new javafx.scene.layout.Background(new javafx.scene.layout.BackgroundFill(
                new LinearGradient(0, 0, 1, 0, true, CycleMethod.NO_CYCLE, stops), null, null)));
            getChildren().addAll(new Label(layer.title() + ": " + r[0]), ramp, new Label(r[1] + "  (0 white)"));
        } else if (layer == WorldLayer.HEIGHT) {
            getChildren().add(new Label("Height: blue below sea level, green to white above; a contour every 16 blocks"));
        }
    }

    private static HBox swatch(int rgb, String text) {
        Region box = new Region();
        box.setPrefSize(12, 12);
        box.setMinSize(12, 12);
        box.setStyle(String.format("-fx-background-color: #%06x; -fx-border-color: #555555;", rgb & 0xFFFFFF));
        HBox h = new HBox(4, box, new Label(text));
        h.setAlignment(Pos.CENTER_LEFT);
        return h;
    }
}
