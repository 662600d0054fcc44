package org.terrainexplorer.world.structure;

import org.terrainexplorer.world.gen.GameCode;

/**
 * The changes in the game's structure code between releases that its data cannot show, decided by the release a
 * world is generated with. Each flag names the release from which the newer behaviour holds.
 *
 * @param release the release ("1.21.1")
 */
public record StructureCode(String release) {

    /** The code of a world's release. */
    public static StructureCode of(GameCode code) {
        return new StructureCode(code.release());
    }

    /** Whether the release is {@code since} or later (a name that is not a release counts as the newest). */
    public boolean atLeast(String since) {
        return GameCode.compareReleases(release, since) >= 0;
    }
}
