package org.terrainexplorer.world.carver;

import org.terrainexplorer.world.json.JsonValue;

/**
 * A y level as carver files write it: {@code {"absolute": y}}, {@code {"above_bottom": n}} or
 * {@code {"below_top": n}}, resolved against the generation range as the game's {@code VerticalAnchor} is.
 *
 * @param kind  the form
 * @param value its number
 */
public record CarverAnchor(Kind kind, int value) {

    /** The three forms. */
    public enum Kind { ABSOLUTE, ABOVE_BOTTOM, BELOW_TOP }

    private static final int LIMIT = 2032 * 2;

    /** The y this anchor means. */
    public int resolve(GenRange range) {
        return switch (kind) {
            case ABSOLUTE -> value;
            case ABOVE_BOTTOM -> range.minY() + value;
            case BELOW_TOP -> range.depth() - 1 + range.minY() - value;
        };
    }

    /** In words: "y 67", "8 above the bottom", "1 below the top". */
    @Override
    public String toString() {
        return switch (kind) {
            case ABSOLUTE -> "y " + value;
            case ABOVE_BOTTOM -> value + " above the bottom";
            case BELOW_TOP -> value + " below the top";
        };
    }

    /** Whether {@code v} is an anchor object. */
    static boolean is(JsonValue v) {
        return v.isObject() && (v.has("absolute") || v.has("above_bottom") || v.has("below_top"));
    }

    /** Reads an anchor. */
    static CarverAnchor read(JsonValue v) {
        if (v.isObject() && v.has("absolute")) {
            return new CarverAnchor(Kind.ABSOLUTE, v.field("absolute").asInt(-LIMIT, LIMIT));
        }
        if (v.isObject() && v.has("above_bottom")) {
            return new CarverAnchor(Kind.ABOVE_BOTTOM, v.field("above_bottom").asInt(-LIMIT, LIMIT));
        }
        if (v.isObject() && v.has("below_top")) {
            return new CarverAnchor(Kind.BELOW_TOP, v.field("below_top").asInt(-LIMIT, LIMIT));
        }
        throw v.error("expected a vertical anchor: {\"absolute\": y}, {\"above_bottom\": n} or {\"below_top\": n}, "
            + "found " + v.describe());
    }
}
