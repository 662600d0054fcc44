package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * The overworld of releases other than 1.21.1, from the game's own data in {@code ../shared/mcdata}, against
 * deepslate's vectors ({@code tools/reference/make-vectors.mjs}): every router slot at 720 points of six seeds, the
 * biome at 1800 quarts with the release's own biome list, and (for 1.21.9 and 26.2, whose terrain differs from
 * 1.21.1's) whole chunks of the noise stage.
 */
class ReleaseReferenceTest {

    private static final double TOLERANCE = 1e-6;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.5", "1.21.9", "26.2"})
    @DisplayName("every router slot of the release matches deepslate within 1e-6 at 720 points of six seeds")
    void routerSlots(String version) {
        WorldDefinition definition = GameReleases.overworld(version);
        ReferenceVectors.Comparison result = ReferenceVectors.compareValues("router-overworld-" + version + ".tsv",
            seed -> ReferenceVectors.routerSlots(definition, seed), TOLERANCE);
        assertEquals(10800, result.compared());
        result.assertBitIdentical("router values");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.5", "1.21.9", "26.2"})
    @DisplayName("the biome at 1800 quarts, from the release's own biome list, is deepslate's")
    void biomes(String version) {
        WorldDefinition definition = GameReleases.overworld(version);
        ReferenceVectors.Comparison result = ReferenceVectors.compareBiomes("biomes-overworld-" + version + ".tsv",
            seed -> ReferenceVectors.multiNoiseBiomes(definition, seed));
        assertEquals(1800, result.rows());
        result.assertNoneDiffer("biomes");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.9", "26.2"})
    @DisplayName("a chunk's preliminary surface level is the slot at the quart corner and y 0, rounded down")
    void preliminarySurfaceLevel(String version) {
        RandomState state = new RandomState(GameReleases.overworld(version), 42L);
        WorldGenerator generator = new WorldGenerator(state);
        java.util.SplittableRandom random = new java.util.SplittableRandom(9);
        for (int i = 0; i < 400; i++) {
            int x = random.nextInt(-20_000, 20_000);
            int z = random.nextInt(-20_000, 20_000);
            // NoiseChunk.computePreliminarySurfaceLevel (1.21.9): Mth.floor(slot at the quart corner, y 0); the
            // compiled find_top_surface skips levels by range bounds, which must not change the answer.
            int expected = org.terrainexplorer.world.noise.Mth.floor(state.router().surface()
                .compute(FunctionContext.of(x >> 2 << 2, 0, z >> 2 << 2)));
            assertEquals(expected, generator.preliminarySurfaceLevel(x, z), "column " + x + " " + z);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.21.9", "26.2"})
    @DisplayName("the noise stage of whole chunks equals deepslate's fill, block for block")
    void noiseChunks(String version) {
        ReferenceVectors.Comparison result = ReferenceVectors.compareNoiseChunks(
            ReferenceVectors.withoutAquifersOrOreVeins(GameReleases.overworld(version)),
            "noise-chunks-overworld-" + version + ".txt");
        assertEquals(3, result.rows());
        result.assertNoneDiffer("columns");
    }
}
