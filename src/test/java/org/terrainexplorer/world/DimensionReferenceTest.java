package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * The nether and the end against deepslate 0.26.2 (with the game's corrections), over the game's own data of the
 * releases in {@code dim-releases.txt} (a line each; the vectors of 1.21.9, 26.1 and 26.2 are made and wait for
 * those releases to load): router values bit for bit, the stored biomes of scattered quarts (the nether's
 * multi-noise list from the release's report; the end's {@code TheEndBiomeSource} computed in the script from
 * deepslate's erosion slot) and whole chunks after the noise fill. Made by {@code tools/reference/dimension-vectors.mjs}.
 */
class DimensionReferenceTest {

    /** Every release of {@code dim-releases.txt} in both dimensions. */
    static Stream<Arguments> cases() {
        return ReferenceVectors.lines("dim-releases.txt").stream().map(String::strip).filter(r -> !r.isEmpty())
            .flatMap(r -> Stream.of(Arguments.of(r, Dimension.THE_NETHER), Arguments.of(r, Dimension.THE_END)));
    }

    /** The columns of the router files: the slots of {@link WorldSampler} they hold. */
    private static final Map<String, Integer> SLOTS = Map.of("finalDensity", WorldSampler.FINAL_DENSITY,
        "temperature", WorldSampler.TEMPERATURE, "vegetation", WorldSampler.HUMIDITY, "erosion", WorldSampler.EROSION);

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    @DisplayName("the router's final density and climate slots equal deepslate's, bit for bit")
    void routerMatchesDeepslate(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(release, dimension, BuiltinWorld.OVERWORLD);
        ReferenceVectors.Comparison result = ReferenceVectors.compareValues(
            "dim-" + release + "-router-" + dimension.id() + ".tsv", seed -> {
                WorldSampler sampler = new WorldSampler(new RandomState(world, seed));
                return (column, x, y, z) -> sampler.value(slot(column), x, y, z);
            }, 0);
        assertEquals(240, result.rows());
        result.assertBitIdentical("values");
    }

    private static int slot(String column) {
        Integer slot = SLOTS.get(column);
        if (slot == null) {
            throw new IllegalStateException("a router vector column this test does not know: " + column);
        }
        return slot;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    @DisplayName("the stored biomes of 700 scattered quarts equal the reference")
    void biomesMatch(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(release, dimension, BuiltinWorld.OVERWORLD);
        String file = "dim-" + release + "-biomes-" + dimension.id() + ".tsv";
        ReferenceVectors.Comparison result = ReferenceVectors.compareBiomes(file,
            seed -> new WorldGenerator(new RandomState(world, seed))::biome);
        assertEquals(700, result.rows());
        assertTrue(ReferenceVectors.rows(file).stream().map(r -> r[4]).distinct().count() >= 5,
            "the vectors cover every biome");
        result.assertNoneDiffer("biomes");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    @DisplayName("whole chunks after the noise fill equal deepslate's, block for block")
    void noiseChunksMatch(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.load(release, dimension, BuiltinWorld.OVERWORLD);
        ReferenceVectors.Comparison result = ReferenceVectors.compareNoiseChunks(world,
            "dim-" + release + "-chunks-" + dimension.id() + ".txt");
        assertEquals(3, result.rows());
        result.assertNoneDiffer("columns");
    }
}
