package org.terrainexplorer.ui.world;

import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import org.terrainexplorer.world.density.CubicSpline;

/**
 * The spline editor's exact numbers of the selected point: its location, value (a number, or "a spline" when the
 * point's value is a nested spline) and derivative, shown in a fixed readable format; Enter in any of them asks the
 * editor to apply what is typed.
 */
final class SplinePointFields extends GridPane {

    /** Where point {@code i}'s location may go: between its neighbours', as the curve's points are in order. */
    static String between(CubicSpline.Multipoint m, int i) {
        if (m.size() == 1) {
            return "any number";
        }
        if (i == 0) {
            return "a location below " + SplineNumbers.show(m.location(1)) + " (the next point's)";
        }
        if (i == m.size() - 1) {
            return "a location above " + SplineNumbers.show(m.location(i - 1)) + " (the point before's)";
        }
        return "a location between " + SplineNumbers.show(m.location(i - 1)) + " and "
            + SplineNumbers.show(m.location(i + 1)) + " (the points on either side)";
    }

    /** A point's numbers as typed. */
    record Typed(float location, float value, float derivative) {
    }

    private final TextField location = field("spline-location");
    private final TextField value = field("spline-value");
    private final TextField derivative = field("spline-derivative");

    /** Fields that call {@code onEnter} when Enter is pressed in one of them. */
    SplinePointFields(Runnable onEnter) {
        setHgap(6);
        setVgap(3);
        addRow(0, label("location"), location, label("value"), value);
        addRow(1, label("derivative"), derivative);
        location.setOnAction(e -> onEnter.run());
        value.setOnAction(e -> onEnter.run());
        derivative.setOnAction(e -> onEnter.run());
    }

    private static TextField field(String id) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(7);
        f.setMinWidth(48);
        return f;
    }

    /** A field's name, never shortened: the fields give way in a narrow panel. */
    private static Label label(String text) {
        Label l = new Label(text);
        l.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        return l;
    }

    /** Shows point {@code selected} of {@code m}; empty and disabled when there is none. */
    void show(CubicSpline.Multipoint m, int selected) {
        boolean none = m == null || selected < 0;
        location.setDisable(none);
        value.setDisable(none);
        derivative.setDisable(none);
        if (none) {
            location.clear();
            value.clear();
            derivative.clear();
            return;
        }
        location.setText(SplineNumbers.show(m.location(selected)));
        if (m.value(selected) instanceof CubicSpline.Constant c) {
            value.setText(SplineNumbers.show(c.value()));
        } else {
            value.setText("a spline");
            value.setDisable(true);
        }
        derivative.setText(SplineNumbers.show(m.derivative(selected)));
    }

    /**
     * The numbers typed for point {@code i} of {@code m} (a field still showing its point's number keeps the exact
     * value; a nested spline's value is 0, unused).
     *
     * @throws IllegalArgumentException naming the field and why its text is not a number the format can hold
     */
    Typed read(CubicSpline.Multipoint m, int i) {
        float loc;
        try {
            loc = SplineNumbers.read("location", location.getText(), m.location(i));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + "; " + between(m, i));
        }
        float der = SplineNumbers.read("derivative", derivative.getText(), m.derivative(i));
        float val = m.value(i) instanceof CubicSpline.Constant c ? SplineNumbers.read("value", value.getText(),
            c.value()) : 0.0F;
        return new Typed(loc, val, der);
    }
}
