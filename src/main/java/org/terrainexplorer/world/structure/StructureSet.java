package org.terrainexplorer.world.structure;

import java.util.List;
import org.terrainexplorer.world.structure.placement.StructurePlacement;

/**
 * A structure set of the world's data ({@code worldgen/structure_set}): a placement and the structures it chooses
 * between by weight.
 *
 * @param id        the set's id ("minecraft:villages")
 * @param placement where its structures may start
 * @param entries   its structures and their weights, in the data's order
 */
public record StructureSet(String id, StructurePlacement placement, List<Entry> entries) {

    public StructureSet {
        entries = List.copyOf(entries);
    }

    /** A structure of a set and its weight (at least 1). */
    public record Entry(Structure structure, int weight) {
    }

    /** Whether any of its structures may start in one of {@code biomes}. */
    public boolean hasBiomesAmong(java.util.Collection<String> biomes) {
        for (Entry e : entries) {
            for (String b : e.structure().biomes()) {
                if (biomes.contains(b)) {
                    return true;
                }
            }
        }
        return false;
    }
}
