package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;

/**
 * Whole chunks of the noise stage (cell interpolation, fluids at sea level, lava below y −54) against deepslate's
 * fill, block for block, with aquifers and ore veins off (deepslate has neither).
 */
class NoiseChunkReferenceTest {

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("the noise stage of whole chunks equals deepslate's, block for block")
    void noiseChunksMatchDeepslate(BuiltinWorld world) {
        ReferenceVectors.Comparison result = ReferenceVectors.compareNoiseChunks(
            ReferenceVectors.withoutAquifersOrOreVeins(TestWorlds.load(world)), "noise-chunks-" + world.id() + ".txt");
        assertTrue(result.rows() >= 2, "the vector file holds chunks");
        result.assertNoneDiffer("columns");
    }
}
