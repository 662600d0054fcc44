package org.terrainexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.world.data.GameData;
import org.terrainexplorer.world.data.Releases;
import org.terrainexplorer.world.json.Suggestions;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureWorld;

/** The structures a user named with {@code --type} (or locate's TYPE), checked against the world's. */
final class StructureNames {

    private StructureNames() {
    }

    /**
     * A test for the structures {@code names} mean (ids, short names, kinds such as "village"); all when empty. A name
     * that means none of the world's structures is refused with the kinds there are.
     */
    static Predicate<String> filter(List<String> names, StructureWorld world, String option) {
        return filter(names, world, option, n -> Optional.empty());
    }

    /**
     * As {@link #filter(List, StructureWorld, String)}; a name that means none of the world's structures is refused
     * with {@code absent}'s reason when it has one (the release lacks the structure), else with the kinds there are.
     */
    static Predicate<String> filter(List<String> names, StructureWorld world, String option,
                                    Function<String, Optional<String>> absent) {
        if (names == null || names.isEmpty()) {
            return id -> true;
        }
        Set<String> ids = world.possibleIds();
        List<String> all = new ArrayList<>();
        for (String n : names) {
            for (String part : n.split(",")) {
                if (!part.isBlank()) {
                    all.add(part.strip());
                }
            }
        }
        for (String n : all) {
            if (ids.stream().noneMatch(id -> StructureKinds.matches(n, id))) {
                Optional<String> why = absent.apply(n);
                if (why.isPresent()) {
                    throw new InputException(option + " " + n + ": " + why.get());
                }
                Set<String> kinds = StructureKinds.kinds(ids);
                throw new InputException(option + " " + n + ": no such structure in this world; it has "
                    + String.join(", ", kinds) + (ids.isEmpty() ? "none (structures off?)" : "")
                    + Suggestions.didYouMean(n, kinds));
            }
        }
        return id -> all.stream().anyMatch(n -> StructureKinds.matches(n, id));
    }

    /**
     * Why a structure a world lacks is not there, when another release ({@link #otherReleases}) or another dimension
     * of the same world ({@link #otherDimensions}) has it; empty when neither does.
     */
    static Optional<String> elsewhere(String name, LoadedWorld world, WorldSession session) {
        return otherReleases(name, world, session.data()).or(() -> otherDimensions(name, world, session));
    }

    /**
     * Where a structure the world's dimension lacks is, in the same world and release: "no such structure in the
     * overworld; it is in the_nether (add --dimension the_nether)". Empty when no other dimension has it.
     */
    static Optional<String> otherDimensions(String name, LoadedWorld world, WorldSession session) {
        String here = world.settings().dimension();
        List<String> in = session.dimensionsWith(world, id -> StructureKinds.matches(name, id));
        if (in.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("no such structure in " + words(here) + "; it is in " + words(in.get(0))
            + (in.size() > 1 ? " and " + words(in.get(1)) : "") + " (add --dimension " + in.get(0) + ")");
    }

    private static String words(String dimension) {
        return "overworld".equals(dimension) ? "the overworld" : dimension;
    }

    /**
     * Why a structure named by its id or short name ({@code trial_chambers}) is not in a world: its release has no
     * such structure, and other releases there is data for have ("no such structure in 1.19.3 (in any dimension); it
     * came in 1.21.1").
     * Empty when the release has it (the dimension or the world leaves it out) or no release has it.
     */
    static Optional<String> otherReleases(String name, LoadedWorld world, GameData data) {
        String id = name.strip().toLowerCase(Locale.ROOT).replace(' ', '_');
        String shortName = id.startsWith("minecraft:") ? id.substring("minecraft:".length()) : id;
        if (shortName.isEmpty() || !shortName.matches("[a-z0-9_./-]+") || shortName.contains("..")) {
            return Optional.empty();
        }
        List<String> with = data.versionsWith("data/minecraft/worldgen/structure/" + shortName + ".json");
        if (with.isEmpty() || with.contains(world.version())) {
            return Optional.empty();
        }
        String where = "no such structure in " + world.version() + " (in any dimension)";
        if (with.stream().allMatch(v -> Releases.ORDER.compare(v, world.version()) > 0)) {
            return Optional.of(where + "; it came in " + with.get(0) + " (the oldest release there is data for "
                + "that has it; try --game-version " + with.get(0) + ")");
        }
        return Optional.of(where + "; the releases there is data for that have it: " + String.join(", ", with));
    }
}
