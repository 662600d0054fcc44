package org.terrainexplorer.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureWorld;

/** The structures a user named with {@code --type} (or locate's TYPE), checked against the world's. */
final class StructureNames {

    private StructureNames() {
    }

    /** The ids of every structure the world can start, sorted. */
    static Set<String> ids(StructureWorld world) {
        Set<String> ids = new TreeSet<>();
        for (StructureSet set : world.possibleSets()) {
            set.entries().forEach(e -> ids.add(e.structure().id()));
        }
        return ids;
    }

    /**
     * A test for the structures {@code names} mean (ids, short names, kinds such as "village"); all when empty. A name
     * that means none of the world's structures is refused with the kinds there are.
     */
    static Predicate<String> filter(List<String> names, StructureWorld world, String option) {
        if (names == null || names.isEmpty()) {
            return id -> true;
        }
        Set<String> ids = ids(world);
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
                Set<String> kinds = new LinkedHashSet<>();
                ids.forEach(id -> kinds.add(StructureKinds.kind(id)));
                throw new InputException(option + " " + n + ": no such structure in this world; it has "
                    + String.join(", ", kinds) + (ids.isEmpty() ? "none (structures off?)" : "")
                    + Suggestions.didYouMean(n, kinds));
            }
        }
        return id -> all.stream().anyMatch(n -> StructureKinds.matches(n, id));
    }
}
