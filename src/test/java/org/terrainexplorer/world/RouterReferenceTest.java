package org.terrainexplorer.world;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.WorldDefinition;

/** Router values against deepslate's at scattered points of six seeds, for every built-in world. */
class RouterReferenceTest {

    /** The tolerance; most values are expected to be bit-identical. */
    private static final double TOLERANCE = 1e-6;

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("every router slot matches deepslate within 1e-6 at 720 points of six seeds")
    void routerSlotsMatchDeepslate(BuiltinWorld world) {
        WorldDefinition definition = TestWorlds.load(world);
        ReferenceVectors.compareValues("router-" + world.id() + ".tsv",
            seed -> ReferenceVectors.routerSlots(definition, seed), TOLERANCE).assertBitIdentical("router values");
    }
}
