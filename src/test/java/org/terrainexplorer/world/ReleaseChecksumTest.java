package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Whole chunks (blocks after the surface stage, biomes, heightmaps) of the overworld of 1.21.9 and 26.2, from the
 * game's data in {@code ../shared/mcdata}, are unchanged: the first {@value WorldChecksumTest#CHUNKS} chunks of
 * {@link WorldChecksums}' overworld lists, two seeds, and for seed 42 four chunks of 26.2's sulfur caves (its new
 * biome, with its 3D {@code noise_threshold} surface rules). Pinned once the releases' router, biome and noise-chunk
 * vectors all matched ({@link ReleaseReferenceTest}); a change here changes those worlds.
 *
 * <p>Near the origin 1.21.9's and 26.2's chunks equal 1.21.1's ({@link WorldChecksumTest}'s values): 1.21.9 moved
 * the preliminary surface into {@code find_top_surface} with an upper bound above the terrain and let the aquifer
 * skip sampling above it, neither of which changes a block there; 26.2's cave changes move the density by an ulp
 * here and there. The sulfur-cave chunks are where 26.2 differs, and the test checks that it does.
 */
class ReleaseChecksumTest {

    @Test
    @DisplayName("checksums of 10 chunks of the 1.21.9 and 26.2 overworlds for two seeds are unchanged")
    void checksumsUnchanged() {
        Map<String, String> sums = new LinkedHashMap<>();
        for (String version : List.of("1.21.9", "26.2")) {
            WorldDefinition world = GameReleases.overworld(version);
            for (long seed : WorldChecksums.SEEDS) {
                sums.put(version + " " + seed, checksum(world, seed));
            }
        }
        WorldDefinition sulfur = GameReleases.overworld("26.2");
        sums.put("26.2 42 sulfur caves", checksum(sulfur, 42L, SULFUR_CAVES));
        assertEquals(GOLDEN, sums);
        assertNotEquals(checksum(TestWorlds.load(BuiltinWorld.OVERWORLD), 42L, SULFUR_CAVES),
            sums.get("26.2 42 sulfur caves"), "26.2's sulfur caves are not 1.21.1's terrain");
    }

    /** Chunks of seed 42 in 26.2's sulfur caves. */
    private static final List<ChunkPos> SULFUR_CAVES = List.of(new ChunkPos(-40, -40), new ChunkPos(-40, -38),
        new ChunkPos(-39, -37), new ChunkPos(-40, -35));

    private static String checksum(WorldDefinition world, long seed) {
        return checksum(world, seed, WorldChecksums.chunks(BuiltinWorld.OVERWORLD, seed, WorldChecksumTest.CHUNKS));
    }

    private static String checksum(WorldDefinition world, long seed, List<ChunkPos> chunks) {
        return WorldChecksums.checksum(new WorldGenerator(new RandomState(world, seed)), chunks, 2);
    }

    private static final Map<String, String> GOLDEN = Map.of(
        "1.21.9 42", "65c6c1e10fdbb7b22640b0df3839563e2b6431ab6f819ea890a29b81836370f1",
        "1.21.9 1336252682", "fc5845041365c68c4def4c509da12d517b148677031b1891ef7aa5b1b5ca75b2",
        "26.2 42", "65c6c1e10fdbb7b22640b0df3839563e2b6431ab6f819ea890a29b81836370f1",
        "26.2 1336252682", "fc5845041365c68c4def4c509da12d517b148677031b1891ef7aa5b1b5ca75b2",
        "26.2 42 sulfur caves", "95eed93f8707776846ebc44deca47833fd458cc35755c3bde471d49753ac797c");
}
