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
    static final int CHUNKS = 10;

    @Test
    @DisplayName("checksums of 10 chunks of each built-in world for two seeds are unchanged")
    void checksumsUnchanged() {
        assertEquals(GOLDEN, WorldChecksums.all(CHUNKS, 2, false));
    }

    // Pinned from the implementation before the performance work (WorldChecksums run on commit 512ea86); a change
    // here changes the world. Amplified 1336252682 moved when the overworld's biome list came to be read from the
    // game's own report (7593 entries in the game's order) instead of a merged 1437-entry copy: a quart equally near
    // two biomes goes to the first in the game's order, and the copy's merged boxes were not always the same boxes.
    private static final Map<String, String> GOLDEN = Map.ofEntries(
        Map.entry("overworld 42", "65c6c1e10fdbb7b22640b0df3839563e2b6431ab6f819ea890a29b81836370f1"),
        Map.entry("overworld 1336252682", "fc5845041365c68c4def4c509da12d517b148677031b1891ef7aa5b1b5ca75b2"),
        Map.entry("large_biomes 42", "1a8085638eea49ab09676732531d10d3fb751b9d3238f4b8a3f9ae07d7434655"),
        Map.entry("large_biomes 1336252682", "9285062e1b7298fd207e9dc2e2783cce1fd6630c00e812e9a9cab5fa8020270f"),
        Map.entry("amplified 42", "0fa442ae6ccbc173d989a5abb4aaa0677629bc1f5fbc581195b73bf16f12ac70"),
        Map.entry("amplified 1336252682", "51d206d46676a465c79b6d489367affa0cbd3e41da84c228bbd558bad6c0fde0"),
        Map.entry("caves 42", "d2be4ab681d551d1cca0953be67df934cbfb3be4f6dd5c215128eafe8ddfa40b"),
        Map.entry("caves 1336252682", "8bf833904cab8eee6f72d7a7ac9d89351358d9c53d86a9c37e02afcd34d16c7f"),
        Map.entry("floating_islands 42", "3957d2f7afd15cfd08b23060f6f35d1cfbffc7261dd381d8d72d85a6e24917e5"),
        Map.entry("floating_islands 1336252682", "a4c09c43b7678d492d304171e9aa905b5e6e283a72f70a04c8190ba0ea8075d4"));
}
