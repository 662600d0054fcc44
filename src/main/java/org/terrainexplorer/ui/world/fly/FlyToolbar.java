package org.terrainexplorer.ui.world.fly;

import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.render.world.fly.StreamPolicy;

/**
 * The 3D view's controls: orbit or fly, the flying speed, the view distance (2 to 32 chunks), the cut-away level
 * (off at the world's top) and the cut along the section line, each bound to the view's properties.
 */
final class FlyToolbar {

    private final HBox bar;
    private final Slider cut = new Slider(-64, 320, 320);
    private int maxY = 319;

    FlyToolbar(FlyView view, FlyCamera camera) {
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

        // The speed on a logarithmic slider: 2 to 1000 blocks a second.
        Slider speed = new Slider(Math.log(FlyCamera.MIN_SPEED), Math.log(FlyCamera.MAX_SPEED),
            Math.log(camera.speed()));
        speed.setId("fly-speed");
        speed.setPrefWidth(110);
        speed.setTooltip(new Tooltip("Flying speed, 2 to 1000 blocks a second (the wheel in fly mode too)"));
        Label speedLabel = new Label();
        speed.valueProperty().addListener((o, was, now) -> {
            camera.setSpeed(Math.exp(now.doubleValue()));
            speedLabel.setText(String.format("%.0f b/s", camera.speed()));
        });
        speedLabel.setText(String.format("%.0f b/s", camera.speed()));
        speedLabel.setMinWidth(60);

        Spinner<Integer> distance = new Spinner<>(StreamPolicy.MIN_VIEW_DISTANCE, StreamPolicy.MAX_VIEW_DISTANCE,
            view.viewDistanceProperty().get());
        distance.setId("fly-distance");
        distance.setPrefWidth(70);
        distance.setEditable(true);
        distance.setTooltip(new Tooltip("View distance in chunks, 2 to 32; far chunks are drawn coarser"));
        distance.valueProperty().addListener((o, was, now) -> view.viewDistanceProperty().set(now));
        view.viewDistanceProperty().addListener((o, was, now) -> distance.getValueFactory().setValue(now.intValue()));

        cut.setId("fly-cut");
        cut.setPrefWidth(160);
        cut.setTooltip(new Tooltip("Cut away every block above this level (at the top: no cut)"));
        Label cutLabel = new Label();
        cutLabel.setMinWidth(80);
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
        CheckBox alongLine = new CheckBox("Cut along the section line");
        alongLine.setId("fly-cut-section");
        alongLine.selectedProperty().bindBidirectional(view.cutAlongLineProperty());

        bar = new HBox(6, orbit, fly, new Label("Speed"), speed, speedLabel, new Label("Distance"), distance,
            cut, cutLabel, alongLine);
        for (javafx.scene.Node n : bar.getChildren()) {
            if (n instanceof javafx.scene.control.Labeled l) {
                l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            }
        }
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("world-toolbar");
        bar.setId("fly-toolbar");
    }

    HBox bar() {
        return bar;
    }

    /** Sets the cut slider's range to a world's height (its top meaning no cut). */
    void setHeightRange(int minY, int top) {
        maxY = top;
        cut.setMin(minY);
        cut.setMax(top);
    }
}
