package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.gen.VerticalAnchor;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.RandomSource;

/**
 * The y a jigsaw structure starts at ({@code start_height}): the game's height providers {@code constant} (or a
 * bare anchor), {@code uniform}, {@code biased_to_bottom}, {@code very_biased_to_bottom}, {@code trapezoid} and
 * {@code weighted_list}, each drawing as the game's does. Anchors resolve against the game's
 * {@code WorldGenerationContext}: the higher of the dimension's and the noise's bottom, the lower of their heights.
 */
public sealed interface HeightProvider {

    /** Draws a y in the range from {@code minY}, {@code height} blocks high. */
    int sample(RandomSource random, int minY, int height);

    /** A fixed anchor. */
    record Constant(VerticalAnchor value) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minY, int height) {
            return value.resolve(minY, height);
        }
    }

    /** {@code uniform}: any y from min to max inclusive; the bottom, without a draw, when the range is empty. */
    record Uniform(VerticalAnchor min, VerticalAnchor max) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            return lo > hi ? lo : random.nextIntBetweenInclusive(lo, hi);
        }
    }

    /** {@code biased_to_bottom}. */
    record BiasedToBottom(VerticalAnchor min, VerticalAnchor max, int inner) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            if (hi - lo - inner + 1 <= 0) {
                return lo;
            }
            int k = random.nextInt(hi - lo - inner + 1);
            return random.nextInt(k + inner) + lo;
        }
    }

    /** {@code very_biased_to_bottom}. */
    record VeryBiasedToBottom(VerticalAnchor min, VerticalAnchor max, int inner) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            if (hi - lo - inner + 1 <= 0) {
                return lo;
            }
            int k = between(random, lo + inner, hi);
            int l = between(random, lo, k - 1);
            return between(random, lo, l - 1 + inner);
        }

        /** The game's {@code Mth.nextInt}: {@code a} itself when the range is empty, else a draw in [a, b]. */
        private static int between(RandomSource random, int a, int b) {
            return a >= b ? a : random.nextInt(b - a + 1) + a;
        }
    }

    /** {@code trapezoid}. */
    record Trapezoid(VerticalAnchor min, VerticalAnchor max, int plateau) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minY, int height) {
            int lo = min.resolve(minY, height);
            int hi = max.resolve(minY, height);
            if (lo > hi) {
                return lo;
            }
            int span = hi - lo;
            if (plateau >= span) {
                return random.nextIntBetweenInclusive(lo, hi);
            }
            int ramp = (span - plateau) / 2;
            int rest = span - ramp;
            return lo + random.nextIntBetweenInclusive(0, rest) + random.nextIntBetweenInclusive(0, ramp);
        }
    }

    /** {@code weighted_list}: one of several providers by weight (one draw), then that provider's draws. */
    record WeightedList(List<HeightProvider> providers, List<Integer> weights, int total) implements HeightProvider {
        @Override
        public int sample(RandomSource random, int minY, int height) {
            int pick = random.nextInt(total);
            for (int i = 0; i < providers.size(); i++) {
                pick -= weights.get(i);
                if (pick < 0) {
                    return providers.get(i).sample(random, minY, height);
                }
            }
            throw new IllegalStateException("weights do not add up to " + total);
        }
    }

    /** Reads a height provider: an anchor, or an object with a {@code type}. */
    static HeightProvider read(JsonValue v) {
        if (!v.isObject()) {
            throw v.error("expected a height provider (an anchor or an object with a type), found " + v.describe());
        }
        if (!v.has("type")) {
            return new Constant(VerticalAnchor.read(v));
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
            default -> throw v.field("type").error("unknown height provider '" + type + "' (constant, uniform, "
                + "biased_to_bottom, very_biased_to_bottom, trapezoid, weighted_list)");
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
        if (total <= 0) {
            throw list.error("a weighted list needs an entry with a weight above 0");
        }
        if (total > Integer.MAX_VALUE) {
            throw list.error("the weights add up to more than " + Integer.MAX_VALUE);
        }
        return new WeightedList(List.copyOf(providers), List.copyOf(weights), (int) total);
    }
}
