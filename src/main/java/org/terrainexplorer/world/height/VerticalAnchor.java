package org.terrainexplorer.world.height;

import org.terrainexplorer.world.json.JsonValue;

/**
 * A y level relative to the world, as the game's {@code VerticalAnchor}: absolute, above the bottom, or below the top
 * (surface rules, carvers and structures write them alike).
 */
public record VerticalAnchor(Kind kind, int value) {

    /** The three forms. */
    public enum Kind { ABSOLUTE, ABOVE_BOTTOM, BELOW_TOP }

    /** The y this anchor means in a world spanning [minY, minY + height). */
    public int resolve(int minY, int height) {
        return switch (kind) {
            case ABSOLUTE -> value;
            case ABOVE_BOTTOM -> minY + value;
            case BELOW_TOP -> height - 1 + minY - value;
        };
    }

    /** The anchor in words: "y 0", "5 above the bottom", "3 below the top". */
    @Override
    public String toString() {
        return switch (kind) {
            case ABSOLUTE -> "y " + value;
            case ABOVE_BOTTOM -> value + " above the bottom";
            case BELOW_TOP -> value + " below the top";
        };
    }

    /** Whether {@code v} is an anchor object (rather than, say, a height provider with a type). */
    public static boolean is(JsonValue v) {
        return v.isObject() && (v.has("absolute") || v.has("above_bottom") || v.has("below_top"));
    }

    /** Reads {@code {"absolute": y}}, {@code {"above_bottom": n}} or {@code {"below_top": n}}. */
    public static VerticalAnchor read(JsonValue v) {
        int limit = 2032 * 2;
        if (v.isObject() && v.has("absolute")) {
            return new VerticalAnchor(Kind.ABSOLUTE, v.field("absolute").asInt(-limit, limit));
        }
        if (v.isObject() && v.has("above_bottom")) {
            return new VerticalAnchor(Kind.ABOVE_BOTTOM, v.field("above_bottom").asInt(-limit, limit));
        }
        if (v.isObject() && v.has("below_top")) {
            return new VerticalAnchor(Kind.BELOW_TOP, v.field("below_top").asInt(-limit, limit));
        }
        throw v.error("expected a vertical anchor: {\"absolute\": y}, {\"above_bottom\": n} or {\"below_top\": n}, "
            + "found " + v.describe());
    }
}
