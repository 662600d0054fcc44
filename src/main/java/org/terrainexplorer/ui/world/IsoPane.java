package org.terrainexplorer.ui.world;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;

/**
 * The 3D view: the chunks around a point, isometric, with controls for the square's size, the rotation in
 * quarter turns, the zoom, the cut-away level and the cut along the section line. Drawn on the pool into an
 * image, so it works in software rendering and in headless tests.
 */
final class IsoPane extends BorderPane {

    private final WorldModel model;
    private final ImageView view = new ImageView();
    private final ImageBlit blit = new ImageBlit();
    private final Slider cut = new Slider(-64, 320, 320);
    private WorldEngine.Image frame;
    /** Whether the diagram is scaled to fit the pane, or drawn pixel for pixel. */
    private final javafx.beans.property.BooleanProperty fit = new javafx.beans.property.SimpleBooleanProperty(true);

    IsoPane(WorldModel model, WorldEngine engine) {
        this.model = model;
        setId("world-iso");
        Spinner<Integer> size = new Spinner<>(2, 16, model.iso().size());
        size.setId("iso-size");
        size.setPrefWidth(70);
        size.setTooltip(new Tooltip("Chunks on a side, 2 to 16"));
        size.valueProperty().addListener((o, was, now) -> model.setIso(model.iso().withSize(now)));
        Button left = new Button("⟲");
        left.setId("iso-rotate-left");
        left.setTooltip(new Tooltip("Turn a quarter counter-clockwise"));
        left.setOnAction(e -> model.setIso(model.iso().withRotation(model.iso().rotation() + 3)));
        Button right = new Button("⟳");
        right.setId("iso-rotate-right");
        right.setTooltip(new Tooltip("Turn a quarter clockwise"));
        right.setOnAction(e -> model.setIso(model.iso().withRotation(model.iso().rotation() + 1)));
        Button in = new Button("+");
        in.setId("iso-zoom-in");
        in.setTooltip(new Tooltip("Draw larger, pixel for pixel (scroll to move)"));
        in.setOnAction(e -> {
            fit.set(false);
            model.setIso(model.iso().withScale(model.iso().scale() + 2));
        });
        Button out = new Button("−");
        out.setId("iso-zoom-out");
        out.setTooltip(new Tooltip("Draw smaller, pixel for pixel"));
        out.setOnAction(e -> {
            fit.set(false);
            model.setIso(model.iso().withScale(model.iso().scale() - 2));
        });
        Button fitButton = new Button("Fit");
        fitButton.setId("iso-fit");
        fitButton.setTooltip(new Tooltip("Fit the whole diagram in the pane"));
        fitButton.setOnAction(e -> fit.set(true));
        cut.setId("iso-cut");
        cut.setPrefWidth(140);
        cut.setTooltip(new Tooltip("Cut away every block above this level, to see caves, aquifers and lava lakes"));
        cut.setValue(model.iso().cutY());
        Label cutLabel = new Label();
        cutLabel.textProperty().bind(cut.valueProperty().asString("cut at y %.0f"));
        cut.valueProperty().addListener((o, was, now) -> {
            if (!cut.isValueChanging()) {
                model.setIso(model.iso().withCutY(now.intValue()));
            }
        });
        cut.valueChangingProperty().addListener((o, was, changing) -> {
            if (!changing) {
                model.setIso(model.iso().withCutY((int) cut.getValue()));
            }
        });
        CheckBox alongSection = new CheckBox("Cut along the section line");
        alongSection.setId("iso-cut-section");
        alongSection.setSelected(model.iso().cutAlongSection());
        alongSection.selectedProperty().addListener((o, was, on) -> model.setIso(model.iso().withCutAlongSection(on)));
        Button here = new Button("Centre on the map");
        here.setId("iso-centre");
        here.setTooltip(new Tooltip("Show the chunks around the map's centre (or double-click the map)"));
        here.setOnAction(e -> model.setIso(model.iso().withCentre((int) Math.floor(model.view().centreX()),
            (int) Math.floor(model.view().centreZ()))));
        // A flow, not a row: in a narrow window the controls wrap to a second line instead of being cut short.
        HBox cutBox = new HBox(6, cut, cutLabel);
        cutBox.setAlignment(Pos.CENTER_LEFT);
        FlowPane bar = new FlowPane(6, 4, new Label("Chunks"), size, left, right, in, out, fitButton, cutBox,
            alongSection, here);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add(WorldStyles.TOOLBAR);
        setTop(bar);
        // Centred in the pane; fitted into it (the whole diagram in view, smoothed) until + or − asks for pixels.
        StackPane holder = new StackPane(view);
        ScrollPane scroll = new ScrollPane(holder);
        scroll.setPannable(true);
        scroll.setId("iso-scroll");
        holder.minWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
            () -> scroll.getViewportBounds().getWidth(), scroll.viewportBoundsProperty()));
        holder.minHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
            () -> scroll.getViewportBounds().getHeight(), scroll.viewportBoundsProperty()));
        view.setPreserveRatio(true);
        // Fitted means made smaller to fit, never larger than drawn (a small diagram blown up would only blur).
        view.fitWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
            () -> fit.get() ? Math.max(1, Math.min(scroll.getViewportBounds().getWidth() - 4, imageWidth())) : 0,
            fit, scroll.viewportBoundsProperty(), view.imageProperty()));
        view.fitHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
            () -> fit.get() ? Math.max(1, Math.min(scroll.getViewportBounds().getHeight() - 4, imageHeight())) : 0,
            fit, scroll.viewportBoundsProperty(), view.imageProperty()));
        view.smoothProperty().bind(fit);
        setCenter(scroll);
        engine.isoImageProperty().addListener((o, was, now) -> {
            frame = now;
            view.setImage(blit.show(now));
        });
        model.loadedProperty().addListener((o, was, now) -> {
            if (now != null) {
                int min = now.world().minY();
                int max = min + now.world().height() - 1;
                cut.setMin(min);
                cut.setMax(max);
                if (model.iso().cutY() > max || model.iso().cutY() < min) {
                    model.setIso(model.iso().withCutY(max));
                }
            }
        });
        model.isoProperty().addListener((o, was, now) -> {
            if ((int) cut.getValue() != now.cutY() && !cut.isValueChanging()) {
                cut.setValue(now.cutY());
            }
            if (size.getValue() != now.size()) {
                size.getValueFactory().setValue(now.size());
            }
            alongSection.setSelected(now.cutAlongSection());
        });
    }

    /** The latest image, for tests and export. */
    WorldEngine.Image frame() {
        return frame;
    }

    private double imageWidth() {
        return view.getImage() == null ? Double.MAX_VALUE : view.getImage().getWidth();
    }

    private double imageHeight() {
        return view.getImage() == null ? Double.MAX_VALUE : view.getImage().getHeight();
    }

    /** Whether the diagram is fitted to the pane, and its image view (for tests). */
    boolean fitted() {
        return fit.get();
    }

    ImageView imageView() {
        return view;
    }
}
