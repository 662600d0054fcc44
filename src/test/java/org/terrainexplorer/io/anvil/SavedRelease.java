package org.terrainexplorer.io.anvil;

import java.util.Map;
import java.util.Optional;
import org.terrainexplorer.world.data.Releases;

/**
 * The release that saved a chunk, from its {@code DataVersion}, and the shipped release whose data the explorer
 * generates it with ({@link Releases#sameTerrainAs}: 1.20.2 uses 1.20.1's data, 1.21.2 1.21.1's, ...). Data
 * versions of the game's releases (the Minecraft wiki's "Data version" page; 1.19.3, 1.20.1, 1.20.6, 1.21.1, 1.21.3,
 * 1.21.7 and 26.1.2 checked against {@code SharedConstants.WORLD_VERSION} of the decompiled releases). A snapshot's
 * data version is none of these and is not mapped.
 *
 * @param release the release that saved it ("1.20.2")
 * @param data    the shipped release whose data generates it ("1.20.1")
 */
record SavedRelease(String release, String data) {

    private static final Map<Integer, String> RELEASES = Map.ofEntries(
        Map.entry(3218, "1.19.3"), Map.entry(3337, "1.19.4"), Map.entry(3463, "1.20"), Map.entry(3465, "1.20.1"),
        Map.entry(3578, "1.20.2"), Map.entry(3698, "1.20.3"), Map.entry(3700, "1.20.4"), Map.entry(3837, "1.20.5"),
        Map.entry(3839, "1.20.6"), Map.entry(3953, "1.21"), Map.entry(3955, "1.21.1"), Map.entry(4080, "1.21.2"),
        Map.entry(4082, "1.21.3"), Map.entry(4189, "1.21.4"), Map.entry(4325, "1.21.5"), Map.entry(4435, "1.21.6"),
        Map.entry(4438, "1.21.7"), Map.entry(4440, "1.21.8"), Map.entry(4554, "1.21.9"), Map.entry(4556, "1.21.10"),
        Map.entry(4671, "1.21.11"), Map.entry(4786, "26.1"), Map.entry(4788, "26.1.1"), Map.entry(4790, "26.1.2"),
        Map.entry(4903, "26.2"));

    /** The release of a data version, if it is a release's. */
    static Optional<SavedRelease> of(int dataVersion) {
        String release = RELEASES.get(dataVersion);
        if (release == null) {
            return Optional.empty();
        }
        return Optional.of(new SavedRelease(release, Releases.sameTerrainAs(release).orElse(release)));
    }

    /** The release's name, or {@code "data version N"} for a snapshot's. */
    static String name(int dataVersion) {
        return of(dataVersion).map(SavedRelease::release).orElse("data version " + dataVersion);
    }
}
