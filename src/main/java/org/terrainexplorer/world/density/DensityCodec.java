package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Reads density functions from the game's JSON: a number is a constant, a string a reference to a named
 * function, an object a function of its {@code type}. Every value is checked as the game's codecs check it
 * (ranges, required fields, increasing spline locations), and errors name the JSON path.
 */
public final class DensityCodec {

    /** The game's range for constants and thresholds. */
    public static final double VALUE_LIMIT = 1_000_000.0;
    private static final int Y_LIMIT = 4064;

    /** Where references lead: named density functions and noises, resolved by the world's data. */
    public interface Resolver {

        /** The named function {@code id} (parsed, memoised); {@code at} is the referring value, for errors. */
        DensityFunction densityFunction(String id, JsonValue at);

        /** The noise {@code id}; {@code at} is the referring value, for errors. */
        NoiseHolder noise(String id, JsonValue at);
    }

    private DensityCodec() {
    }

    /** Reads a density function: a number, a reference, or an object with a type. */
    public static DensityFunction read(JsonValue v, Resolver resolver) {
        if (v.isNumber()) {
            return new Constant(v.asDouble(-VALUE_LIMIT, VALUE_LIMIT));
        }
        if (v.isString()) {
            String id = v.asId();
            return new Reference(id, resolver.densityFunction(id, v));
        }
        if (!v.isObject()) {
            throw v.error("expected a density function (a number, an id or an object with a type), found "
                + v.describe());
        }
        JsonValue typeValue = v.field("type");
        String type = typeValue.asId();
        if (!type.startsWith("minecraft:")) {
            throw typeValue.error("unknown density function type '" + type + "'");
        }
        String name = type.substring("minecraft:".length());
        return switch (name) {
            case "constant" -> new Constant(v.field("argument").asDouble(-VALUE_LIMIT, VALUE_LIMIT));
            case "add" -> arithmetic(Arithmetic.Op.ADD, v, resolver);
            case "mul" -> arithmetic(Arithmetic.Op.MUL, v, resolver);
            case "min" -> arithmetic(Arithmetic.Op.MIN, v, resolver);
            case "max" -> arithmetic(Arithmetic.Op.MAX, v, resolver);
            case "abs" -> mapped(Mapped.Kind.ABS, v, resolver);
            case "square" -> mapped(Mapped.Kind.SQUARE, v, resolver);
            case "cube" -> mapped(Mapped.Kind.CUBE, v, resolver);
            case "half_negative" -> mapped(Mapped.Kind.HALF_NEGATIVE, v, resolver);
            case "quarter_negative" -> mapped(Mapped.Kind.QUARTER_NEGATIVE, v, resolver);
            case "squeeze" -> mapped(Mapped.Kind.SQUEEZE, v, resolver);
            case "invert" -> mapped(Mapped.Kind.INVERT, v, resolver);
            case "clamp" -> clamp(v, resolver);
            case "y_clamped_gradient" -> new YClampedGradient(v.field("from_y").asInt(-Y_LIMIT, Y_LIMIT - 2),
                v.field("to_y").asInt(-Y_LIMIT, Y_LIMIT - 2), v.field("from_value").asDouble(-VALUE_LIMIT, VALUE_LIMIT),
                v.field("to_value").asDouble(-VALUE_LIMIT, VALUE_LIMIT));
            case "noise" -> new NoiseFunction(noise(v.field("noise"), resolver), v.field("xz_scale").asDouble(),
                v.field("y_scale").asDouble());
            case "shifted_noise" -> new ShiftedNoise(read(v.field("shift_x"), resolver),
                read(v.field("shift_y"), resolver), read(v.field("shift_z"), resolver),
                v.field("xz_scale").asDouble(), v.field("y_scale").asDouble(), noise(v.field("noise"), resolver));
            case "shift_a" -> new Shift(Shift.Kind.A, noise(v.field("argument"), resolver));
            case "shift_b" -> new Shift(Shift.Kind.B, noise(v.field("argument"), resolver));
            case "shift" -> new Shift(Shift.Kind.XYZ, noise(v.field("argument"), resolver));
            case "range_choice" -> new RangeChoice(read(v.field("input"), resolver),
                v.field("min_inclusive").asDouble(-VALUE_LIMIT, VALUE_LIMIT),
                v.field("max_exclusive").asDouble(-VALUE_LIMIT, VALUE_LIMIT),
                read(v.field("when_in_range"), resolver), read(v.field("when_out_of_range"), resolver));
            case "spline" -> new SplineFunction(spline(v.field("spline"), resolver));
            case "weird_scaled_sampler" -> new WeirdScaledSampler(read(v.field("input"), resolver),
                noise(v.field("noise"), resolver), rarity(v.field("rarity_value_mapper")));
            case "old_blended_noise" -> OldBlendedNoise.unseeded(v.field("xz_scale").asDouble(0.001, 1000.0),
                v.field("y_scale").asDouble(0.001, 1000.0), v.field("xz_factor").asDouble(0.001, 1000.0),
                v.field("y_factor").asDouble(0.001, 1000.0), v.field("smear_scale_multiplier").asDouble(1.0, 8.0));
            case "end_islands" -> EndIslands.forSeed(0L);
            case "interpolated" -> marker(Marker.Kind.INTERPOLATED, v, resolver);
            case "flat_cache" -> marker(Marker.Kind.FLAT_CACHE, v, resolver);
            case "cache_2d" -> marker(Marker.Kind.CACHE_2D, v, resolver);
            case "cache_once" -> marker(Marker.Kind.CACHE_ONCE, v, resolver);
            case "cache_all_in_cell" -> marker(Marker.Kind.CACHE_ALL_IN_CELL, v, resolver);
            case "blend_alpha" -> Blend.alpha();
            case "blend_offset" -> Blend.offset();
            case "blend_density" -> new Blend(Blend.Kind.DENSITY, read(v.field("argument"), resolver));
            case "beardifier" -> new Beardifier();
            default -> throw typeValue.error("unknown density function type '" + type + "'");
        };
    }

    private static DensityFunction arithmetic(Arithmetic.Op op, JsonValue v, Resolver r) {
        return new Arithmetic(op, read(v.field("argument1"), r), read(v.field("argument2"), r));
    }

    private static DensityFunction mapped(Mapped.Kind kind, JsonValue v, Resolver r) {
        return new Mapped(kind, read(v.field("argument"), r));
    }

    private static DensityFunction marker(Marker.Kind kind, JsonValue v, Resolver r) {
        return new Marker(kind, read(v.field("argument"), r));
    }

    private static DensityFunction clamp(JsonValue v, Resolver r) {
        double min = v.field("min").asDouble(-VALUE_LIMIT, VALUE_LIMIT);
        double max = v.field("max").asDouble(-VALUE_LIMIT, VALUE_LIMIT);
        if (max < min) {
            throw v.field("max").error("clamp's max " + max + " is below its min " + min);
        }
        return new Clamp(read(v.field("input"), r), min, max);
    }

    private static WeirdScaledSampler.RarityMapper rarity(JsonValue v) {
        String s = v.asString();
        for (WeirdScaledSampler.RarityMapper m : WeirdScaledSampler.RarityMapper.values()) {
            if (m.id().equals(s)) {
                return m;
            }
        }
        throw v.error("expected type_1 or type_2, found '" + s + "'");
    }

    /** A noise: a reference by id (the game's density functions never inline one). */
    private static NoiseHolder noise(JsonValue v, Resolver r) {
        if (!v.isString()) {
            throw v.error("expected the id of a noise, found " + v.describe());
        }
        return r.noise(v.asId(), v);
    }

    /** Reads a spline: a number, or an object with a coordinate and increasing points. */
    public static CubicSpline spline(JsonValue v, Resolver r) {
        if (v.isNumber()) {
            return new CubicSpline.Constant((float) v.asDouble());
        }
        DensityFunction coordinate = read(v.field("coordinate"), r);
        JsonValue pointsValue = v.field("points");
        List<JsonValue> elements = pointsValue.elements();
        if (elements.isEmpty()) {
            throw pointsValue.error("a spline needs at least one point");
        }
        List<CubicSpline.Point> points = new ArrayList<>(elements.size());
        float previous = Float.NEGATIVE_INFINITY;
        for (JsonValue p : elements) {
            JsonValue locationValue = p.field("location");
            float location = (float) locationValue.asDouble();
            if (points.size() > 0 && !(location > previous)) {
                throw locationValue.error("spline locations must increase: " + location + " follows " + previous);
            }
            previous = location;
            CubicSpline value = spline(p.field("value"), r);
            float derivative = (float) p.field("derivative").asDouble();
            points.add(new CubicSpline.Point(location, value, derivative));
        }
        return CubicSpline.Multipoint.of(coordinate, points);
    }

    /** Reads a {@code worldgen/noise} file: {@code firstOctave} and a non-empty list of finite amplitudes. */
    public static NoiseParameters noiseParameters(JsonValue v) {
        int firstOctave = v.field("firstOctave").asInt(-1000, 1000);
        JsonValue amplitudesValue = v.field("amplitudes");
        List<JsonValue> elements = amplitudesValue.elements();
        if (elements.isEmpty()) {
            throw amplitudesValue.error("a noise needs at least one amplitude");
        }
        double[] amplitudes = new double[elements.size()];
        for (int i = 0; i < amplitudes.length; i++) {
            amplitudes[i] = elements.get(i).asDouble();
        }
        return new NoiseParameters(firstOctave, amplitudes);
    }
}
