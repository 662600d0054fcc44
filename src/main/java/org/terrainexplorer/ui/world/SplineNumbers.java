package org.terrainexplorer.ui.world;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The spline editor's numbers as its fields show them: plain decimals (never {@code 5.1222738E-4}), five
 * significant digits and at most six places, so a location, value or derivative reads at a glance and fits its
 * field. A field whose text is still the shown form of a number stands for that number exactly, so typing in one
 * field never rounds the others.
 */
final class SplineNumbers {

    /** At most this many places after the point. */
    static final int PLACES = 6;
    private static final MathContext DIGITS = new MathContext(5, RoundingMode.HALF_EVEN);

    private SplineNumbers() {
    }

    /** A float as a field shows it: {@code -0.000512}, {@code 0.25}, {@code 1200}. */
    static String show(float v) {
        if (!Float.isFinite(v)) {
            return Float.toString(v);
        }
        BigDecimal d = new BigDecimal(Float.toString(v)).round(DIGITS);
        if (d.scale() > PLACES) {
            d = d.setScale(PLACES, RoundingMode.HALF_EVEN);
        }
        d = d.stripTrailingZeros();
        return d.signum() == 0 ? "0" : d.toPlainString();
    }

    /**
     * The number a field's text stands for: {@code current} while the text is its shown form, else the text read
     * as a finite float, or IllegalArgumentException naming the field ({@code name}) and what is wrong.
     */
    static float read(String name, String text, float current) {
        String t = text.strip().replace('−', '-');
        if (t.equals(show(current))) {
            return current;
        }
        double d;
        try {
            d = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " '" + text.strip() + "' is not a number");
        }
        if (!Double.isFinite(d) || Math.abs(d) > Float.MAX_VALUE) {
            throw new IllegalArgumentException(name + " '" + text.strip() + "' is not a finite number that fits "
                + "a float");
        }
        return (float) d;
    }
}
