package org.terrainexplorer.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.terrain.Choices;
import org.terrainexplorer.terrain.Group;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.NumberControl;
import org.terrainexplorer.ui.common.Refusals;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * The parameters, generated from the table: one collapsible section per group, one control per parameter
 * by its kind — a slider with a field for numbers, eight sliders for an octave list, a field and a
 * "new seed" button for the seed, a drop-down list for choices, a check box for flags. Every control follows
 * the model and writes to it. Two extras know what their parameter means: the first octave's wavelength
 * under the frequency, and a "centre here" button beside each island centre coordinate.
 */
final class ParameterPanel extends ScrollPane {

    /** Sections open at start; the rest are a click away. */
    private static final Set<Group> OPEN = EnumSet.of(Group.NOISE, Group.ELEVATION, Group.REDISTRIBUTION, Group.WATER,
        Group.ISLAND);

    private final ExplorerModel model;
    private final Refusals refused;
    private final Map<Param, NumberControl> numbers = new EnumMap<>(Param.class);
    private final Map<Param, List<NumberControl>> octaves = new EnumMap<>(Param.class);
    private final Map<Group, TitledPane> sections = new EnumMap<>(Group.class);
    private final Map<Param, Node> controls = new EnumMap<>(Param.class);
    private final SplittableRandom seeds = new SplittableRandom();

    /** @param refused told why a typed value was refused, for the status bar, and while the field holds it */
    ParameterPanel(ExplorerModel model, Refusals refused) {
        this.model = model;
        this.refused = refused;
        setId("parameter-panel");
        getStyleClass().add(StyleClasses.PARAMETER_PANEL);
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        VBox content = new VBox();
        for (Group group : Group.values()) {
            VBox rows = new VBox(4);
            for (Param p : Param.values()) {
                if (p.group() == group) {
                    Node control = control(p);
                    rows.getChildren().add(control);
                    controls.put(p, control);
                }
            }
            TitledPane section = new TitledPane(group.title(), rows);
            section.setId("group-" + group.name().toLowerCase(Locale.ROOT));
            section.setExpanded(OPEN.contains(group));
            sections.put(group, section);
            content.getChildren().add(section);
        }
        setContent(content);
        // A control with no effect in the current settings (island shape without an island) is greyed. One
        // listener for all: a slider drag changes the parameters dozens of times a second.
        model.paramsProperty().addListener((o, was, now) -> greyInactive(now));
        greyInactive(model.params());
    }

    private void greyInactive(TerrainParams params) {
        for (Map.Entry<Param, Node> control : controls.entrySet()) {
            control.getValue().setDisable(!control.getKey().activeIn(params));
        }
    }

    private Node control(Param p) {
        return switch (p.kind()) {
            case NUMBER, INTEGER -> number(p);
            case SEED -> seed(p);
            case CHOICE -> choice(p);
            case BOOLEAN -> flag(p);
            case OCTAVES -> octaveList(p);
        };
    }

    private static String describe(Param p) {
        String range = switch (p.kind()) {
            case NUMBER, INTEGER -> "\nRange " + p.allowed() + (p.unit().isEmpty() ? "" : " " + p.unit()) + ", default "
                + p.format(p.defaultValue()) + ". Double-click to reset.";
            default -> "";
        };
        return p.description() + range;
    }

    private NumberControl number(Param p) {
        NumberControl control = new NumberControl(p.id(), p.label(), p.unit(), describe(p), p.min(), p.max(), p.step(),
            text -> ((Number) p.parse(text)).doubleValue(),
            value -> model.set(p, p.kind() == Param.Kind.INTEGER ? (Object) (long) Math.round(value) : (Object) value),
            this::gesture,
            () -> model.set(p, p.defaultValue()),
            refused);
        model.valueOf(p).addListener((o, was, now) -> control.show(((Number) now).doubleValue()));
        control.show(((Number) model.params().get(p)).doubleValue());
        if (p == Param.ISLAND_CENTER_X || p == Param.ISLAND_CENTER_Y) {
            Button here = new Button("◎");
            here.setId("centre-" + p.id());
            here.setTooltip(new Tooltip("Put the island centre at the middle of the view."));
            here.setOnAction(e -> model.set(p, p == Param.ISLAND_CENTER_X ? model.viewport().centerX()
                : model.viewport().centerY()));
            ((HBox) control.getChildren().get(0)).getChildren().add(here);
        }
        numbers.put(p, control);
        if (p == Param.FREQUENCY) {
            control.getChildren().add(wavelength());
        }
        return control;
    }

    /** The first octave's wavelength, in world units and in pixels of the current view. */
    private Label wavelength() {
        Label label = new Label();
        label.setId("wavelength");
        label.getStyleClass().add(StyleClasses.HINT);
        label.textProperty().bind(Bindings.createStringBinding(() -> {
            double lambda = 1 / model.params().number(Param.FREQUENCY);
            return String.format("wavelength %.3g units = %.0f px on the maps", lambda,
                lambda / model.viewport().unitsPerPixel());
        }, model.paramsProperty(), model.viewportProperty()));
        return label;
    }

    private void gesture(boolean dragging) {
        if (dragging) {
            model.beginGesture();
        } else {
            model.endGesture();
        }
    }

    private Node octaveList(Param p) {
        VBox rows = new VBox(2);
        rows.setId("param-" + p.id());
        List<NumberControl> controls = new ArrayList<>();
        for (int k = 0; k < Fractal.MAX_OCTAVES; k++) {
            int octave = k;
            NumberControl control = new NumberControl(p.id() + "-" + (k + 1), p.label() + " " + (k + 1), "",
                describe(p) + "\nOctave " + (k + 1) + " samples at lacunarity^" + k
                    + " times the frequency. 0 leaves it out. Double-click to reset.",
                p.min(), p.max(), p.step(),
                text -> {
                    double v = parseAmplitude(p, octave, text);
                    setOctave(p, octave, v, true);
                    return v;
                },
                v -> setOctave(p, octave, v, false),
                this::gesture,
                () -> setOctave(p, octave, defaultOctave(p, octave), false),
                refused);
            controls.add(control);
            rows.getChildren().add(control);
        }
        octaves.put(p, controls);
        model.valueOf(p).addListener((o, was, now) -> showOctaves(p));
        showOctaves(p);
        return rows;
    }

    /** A typed amplitude, or an IllegalArgumentException naming the octave and what is allowed. */
    private static double parseAmplitude(Param p, int k, String text) {
        String t = text.strip();
        String name = p.id() + "[" + (k + 1) + "]";
        if (!Param.isDecimal(t)) {
            throw new IllegalArgumentException(name + ": '" + t + "' is not a number; allowed " + p.allowed());
        }
        double v = Double.parseDouble(t);
        if (!Double.isFinite(v) || v < p.min() || v > p.max()) {
            throw new IllegalArgumentException(name + ": " + t + " is out of range; allowed " + p.allowedEach());
        }
        return v;
    }

    private static double defaultOctave(Param p, int k) {
        List<?> defaults = (List<?>) p.defaultValue();
        return k < defaults.size() ? ((Number) defaults.get(k)).doubleValue() : 0;
    }

    /** Sets one octave's amplitude; with {@code dryRun}, only checks that the list would be valid. */
    private void setOctave(Param p, int k, double amplitude, boolean dryRun) {
        double[] current = model.params().octaves(p);
        double[] next = new double[Math.max(current.length, k + 1)];
        System.arraycopy(current, 0, next, 0, current.length);
        next[k] = amplitude;
        int length = next.length;
        while (length > 1 && next[length - 1] == 0) {
            length--;
        }
        double[] trimmed = Arrays.copyOf(next, length);
        if (dryRun) {
            p.validate(trimmed);
        } else {
            model.set(p, trimmed);
        }
    }

    private void showOctaves(Param p) {
        double[] amplitudes = model.params().octaves(p);
        List<NumberControl> controls = octaves.get(p);
        for (int k = 0; k < controls.size(); k++) {
            controls.get(k).show(k < amplitudes.length ? amplitudes[k] : 0);
        }
    }

    private Node seed(Param p) {
        Label label = new Label(p.label());
        label.getStyleClass().add(StyleClasses.PARAMETER_LABEL);
        TextField field = new TextField();
        field.setId("field-" + p.id());
        field.setPrefColumnCount(12);
        Tooltip tip = new Tooltip(p.description());
        field.setTooltip(tip);
        Button fresh = new Button("New seed");
        fresh.setId("new-seed");
        fresh.setTooltip(new Tooltip("Pick a random seed: a new world with the same look."));
        fresh.setOnAction(e -> model.set(p, seeds.nextLong(1, 1_000_000_000L)));
        Runnable typed = () -> {
            try {
                model.set(p, p.parse(field.getText()));
                field.getStyleClass().remove(StyleClasses.INVALID);
                tip.setText(p.description());
            } catch (IllegalArgumentException ex) {
                if (!field.getStyleClass().contains(StyleClasses.INVALID)) {
                    field.getStyleClass().add(StyleClasses.INVALID);
                }
                tip.setText(ex.getMessage());
                // The reason stands while the field holds what was refused (leaving it puts the seed back).
                String wrong = field.getText();
                refused.refused(ex.getMessage(),
                    Bindings.createBooleanBinding(() -> field.getText().equals(wrong), field.textProperty()));
            }
        };
        field.setOnAction(e -> typed.run());
        // As for numbers: leaving the field commits it, and a refused seed gives way to the current one.
        field.focusedProperty().addListener((o, was, focused) -> {
            if (!focused && !field.getText().equals(String.valueOf(model.params().seed()))) {
                typed.run();
                field.setText(String.valueOf(model.params().seed()));
                field.getStyleClass().remove(StyleClasses.INVALID);
                tip.setText(p.description());
            }
        });
        model.valueOf(p).addListener((o, was, now) -> {
            field.setText(String.valueOf(now));
            field.getStyleClass().remove(StyleClasses.INVALID);
        });
        field.setText(String.valueOf(model.params().seed()));
        HBox.setHgrow(field, Priority.ALWAYS);
        // In a narrow panel the field gives way (a seed's digits scroll in it); "Seed" and "New seed" keep their words.
        label.setMinWidth(Region.USE_PREF_SIZE);
        fresh.setMinWidth(Region.USE_PREF_SIZE);
        field.setMinWidth(60);
        HBox row = new HBox(6, label, field, fresh);
        row.setId("param-" + p.id());
        row.getStyleClass().add(StyleClasses.PARAMETER_ROW);
        return row;
    }

    private Node choice(Param p) {
        Label label = new Label(p.label());
        label.getStyleClass().add(StyleClasses.PARAMETER_LABEL);
        label.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(label, Priority.ALWAYS);
        ComboBox<Enum<?>> box = new ComboBox<>(FXCollections.observableArrayList(p.choices()));
        box.setId("choice-" + p.id());
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(Enum<?> value) {
                return value == null ? "" : labelOf(value);
            }

            @Override
            public Enum<?> fromString(String text) {
                return null;
            }
        });
        box.setTooltip(new Tooltip(p.description()));
        box.setValue((Enum<?>) model.params().get(p));
        box.valueProperty().addListener((o, was, now) -> {
            if (now != null && !now.equals(model.params().get(p))) {
                model.set(p, now);
            }
        });
        model.valueOf(p).addListener((o, was, now) -> box.setValue((Enum<?>) now));
        Tooltip.install(label, new Tooltip(p.description()));
        HBox row = new HBox(6, label, box);
        row.setId("param-" + p.id());
        row.getStyleClass().add(StyleClasses.PARAMETER_ROW);
        return row;
    }

    /** A choice as people read it: "square-bump" → "Square bump". */
    static String labelOf(Enum<?> value) {
        String id = Choices.id(value).replace('-', ' ');
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }

    private Node flag(Param p) {
        CheckBox box = new CheckBox(p.label());
        box.setId("flag-" + p.id());
        box.setTooltip(new Tooltip(p.description()));
        box.setSelected(model.params().flag(p));
        box.selectedProperty().addListener((o, was, now) -> {
            if (now != model.params().flag(p)) {
                model.set(p, now);
            }
        });
        model.valueOf(p).addListener((o, was, now) -> box.setSelected((Boolean) now));
        HBox row = new HBox(box);
        row.setId("param-" + p.id());
        row.getStyleClass().add(StyleClasses.PARAMETER_ROW);
        return row;
    }

    /** The control of a numeric parameter. */
    NumberControl number(Param p, int octave) {
        return p.kind() == Param.Kind.OCTAVES ? octaves.get(p).get(octave) : numbers.get(p);
    }

    /** Opens the parameter's section (at once, without the animation) and scrolls its control into view. */
    void reveal(Param p) {
        TitledPane section = sections.get(p.group());
        if (!section.isExpanded()) {
            section.setAnimated(false);
            section.setExpanded(true);
            section.setAnimated(true);
        }
        reveal(controls.get(p));
    }

    /** Scrolls so that a node of the panel is in view, near the top. */
    void reveal(Node node) {
        layout();
        Bounds inContent = getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        double scrollable = getContent().getLayoutBounds().getHeight() - getViewportBounds().getHeight();
        setVvalue(scrollable <= 0 ? 0 : Math.max(0, Math.min(1, (inContent.getMinY() - 40) / scrollable)));
        layout();
    }

    /** A group's section. */
    TitledPane section(Group group) {
        return sections.get(group);
    }

    /** Whether all the parameters shown are the model's (for tests). */
    boolean showing(TerrainParams params) {
        return params.equals(model.params());
    }
}
