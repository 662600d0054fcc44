package org.terrainexplorer.ui;

import java.util.List;
import java.util.function.UnaryOperator;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * A walk through the ideas of Amit Patel's "Making maps with noise", in order. Each step sets the
 * parameters that show its idea (one undo step) and says in two or three sentences what to look at. Leave
 * at any step and keep tweaking: the parameters stay.
 */
final class LearnPanel extends VBox {

    /** One step: a title, what to look at, how it changes the parameters, and whether to show the lattice. */
    record Step(String title, String text, UnaryOperator<TerrainParams> apply, boolean lattice) {
        Step(String title, String text, UnaryOperator<TerrainParams> apply) {
            this(title, text, apply, false);
        }
    }

    static final List<Step> STEPS = List.of(
        new Step("1. Noise", "Start with one octave of Perlin noise: smooth random hills. Bright is high. The 1D "
            + "panel below shows the same noise along a line: it passes through zero at each integer, with a "
            + "random slope there (the red ticks). The yellow arrows on the elevation map are the same idea in 2D: "
            + "a random gradient at each lattice point.",
            p -> base().with(Param.OCTAVES, List.of(1.0)).with(Param.EXPONENT, 1.0).with(Param.FUDGE, 1.0), true),
        new Step("2. Frequency", "Frequency sets how many hills fit in a world unit: here 8 instead of 3. Higher "
            + "frequency, smaller features. The wavelength under the slider is the size of one hill.",
            p -> base().with(Param.OCTAVES, List.of(1.0)).with(Param.FREQUENCY, 8.0).with(Param.EXPONENT, 1.0)
                .with(Param.FUDGE, 1.0)),
        new Step("3. Octaves", "Add octaves: the same noise at double the frequency and half the amplitude, "
            + "again and again. Big shapes keep their place; small ones add detail. The Octaves tab shows each "
            + "one and the running sum.",
            p -> base().with(Param.EXPONENT, 1.0).with(Param.FUDGE, 1.0)),
        new Step("4. Redistribution", "Raise elevation to a power: with exponent 2.5 the valleys flatten and the "
            + "peaks sharpen. The Shaping tab plots the curve.",
            p -> base().with(Param.EXPONENT, 2.5).with(Param.WATER_LEVEL, 0.2)),
        new Step("5. Water", "Everything below the water level is sea; a thin beach lines the coast. Drag the "
            + "water level and watch the coast move.",
            p -> base().with(Param.WATER_LEVEL, 0.5)),
        new Step("6. Biomes", "Biomes from elevation alone: bands of beach, forest, jungle, savannah, desert, snow. "
            + "Each elevation gets one biome everywhere.",
            p -> base().with(Param.BIOMES, BiomeMode.ELEVATION)),
        new Step("7. Moisture", "A second noise, moisture, with its own seed. Amit Patel's table picks a biome from "
            + "elevation and moisture together: deserts where it is dry, rain forests where it is wet.",
            p -> base().with(Param.BIOMES, BiomeMode.ELEVATION_MOISTURE).with(Param.MOISTURE_FREQUENCY, 3.0)),
        new Step("8. Islands", "Push the edges down with distance from a centre: (e + a)(1 − b·d^c). The world "
            + "outside the island becomes ocean. Try the other distances and the additive mode.",
            p -> base().with(Param.ISLAND, IslandMode.MULTIPLICATIVE).with(Param.ISLAND_RADIUS, 0.45)),
        new Step("9. Terraces", "Round elevation to a few levels: rice-paddy steps. Smoothing rounds the steps' "
            + "edges.",
            p -> base().with(Param.TERRACES, 6).with(Param.TERRACE_SMOOTHING, 0.2)),
        new Step("10. Ridges", "Ridged noise folds each octave to 1 − |n|: sharp crests where the noise crosses "
            + "zero. Mixed in, it draws mountain ranges.",
            p -> base().with(Param.RIDGES, 0.8).with(Param.EXPONENT, 2.0)),
        new Step("11. Trees", "Trees stand where a random value is the largest within a radius — blue noise, "
            + "evenly spread. Rain forests get a small radius (dense), grassland a large one, deserts none. "
            + "Zoom in on the biome map to see them.",
            p -> base().with(Param.TREES, true).with(Param.TREE_SPACING, 0.012)),
        new Step("12. Infinite maps", "The noise is defined everywhere, so the map never ends. Hover the overview "
            + "to look anywhere; click to go there. The same point always has the same value.",
            p -> base()),
        new Step("13. Kernels and fade", "Switch the kernel: value noise is blocky, simplex has no grid direction. "
            + "With the linear fade, Perlin noise shows creases along the lattice lines.",
            p -> base().with(Param.NOISE, NoiseType.VALUE).with(Param.FADE, Fade.LINEAR)));

    private static TerrainParams base() {
        return TerrainParams.defaults();
    }

    private final ExplorerModel model;
    private final IntegerProperty step = new SimpleIntegerProperty(this, "step", -1);
    private final Label title = new Label();
    private final Label text = new Label();

    LearnPanel(ExplorerModel model) {
        super(10);
        this.model = model;
        setId("learn-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        setPrefWidth(280);
        setMinWidth(220);
        Label heading = new Label("Learn: making maps with noise");
        heading.getStyleClass().add(StyleClasses.PANEL_TITLE);
        title.setId("learn-title");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        text.setId("learn-text");
        text.setWrapText(true);
        Button previous = new Button("Back");
        previous.setId("learn-previous");
        Button next = new Button("Next");
        next.setId("learn-next");
        previous.disableProperty().bind(step.lessThanOrEqualTo(0));
        next.disableProperty().bind(step.greaterThanOrEqualTo(STEPS.size() - 1));
        previous.setOnAction(e -> go(step.get() - 1));
        next.setOnAction(e -> go(step.get() + 1));
        Label hint = new Label("Each step sets the parameters that show its idea; Ctrl+Z takes them back. Leave at "
            + "any step and keep tweaking.");
        hint.getStyleClass().add(StyleClasses.HINT);
        hint.setWrapText(true);
        getChildren().addAll(heading, title, text, new HBox(8, previous, next), hint);
        title.setText("Thirteen steps, from one octave of noise to an infinite world.");
        text.setText("Press Next to begin.");
    }

    /** Goes to step {@code index} and applies it. */
    void go(int index) {
        if (index < 0 || index >= STEPS.size()) {
            return;
        }
        step.set(index);
        Step s = STEPS.get(index);
        title.setText(s.title());
        text.setText(s.text());
        model.setAll(s.apply().apply(model.params()));
        model.setLatticeOverlay(s.lattice());
    }
}
