package org.terrainexplorer.ui.world;

import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.Tooltip;
import javafx.util.StringConverter;
import org.terrainexplorer.render.world.WorldLayer;

/** The map toolbar's spinner for the height the layer of biomes at a height shows. */
final class BiomeHeightSpinner {

    private BiomeHeightSpinner() {
    }

    /**
     * The height the layer of biomes at a height shows, beside the layer (shown with that layer only): arrows step 8
     * blocks; typed text that is not a whole number is refused (the value stays).
     */
    static Spinner<Integer> of(WorldModel model) {
        Spinner<Integer> y = new Spinner<>();
        SpinnerValueFactory.IntegerSpinnerValueFactory values =
            new SpinnerValueFactory.IntegerSpinnerValueFactory(-2032, 2031,
                model.biomeYProperty().get(), 8);
        values.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer v) {
                return v == null ? "" : "y " + v;
            }

            @Override
            public Integer fromString(String s) {
                try {
                    return Integer.parseInt(s.replace("y", "").strip());
                } catch (NumberFormatException e) {
                    return values.getValue();
                }
            }
        });
        y.setValueFactory(values);
        y.setEditable(true);
        y.setId("world-biome-y");
        y.setPrefWidth(90);
        y.setTooltip(new Tooltip("The height whose biomes are shown (the game's biomes at 1:4 there: caves too)"));
        values.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                model.biomeYProperty().set(now);
            }
        });
        model.biomeYProperty().addListener((o, was, now) -> values.setValue(now));
        y.visibleProperty().bind(model.layerProperty().isEqualTo(WorldLayer.BIOME_AT_Y));
        y.managedProperty().bind(y.visibleProperty());
        return y;
    }
}
