package org.terrainexplorer.world.structure.jigsaw;

import org.terrainexplorer.world.structure.StructureCode;

/**
 * What changed in the game's jigsaw code between the releases the explorer generates (its data cannot show these),
 * each a {@link StructureCode} flag named for the release it starts in. Found by diffing the game's
 * {@code JigsawPlacement}, {@code JigsawStructure}, {@code SinglePoolElement}, {@code StructureTemplatePool} and
 * {@code JigsawBlock} of 1.19.3, 1.20.1, 1.20.6, 1.21.1, 1.21.3, 1.21.7 and 26.1.2, and where a shipped release lies
 * between two that differ, a decompiled copy of the releases around it.
 */
final class JigsawCode {

    private JigsawCode() {
    }

    /** The flags of a release, worked out once per start (the release comparisons parse names). */
    record Flags(boolean selectionPriority, boolean placementPriority, boolean poolAliases, boolean dimensionPadding,
                 boolean idsAttach, boolean startPadding) {

        static Flags of(StructureCode code) {
            return new Flags(JigsawCode.selectionPriority(code), JigsawCode.placementPriority(code),
                JigsawCode.poolAliases(code), JigsawCode.dimensionPadding(code), JigsawCode.idsAttach(code),
                JigsawCode.startPadding(code));
        }
    }

    /**
     * From 1.20.3 (absent from 1.20.1 and 1.20.2, present in 1.20.3 and 1.20.6): jigsaws are sorted by
     * {@code selection_priority} after shuffling, children wait in a queue by their parent jigsaw's
     * {@code placement_priority} (the game's {@code SequencedPriorityIterator}) instead of first come first served,
     * structures may name {@code pool_aliases}, and {@code size} may reach 20 (7 before).
     */
    static boolean selectionPriority(StructureCode code) {
        return code.atLeast("1.20.3");
    }

    /** @see #selectionPriority */
    static boolean placementPriority(StructureCode code) {
        return code.atLeast("1.20.3");
    }

    /** @see #selectionPriority */
    static boolean poolAliases(StructureCode code) {
        return code.atLeast("1.20.3");
    }

    /** The largest {@code size}: 20 from 1.20.3, 7 before. */
    static int maxDepth(StructureCode code) {
        return code.atLeast("1.20.3") ? 20 : 7;
    }

    /**
     * From 1.21 (absent from 1.20.6, present in 1.21.1): {@code dimension_padding} keeps the free space off the
     * world's top and bottom, {@code liquid_settings} and elements' {@code override_liquid_settings} are read, and a
     * pool without elements hands out the empty element (before, the game's draw from an empty list threw).
     */
    static boolean dimensionPadding(StructureCode code) {
        return code.atLeast("1.21");
    }

    /**
     * From 1.21.2 (1.21.1 compares strings, 1.21.3 ids): whether a jigsaw's {@code target} meets another's
     * {@code name} is decided on the parsed ids ({@code bottom} equals {@code minecraft:bottom}); before, on the
     * strings as the template stores them.
     */
    static boolean idsAttach(StructureCode code) {
        return code.atLeast("1.21.2");
    }

    /**
     * From 1.21.4 (absent from 1.21.3, present in 1.21.4's sources): a structure with dimension padding does not
     * start when its first piece, moved to its height, reaches into the padding.
     */
    static boolean startPadding(StructureCode code) {
        return code.atLeast("1.21.4");
    }

    /**
     * From 1.21.9 (1.21.8 still reads a number, 1.21.9 the record): {@code max_distance_from_center} may be
     * {@code {"horizontal": h, "vertical": v}} (v from 1 to 4064, 4064 when left out); a number n means n both ways.
     */
    static boolean verticalDistance(StructureCode code) {
        return code.atLeast("1.21.9");
    }
}
