package org.terrainexplorer.world.carver;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The y a carver starts at: the game's height providers {@code constant} (or a bare anchor), {@code uniform},
 * {@code biased_to_bottom}, {@code very_biased_to_bottom}, {@code trapezoid} and {@code weighted_list}, each
 * drawing as the game's does (an empty range gives its bottom without drawing).
 */
public sealed interface HeightProvider {

    /** Draws a y in the generation range. */
    int sample(CarverRandom random, GenRange range);

    /** A fixed anchor. */
    record Constant(CarverAnchor value) implements HeightProvider {
        @Override
        public int sample(CarverRandom random, GenRange range) {
            return value.resolve(range);
        }

        @Override
        public String toString() {
            return value.toString();
        }
    }

    /** {@code uniform}: any y from min to max inclusive. */
    record Uniform(CarverAnchor min, CarverAnchor max) implements HeightProvider {
        @Override
        public int sample(CarverRandom random, GenRange range) {
            int lo = min.resolve(range);
            int hi = max.resolve(range);
            return lo > hi ? lo : random.betweenInclusive(lo, hi);
        }

        @Override
        public String toString() {
            return min + " to " + max;
        }
    }

    /** {@code biased_to_bottom}. */
    record BiasedToBottom(CarverAnchor min, CarverAnchor max, int inner) implements HeightProvider {
        @Override
        public int sample(CarverRandom random, GenRange range) {
            int lo = min.resolve(range);
            int hi = max.resolve(range);
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
    record VeryBiasedToBottom(CarverAnchor min, CarverAnchor max, int inner) implements HeightProvider {
        @Override
        public int sample(CarverRandom random, GenRange range) {
            int lo = min.resolve(range);
            int hi = max.resolve(range);
            if (hi - lo - inner + 1 <= 0) {
                return lo;
            }
            int k = random.nextIntBetween(lo + inner, hi);
            int l = random.nextIntBetween(lo, k - 1);
            return random.nextIntBetween(lo, l - 1 + inner);
        }

        @Override
        public String toString() {
            return min + " to " + max + ", strongly biased to the bottom";
        }
    }

    /** {@code trapezoid}. */
    record Trapezoid(CarverAnchor min, CarverAnchor max, int plateau) implements HeightProvider {
        @Override
        public int sample(CarverRandom random, GenRange range) {
            int lo = min.resolve(range);
            int hi = max.resolve(range);
            if (lo > hi) {
                return lo;
            }
            int span = hi - lo;
            if (plateau >= span) {
                return random.betweenInclusive(lo, hi);
            }
            int ramp = (span - plateau) / 2;
            int rest = span - ramp;
            return lo + random.betweenInclusive(0, rest) + random.betweenInclusive(0, ramp);
        }

        @Override
        public String toString() {
            return min + " to " + max + " (plateau " + plateau + ")";
        }
    }

    /** {@code weighted_list}: one of several providers, by weight. */
    record WeightedList(List<HeightProvider> providers, List<Integer> weights, int total) implements HeightProvider {
        @Override
        public int sample(CarverRandom random, GenRange range) {
            int pick = random.nextInt(total);
            for (int i = 0; i < providers.size(); i++) {
                pick -= weights.get(i);
                if (pick < 0) {
                    return providers.get(i).sample(random, range);
                }
            }
            throw new IllegalStateException("weights do not add up to " + total);
        }

        @Override
        public String toString() {
            return "one of " + providers;
        }
    }

    /** Reads a height provider. */
    static HeightProvider read(JsonValue v) {
        if (CarverAnchor.is(v)) {
            return new Constant(CarverAnchor.read(v));
        }
        String type = v.field("type").asId();
        return switch (type) {
            case "minecraft:constant" -> new Constant(CarverAnchor.read(v.field("value")));
            case "minecraft:uniform" -> new Uniform(CarverAnchor.read(v.field("min_inclusive")),
                CarverAnchor.read(v.field("max_inclusive")));
            case "minecraft:biased_to_bottom" -> new BiasedToBottom(CarverAnchor.read(v.field("min_inclusive")),
                CarverAnchor.read(v.field("max_inclusive")), inner(v));
            case "minecraft:very_biased_to_bottom" -> new VeryBiasedToBottom(
                CarverAnchor.read(v.field("min_inclusive")), CarverAnchor.read(v.field("max_inclusive")), inner(v));
            case "minecraft:trapezoid" -> new Trapezoid(CarverAnchor.read(v.field("min_inclusive")),
                CarverAnchor.read(v.field("max_inclusive")),
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
