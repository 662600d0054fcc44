package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.BlockExplainer;
import org.terrainexplorer.world.gen.BlockExplanation;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;

/** The Learn walk's carvers step explains a block a canyon carved: it is there in every release it may run on. */
@DisplayName("The Learn walk's canyon (seed 42, block 4, 20, 4)")
class LearnCanyonTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.19.3", "1.21.1", "1.21.9", "26.2"})
    @DisplayName("is carved by a canyon, and stone without the carvers")
    void canyon(String release) {
        var world = TestWorlds.carved(release, Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        BlockExplanation e = new BlockExplainer(new WorldGenerator(new RandomState(world, 42L)))
            .explain(4, 20, 4, null, () -> false);
        assertNotNull(e.carver(), e.summary());
        assertEquals("canyon", e.carver().type(), e.summary());
        assertTrue(e.summary().contains("carved by a canyon"), e.summary());
        BlockExplanation off = new BlockExplainer(new WorldGenerator(new RandomState(world.withCarvers(false), 42L)))
            .explain(4, 20, 4, null, () -> false);
        assertTrue(off.block().name().endsWith("stone"), off.summary());
    }
}
