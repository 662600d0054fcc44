package org.terrainexplorer.world;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.WorldDefinition;

/** Biomes against deepslate's at 1800 quarts of six seeds, exactly. */
class BiomeReferenceTest {

    @ParameterizedTest
    @EnumSource(value = BuiltinWorld.class, names = {"OVERWORLD", "LARGE_BIOMES", "AMPLIFIED"})
    @DisplayName("the multi-noise biome at a quart is deepslate's, exactly")
    void biomesMatchDeepslate(BuiltinWorld world) {
        WorldDefinition definition = TestWorlds.load(world);
        ReferenceVectors.compareBiomes("biomes-" + world.id() + ".tsv",
            seed -> ReferenceVectors.multiNoiseBiomes(definition, seed)).assertNoneDiffer("biomes");
    }
}
