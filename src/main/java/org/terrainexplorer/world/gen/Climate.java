package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The game's climate space and biome search. A biome's parameter point is a box in six climate dimensions
 * (temperature, humidity, continentalness, erosion, depth, weirdness) plus an offset; a position's target is
 * a point in the same space, quantised to 1/10000. The biome chosen is the one whose box is nearest, by the
 * game's fitness (the sum of squared distances), found with the game's R-tree.
 *
 * <p>Ties (a target on the shared edge of two boxes) go to the first leaf in the tree's order: the search
 * here always starts fresh, where the game starts from the thread's previous result.
 */
public final class Climate {

    /** The number of parameters of a point: six climate dimensions and the offset. */
    public static final int PARAMETERS = 7;

    private Climate() {
    }

    /** A climate value as the game quantises it: {@code (long) (f · 10000)} in float. */
    public static long quantize(float f) {
        return (long) (f * 10000.0F);
    }

    /** The quantised value back as a float, for display. */
    public static float unquantize(long l) {
        return l / 10000.0F;
    }

    /** A closed interval of quantised values. */
    public record Parameter(long min, long max) {

        /** The interval between two values, quantised. */
        public static Parameter span(float min, float max) {
            if (min > max) {
                throw new IllegalArgumentException("min " + min + " is above max " + max);
            }
            return new Parameter(quantize(min), quantize(max));
        }

        /** The distance from a value to the interval: 0 inside. */
        public long distance(long value) {
            long above = value - max;
            long below = min - value;
            return above > 0L ? above : Math.max(below, 0L);
        }

        /** Reads a number or a [min, max] pair. */
        static Parameter read(JsonValue v) {
            if (v.isNumber()) {
                float f = (float) v.asDouble(-2.0, 2.0);
                return span(f, f);
            }
            List<JsonValue> pair = v.elements();
            if (pair.size() != 2) {
                throw v.error("expected a number or a [min, max] pair, found a list of " + pair.size());
            }
            float min = (float) pair.get(0).asDouble(-2.0, 2.0);
            float max = (float) pair.get(1).asDouble(-2.0, 2.0);
            if (min > max) {
                throw v.error("min " + min + " is above max " + max);
            }
            return span(min, max);
        }
    }

    /** A biome's box in climate space, with its offset. */
    public record ParameterPoint(Parameter temperature, Parameter humidity, Parameter continentalness,
                                 Parameter erosion, Parameter depth, Parameter weirdness, long offset) {

        /** The parameters in the tree's order: the six dimensions, then the offset as a point interval. */
        Parameter[] space() {
            return new Parameter[] {temperature, humidity, continentalness, erosion, depth, weirdness,
                new Parameter(offset, offset)};
        }

        /** The game's fitness of a target: the sum of squared distances (smaller is nearer). */
        public long fitness(TargetPoint t) {
            return square(temperature.distance(t.temperature())) + square(humidity.distance(t.humidity()))
                + square(continentalness.distance(t.continentalness())) + square(erosion.distance(t.erosion()))
                + square(depth.distance(t.depth())) + square(weirdness.distance(t.weirdness())) + square(offset);
        }

        /** Reads a {@code parameters} object of a multi-noise biome list. */
        public static ParameterPoint read(JsonValue v) {
            float offset = (float) v.field("offset").asDouble(0.0, 1.0);
            return new ParameterPoint(Parameter.read(v.field("temperature")), Parameter.read(v.field("humidity")),
                Parameter.read(v.field("continentalness")), Parameter.read(v.field("erosion")),
                Parameter.read(v.field("depth")), Parameter.read(v.field("weirdness")), quantize(offset));
        }
    }

    /** A position's climate, quantised. */
    public record TargetPoint(long temperature, long humidity, long continentalness, long erosion, long depth,
                              long weirdness) {

        /** The target of six float climate values, quantised as the game does. */
        public static TargetPoint of(float temperature, float humidity, float continentalness, float erosion,
                                     float depth, float weirdness) {
            return new TargetPoint(quantize(temperature), quantize(humidity), quantize(continentalness),
                quantize(erosion), quantize(depth), quantize(weirdness));
        }

        long[] toArray() {
            return new long[] {temperature, humidity, continentalness, erosion, depth, weirdness, 0L};
        }
    }

    static long square(long l) {
        return l * l;
    }

}
