package org.terrainexplorer.cli;

import java.util.List;
import java.util.function.Function;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.world.json.Suggestions;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Option value converters whose messages say what is allowed, in place of picocli's own, which name Java
 * types ("'abc' is not a long", "cannot convert 'x' to NoiseChoice (java.lang.IllegalArgumentException: …)").
 * Each throws {@link TypeConversionException} with the reason alone; {@link UsageErrors} puts the option
 * and the value in front of it.
 */
final class Converters {

    private Converters() {
    }

    /**
     * The choice whose id is {@code text}, ignoring case and surrounding blanks; anything else is refused
     * with the allowed ids and the nearest of them.
     */
    static <T> T choose(String text, List<T> choices, Function<T, String> id) {
        String wanted = text.strip();
        for (T choice : choices) {
            if (id.apply(choice).equalsIgnoreCase(wanted)) {
                return choice;
            }
        }
        List<String> ids = choices.stream().map(id).toList();
        throw new TypeConversionException("allowed " + String.join(", ", ids) + Suggestions.didYouMean(wanted, ids));
    }

    /** A 32-bit whole number, for every {@code int} option (picocli's own says "'1.5' is not an int"). */
    static final class Int implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            String t = text.strip();
            try {
                return Integer.parseInt(t);
            } catch (NumberFormatException e) {
                throw new TypeConversionException(t.matches("[-+]?\\d+") ? "too large; allowed " + Integer.MIN_VALUE
                    + " to " + Integer.MAX_VALUE : "not a whole number");
            }
        }
    }

    /** Any 64-bit whole number. */
    static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                return Long.parseLong(text.strip());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("not a whole number; allowed " + Long.MIN_VALUE + " to "
                    + Long.MAX_VALUE);
            }
        }
    }

    /**
     * A plain decimal number: picocli's own takes NaN, Infinity and hex, which then fail later as "out of
     * range". The range itself is the command's to check, as bad input rather than a malformed command line.
     */
    abstract static class Decimal implements ITypeConverter<Double> {
        private final String allowed;

        /** @param allowed the range, as the message should say it */
        Decimal(String allowed) {
            this.allowed = allowed;
        }

        @Override
        public Double convert(String text) {
            String t = text.strip();
            if (!Param.isDecimal(t)) {
                throw new TypeConversionException("not a number; allowed " + allowed);
            }
            return Double.parseDouble(t);
        }
    }
}
