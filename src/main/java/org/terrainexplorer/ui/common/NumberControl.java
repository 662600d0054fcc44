package org.terrainexplorer.ui.common;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * A labelled number: a slider, a field showing the value (type a value and press Enter), and the unit.
 * Double-clicking the label or the slider restores the default. A typed value that is not a number, not
 * finite or out of range marks the field, with the reason in its tooltip, and changes nothing.
 *
 * <p>Ranges over two decades (frequency 0.1–64) get a logarithmic slider; ranges too wide for a slider to
 * be useful (the island centre, ±10 000) get the field alone.
 */
public final class NumberControl extends VBox {

    /** A slider is logarithmic when max/min reaches this. */
    static final double LOG_RATIO = 100;
    /** Wider ranges than this get no slider. */
    static final double MAX_SLIDER_SPAN = 1000;

    /** Parses typed text into a valid value or throws IllegalArgumentException with the reason. */
    @FunctionalInterface
    public interface Parser {
        double parse(String text);
    }

    private final String id;
    private final double min;
    private final double max;
    private final double step;
    private final boolean logarithmic;
    private final Slider slider;
    private final TextField field = new TextField();
    private final FittingLabel label;
    private final Tooltip tooltip;
    private final String description;
    private final Parser parser;
    private final Consumer<Double> onValue;
    private final Refusals onRefused;
    /** Whether the field holds a refused value. */
    private final ReadOnlyBooleanWrapper invalid = new ReadOnlyBooleanWrapper(this, "invalid");
    private boolean updating;

    /**
     * Gives the label shorter forms, tried in order where the full text does not fit its width (a narrow side panel):
     * "Oct 3" for "Octave 3", which stays distinct from the other octaves where an ellipsis would make them all
     * "Octav…". The tooltip, the description, should name the full text.
     */
    public NumberControl shortLabels(String... shorter) {
        String[] texts = new String[shorter.length + 1];
        texts[0] = label.fullText();
        System.arraycopy(shorter, 0, texts, 1, shorter.length);
        label.setTexts(texts);
        return this;
    }

    /**
     * @param id          node ids are {@code slider-<id>}, {@code field-<id>}
     * @param onValue     receives each value the user sets; throws IllegalArgumentException to refuse it
     * @param onGesture   told true when a slider drag starts and false when it ends
     * @param onReset     asked to restore the default (double-click)
     * @param onRefused   told why a typed value was refused, and while the field holds it (the status bar shows it)
     */
    public NumberControl(String id, String labelText, String unit, String description, double min, double max, double step,
                  Parser parser, Consumer<Double> onValue, Consumer<Boolean> onGesture, Runnable onReset,
                  Refusals onRefused) {
        this.onRefused = onRefused;
        this.id = id;
        this.min = min;
        this.max = max;
        this.step = step;
        this.parser = parser;
        this.onValue = onValue;
        this.description = description;
        setId("param-" + id);
        getStyleClass().add(StyleClasses.PARAMETER_ROW);
        // A wide range of fractions gets a logarithmic slider; whole numbers (a seed offset) never do.
        logarithmic = min > 0 && max / min >= LOG_RATIO && step < 1;
        label = new FittingLabel(labelText);
        label.getStyleClass().add(StyleClasses.PARAMETER_LABEL);
        label.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(label, Priority.ALWAYS);
        field.setId("field-" + id);
        field.getStyleClass().add(StyleClasses.PARAMETER_FIELD);
        field.setPrefColumnCount(6);
        Label unitLabel = new Label(unit);
        unitLabel.getStyleClass().add(StyleClasses.PARAMETER_UNIT);
        tooltip = new Tooltip(description);
        tooltip.setShowDelay(Duration.millis(400));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(320);
        label.setTooltip(tooltip);
        field.setTooltip(tooltip);
        HBox top = new HBox(6, label, field, unitLabel);
        top.setFillHeight(false);
        getChildren().add(top);

        if (max - min <= MAX_SLIDER_SPAN || logarithmic) {
            slider = logarithmic ? new Slider(0, 1, 0) : new Slider(min, max, min);
            slider.setId("slider-" + id);
            slider.setBlockIncrement(logarithmic ? 0.01 : step);
            slider.setTooltip(tooltip);
            slider.valueProperty().addListener((o, was, now) -> {
                if (!updating) {
                    commit(fromSlider(now.doubleValue()));
                }
            });
            slider.valueChangingProperty().addListener((o, was, dragging) -> onGesture.accept(dragging));
            // A filter, not a handler: the slider's skin consumes the clicks it uses to move the thumb.
            slider.addEventFilter(MouseEvent.MOUSE_CLICKED, e -> {
                if (e.getClickCount() == 2) {
                    onReset.run();
                }
            });
            getChildren().add(slider);
        } else {
            slider = null;
        }
        label.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                onReset.run();
            }
        });
        field.setOnAction(e -> typed());
        // Leaving the field commits what it holds; a refused value is reported and the field shows the
        // parameter's value again, so no stale text is left looking like the setting.
        field.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                typed();
                if (invalid.get()) {
                    clearError();
                    field.setText(format(current));
                }
            }
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                clearError();
                field.setText(format(current));
            }
        });
    }

    private double current = Double.NaN;

    /** Shows a value set elsewhere (the model), without reporting it back. */
    public void show(double value) {
        current = value;
        updating = true;
        try {
            if (slider != null && !slider.isValueChanging()) {
                slider.setValue(toSlider(value));
            }
            if (!field.isFocused() || !invalid.get()) {
                field.setText(format(value));
            }
            clearError();
        } finally {
            updating = false;
        }
    }

    private void typed() {
        String text = field.getText();
        if (!invalid.get() && text.equals(format(current))) {
            return;
        }
        try {
            double value = parser.parse(text);
            onValue.accept(value);
            clearError();
        } catch (IllegalArgumentException e) {
            markError(e.getMessage());
            onRefused.refused(e.getMessage(), invalid.getReadOnlyProperty());
        }
    }

    private void commit(double value) {
        try {
            onValue.accept(value);
        } catch (IllegalArgumentException e) {
            markError(e.getMessage());
            show(current);
            markError(e.getMessage());
        }
    }

    /** Marks the field invalid with a reason. */
    public void markError(String reason) {
        invalid.set(true);
        if (!field.getStyleClass().contains(StyleClasses.INVALID)) {
            field.getStyleClass().add(StyleClasses.INVALID);
        }
        tooltip.setText(reason);
    }

    private void clearError() {
        field.getStyleClass().remove(StyleClasses.INVALID);
        tooltip.setText(description);
        invalid.set(false);
    }

    /**
     * Whether the field holds a refused value (marked, the reason in its tooltip): true from the refusal until the
     * field holds a valid value again (a good value typed, Escape, leaving the field, or a value set elsewhere).
     */
    public ReadOnlyBooleanProperty invalidProperty() {
        return invalid.getReadOnlyProperty();
    }

    /** The slider value for a parameter value. */
    public double toSlider(double value) {
        if (!logarithmic) {
            return value;
        }
        return Math.log(value / min) / Math.log(max / min);
    }

    /** The parameter value for a slider position, snapped to the step (or to 3 significant digits on a log scale). */
    public double fromSlider(double position) {
        double raw = logarithmic ? min * Math.pow(max / min, position) : position;
        double snapped;
        if (logarithmic) {
            snapped = new BigDecimal(raw).round(new MathContext(3, RoundingMode.HALF_EVEN)).doubleValue();
        } else {
            snapped = min + Math.round((raw - min) / step) * step;
            snapped = BigDecimal.valueOf(snapped).setScale(decimals(step) + 1, RoundingMode.HALF_EVEN).doubleValue();
        }
        return Math.max(min, Math.min(max, snapped));
    }

    /** The value as the field shows it: enough decimals for the step. */
    String format(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        // Enough places for the step and for the value itself (0.125 is not 0.12), at most five.
        int places = logarithmic ? Math.max(decimals(step), 3 - (int) Math.floor(Math.log10(Math.abs(value) + 1e-12)) - 1)
            : Math.max(decimals(step), 5);
        places = Math.max(0, Math.min(5, places));
        return BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString()
            .toLowerCase(Locale.ROOT);
    }

    private static int decimals(double step) {
        return Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
    }

    public Slider slider() {
        return slider;
    }

    public TextField field() {
        return field;
    }
}
