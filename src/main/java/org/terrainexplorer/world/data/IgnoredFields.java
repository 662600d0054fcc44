package org.terrainexplorer.world.data;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.terrainexplorer.world.json.Ids;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The fields of density functions that the game's codecs read, by type, so that a pack's other fields (a note, a
 * misspelt name) can be reported as ignored, as the game ignores them. A type not listed here (a newer release's)
 * is not looked into.
 */
final class IgnoredFields {

    private static final Set<String> ARGUMENT = Set.of("argument");
    private static final Set<String> BINARY = Set.of("argument1", "argument2");

    /** Each type's fields (besides {@code type}); the values that hold density functions are walked too. */
    private static final Map<String, Set<String>> FIELDS = Map.ofEntries(
        Map.entry("abs", ARGUMENT), Map.entry("square", ARGUMENT), Map.entry("cube", ARGUMENT),
        Map.entry("half_negative", ARGUMENT), Map.entry("quarter_negative", ARGUMENT), Map.entry("squeeze", ARGUMENT),
        Map.entry("invert", ARGUMENT), Map.entry("blend_density", ARGUMENT), Map.entry("cache_2d", ARGUMENT),
        Map.entry("cache_once", ARGUMENT), Map.entry("cache_all_in_cell", ARGUMENT), Map.entry("flat_cache", ARGUMENT),
        Map.entry("interpolated", ARGUMENT), Map.entry("shift", ARGUMENT), Map.entry("shift_a", ARGUMENT),
        Map.entry("shift_b", ARGUMENT), Map.entry("constant", ARGUMENT),
        Map.entry("add", BINARY), Map.entry("mul", BINARY), Map.entry("min", BINARY), Map.entry("max", BINARY),
        Map.entry("blend_alpha", Set.of()), Map.entry("blend_offset", Set.of()), Map.entry("beardifier", Set.of()),
        Map.entry("end_islands", Set.of()),
        Map.entry("clamp", Set.of("input", "min", "max")),
        Map.entry("noise", Set.of("noise", "xz_scale", "y_scale")),
        Map.entry("old_blended_noise", Set.of("xz_scale", "y_scale", "xz_factor", "y_factor", "smear_scale_multiplier")),
        Map.entry("range_choice", Set.of("input", "min_inclusive", "max_exclusive", "when_in_range",
            "when_out_of_range")),
        Map.entry("shifted_noise", Set.of("noise", "xz_scale", "y_scale", "shift_x", "shift_y", "shift_z")),
        Map.entry("spline", Set.of("spline")),
        Map.entry("weird_scaled_sampler", Set.of("input", "noise", "rarity_value_mapper")),
        Map.entry("y_clamped_gradient", Set.of("from_y", "to_y", "from_value", "to_value")));

    /** The fields of each type that hold density functions. */
    private static final Set<String> FUNCTIONS = Set.of("argument", "argument1", "argument2", "input", "when_in_range",
        "when_out_of_range", "shift_x", "shift_y", "shift_z");

    private IgnoredFields() {
    }

    /** Adds a warning for each field of a density function (and of the functions and splines in it) the game ignores. */
    static void densityFunction(JsonValue v, List<String> warnings) {
        if (!v.isObject() || !v.has("type") || !v.field("type").isString()) {
            return;
        }
        String type = v.field("type").asString();
        type = Ids.shortName(type);
        Set<String> known = FIELDS.get(type);
        if (known == null) {
            return;
        }
        for (Map.Entry<String, JsonValue> e : v.fields()) {
            String name = e.getKey();
            if (name.equals("type")) {
                continue;
            }
            if (!known.contains(name)) {
                warn(e.getValue(), warnings);
            } else if (FUNCTIONS.contains(name)) {
                densityFunction(e.getValue(), warnings);
            } else if (name.equals("spline")) {
                spline(e.getValue(), warnings);
            }
        }
    }

    private static void spline(JsonValue v, List<String> warnings) {
        if (!v.isObject()) {
            return;
        }
        for (Map.Entry<String, JsonValue> e : v.fields()) {
            switch (e.getKey()) {
                case "coordinate" -> densityFunction(e.getValue(), warnings);
                case "points" -> {
                    if (e.getValue().isArray()) {
                        for (JsonValue point : e.getValue().elements()) {
                            if (!point.isObject()) {
                                continue;
                            }
                            for (Map.Entry<String, JsonValue> f : point.fields()) {
                                switch (f.getKey()) {
                                    case "value" -> spline(f.getValue(), warnings);
                                    case "location", "derivative" -> {
                                    }
                                    default -> warn(f.getValue(), warnings);
                                }
                            }
                        }
                    }
                }
                default -> warn(e.getValue(), warnings);
            }
        }
    }

    static void warn(JsonValue field, List<String> warnings) {
        warnings.add(field.file() + ": at " + field.path() + ": ignored, as the game ignores it (not a field of this "
            + "object)");
    }
}
