package org.terrainexplorer.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** {@link WorldGenerator#generateSurface} gives exactly what the whole chunk gives a map. */
class SurfaceGenerationTest {

    /**
     * Overworld chunks (seed 42) of the biomes whose surfaces do the most: eroded badlands (pillars), frozen
     * and deep frozen oceans (icebergs, holes of air and water), peaks and slopes (steep), swamps (water in the
     * surface), deserts and badlands (stone depth from the ceiling); each with its eastern neighbour.
     */
    static final int[][] SPECIAL = {{-2596, 7938}, {9850, 7229}, {-6947, 8825}, {-717, -3954}, {-3621, -5305},
        {-6550, -2431}, {3213, 7946}, {-1649, 5103}, {3982, -2265}, {7733, 5734}, {9663, 8933}, {-4702, -9847},
        {3859, 7716}, {-8153, 313}};

    private static void assertSameSurface(WorldGenerator generator, ChunkPos pos) {
        WholeChunks.assertSurfaceMatches(generator, generator.generate(pos, () -> false));
    }

    @Test
    @DisplayName("generateSurface equals the whole chunk's surface in biomes with pillars, icebergs and steep slopes")
    void surfaceOfSpecialBiomes() {
        WorldGenerator generator = new WorldGenerator(new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 42L));
        for (int[] c : SPECIAL) {
            assertSameSurface(generator, new ChunkPos(c[0], c[1]));
            assertSameSurface(generator, new ChunkPos(c[0] + 1, c[1]));
        }
    }

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("generateSurface equals the whole chunk's surface at scattered chunks, two seeds")
    void surfaceOfScatteredChunks(BuiltinWorld builtin) {
        WorldDefinition world = TestWorlds.load(builtin);
        for (long seed : new long[] {42L, -4172144997902289642L}) {
            WorldGenerator generator = new WorldGenerator(new RandomState(world, seed));
            for (ChunkPos pos : scattered(new Random(seed ^ builtin.ordinal()), 4)) {
                assertSameSurface(generator, pos);
            }
        }
    }

    static List<ChunkPos> scattered(Random random, int count) {
        List<ChunkPos> chunks = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int range = i % 4 == 3 ? 1_800_000 : 5000;
            chunks.add(new ChunkPos(random.nextInt(2 * range) - range, random.nextInt(2 * range) - range));
        }
        return chunks;
    }

}
