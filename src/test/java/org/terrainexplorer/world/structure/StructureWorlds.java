package org.terrainexplorer.world.structure;

import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/** A release's overworld terrain for a seed, and its structures bound to it, for the structure tests. */
public final class StructureWorlds {

    /**
     * A datapack's template pool of one element, the plains village fountain (rigid, no processors): the start pool of
     * the made-up jigsaw structures of the structure tests' packs.
     */
    public static final String FOUNTAIN_POOL = """
        {"fallback": "minecraft:empty", "elements": [
          {"weight": 1, "element": {"element_type": "minecraft:single_pool_element",
            "location": "minecraft:village/plains/town_centers/plains_fountain_01",
            "processors": "minecraft:empty", "projection": "rigid"}}]}""";

    private StructureWorlds() {
    }

    /** The overworld terrain of a release for a seed, as structure placement reads it. */
    static GeneratedTerrain terrain(String release, long seed) {
        RandomState state = new RandomState(TestWorlds.version(release).world(Dimension.OVERWORLD,
            BuiltinWorld.OVERWORLD), seed);
        return new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state));
    }

    /** The release's structures bound to its overworld for a seed, nothing cached. */
    static StructureWorld bind(String release, long seed) {
        return TestWorlds.version(release).structures().bind(terrain(release, seed), seed);
    }
}
