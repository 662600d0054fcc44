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
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * A walk through the ideas of Amit Patel's "Making maps with noise", in order. Each step sets the
 * parameters that show its idea (one undo step), goes to the home view (zoomed in where the idea is small),
 * opens the teaching tab that shows it and the parameter it is about, and says in two or three sentences
 * what to look at. Leave at any step and keep tweaking: the parameters stay; the lattice overlay goes back
 * to what it was.
 */
final class LearnPanel extends VBox {

    /** What a step points at besides the maps: a teaching tab and a parameter's control. */
    interface Guide {
        /** Selects the teaching tab with this id (null: leave the tabs as they are). */
        void showTab(String tabId);

        /** Opens the parameter's section and scrolls it into view (null: leave the panel as it is). */
        void showParameter(Param param);
    }

    /**
     * One step: a title, what to look at, how it changes the parameters, whether to show the lattice, the
     * teaching tab and parameter it points at, and how far to zoom in from the home view.
     */
    record Step(String title, String text, UnaryOperator<TerrainParams> apply, boolean lattice, String tab,
                Param focus, double zoom) {
        Step(String title, String text, UnaryOperator<TerrainParams> apply) {
            this(title, text, apply, false, null, null, 1);
        }

        Step withLattice() {
            return new Step(title, text, apply, true, tab, focus, zoom);
        }

        Step showing(String tabId, Param param) {
            return new Step(title, text, apply, lattice, tabId, param, zoom);
        }

        Step zoomedIn(double factor) {
            return new Step(title, text, apply, lattice, tab, focus, factor);
        }
    }

    static final List<Step> STEPS = List.of(
        new Step("1. Noise", "Start with one octave of Perlin noise: smooth random hills. Bright is high. The 1D "
            + "panel below is the same idea in one dimension, with the same seed and frequency: it passes "
            + "through zero at each integer, with a random slope there (the red ticks). The yellow arrows on the "
            + "elevation map are the 2D version: a random gradient at each lattice point.",
            p -> base().with(Param.OCTAVES, List.of(1.0)).with(Param.EXPONENT, 1.0).with(Param.FUDGE, 1.0))
            .withLattice().showing("tab-perlin", Param.OCTAVES),
        new Step("2. Frequency", "Frequency sets how many hills fit in a world unit: here 8 instead of 3. Higher "
            + "frequency, smaller features. The wavelength under the slider is the size of one hill.",
            p -> base().with(Param.OCTAVES, List.of(1.0)).with(Param.FREQUENCY, 8.0).with(Param.EXPONENT, 1.0)
                .with(Param.FUDGE, 1.0)).showing("tab-perlin", Param.FREQUENCY),
        new Step("3. Octaves", "Add octaves: the same kind of noise at double the frequency and half the "
            + "amplitude, again and again. Big shapes keep their place; small ones add detail. The Octaves tab "
            + "shows each one and the running sum.",
            p -> base().with(Param.EXPONENT, 1.0).with(Param.FUDGE, 1.0)).showing("tab-octaves", Param.OCTAVES),
        new Step("4. Redistribution", "Raise elevation to a power: with exponent 2.5 the valleys flatten and sink "
            + "below the water, and the peaks sharpen. The Shaping tab plots the curve; drag the exponent back "
            + "toward 1 and watch the land return.",
            p -> base().with(Param.EXPONENT, 2.5)).showing("tab-shaping", Param.EXPONENT),
        new Step("5. Water", "Everything below the water level is sea; a thin beach lines the coast. Drag the "
            + "water level and watch the coast move.",
            p -> base().with(Param.WATER_LEVEL, 0.5)).showing(null, Param.WATER_LEVEL),
        new Step("6. Biomes", "Biomes from elevation alone: bands of beach, forest, jungle, savannah, desert, snow. "
            + "Each elevation gets one biome everywhere.",
            p -> base().with(Param.BIOMES, BiomeMode.ELEVATION)).showing("tab-biomes", Param.BIOMES),
        new Step("7. Moisture", "A second noise, moisture, with its own seed. Amit Patel's table picks a biome from "
            + "elevation and moisture together: deserts where it is dry, rain forests where it is wet. The "
            + "Biomes tab draws the table.",
            p -> base().with(Param.BIOMES, BiomeMode.ELEVATION_MOISTURE).with(Param.MOISTURE_FREQUENCY, 3.0))
            .showing("tab-biomes", Param.MOISTURE_FREQUENCY),
        new Step("8. Islands", "Push the edges down with distance from a centre: (e + a)(1 − b·d^c). The world "
            + "outside the island becomes ocean. Try the other distances and the additive mode.",
            p -> base().with(Param.ISLAND, IslandMode.MULTIPLICATIVE).with(Param.ISLAND_RADIUS, 0.45))
            .showing("tab-shaping", Param.ISLAND),
        new Step("9. Terraces", "Round elevation to a few levels: rice-paddy steps. Smoothing rounds the steps' "
            + "edges.",
            p -> base().with(Param.TERRACES, 6).with(Param.TERRACE_SMOOTHING, 0.2))
            .showing("tab-shaping", Param.TERRACES),
        new Step("10. Ridges", "Ridged noise folds each octave to 1 − |n|: sharp crests where the noise crosses "
            + "zero. Mixed in, it draws mountain ranges.",
            p -> base().with(Param.RIDGES, 0.8).with(Param.EXPONENT, 2.0)).showing("tab-shaping", Param.RIDGES),
        new Step("11. Trees", "Trees stand where a random value is the largest within a radius — blue noise, "
            + "evenly spread. Rain forests get a small radius (dense), grassland a large one, deserts none. "
            + "Zoom in further on the biome map to see them better.",
            p -> base().with(Param.TREES, true).with(Param.TREE_SPACING, 0.012)).showing(null, Param.TREES)
            .zoomedIn(3),
        new Step("12. Infinite maps", "The noise is defined everywhere, so the map never ends. Hover the overview "
            + "to look anywhere; click to go there. The same point always has the same value.",
            p -> base()),
        new Step("13. Kernels and fade", "Switch the kernel: value noise is blocky, simplex has no grid direction. "
            + "With the linear fade, Perlin noise shows creases along the lattice lines. The Noise types tab "
            + "shows the kernels side by side.",
            p -> base().with(Param.NOISE, NoiseType.VALUE).with(Param.FADE, Fade.LINEAR))
            .showing("tab-types", Param.NOISE));

    private static TerrainParams base() {
        return TerrainParams.defaults();
    }

    private final ExplorerModel model;
    private final Guide guide;
    /** The lattice overlay as it was before the first step, restored on leaving; null outside a walk. */
    private Boolean latticeBefore;
    private final IntegerProperty step = new SimpleIntegerProperty(this, "step", -1);
    private final Label title = new Label();
    private final Label text = new Label();

    LearnPanel(ExplorerModel model, Guide guide) {
        super(10);
        this.model = model;
        this.guide = guide;
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
        // Back and Next under the heading, above the step: they stay put whatever the length of a step's text,
        // so clicking Next again and again walks the steps.
        getChildren().addAll(heading, new HBox(8, previous, next), title, text, hint);
        title.setText("Thirteen steps, from one octave of noise to an infinite world.");
        title.setWrapText(true);
        text.setText("Press Next to begin.");
    }

    /** Goes to step {@code index} and applies it. */
    void go(int index) {
        if (index < 0 || index >= STEPS.size()) {
            return;
        }
        if (latticeBefore == null) {
            latticeBefore = model.latticeOverlayProperty().get();
        }
        step.set(index);
        Step s = STEPS.get(index);
        title.setText(s.title());
        text.setText(s.text());
        model.setAll(s.apply().apply(model.params()));
        model.home();
        if (s.zoom() != 1) {
            Viewport home = model.viewport();
            model.setViewport(home.zoomAround(home.width() / 2.0, home.height() / 2.0, s.zoom()));
        }
        model.setLatticeOverlay(s.lattice());
        guide.showTab(s.tab());
        guide.showParameter(s.focus());
    }

    /** The walk was closed: the lattice overlay goes back to what it was; the parameters stay. */
    void leave() {
        if (latticeBefore != null) {
            model.setLatticeOverlay(latticeBefore);
            latticeBefore = null;
        }
    }
}
