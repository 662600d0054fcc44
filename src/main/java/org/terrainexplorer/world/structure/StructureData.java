package org.terrainexplorer.world.structure;

import java.util.List;

/**
 * The structures of a world's data, read and checked, before a seed: its structure sets (with their structures,
 * pools and placements), its templates and the release's code. {@link #bind} makes the structures of a seeded
 * world.
 *
 * @param sets      every structure set, in the registry's order (by id)
 * @param templates the templates of the world's packs
 * @param code      the release's structure code
 */
public record StructureData(List<StructureSet> sets, Templates templates, StructureCode code) {

    public StructureData {
        sets = List.copyOf(sets);
    }

    /** No structures at all. */
    public static StructureData none(StructureCode code) {
        return new StructureData(List.of(), new Templates(TemplateSource.NONE), code);
    }

    /** The structures of a seeded world over {@code terrain}. */
    public StructureWorld bind(StructureTerrain terrain, long seed) {
        return new StructureWorld(sets, terrain, templates, seed, code);
    }

    /** The set with an id, if any. */
    public java.util.Optional<StructureSet> set(String id) {
        return sets.stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
