package org.terrainexplorer.ui.world;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.ui.common.NumberControl;
import org.terrainexplorer.ui.common.Refusals;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.noise.NoiseParameters;
import org.terrainexplorer.world.random.Seeds;

/**
 * The world's parameters, on the left: the seed (a number or any text, with "New seed"), the built-in world or a
 * datapack, aquifers and sea level, and the router's main noises, each with its first octave and one slider per
 * octave's amplitude (like the 2D octaves). Every change is an undo step (a drag is one); the knobs of a noise
 * the world does not have are hidden. While a saved Minecraft world is shown, a box at the top names it and
 * offers the way back to the generated world; the seed, water and noise settings, which do not apply to it, are
 * greyed (choosing a built-in world also goes back).
 */
final class WorldParameterPanel extends ScrollPane {

    /** The noises offered as knobs: a title, a tooltip, and the ids (the first the world has is shown). */
    private record Knob(String title, String help, List<String> ids) {
    }

    private static final List<Knob> KNOBS = List.of(
        new Knob("Continentalness", "Oceans to inland: the largest shape of the land.",
            List.of("minecraft:continentalness", "minecraft:continentalness_large")),
        new Knob("Erosion", "Flat against mountainous.", List.of("minecraft:erosion", "minecraft:erosion_large")),
        new Knob("Ridges (weirdness)", "Folded into peaks and valleys; also picks biome variants.",
            List.of("minecraft:ridge")),
        new Knob("Temperature", "One of the six climate numbers that choose biomes.",
            List.of("minecraft:temperature", "minecraft:temperature_large", "minecraft:nether/temperature")),
        new Knob("Vegetation (humidity)", "Another climate number for biomes.",
            List.of("minecraft:vegetation", "minecraft:vegetation_large", "minecraft:nether/vegetation")),
        new Knob("Jagged", "The jaggedness of mountain peaks.", List.of("minecraft:jagged")),
        new Knob("Cheese caves", "Large open caves where this noise crosses a threshold.",
            List.of("minecraft:cave_cheese")),
        new Knob("Spaghetti caves", "Long thin tunnels.", List.of("minecraft:spaghetti_3d_1", "minecraft:spaghetti_2d")),
        new Knob("Noodle caves", "The thinnest tunnels.", List.of("minecraft:noodle")));

    private static final double MAX_AMPLITUDE = 4.0;

    private final WorldModel model;
    private final WorldSession worlds;
    private final Refusals refused;
    private final VBox content = new VBox(10);
    private final TextField seed = new TextField();
    private final ChoiceBox<BuiltinWorld> world = new ChoiceBox<>();
    private final Label packName = new Label();
    private final ChoiceBox<String> version = new ChoiceBox<>();
    private final ChoiceBox<String> dimension = new ChoiceBox<>();
    private final CheckBox aquifers = new CheckBox("Aquifers");
    private final CheckBox carvers = new CheckBox("Carvers");
    private final CheckBox structures = new CheckBox("Structures");
    private final VBox seaBox = new VBox();
    private final VBox knobsBox = new VBox(6);
    private final VBox savedBox = new VBox(6);
    private final Label savedName = new Label();
    private final List<Node> generatedOnly = new ArrayList<>();
    private final Map<String, List<NumberControl>> knobControls = new LinkedHashMap<>();
    /**
     * What the knobs were made from: the world's height, its own sea level and its router's noises. Another world
     * with the same (another release of the overworld, mostly) keeps them, so a release switch redraws no panel.
     */
    private List<Object> knobsBuiltFor;
    private NumberControl seaLevel;
    private boolean updating;

    WorldParameterPanel(WorldModel model, WorldSession worlds, Runnable openDatapack, Refusals refused) {
        this.model = model;
        this.worlds = worlds;
        this.refused = refused;
        setId("world-parameters");
        getStyleClass().add(WorldStyles.PANEL);
        setFitToWidth(true);
        setContent(content);
        content.setFillWidth(true);

        seed.setId("world-seed");
        seed.setTooltip(new Tooltip("A whole number, or any text (the game turns text into a number). Enter to use."));
        seed.setOnAction(e -> commitSeed());
        seed.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                commitSeed();
            }
        });
        Button newSeed = new Button("New seed");
        newSeed.setId("world-new-seed");
        newSeed.setOnAction(e -> model.change(model.settings().withSeed(Long.toString(new Random().nextLong()))));
        newSeed.setTooltip(new Tooltip("A random seed (one undo step)"));
        newSeed.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        seed.setPrefColumnCount(8);
        HBox.setHgrow(seed, Priority.ALWAYS);
        HBox seedRow = new HBox(6, seed, newSeed);
        seedRow.setAlignment(Pos.CENTER_LEFT);

        world.setId("world-builtin");
        world.getItems().addAll(BuiltinWorld.values());
        world.setConverter(new StringConverter<>() {
            @Override
            public String toString(BuiltinWorld w) {
                return w == null ? "" : w.title();
            }

            @Override
            public BuiltinWorld fromString(String s) {
                return null;
            }
        });
        world.setTooltip(new Tooltip("The world type (the game's world preset): overworld, large biomes, amplified, "
            + "caves or floating islands. It shapes the overworld; the nether and the end are the same in every "
            + "one."));
        world.valueProperty().addListener((o, was, now) -> {
            if (!updating && now != null) {
                model.change(model.settings().withBuiltin(now));
            }
        });
        Button open = new Button("Open datapack…");
        open.setId("world-open-datapack");
        open.setTooltip(new Tooltip("A folder or .zip with data/<namespace>/worldgen/…; its own overworld if it has "
            + "one, else the overworld with the pack's files over the built-in ones."));
        open.setOnAction(e -> openDatapack.run());
        packName.setId("world-pack-name");
        packName.getStyleClass().add(WorldStyles.PACK_NAME);
        packName.setWrapText(true);

        version.setId("world-version");
        version.getItems().setAll(newestFirst(worlds.versions()));
        version.setTooltip(new Tooltip("The Minecraft release whose world generation is followed: its terrain, "
            + "biomes and caves as that release's game makes them."));
        version.valueProperty().addListener((o, was, now) -> {
            if (!updating && now != null) {
                model.change(model.settings().withVersion(now));
            }
        });
        dimension.setId("world-dimension");
        dimension.getItems().setAll(worlds.dimensions());
        dimension.setConverter(new StringConverter<>() {
            @Override
            public String toString(String d) {
                return d == null ? "" : DIMENSION_TITLES.getOrDefault(d, d);
            }

            @Override
            public String fromString(String text) {
                return null;
            }
        });
        dimension.valueProperty().addListener((o, was, now) -> {
            if (!updating && now != null && !now.equals(model.settings().dimension())) {
                model.change(model.settings().withDimension(now));
            }
        });
        carvers.setId("world-carvers");
        carvers.setTooltip(new Tooltip("On: the game's carvers cut their worm-like caves and canyons after the "
            + "surface. Off: only the noise caves (cheese, spaghetti, noodles), to see what each adds."));
        carvers.selectedProperty().addListener((o, was, on) -> {
            if (!updating) {
                model.change(model.settings().withCarvers(on));
            }
        });

        structures.setId("world-structures");
        structures.setTooltip(new Tooltip("On: the game's structures start (villages, temples, strongholds...) and "
            + "reshape the terrain around them (ground levelled under a village, space cut around an ancient city). "
            + "Off: the terrain alone."));
        structures.selectedProperty().addListener((o, was, on) -> {
            if (!updating) {
                model.change(model.settings().withStructures(on));
            }
        });

        aquifers.setId("world-aquifers");
        aquifers.setTooltip(new Tooltip("On: the game's aquifers (local water and lava levels underground). Off: open "
            + "space below sea level is water, and lava below y −54."));
        aquifers.selectedProperty().addListener((o, was, on) -> {
            if (!updating) {
                model.change(model.settings().withAquifers(on));
            }
        });

        buildSavedBox();
        generatedOnly.addAll(List.of(section("Seed", seedRow),
            section("Caves and water", new VBox(6, carvers, aquifers, seaBox)),
            section("Structures", new VBox(6, structures)), section("Noises", knobsBox)));
        content.getChildren().addAll(savedBox, generatedOnly.get(0),
            section("World", new VBox(6, labelled("Release", version), labelled("Dimension", dimension),
                labelled("World type", world), open,
                packName)), generatedOnly.get(1), generatedOnly.get(2), generatedOnly.get(3));
        model.settingsProperty().addListener(o -> show());
        model.savedWorldProperty().addListener(o -> show());
        model.loadedProperty().addListener(o -> rebuildKnobs());
        show();
    }

    /** The box that says a saved world is shown, and how to go back. */
    private void buildSavedBox() {
        savedBox.setId("world-saved");
        savedName.setId("world-saved-name");
        savedName.setWrapText(true);
        savedName.getStyleClass().add(WorldStyles.SECTION_TITLE);
        Label about = new Label("A saved Minecraft world: the map, section and 3D view read its region files, "
            + "never generating and never writing. The settings below belong to the generated world and do not "
            + "apply. Dark hatched: chunks it does not have (not generated); grey checker: still being read.");
        about.setWrapText(true);
        about.getStyleClass().add(WorldStyles.HINT);
        Button back = new Button("Back to generated world");
        back.setId("world-back-to-generated");
        back.setTooltip(new Tooltip("Show the generated world again (or choose a built-in world, or undo)"));
        back.setOnAction(e -> model.change(model.settings().backToGenerated()));
        savedBox.getChildren().addAll(savedName, about, back);
        savedBox.getStyleClass().add(WorldStyles.SAVED_BOX);
    }

    private static final Map<String, String> DIMENSION_TITLES = Map.of("overworld", "Overworld",
        "the_nether", "The Nether", "the_end", "The End");

    private static List<String> newestFirst(List<String> oldestFirst) {
        List<String> list = new ArrayList<>(oldestFirst);
        java.util.Collections.reverse(list);
        return list;
    }

    private static Node labelled(String text, Node control) {
        Label label = new Label(text);
        label.setMinWidth(70);
        HBox row = new HBox(6, label, control);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static Node section(String title, Node body) {
        TitledPane pane = new TitledPane(title, body);
        pane.setCollapsible(true);
        // The id is the title's last word: world-section-seed, -world, -water ("Caves and water"), -noises.
        String[] words = title.toLowerCase(Locale.ROOT).split(" ");
        pane.setId("world-section-" + words[words.length - 1]);
        return pane;
    }

    private void commitSeed() {
        String text = seed.getText();
        if (text.equals(model.settings().seedText())) {
            return;
        }
        try {
            Seeds.parse(text);
            model.change(model.settings().withSeed(text.strip()));
        } catch (IllegalArgumentException e) {
            String kept = model.settings().seedText();
            seed.setText(kept);
            // The field went back to the seed shown: the reason stands until the field or the seed changes.
            refused.refused("Seed: " + e.getMessage(),
                Bindings.createBooleanBinding(() -> seed.getText().equals(kept), seed.textProperty()));
        }
    }

    /** Lists the session's releases again (after game data was added). */
    void refreshVersions() {
        updating = true;
        try {
            version.getItems().setAll(newestFirst(worlds.versions()));
        } finally {
            updating = false;
        }
        show();
    }

    /** Shows the settings. */
    private void show() {
        updating = true;
        try {
            WorldSettings s = model.settings();
            if (!seed.isFocused()) {
                seed.setText(s.seedText());
            }
            boolean saved = s.savedWorld() != null;
            // Over a saved world no built-in world is chosen, so choosing any (the same one too) goes back.
            world.setValue(saved || s.datapack() != null ? null : s.builtin());
            world.setDisable(false);
            Path pack = s.datapack();
            packName.setText(pack == null ? "" : "Datapack: " + pack.getFileName());
            savedBox.setVisible(saved);
            savedBox.setManaged(saved);
            var shown = model.savedWorld();
            // The world shown is the one chosen when it was opened from the same path: a folder, a level.dat or a zip.
            savedName.setText(!saved ? "" : shown != null && shown.source().equals(s.savedWorld())
                ? "Saved world: " + shown.name() + " (" + chosenName(s.savedWorld()) + ")"
                + (shown.seed().isPresent() ? ", seed " + shown.seed().getAsLong() : "")
                : "Opening " + chosenName(s.savedWorld()) + "…");
            for (Node n : generatedOnly) {
                n.setDisable(saved);
            }
            LoadedWorld loaded = model.loaded();
            version.setValue(s.version() != null ? s.version() : loaded != null ? loaded.version() : worlds.newest());
            dimension.setValue(s.dimension());
            carvers.setSelected(s.carvers());
            structures.setSelected(s.structures());
            aquifers.setSelected(s.aquifersOr(loaded == null || loaded.ownAquifers()));
            if (seaLevel != null && loaded != null) {
                seaLevel.show(s.seaLevel() != null ? s.seaLevel() : loaded.base().settings().seaLevel());
            }
            Map<String, NoiseParameters> worlds = loaded == null ? Map.of() : loaded.routerNoises();
            for (Map.Entry<String, List<NumberControl>> e : knobControls.entrySet()) {
                NoiseParameters p = s.knobs().get(e.getKey());
                if (p == null) {
                    p = worlds.get(e.getKey());
                }
                if (p != null) {
                    List<NumberControl> controls = e.getValue();
                    controls.get(0).show(p.firstOctave());
                    for (int k = 0; k < p.octaves() && k + 1 < controls.size(); k++) {
                        controls.get(k + 1).show(p.amplitude(k));
                    }
                }
            }
        } finally {
            updating = false;
        }
    }

    /** A saved world's path as the user chose it: a folder's or zip's name, or a level.dat with its folder's. */
    static String chosenName(Path path) {
        Path name = path.getFileName();
        Path parent = path.getParent();
        return name == null ? path.toString() : name.toString().equals("level.dat") && parent != null
            && parent.getFileName() != null ? parent.getFileName() + "/level.dat" : name.toString();
    }

    /**
     * The router's noises that have knobs, by id: for each knob the first of its ids the router uses, unless the
     * game makes that noise with fixed parameters in this world ({@link RandomState#fixedNoises}).
     */
    private static Map<String, NoiseParameters> knobNoises(LoadedWorld loaded) {
        Map<String, NoiseParameters> noises = loaded.routerNoises();
        Set<String> fixed = RandomState.fixedNoises(loaded.world());
        Map<String, NoiseParameters> withKnobs = new LinkedHashMap<>();
        for (Knob knob : KNOBS) {
            knob.ids().stream().filter(id -> noises.containsKey(id) && !fixed.contains(id)).findFirst()
                .ifPresent(id -> withKnobs.put(id, noises.get(id)));
        }
        return withKnobs;
    }

    /** The sea level and the knobs follow the loaded world's noises. */
    private void rebuildKnobs() {
        LoadedWorld loaded = model.loaded();
        Map<String, NoiseParameters> noises = loaded == null ? Map.of() : knobNoises(loaded);
        List<Object> madeFrom = loaded == null ? null : List.of(loaded.world().minY(), loaded.world().height(),
            loaded.base().settings().seaLevel(), noises);
        if (loaded == null || madeFrom.equals(knobsBuiltFor)) {
            // Same world data (a knob, seed or spline changed, or a release with the same noises): the controls
            // stay, and so do the panes the user opened; show() sets their values.
            show();
            return;
        }
        knobsBuiltFor = madeFrom;
        int minY = loaded.world().minY();
        int maxY = minY + loaded.world().height() - 1;
        seaLevel = new NumberControl("world-sea-level", "Sea level", "y", "The level of the sea and of the default "
            + "fluid below it. Double-click to restore the world's (" + loaded.base().settings().seaLevel() + ").",
            minY, maxY, 1, text -> whole("Sea level", text, minY, maxY, " (the world's bottom to its top)"),
            v -> model.change(model.settings().withSeaLevel((int) Math.round(v))), this::gesture,
            () -> model.change(model.settings().withSeaLevel(null)), refused);
        seaBox.getChildren().setAll(seaLevel);
        knobControls.clear();
        List<Node> rows = new ArrayList<>();
        for (Knob knob : KNOBS) {
            String id = knob.ids().stream().filter(noises::containsKey).findFirst().orElse(null);
            if (id == null) {
                continue;
            }
            NoiseParameters base = noises.get(id);
            List<NumberControl> controls = new ArrayList<>();
            String shortId = id.substring(id.indexOf(':') + 1);
            controls.add(new NumberControl("knob-" + shortId + "-first-octave", "First octave", "",
                "First octave: " + knob.help() + "\nOctave k has frequency 2^(first octave + k). Double-click to "
                    + "restore the world's (" + base.firstOctave() + ").", -16, 0, 1,
                text -> whole("First octave of " + knob.title(), text, -16, 0, ""),
                v -> setKnob(id, base, p -> new NoiseParameters((int) Math.round(v), p.amplitudes())),
                this::gesture, () -> setKnob(id, base, p -> new NoiseParameters(base.firstOctave(), p.amplitudes())),
                refused).shortLabels("First oct", "1st"));
            for (int k = 0; k < base.octaves(); k++) {
                int octave = k;
                controls.add(new NumberControl("knob-" + shortId + "-" + (k + 1), "Octave " + (k + 1), "",
                    "Octave " + (k + 1) + ": its amplitude (0 leaves it out). Double-click to restore the world's ("
                        + base.amplitude(k) + ").", 0, MAX_AMPLITUDE, 0.01,
                    text -> amplitude("Octave " + (octave + 1) + " of " + knob.title(), text),
                    v -> setKnob(id, base, p -> p.withAmplitude(octave, v)), this::gesture,
                    () -> setKnob(id, base, p -> p.withAmplitude(octave, base.amplitude(octave))), refused)
                    .shortLabels("Oct " + (k + 1), Integer.toString(k + 1)));
            }
            knobControls.put(id, controls);
            // The game's own noises by their name alone; a datapack's keep their namespace. The tooltip has both.
            Label title = new Label(Ids.shortName(id));
            title.getStyleClass().add(WorldStyles.HINT);
            title.setWrapText(true);
            title.setTooltip(new Tooltip("The noise " + id + ". " + knob.help()));
            Button reset = new Button("Reset");
            reset.setId("knob-" + shortId + "-reset");
            reset.setOnAction(e -> model.change(model.settings().withKnob(id, null)));
            javafx.scene.layout.Region spacer = new javafx.scene.layout.Region();
            HBox.setHgrow(spacer, Priority.ALWAYS);
            reset.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
            HBox head = new HBox(6, title, spacer, reset);
            head.setAlignment(Pos.CENTER_LEFT);
            VBox box = new VBox(2, head);
            box.getChildren().addAll(controls);
            rows.add(new TitledPane(knob.title(), box));
            ((TitledPane) rows.get(rows.size() - 1)).setExpanded(rows.size() == 1);
            ((TitledPane) rows.get(rows.size() - 1)).setId("knob-pane-" + shortId);
        }
        if (rows.isEmpty()) {
            // The end's router has none of them (its islands are a function of their own, not a noise); the
            // nether's before 26.1 has temperature and vegetation, which the game makes with fixed parameters. Only
            // there are they mentioned: the end's biome source reads no climate noise.
            boolean climateFixed = !RandomState.fixedNoises(loaded.world()).isEmpty()
                && loaded.dimension() != Dimension.THE_END;
            Label none = new Label(climateFixed
                ? "No knobs: this world's temperature and vegetation, the only noises here, the game makes with fixed "
                    + "parameters in this release, whatever the data says."
                : "No knobs: this world's noise router uses no noise you can edit here.");
            none.setId("knobs-none");
            none.getStyleClass().add(WorldStyles.HINT);
            none.setWrapText(true);
            rows.add(none);
        }
        knobsBox.getChildren().setAll(rows);
        show();
    }

    /**
     * Opens and scrolls to a knob (its noise id without namespace, e.g. {@code erosion}) or a section
     * ({@code seed}, {@code world}, {@code water}); the other knobs close. False when there is no such part.
     */
    boolean reveal(String id) {
        Node target = null;
        for (Node n : knobsBox.getChildren()) {
            if (n instanceof TitledPane pane && ("knob-pane-" + id).equals(pane.getId())) {
                pane.setExpanded(true);
                target = pane;
            } else if (n instanceof TitledPane pane) {
                pane.setExpanded(false);
            }
        }
        if (target != null) {
            for (Node n : content.getChildren()) {
                if (n instanceof TitledPane pane && "world-section-noises".equals(pane.getId())) {
                    pane.setExpanded(true);
                }
            }
        } else {
            for (Node n : content.getChildren()) {
                if (n instanceof TitledPane pane && ("world-section-" + id).equals(pane.getId())) {
                    pane.setExpanded(true);
                    target = pane;
                }
            }
        }
        if (target == null) {
            return false;
        }
        Node shown = target;
        javafx.application.Platform.runLater(() -> {
            layout();
            double contentHeight = content.getBoundsInLocal().getHeight();
            double viewport = getViewportBounds().getHeight();
            double y = shown.localToScene(0, 0).getY() - content.localToScene(0, 0).getY();
            if (contentHeight > viewport) {
                setVvalue(Math.max(0, Math.min(1, y / (contentHeight - viewport))));
            }
        });
        return true;
    }

    /** Applies an edit to a noise's current parameters (the knob's, or the world's). */
    private void setKnob(String id, NoiseParameters base, java.util.function.UnaryOperator<NoiseParameters> edit) {
        NoiseParameters current = model.settings().knobs().getOrDefault(id, base);
        NoiseParameters next = edit.apply(current);
        model.change(model.settings().withKnob(id, next.equals(base) ? null : next));
    }

    private void gesture(boolean begins) {
        if (begins) {
            model.beginGesture();
        } else {
            model.endGesture();
        }
    }

    /**
     * A typed whole number from {@code min} to {@code max}, or IllegalArgumentException with a message naming the
     * field ({@code name}), the text and the allowed range.
     */
    static double whole(String name, String text, int min, int max, String rangeNote) {
        String t = text.strip().replace('−', '-');
        int v;
        try {
            v = Integer.parseInt(t);
        } catch (NumberFormatException e) {
            if (t.matches("[+-]?\\d+")) { // digits beyond an int: whole, but far out of range
                throw new IllegalArgumentException(name + ": " + t + " is " + (t.startsWith("-") ? "below " : "above ")
                    + "the allowed range, " + min + " to " + max + rangeNote);
            }
            throw new IllegalArgumentException(name + ": '" + text.strip() + "' is not a whole number; allowed "
                + min + " to " + max + rangeNote);
        }
        if (v < min || v > max) {
            throw new IllegalArgumentException(name + ": " + v + " is " + (v > max ? "above " : "below ") + "the "
                + "allowed range, " + min + " to " + max + rangeNote);
        }
        return v;
    }

    /** A typed octave amplitude from 0 to {@link #MAX_AMPLITUDE}, or IllegalArgumentException naming the field. */
    static double amplitude(String name, String text) {
        String t = text.strip().replace('−', '-');
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": '" + text.strip() + "' is not a number; allowed 0 to "
                + (int) MAX_AMPLITUDE);
        }
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(name + ": " + text.strip() + " is not a finite number; allowed 0 to "
                + (int) MAX_AMPLITUDE);
        }
        if (v < 0 || v > MAX_AMPLITUDE) {
            throw new IllegalArgumentException(name + ": " + text.strip() + " is out of range; allowed 0 to "
                + (int) MAX_AMPLITUDE);
        }
        return v;
    }
}
