package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;

/** Which structure starts in a chunk, known without its pieces where its point decides it, as the whole start says. */
class StartingStructureTest {

    private static StructureWorld world(String release, Dimension dimension, long seed) {
        VersionData v = TestWorlds.version(release);
        WorldDefinition def = v.world(dimension, BuiltinWorld.OVERWORLD).withCarvers(false);
        RandomState state = new RandomState(def, seed);
        return v.structures().bind(new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)), seed);
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @CsvSource({"1.19.3, OVERWORLD, 2", "1.21.1, OVERWORLD, 42", "26.2, OVERWORLD, 3", "1.21.5, THE_NETHER, 8"})
    @DisplayName("the structure named without making pieces is the whole start's, for every structure chunk of "
        + "every set around the origin (jigsaw starts among them)")
    void sameAsTheStart(String release, Dimension dimension, long seed) {
        StructureWorld fast = world(release, dimension, seed);
        StructureWorld whole = world(release, dimension, seed);
        int jigsaw = 0;
        int none = 0;
        for (StructureSet set : whole.possibleSets()) {
            for (ChunkPos c : whole.structureChunks(set, -48, -48, 48, 48)) {
                Optional<Structure> named = fast.startingStructure(set, c.x(), c.z());
                Optional<Structure> made = whole.start(set, c.x(), c.z()).map(StructureStart::structure);
                assertEquals(made, named, set.id() + " at " + c);
                if (named.isPresent() && named.get().startsFromPoint()) {
                    jigsaw++;
                } else if (named.isEmpty()) {
                    none++;
                }
            }
        }
        assertTrue(jigsaw >= 3 && none >= 3, "starts known from their point: " + jigsaw + ", chunks without: " + none);
    }
}
