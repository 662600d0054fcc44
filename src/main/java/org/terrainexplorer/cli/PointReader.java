package org.terrainexplorer.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.terrainexplorer.terrain.Param;

/**
 * Reads points, one per line, coordinates separated by white space, and hands each to a consumer.
 * Blank lines and lines whose first non-blank character is {@code #} are skipped, so a file of points can
 * be spaced out and annotated; they print nothing. A line with the wrong number of coordinates or a
 * coordinate that is not a finite decimal number stops the run with an {@link InputException} naming the
 * line by its number in the input, skipped lines counted.
 */
final class PointReader {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /** Receives one parsed point; the array is reused between calls. */
    @FunctionalInterface
    interface PointConsumer {
        void accept(double[] point);
    }

    private final int dimensions;
    private final double limit;
    private final String limitText;

    /**
     * @param limit      the largest magnitude a coordinate may have
     * @param limitText  the limit as the message should say it
     */
    PointReader(int dimensions, double limit, String limitText) {
        this.dimensions = dimensions;
        this.limit = limit;
        this.limitText = limitText;
    }

    /** Reads every line of {@code in}, in order. */
    void readAll(InputStream in, PointConsumer consumer) {
        double[] point = new double[dimensions];
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (lineNumber == 1) {
                    line = Lines.withoutByteOrderMark(line);
                }
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.charAt(0) == '#') {
                    continue;
                }
                parse(line, trimmed, lineNumber, point);
                consumer.accept(point);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not read standard input: " + e.getMessage(), e);
        }
    }

    /** Parses a line that is neither blank nor a comment; {@code trimmed} is the line without outer blanks. */
    private void parse(String line, String trimmed, int lineNumber, double[] point) {
        String[] fields = WHITESPACE.split(trimmed);
        if (fields.length != dimensions) {
            throw new InputException("line " + lineNumber + ": expected " + dimensions + " coordinate"
                + (dimensions == 1 ? "" : "s") + ", found " + fields.length + " in '" + abbreviate(line) + "'");
        }
        for (int i = 0; i < dimensions; i++) {
            if (!Param.isDecimal(fields[i])) {
                throw new InputException("line " + lineNumber + ": coordinate " + (i + 1) + " '"
                    + abbreviate(fields[i]) + "' is not a decimal number");
            }
            double value = Double.parseDouble(fields[i]);
            if (!Double.isFinite(value) || Math.abs(value) > limit) {
                throw new InputException("line " + lineNumber + ": coordinate " + (i + 1) + " '"
                    + abbreviate(fields[i]) + "' is out of range; allowed " + limitText);
            }
            point[i] = value;
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
