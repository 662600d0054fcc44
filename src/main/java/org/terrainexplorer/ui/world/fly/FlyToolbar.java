package org.terrainexplorer.ui.world.fly;

import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.render.world.fly.StreamPolicy;

/**
 * The 3D view's controls: orbit or fly, the flying speed, the view distance (2 to 32 chunks), the cut-away level
 * (off at the world's top) and the cut along the section line, each bound to the view's properties. The groups wrap
 * onto a second row where the view is narrow (the window at 1280 × 800), so no control is squeezed below its size.
 */
final class FlyToolbar {

    private final FlowPane bar;
    private final Slider cut = new Slider(-64, 320, 320);
    private final Spinner<Integer> distance;
    private int maxY = 319;

    /**
     * @param refused told why a typed value was refused (the status bar shows it)
     */
    FlyToolbar(FlyView view, FlyCamera camera, Consumer<String> refused) {
        ToggleGroup mode = new ToggleGroup();
        ToggleButton orbit = new ToggleButton("Orbit");
        orbit.setId("fly-orbit");
        orbit.setTooltip(new Tooltip("Drag to turn around the point ahead, right-drag to pan, wheel to zoom"));
        ToggleButton fly = new ToggleButton("Fly");
        fly.setId("fly-fly");
        fly.setTooltip(new Tooltip("Drag to look; W A S D, space and shift to fly; wheel for speed"));
        orbit.setToggleGroup(mode);
        fly.setToggleGroup(mode);
        orbit.setSelected(!view.flyingProperty().get());
        fly.setSelected(view.flyingProperty().get());
        mode.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                was.setSelected(true);
            } else {
                view.flyingProperty().set(now == fly);
            }
        });
        view.flyingProperty().addListener((o, was, now) -> (now ? fly : orbit).setSelected(true));

        // The speed on a logarithmic slider: 2 to 1000 blocks a second. The wheel changes it too (in fly mode), so
        // the slider and its label follow the view's speed, whoever set it.
        Slider speed = new Slider(Math.log(FlyCamera.MIN_SPEED), Math.log(FlyCamera.MAX_SPEED),
            Math.log(view.speedProperty().get()));
        speed.setId("fly-speed");
        speed.setPrefWidth(110);
        speed.setTooltip(new Tooltip("Flying speed, 2 to 1000 blocks a second (the wheel in fly mode too)"));
        Label speedLabel = new Label();
        speedLabel.setId("fly-speed-label");
        speed.valueProperty().addListener((o, was, now) -> {
            double wanted = Math.exp(now.doubleValue());
            if (Math.abs(Math.log(view.speedProperty().get()) - now.doubleValue()) > 1e-9) {
                view.speedProperty().set(wanted);
            }
        });
        view.speedProperty().addListener((o, was, now) -> {
            speedLabel.setText(speedText(now.doubleValue()));
            if (Math.abs(speed.getValue() - Math.log(now.doubleValue())) > 1e-9) {
                speed.setValue(Math.log(now.doubleValue()));
            }
        });
        speedLabel.setText(speedText(view.speedProperty().get()));
        speedLabel.setMinWidth(60);

        distance = new Spinner<>();
        SpinnerValueFactory.IntegerSpinnerValueFactory chunks = new SpinnerValueFactory.IntegerSpinnerValueFactory(
            StreamPolicy.MIN_VIEW_DISTANCE, StreamPolicy.MAX_VIEW_DISTANCE, view.viewDistanceProperty().get());
        chunks.setConverter(new DistanceText(chunks, refused));
        distance.setValueFactory(chunks);
        distance.setId("fly-distance");
        distance.setEditable(true);
        // Digits only, two at most: a letter typed (W held while the field has the focus) is not taken.
        distance.getEditor().setTextFormatter(new TextFormatter<>(c -> c.getControlNewText().matches("\\d{0,2}")
            ? c : null));
        distance.getEditor().setPrefColumnCount(2);
        roomForArrows(distance);
        distance.getEditor().focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                commitDistance();
            }
        });
        distance.getEditor().setOnAction(e -> commitDistance());
        distance.setTooltip(new Tooltip("View distance in chunks, 2 to 32; far chunks are drawn coarser"));
        distance.valueProperty().addListener((o, was, now) -> view.viewDistanceProperty().set(now));
        view.viewDistanceProperty().addListener((o, was, now) -> chunks.setValue(now.intValue()));

        cut.setId("fly-cut");
        cut.setPrefWidth(140);
        cut.setTooltip(new Tooltip("Cut away every block above this level (at the top: no cut)"));
        Label cutLabel = new Label();
        cutLabel.setId("fly-cut-label");
        cut.valueProperty().addListener((o, was, now) -> {
            int y = (int) Math.round(now.doubleValue());
            view.cutYProperty().set(y >= maxY ? Integer.MAX_VALUE : y);
            cutLabel.setText(y >= maxY ? "no cut" : "cut at y " + y);
        });
        view.cutYProperty().addListener((o, was, now) -> {
            int y = now.intValue() == Integer.MAX_VALUE ? maxY : now.intValue();
            if ((int) Math.round(cut.getValue()) != y) {
                cut.setValue(y);
            }
        });
        cutLabel.setText("no cut");
        // As wide as its longest text ("cut at y -64"), so the row does not shift as it changes.
        cutLabel.setMinWidth(84);
        CheckBox alongLine = new CheckBox("Cut along the section line");
        alongLine.setId("fly-cut-section");
        alongLine.selectedProperty().bindBidirectional(view.cutAlongLineProperty());

        bar = new FlowPane(10, 4, group(orbit, fly), group(new Label("Speed"), speed, speedLabel),
            group(new Label("Distance"), distance), group(cut, cutLabel), group(alongLine));
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("world-toolbar");
        bar.setId("fly-toolbar");
    }

    /**
     * Makes a spinner as wide as its text box's preferred width plus its arrows. (The spinner's skin asks only for
     * the text box's width and then takes the arrows' room out of it, which left "12" no room to show.)
     */
    static void roomForArrows(Spinner<?> spinner) {
        spinner.skinProperty().addListener((o, was, skin) -> {
            Node arrows = spinner.lookup(".increment-arrow-button");
            if (arrows instanceof Region r) {
                var width = Bindings.createDoubleBinding(() -> spinner.getEditor().prefWidth(-1) + r.getWidth()
                    + spinner.snappedLeftInset() + spinner.snappedRightInset(), r.widthProperty(),
                    spinner.getEditor().fontProperty());
                spinner.prefWidthProperty().bind(width);
                spinner.minWidthProperty().bind(width);
            }
        });
    }

    /** Controls that belong together, kept on one row at their own widths. */
    private static HBox group(Node... nodes) {
        for (Node n : nodes) {
            if (n instanceof Control c) {
                c.setMinWidth(Control.USE_PREF_SIZE);
            }
        }
        HBox box = new HBox(6, nodes);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setMinWidth(Control.USE_PREF_SIZE);
        return box;
    }

    private static String speedText(double blocksPerSecond) {
        return String.format(Locale.ROOT, "%.0f b/s", blocksPerSecond);
    }

    /** Takes what the distance field holds: a whole number in range, else the value it had (and why). */
    private void commitDistance() {
        String text = distance.getEditor().getText();
        SpinnerValueFactory<Integer> f = distance.getValueFactory();
        Integer value = f.getConverter().fromString(text);
        if (!value.equals(f.getValue())) {
            f.setValue(value);
        }
        distance.getEditor().setText(f.getConverter().toString(f.getValue()));
    }

    FlowPane bar() {
        return bar;
    }

    /** The view-distance field (for tests). */
    Spinner<Integer> distance() {
        return distance;
    }

    /** Sets the cut slider's range to a world's height (its top meaning no cut). */
    void setHeightRange(int minY, int top) {
        maxY = top;
        cut.setMin(minY);
        cut.setMax(top);
    }

    /**
     * The distance as text and back: bad text (not a whole number, out of 2 to 32) keeps the value there was and says
     * why, as the other fields do, instead of the spinner's own converter throwing on the FX thread.
     */
    private static final class DistanceText extends StringConverter<Integer> {
        private final SpinnerValueFactory.IntegerSpinnerValueFactory factory;
        private final Consumer<String> refused;

        DistanceText(SpinnerValueFactory.IntegerSpinnerValueFactory factory, Consumer<String> refused) {
            this.factory = factory;
            this.refused = refused;
        }

        @Override
        public String toString(Integer value) {
            return value == null ? "" : Integer.toString(value);
        }

        @Override
        public Integer fromString(String text) {
            Integer current = factory.getValue();
            String t = text == null ? "" : text.strip();
            if (t.equals(toString(current))) {
                return current;
            }
            try {
                int v = Integer.parseInt(t);
                if (v >= factory.getMin() && v <= factory.getMax()) {
                    return v;
                }
                refused.accept("Distance " + t + ": out of range; allowed " + factory.getMin() + " to "
                    + factory.getMax() + " chunks");
            } catch (NumberFormatException e) {
                refused.accept("Distance '" + t + "': not a whole number of chunks; allowed " + factory.getMin()
                    + " to " + factory.getMax());
            }
            return current;
        }
    }
}
