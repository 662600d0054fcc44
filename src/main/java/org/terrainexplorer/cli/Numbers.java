package org.terrainexplorer.cli;

import java.math.BigDecimal;

/** Numbers as messages should print them: as a person would type them, not as {@link Double#toString}. */
final class Numbers {

    private Numbers() {
    }

    /**
     * {@code 1000}, {@code 0.25}, {@code 1e-7}, {@code 1e9}, {@code 2.5e-8}: no needless ".0" and no
     * "1.0E-7"; plain digits from 10⁻⁴ up to 10⁷, an exponent beyond, where digits would have to be counted.
     */
    static String plain(double v) {
        if (!Double.isFinite(v)) {
            return Double.isNaN(v) ? "NaN" : v > 0 ? "infinity" : "-infinity";
        }
        if (v == 0) {
            return "0";
        }
        BigDecimal exact = new BigDecimal(Double.toString(v)).stripTrailingZeros();
        double magnitude = Math.abs(v);
        if (magnitude >= 1e-4 && magnitude < 1e7) {
            return exact.toPlainString();
        }
        return exact.toString().replace("E+", "e").replace('E', 'e');
    }

    /** "1 to 4", "1e-7 to 1000": a closed range as messages say it. */
    static String range(double min, double max) {
        return plain(min) + " to " + plain(max);
    }
}
