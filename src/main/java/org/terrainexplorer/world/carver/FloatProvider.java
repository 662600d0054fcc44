package org.terrainexplorer.world.carver;

import java.util.Locale;
import org.terrainexplorer.world.json.JsonValue;

/**
 * A number a carver draws: the game's float providers {@code constant} (or a bare number), {@code uniform},
 * {@code clamped_normal} and {@code trapezoid}. Each draws from the carver's random exactly as the game does
 * (a constant draws nothing). Until 1.20.5 the game wrote a provider's fields under {@code "value"}; both forms
 * are read.
 */
public sealed interface FloatProvider {

    /** Draws a value. */
    float sample(CarverRandom random);

    /** The smallest value it can give. */
    float min();

    /** The largest value it can give (exclusive for {@code uniform}). */
    float max();

    /** A fixed value. */
    record Constant(float value) implements FloatProvider {
        @Override
        public float sample(CarverRandom random) {
            return value;
        }

        @Override
        public float min() {
            return value;
        }

        @Override
        public float max() {
            return value;
        }

        @Override
        public String toString() {
            return number(value);
        }
    }

    /** {@code uniform}: {@code Mth.randomBetween(min, max)}. */
    record Uniform(float min, float max) implements FloatProvider {
        @Override
        public float sample(CarverRandom random) {
            return random.between(min, max);
        }

        @Override
        public String toString() {
            return number(min) + " to " + number(max);
        }
    }

    /** {@code clamped_normal}: a Gaussian of the mean and deviation, clamped. */
    record ClampedNormal(float mean, float deviation, float min, float max) implements FloatProvider {
        @Override
        public float sample(CarverRandom random) {
            float f = mean + (float) random.nextGaussian() * deviation;
            return f < min ? min : Math.min(f, max);
        }

        @Override
        public String toString() {
            return "normal around " + number(mean) + " (± " + number(deviation) + ") within " + number(min) + " to "
                + number(max);
        }
    }

    /** {@code trapezoid}: the sum of two uniform draws, flat over the plateau. */
    record Trapezoid(float min, float max, float plateau) implements FloatProvider {
        @Override
        public float sample(CarverRandom random) {
            float span = max - min;
            float ramp = (span - plateau) / 2.0F;
            float rest = span - ramp;
            return min + random.nextFloat() * rest + random.nextFloat() * ramp;
        }

        @Override
        public String toString() {
            return number(min) + " to " + number(max) + " (plateau " + number(plateau) + ")";
        }
    }

    /** A float as the explanation shows it: up to three decimals, no trailing zeros. */
    static String number(float f) {
        String s = String.format(Locale.ROOT, "%.3f", f);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.replace('-', '−');
    }

    /** Reads a provider whose values must lie in [lowest, highest]. */
    static FloatProvider read(JsonValue v, float lowest, float highest) {
        FloatProvider p = read(v);
        if (p.min() < lowest || p.max() > highest) {
            throw v.error("value provider out of range: it gives " + number(p.min()) + " to " + number(p.max())
                + ", allowed " + number(lowest) + " to " + number(highest));
        }
        return p;
    }

    /** Reads a provider. */
    static FloatProvider read(JsonValue v) {
        if (v.isNumber()) {
            return new Constant((float) v.asDouble());
        }
        String type = v.field("type").asId();
        if (type.equals("minecraft:constant")) {
            return new Constant((float) v.field("value").asDouble());
        }
        // Before 1.20.5 the fields were wrapped in "value".
        JsonValue f = v.has("value") && v.field("value").isObject() ? v.field("value") : v;
        return switch (type) {
            case "minecraft:uniform" -> {
                float min = (float) f.field("min_inclusive").asDouble();
                float max = (float) f.field("max_exclusive").asDouble();
                if (max <= min) {
                    throw f.error("max_exclusive must be larger than min_inclusive, found " + number(min) + " and "
                        + number(max));
                }
                yield new Uniform(min, max);
            }
            case "minecraft:clamped_normal" -> {
                float min = (float) f.field("min").asDouble();
                float max = (float) f.field("max").asDouble();
                if (max < min) {
                    throw f.error("max must not be below min, found " + number(min) + " and " + number(max));
                }
                yield new ClampedNormal((float) f.field("mean").asDouble(), (float) f.field("deviation").asDouble(),
                    min, max);
            }
            case "minecraft:trapezoid" -> {
                float min = (float) f.field("min").asDouble();
                float max = (float) f.field("max").asDouble();
                float plateau = (float) f.field("plateau").asDouble();
                if (max < min) {
                    throw f.error("max must not be below min, found " + number(min) + " and " + number(max));
                }
                if (plateau > max - min) {
                    throw f.error("the plateau (" + number(plateau) + ") can at most be the whole span ("
                        + number(max - min) + ")");
                }
                yield new Trapezoid(min, max, plateau);
            }
            default -> throw v.field("type").error("unknown float provider '" + type
                + "' (expected constant, uniform, clamped_normal or trapezoid)");
        };
    }
}
