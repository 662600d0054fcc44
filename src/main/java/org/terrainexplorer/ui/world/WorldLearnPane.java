package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.function.UnaryOperator;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.data.BuiltinWorld;

/**
 * "Learn: how Minecraft makes terrain": a walk in the manner of the 2D mode's Learn. Each step sets the world (one
 * undo step), the map's layer and place, the section and its layer, the 3D view and its cut-away, opens the knob
 * or spline it is about (or explains a block) and says in plain words, with the numbers, what to look at. The
 * places are in the overworld at seed 42, where each idea shows well.
 */
final class WorldLearnPane extends VBox {

    /** What a step points at besides the map: tabs, a spline, a knob, a block to explain. */
    interface Guide {
        /** Selects a tab of the side panel ({@code tab-splines}, {@code tab-explain}, {@code tab-column}). */
        void showSideTab(String tabId);

        /** Selects a lower tab ({@code tab-section} or {@code tab-iso}). */
        void showLowerTab(String tabId);

        /**
         * Opens a spline in the editor by its key's ending, then at each level the nested point nearest to each
         * of {@code nestedAt}'s locations.
         */
        void showSpline(String keySuffix, float... nestedAt);

        /** Opens a knob (its noise id without namespace) or a parameter section ({@code water}, {@code seed}). */
        void showKnob(String id);

        /** Explains the start of a kind ({@code village}) the map marks nearest its centre, once it marks one. */
        void explainStructure(String kind);
    }

    /**
     * One step.
     *
     * @param title    the title
     * @param text     what to look at, in plain words
     * @param settings how the step sets the world (from the defaults)
     * @param layer    the map's layer
     * @param view     the map's centre and scale: {x, z, blocks per pixel}
     * @param section  the section line
     * @param sectionLayer what the section shows
     * @param iso      the 3D view
     * @param lowerTab the lower tab to show
     * @param sideTab  the side tab to show
     * @param spline   the spline to open (a key ending) or null, with nested locations
     * @param nestedAt the nested points to open
     * @param knob     the knob or parameter section to open, or null
     * @param explain  the block to explain, or null
     * @param grid     whether the chunk grid is drawn
     * @param structure the kind of structure whose start nearest the map's centre Explain describes, or null
     */
    record Step(String title, String text, UnaryOperator<WorldSettings> settings, WorldLayer layer, int[] view,
                SectionLine section, SectionRenderer.Layer sectionLayer, IsoSettings iso, String lowerTab,
                String sideTab, String spline, float[] nestedAt, String knob, WorldModel.Spot explain, boolean grid,
                String structure) {

        /** A step that explains no structure. */
        Step(String title, String text, UnaryOperator<WorldSettings> settings, WorldLayer layer, int[] view,
             SectionLine section, SectionRenderer.Layer sectionLayer, IsoSettings iso, String lowerTab,
             String sideTab, String spline, float[] nestedAt, String knob, WorldModel.Spot explain, boolean grid) {
            this(title, text, settings, layer, view, section, sectionLayer, iso, lowerTab, sideTab, spline, nestedAt,
                knob, explain, grid, null);
        }
    }

    private static WorldSettings base(WorldSettings s) {
        // The overworld of the release the user chose, seed 42, its own switches, no edits.
        return new WorldSettings(s.version(), WorldSettings.OVERWORLD, BuiltinWorld.OVERWORLD, null, "42", null, true,
            true, null, java.util.Map.of(), java.util.Map.of(), null);
    }

    /** A block a canyon carved under the sea at seed 42, in every release from 1.19.3 (a test checks it). */
    static final WorldModel.Spot CANYON = WorldModel.Spot.block(4, 20, 4);

    static final List<Step> STEPS = List.of(
        new Step("1. Continentalness: oceans, coasts, inland",
            "The largest shape of the world is one noise, continentalness, shown on the map (blue low, red high). "
                + "The offset spline turns it into a base height: below −0.455 deep ocean, −0.455 to −0.19 ocean, "
                + "−0.19 to −0.11 the coast, above that inland, rising. The section runs from land at x 100 out to "
                + "sea at x 612: watch the ground fall where continentalness drops below −0.19. In the editor, the "
                + "red line is the continentalness where you last pointed on the map.",
            WorldLearnPane::base, WorldLayer.CONTINENTS, new int[] {300, 0, 16}, new SectionLine(100, 0, 612, 0),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(344, 0), "tab-section", "tab-splines",
            "overworld/offset#0", new float[0], "continentalness", null, false),
        new Step("2. Erosion: flat against mountainous",
            "A second noise, erosion, picks how rugged the land is. Inland, each point of the offset spline is "
                + "itself a spline over erosion (opened here): low erosion (−1 to −0.375) lifts mountains, high "
                + "erosion (0.45 to 1) flattens plains and swamps. The map shows erosion around the highest "
                + "peaks near spawn, at x 3600, z −3888.",
            WorldLearnPane::base, WorldLayer.EROSION, new int[] {3600, -3888, 8},
            new SectionLine(3344, -3888, 3856, -3888), SectionRenderer.Layer.BLOCKS, IsoSettings.around(3600, -3888),
            "tab-section", "tab-splines", "overworld/offset#0", new float[] {0.6F}, "erosion", null, false),
        new Step("3. Weirdness folded into peaks and valleys",
            "Weirdness (the ridges noise) is folded: peaks and valleys = −3 (| |w| − 2/3 | − 1/3). So w = 0 and "
                + "w = ±2/3 give valleys (−1), w = ±1/3 and ±1 give peaks (+1). Rivers run along the valleys. At "
                + "low erosion the spline over peaks and valleys (opened) lifts peaks by up to a third of the "
                + "world's height. Weirdness also picks biome variants.",
            WorldLearnPane::base, WorldLayer.PEAKS_VALLEYS, new int[] {3600, -3888, 8},
            new SectionLine(3344, -3888, 3856, -3888), SectionRenderer.Layer.BLOCKS, IsoSettings.around(3600, -3888),
            "tab-iso", "tab-splines", "overworld/offset#0", new float[] {0.6F, -0.9F}, "ridge", null, false),
        new Step("4. Factor and jaggedness",
            "Two more splines of the same three noises. The factor squashes: the terrain's density is "
                + "(depth + jaggedness) × factor, so a large factor (flat lands, about 6) makes a sharp, flat "
                + "surface and a small one (mountains, about 3.5) lets the 3D noise reach far up and down. "
                + "Jaggedness adds the jagged noise's spikes to peaks only. The section shows the density: red "
                + "solid, blue air.",
            WorldLearnPane::base, WorldLayer.HEIGHT, new int[] {3600, -3888, 4},
            new SectionLine(3472, -3888, 3728, -3888), SectionRenderer.Layer.DENSITY, IsoSettings.around(3600, -3888),
            "tab-section", "tab-splines", "overworld/factor#0", new float[0], "jagged", null, false),
        new Step("5. The 3D density and its squeeze: overhangs",
            "Height alone cannot make an overhang. The game decides solid or air in 3D: density = 4 × "
                + "quarter_negative((depth + jaggedness) × factor) + base_3d_noise, where depth = the y gradient "
                + "(+1.5 at y −64 to −1.5 at y 320) + offset. Positive is stone. The final value is squeezed: "
                + "c/2 − c³/24 of c = 0.64 × density clamped to ±1. The column plot shows each part against y; the "
                + "surface is where the chunk's curve crosses zero.",
            WorldLearnPane::base, WorldLayer.SURFACE, new int[] {3600, -3888, 4},
            new SectionLine(3536, -3888, 3664, -3888), SectionRenderer.Layer.DENSITY,
            IsoSettings.around(3600, -3888).withScale(6), "tab-section", "tab-column", null, null, null,
            WorldModel.Spot.column(3600, -3888), false),
        new Step("6. Cheese, spaghetti and noodle caves",
            "Below the surface the density is replaced by caves where the terrain is more than 1.5625 inside: "
                + "cheese caves where 0.27 + cave_cheese (plus a layer noise) is below zero — big rooms with "
                + "pillars; spaghetti where two 3D noises are both near zero — long tunnels; noodles, the thinnest, "
                + "from their own noises. The 3D view is cut away at y 30 and the Explain tab says why the block at "
                + "x 10, y 25, z 22 is air.",
            WorldLearnPane::base, WorldLayer.SURFACE, new int[] {10, 22, 1}, new SectionLine(-118, 22, 138, 22),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(10, 22).withCutY(30).withScale(6), "tab-iso",
            "tab-explain", null, null, "cave_cheese", WorldModel.Spot.block(10, 25, 22), false),
        new Step("7. Carvers: worm caves and canyons",
            "The noise caves are one source of caves; the carvers are the other. After the surface, each biome's "
                + "carvers (cave, canyon) may start in every chunk, seeded from the world seed and the chunk, and cut "
                + "worm-like tunnels and ravines up to 8 chunks away, replacing only the blocks their tag allows and "
                + "letting the aquifer flood them. Here a canyon runs under the sea: the diagram is cut at y 46, and "
                + "Explain names the canyon that carved the block at x 4, y 20, z 4 and the chunk it started in. "
                + "Untick Carvers to see the noise caves alone.",
            WorldLearnPane::base, WorldLayer.SURFACE, new int[] {8, 8, 1}, new SectionLine(-120, 4, 136, 4),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(8, 8).withCutY(46).withScale(6), "tab-iso",
            "tab-explain", null, null, "water", CANYON, false),
        new Step("8. Aquifers",
            "Caves below sea level are not simply flooded. The aquifer gives each cell of 16 × 12 × 16 blocks "
                + "its own fluid level from noises, with stone barriers between levels, and lava below y −54. "
                + "The section through z 17 shows water pockets at different heights. Untick Aquifers to see the "
                + "simple rule instead: water below the sea level (63) everywhere.",
            WorldLearnPane::base, WorldLayer.SURFACE, new int[] {3, 17, 1}, new SectionLine(-125, 17, 131, 17),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(3, 17).withCutY(40).withScale(6), "tab-section",
            "tab-explain", null, null, "water", WorldModel.Spot.block(3, 31, 17), false),
        new Step("9. The surface rules",
            "The noise only places stone, water and air. Then surface rules, a list of conditions tried in "
                + "order, replace the top of the stone: grass over dirt in plains, sand on beaches and in deserts, "
                + "snow high up, deepslate below y 0 (mixed in up to y 8), bedrock at the bottom. The Explain tab "
                + "lists the conditions that held for the grass block at x 5, z 41 and the block they placed.",
            WorldLearnPane::base, WorldLayer.SURFACE, new int[] {5, 41, 1}, new SectionLine(-59, 41, 69, 41),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(5, 41).withScale(8), "tab-section", "tab-explain",
            null, null, null, WorldModel.Spot.column(5, 41), false),
        new Step("10. Biomes from six climate numbers",
            "Every 4 × 4 × 4 cell's biome is the nearest point of a list of about 7,600 parameter boxes in six "
                + "numbers: temperature, humidity, continentalness, erosion, weirdness and depth (0 at the "
                + "surface, deeper below). Temperature has five bands (edges −0.45, −0.15, 0.2, 0.55), humidity "
                + "five (−0.35, −0.1, 0.1, 0.3). The Explain tab shows the numbers at the frozen peaks and the "
                + "next nearest points with their distances.",
            WorldLearnPane::base, WorldLayer.BIOME, new int[] {3600, -3888, 8},
            new SectionLine(3344, -3888, 3856, -3888), SectionRenderer.Layer.BLOCKS, IsoSettings.around(3600, -3888),
            "tab-section", "tab-explain", null, null, "temperature", WorldModel.Spot.column(3600, -3888), false),
        new Step("11. Why a seed always gives the same world",
            "Nothing here depends on the order chunks are made in. Every noise is seeded from the world seed "
                + "(text seeds are hashed: \"Terrain Explorer\" is 1336252682), and every random choice (the "
                + "deepslate mix, the aquifer levels) comes from a positional random: a hash of the seed and the "
                + "block's x, y and z. So each 16 × 16 chunk is a pure function of the seed and its position: the "
                + "explorer makes chunks on all cores at once, nearest first, and gets the game's blocks.",
            s -> base(s).withSeed("Terrain Explorer"), WorldLayer.SURFACE, new int[] {0, 0, 2},
            new SectionLine(-128, 0, 128, 0), SectionRenderer.Layer.BLOCKS, IsoSettings.around(0, 0), "tab-section",
            null, null, null, "seed", null, true),
        new Step("12. Structures: a grid, a salt and a biome check",
            "Structures are placed before any block, from the seed alone. Each structure set divides the world into "
                + "a grid of cells (villages: 34 × 34 chunks; the chunk grid is drawn). In each cell one chunk is "
                + "drawn from the world seed, the cell and the set's salt, within the spacing less the separation, "
                + "so starts never crowd. That chunk starts a structure only if the biome at its generation point "
                + "is one of the structure's tag and the heights it needs are there. Explain walks through it for "
                + "the village here (click any icon for another), and says why the nearest other candidate has "
                + "none. The section shows the ground the game levels under its houses.",
            WorldLearnPane::base, WorldLayer.SURFACE, new int[] {656, -304, 4}, new SectionLine(560, -304, 752, -304),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(656, -304), "tab-section", "tab-explain", null, null,
            null, null, true, "village"),
        new Step("13. Now shape it yourself",
            "Back at seed 42. Drag a point of the offset spline up and watch the section rise within a moment; "
                + "the maps follow as chunks are remade. Ctrl+Z undoes a drag. Save your splines with \"Save as "
                + "datapack\": the game loads it, and so does File › Open datapack here.",
            WorldLearnPane::base, WorldLayer.HEIGHT, new int[] {300, 0, 4}, new SectionLine(44, 0, 556, 0),
            SectionRenderer.Layer.BLOCKS, IsoSettings.around(344, 0), "tab-section", "tab-splines",
            "overworld/offset#0", new float[0], null, null, false));

    private final WorldModel model;
    private final Guide guide;
    private final IntegerProperty step = new SimpleIntegerProperty(this, "step", -1);
    private final Label title = new Label();
    private final Label text = new Label();

    WorldLearnPane(WorldModel model, Guide guide) {
        super(10);
        this.model = model;
        this.guide = guide;
        setId("world-learn");
        getStyleClass().add(WorldStyles.PANEL);
        // In a narrow side panel the heading wraps whole beside Back and Next, which keep their size.
        Label heading = new Label("Learn: how Minecraft makes terrain");
        heading.setId("world-learn-heading");
        heading.getStyleClass().add(WorldStyles.SECTION_TITLE);
        heading.setWrapText(true);
        heading.setMinWidth(0);
        heading.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(heading, Priority.ALWAYS);
        title.setId("world-learn-title");
        title.getStyleClass().add(WorldStyles.SECTION_TITLE);
        title.setWrapText(true);
        text.setId("world-learn-text");
        text.setWrapText(true);
        Button previous = new Button("Back");
        previous.setId("world-learn-previous");
        Button next = new Button("Next");
        next.setId("world-learn-next");
        previous.setMinWidth(Region.USE_PREF_SIZE);
        next.setMinWidth(Region.USE_PREF_SIZE);
        previous.disableProperty().bind(step.lessThanOrEqualTo(0));
        next.disableProperty().bind(step.greaterThanOrEqualTo(STEPS.size() - 1));
        previous.setOnAction(e -> go(step.get() - 1));
        next.setOnAction(e -> go(step.get() + 1));
        Label hint = new Label("Each step sets the world for its idea (Ctrl+Z takes it back) and moves the map, the "
            + "section and the 3D view. Leave at any step and keep exploring; View › Learn hides this.");
        hint.getStyleClass().add(WorldStyles.HINT);
        hint.setWrapText(true);
        title.setText(STEPS.size() + " steps, from one noise to a world of blocks.");
        text.setText("Press Next to begin.");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(8, heading, gap, previous, next);
        top.setAlignment(Pos.CENTER_LEFT);
        VBox body = new VBox(8, title, text, hint);
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(top, scroll);
        setPrefHeight(290);
        setMinHeight(160);
    }

    /** The step shown, or −1. */
    int step() {
        return step.get();
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
        model.change(s.settings().apply(model.settings()));
        model.layerProperty().set(s.layer());
        WorldView v = model.view();
        model.setView(new WorldView(s.view()[0], s.view()[1], s.view()[2], v.width(), v.height()));
        model.setSection(s.section());
        model.sectionLayerProperty().set(s.sectionLayer());
        model.setIso(s.iso());
        model.chunkGridProperty().set(s.grid());
        if (s.explain() != null) {
            model.explain(s.explain());
        }
        guide.showLowerTab(s.lowerTab());
        if (s.spline() != null) {
            guide.showSpline(s.spline(), s.nestedAt());
        }
        if (s.sideTab() != null) {
            guide.showSideTab(s.sideTab());
        }
        if (s.knob() != null) {
            guide.showKnob(s.knob());
        }
        if (s.structure() != null) {
            guide.explainStructure(s.structure());
        }
    }
}
