package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * Reads density functions from the game's JSON: a number is a constant, a string a reference to a named
 * function, an object a function of its {@code type}, read by that type's {@link DensityType} (see
 * {@link DensityTypes}). Every value is checked as the game's codecs check it (ranges, required fields), and
 * errors name the JSON path.
 */
public final class DensityCodec {

    /** The game's range for constants and thresholds. */
    public static final double VALUE_LIMIT = 1_000_000.0;

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
        DensityType<?> t = type.startsWith(Ids.MINECRAFT) ? DensityTypes.byId(Ids.shortName(type))
            : null;
        if (t == null) {
            throw typeValue.error("unknown density function type '" + type + "'");
        }
        return t.reader().read(v, reading(resolver));
    }

    private static DensityType.Reading reading(Resolver resolver) {
        return new DensityType.Reading() {
            @Override
            public DensityFunction function(JsonValue v) {
                return read(v, resolver);
            }

            @Override
            public NoiseHolder noise(JsonValue v) {
                return DensityCodec.noise(v, resolver);
            }

            @Override
            public CubicSpline spline(JsonValue v) {
                return DensityCodec.spline(v, resolver);
            }
        };
    }

    /** A noise: a reference by id (the game's density functions never inline one). */
    private static NoiseHolder noise(JsonValue v, Resolver r) {
        if (!v.isString()) {
            throw v.error("expected the id of a noise, found " + v.describe());
        }
        return r.noise(v.asId(), v);
    }

    /**
     * Reads a spline: a number (a float, as the game reads it), or an object with a coordinate and at least one
     * point. The points are kept in the order given, as the game keeps them, whether or not their locations
     * increase.
     */
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
        for (JsonValue p : elements) {
            float location = (float) p.field("location").asDouble();
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
