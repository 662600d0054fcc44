package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whole chunks of every built-in world, two seeds each, are unchanged: the first {@value #CHUNKS} chunks of
 * {@link WorldChecksums}' lists (near the origin, thousands of chunks out and near the world border).
 */
class WorldChecksumTest {

    /** Chunks per world and seed; {@link WorldChecksums#main} checks all 64. */
    static final int CHUNKS = 16;

    @Test
    @DisplayName("checksums of 16 chunks of each built-in world for two seeds are unchanged")
    void checksumsUnchanged() {
        assertEquals(GOLDEN, WorldChecksums.all(CHUNKS, 2, false));
    }

    // Pinned from this implementation before the performance work; a change here changes the world.
    private static final Map<String, String> GOLDEN = Map.ofEntries(
        Map.entry("overworld 42", "2dff22d91980fac8db2db883c243ce563333e821312cbb35f92ce9c4d083a6ec"),
        Map.entry("overworld 1336252682", "c790e9a8aca8ec0c8b59526db9c4a6f4576377103ce510076ec9e8934b87156d"),
        Map.entry("large_biomes 42", "c43472a9639d6c05cb663996323f91cf1e19127d3d0662cf0b442ddb8d3f2b23"),
        Map.entry("large_biomes 1336252682", "cb6e71db8cb117b4701e6266ff910c308a76656e8c4f66bd8d8fa0a02146025a"),
        Map.entry("amplified 42", "2b65bfdf2fc4476d329734652e866a8412a0caae93020bdb9da023589a539506"),
        Map.entry("amplified 1336252682", "5703dacd23e00f4a4dc5e16fe06546db4d8f96ea819e17ebe90c0cef49ab547c"),
        Map.entry("caves 42", "c65ac81145a6e87234db329b9710ea8374f817aad911b75586c6639c5a0385b1"),
        Map.entry("caves 1336252682", "4eaf20ef5fd49c44b1f06113f9e3c3ab81fdf9de131f506157351366128ecf40"),
        Map.entry("floating_islands 42", "f3655b0d68344a65539033e5ed1117a9d400676a797054c943ab49563ea85e45"),
        Map.entry("floating_islands 1336252682", "6c1b0635911995f3f1ac24bb4680bf8feb34eebb32aaf6b6f01859f1b1bb41bf"));
}
