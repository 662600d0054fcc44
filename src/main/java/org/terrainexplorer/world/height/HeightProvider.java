package org.terrainexplorer.world.height;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.BoundedDraws;

/**
 * A y the game draws (its {@code HeightProvider}: where a carver starts, a jigsaw structure or a nether fossil):
 * {@code constant} (or a bare anchor), {@code uniform}, {@code biased_to_bottom}, {@code very_biased_to_bottom},
 * {@code trapezoid} and {@code weighted_list}, each drawing as the game's does (an empty range gives its bottom
 * without drawing). Anchors resolve against the game's {@code WorldGenerationContext}: the lowest y generation fills
 * and how many blocks up it goes.
 */
public sealed interface HeightProvider {

    /** Draws a y in the range from {@code minY}, {@code height} blocks high. */
    int sample(BoundedDraws random, int minY, int height);

    /** A fixed anchor. */
    record Constant(VerticalAnchor value) implements HeightProvider {
        @Override
        public int sample(BoundedDraws random, int minY, int height) {
            return value.resolve(minY, height);
        }

        @Override
        public String toString() {
            return value.toString();
        }
    }

    /** {@code uniform}: any y from min to max inclusive. */
    record Uniform(VerticalAnchor min, VerticalAnchor max) implements HeightProvider {
        @Override
        public int sample(BoundedDraws random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            return lo > hi ? lo : between(random, lo, hi);
        }

        @Override
        public String toString() {
            return min + " to " + max;
        }
    }

    /** {@code biased_to_bottom}. */
    record BiasedToBottom(VerticalAnchor min, VerticalAnchor max, int inner) implements HeightProvider {
        @Override
        public int sample(BoundedDraws random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            if (hi - lo - inner + 1 <= 0) {
                return lo;
            }
            int k = random.nextInt(hi - lo - inner + 1);
            return random.nextInt(k + inner) + lo;
        }

        @Override
        public String toString() {
            return min + " to " + max + ", biased to the bottom";
        }
    }

    /** {@code very_biased_to_bottom}. */
    record VeryBiasedToBottom(VerticalAnchor min, VerticalAnchor max, int inner) implements HeightProvider {
        @Override
        public int sample(BoundedDraws random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            if (hi - lo - inner + 1 <= 0) {
                return lo;
            }
            int k = nextIntBetween(random, lo + inner, hi);
            int l = nextIntBetween(random, lo, k - 1);
            return nextIntBetween(random, lo, l - 1 + inner);
        }

        @Override
        public String toString() {
            return min + " to " + max + ", strongly biased to the bottom";
        }
    }

    /** {@code trapezoid}. */
    record Trapezoid(VerticalAnchor min, VerticalAnchor max, int plateau) implements HeightProvider {
        @Override
        public int sample(BoundedDraws random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            if (lo > hi) {
                return lo;
            }
            int span = hi - lo;
            if (plateau >= span) {
                return between(random, lo, hi);
            }
            int ramp = (span - plateau) / 2;
            int rest = span - ramp;
            return lo + between(random, 0, rest) + between(random, 0, ramp);
        }

        @Override
        public String toString() {
            return min + " to " + max + " (plateau " + plateau + ")";
        }
    }

    /** {@code weighted_list}: one of several providers by weight (one draw), then that provider's draws. */
    record WeightedList(List<HeightProvider> providers, List<Integer> weights, int total) implements HeightProvider {
        @Override
        public int sample(BoundedDraws random, int minY, int height) {
            int pick = random.nextInt(total);
            for (int i = 0; i < providers.size(); i++) {
                pick -= weights.get(i);
                if (pick < 0) {
                    return providers.get(i).sample(random, minY, height);
                }
            }
            throw new IllegalStateException("weights do not add up to " + total);
        }

        @Override
        public String toString() {
            return "one of " + providers;
        }
    }

    /** The game's {@code nextIntBetweenInclusive}: a draw in [min, max] (the caller makes sure min ≤ max). */
    private static int between(BoundedDraws random, int min, int max) {
        return random.nextInt(max - min + 1) + min;
    }

    /** The game's {@code Mth.nextInt}: {@code min} itself when the range is empty, else a draw in [min, max]. */
    private static int nextIntBetween(BoundedDraws random, int min, int max) {
        return min >= max ? min : random.nextInt(max - min + 1) + min;
    }

    /** Reads a height provider: an anchor, or an object with a {@code type}. */
    static HeightProvider read(JsonValue v) {
        if (VerticalAnchor.is(v)) {
            return new Constant(VerticalAnchor.read(v));
        }
        if (!v.isObject() || !v.has("type")) {
            throw v.error("expected a height provider (an anchor or an object with a type), found " + v.describe());
        }
        String type = v.field("type").asId();
        return switch (type) {
            case "minecraft:constant" -> new Constant(VerticalAnchor.read(v.field("value")));
            case "minecraft:uniform" -> new Uniform(VerticalAnchor.read(v.field("min_inclusive")),
                VerticalAnchor.read(v.field("max_inclusive")));
            case "minecraft:biased_to_bottom" -> new BiasedToBottom(VerticalAnchor.read(v.field("min_inclusive")),
                VerticalAnchor.read(v.field("max_inclusive")), inner(v));
            case "minecraft:very_biased_to_bottom" -> new VeryBiasedToBottom(
                VerticalAnchor.read(v.field("min_inclusive")), VerticalAnchor.read(v.field("max_inclusive")), inner(v));
            case "minecraft:trapezoid" -> new Trapezoid(VerticalAnchor.read(v.field("min_inclusive")),
                VerticalAnchor.read(v.field("max_inclusive")),
                v.has("plateau") ? v.field("plateau").asInt(Integer.MIN_VALUE, Integer.MAX_VALUE) : 0);
            case "minecraft:weighted_list" -> weighted(v.field("distribution"));
            default -> throw v.field("type").error("unknown height provider '" + type + "' (expected constant, "
                + "uniform, biased_to_bottom, very_biased_to_bottom, trapezoid or weighted_list)");
        };
    }

    private static int inner(JsonValue v) {
        return v.has("inner") ? v.field("inner").asInt(1, Integer.MAX_VALUE) : 1;
    }

    private static HeightProvider weighted(JsonValue list) {
        List<HeightProvider> providers = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        long total = 0;
        for (JsonValue e : list.elements()) {
            providers.add(read(e.field("data")));
            int w = e.field("weight").asInt(0, Integer.MAX_VALUE);
            weights.add(w);
            total += w;
        }
        if (providers.isEmpty() || total <= 0) {
            throw list.error("a weighted list needs at least one entry with a weight above 0");
        }
        if (total > Integer.MAX_VALUE) {
            throw list.error("the weights add up to more than " + Integer.MAX_VALUE);
        }
        return new WeightedList(List.copyOf(providers), List.copyOf(weights), (int) total);
    }
}
