package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.random.LegacyRandom;
import org.terrainexplorer.world.random.RandomSource;
import org.terrainexplorer.world.structure.BlockPos;

/**
 * A structure's {@code pool_aliases} (from 1.20.3; the game's {@code PoolAliasBinding}s): pool ids that stand for
 * other pools, chosen once per start with a random source of the world seed at the start's position (the game's
 * {@code PoolAliasLookup.create}). Immutable.
 *
 * @param bindings the bindings, in the file's order (the order of their draws)
 */
public record PoolAliases(List<Binding> bindings) {

    /** No aliases: every pool is itself. */
    public static final PoolAliases NONE = new PoolAliases(List.of());

    public PoolAliases {
        bindings = List.copyOf(bindings);
    }

    /** A binding: it resolves to alias → target pairs, drawing what it needs. */
    public sealed interface Binding {
        void resolve(RandomSource random, BiConsumer<String, String> out);

        /** The aliases it may map. */
        Set<String> aliases();
    }

    /** {@code direct}: an alias always stands for one target. */
    public record Direct(String alias, String target) implements Binding {
        @Override
        public void resolve(RandomSource random, BiConsumer<String, String> out) {
            out.accept(alias, target);
        }

        @Override
        public Set<String> aliases() {
            return Set.of(alias);
        }
    }

    /** {@code random}: an alias stands for one of several targets, by weight (one draw; none when all weigh 0). */
    public record Random(String alias, List<String> targets, List<Integer> weights, int total) implements Binding {
        @Override
        public void resolve(RandomSource random, BiConsumer<String, String> out) {
            String t = pick(random, targets, weights, total);
            if (t != null) {
                out.accept(alias, t);
            }
        }

        @Override
        public Set<String> aliases() {
            return total > 0 ? Set.of(alias) : Set.of();
        }
    }

    /** {@code random_group}: one of several lists of bindings, by weight, each of whose bindings then resolves. */
    public record RandomGroup(List<List<Binding>> groups, List<Integer> weights, int total) implements Binding {
        @Override
        public void resolve(RandomSource random, BiConsumer<String, String> out) {
            List<Binding> group = pick(random, groups, weights, total);
            if (group != null) {
                for (Binding b : group) {
                    b.resolve(random, out);
                }
            }
        }

        @Override
        public Set<String> aliases() {
            Set<String> out = new HashSet<>();
            for (int i = 0; i < groups.size(); i++) {
                if (weights.get(i) > 0) {
                    for (Binding b : groups.get(i)) {
                        out.addAll(b.aliases());
                    }
                }
            }
            return out;
        }
    }

    /** The game's weighted draw: one {@code nextInt(total)}, then the entries' weights walked; none when total is 0. */
    private static <T> T pick(RandomSource random, List<T> values, List<Integer> weights, int total) {
        if (total == 0) {
            return null;
        }
        int pick = random.nextInt(total);
        for (int i = 0; i < values.size(); i++) {
            pick -= weights.get(i);
            if (pick < 0) {
                return values.get(i);
            }
        }
        throw new IllegalStateException("weights do not add up to " + total);
    }

    /**
     * The aliases of a start at {@code pos} in a world of {@code seed}: the game's
     * {@code RandomSource.create(seed).forkPositional().at(pos)} feeds every binding's draws in order.
     */
    public Map<String, String> resolve(BlockPos pos, long seed) {
        if (bindings.isEmpty()) {
            return Map.of();
        }
        RandomSource random = new LegacyRandom(seed).forkPositional().at(pos.x(), pos.y(), pos.z());
        Map<String, String> map = new HashMap<>();
        for (Binding b : bindings) {
            b.resolve(random, (alias, target) -> {
                if (map.putIfAbsent(alias, target) != null) {
                    // Refused at load (read checks every alias can be mapped once); the game's map builder throws.
                    throw new IllegalStateException("alias " + alias + " mapped twice");
                }
            });
        }
        return Map.copyOf(map);
    }

    // ------------------------------------------------------------------ reading

    /** Reads {@code pool_aliases}: a list of bindings, refusing one that could map an alias twice. */
    static PoolAliases read(JsonValue list) {
        List<Binding> out = readList(list);
        return new PoolAliases(out);
    }

    private static List<Binding> readList(JsonValue list) {
        List<Binding> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (JsonValue e : list.elements()) {
            Binding b = binding(e);
            for (String alias : b.aliases()) {
                if (!seen.add(alias)) {
                    throw e.error("pool alias '" + alias + "' may be bound twice (the game fails building the map "
                        + "of aliases when it is)");
                }
            }
            out.add(b);
        }
        return out;
    }

    private static Binding binding(JsonValue v) {
        String type = v.field("type").asId();
        switch (type) {
            case "minecraft:direct" -> {
                return new Direct(v.field("alias").asId(), v.field("target").asId());
            }
            case "minecraft:random" -> {
                JsonValue list = v.field("targets");
                List<String> targets = new ArrayList<>();
                List<Integer> weights = new ArrayList<>();
                long total = 0;
                for (JsonValue e : list.elements()) {
                    targets.add(e.field("data").asId());
                    int w = e.field("weight").asInt(0, Integer.MAX_VALUE);
                    weights.add(w);
                    total += w;
                }
                return new Random(v.field("alias").asId(), List.copyOf(targets), List.copyOf(weights),
                    total(list, total));
            }
            case "minecraft:random_group" -> {
                JsonValue list = v.field("groups");
                List<List<Binding>> groups = new ArrayList<>();
                List<Integer> weights = new ArrayList<>();
                long total = 0;
                for (JsonValue e : list.elements()) {
                    groups.add(List.copyOf(readList(e.field("data"))));
                    int w = e.field("weight").asInt(0, Integer.MAX_VALUE);
                    weights.add(w);
                    total += w;
                }
                return new RandomGroup(List.copyOf(groups), List.copyOf(weights), total(list, total));
            }
            default -> throw v.field("type").error("unknown pool alias binding '" + type
                + "' (minecraft:direct, minecraft:random, minecraft:random_group)");
        }
    }

    private static int total(JsonValue at, long total) {
        if (total > Integer.MAX_VALUE) {
            throw at.error("the weights add up to more than " + Integer.MAX_VALUE);
        }
        return (int) total;
    }
}
