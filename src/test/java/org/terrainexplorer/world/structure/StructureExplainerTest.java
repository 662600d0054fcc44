package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Explain's sentences about a structure's biome read whole for a structure of one biome. */
class StructureExplainerTest {

    @Test
    @DisplayName("a desert pyramid's biome check: 'the only biome it starts in', or not, never 'one of the 1 biomes'")
    void oneBiome() {
        StructureWorld world = StructureWorlds.bind("1.21.1", 3);
        StructureSet set = TestWorlds.version("1.21.1").structures().set("minecraft:desert_pyramids").orElseThrow();
        StructureExplainer explainer = new StructureExplainer(world);
        boolean started = false;
        boolean refused = false;
        for (ChunkPos c : world.structureChunks(set, -200, -200, 200, 200)) {
            String all = String.join("\n", explainer.explain(set, c.x(), c.z()));
            assertTrue(!all.contains("the 1 biomes"), all);
            started |= all.contains("is minecraft:desert, the only biome it starts in.");
            refused |= all.contains(", not the one biome it starts in, so it does not start.");
            if (started && refused) {
                break;
            }
        }
        assertTrue(started && refused, "a start and a refusal among the candidates: " + started + ", " + refused);
    }
}
