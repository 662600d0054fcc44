package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * {@link WorldGenerator#solidTops} (the preview's exact ground where a world's surface estimate cannot be trusted)
 * is the highest block the noise stage makes solid, on cell corners and between them, in every dimension and for
 * datapacks whose terrain is far from their estimate.
 */
class SolidTopTest {

    @TempDir
    static Path packs;

    /** Asserts solidTops against the noise stage's blocks (aquifers and ore veins off: solid is density above 0). */
    private static void assertTops(WorldDefinition world, long seed) {
        WorldDefinition noise = world.withCarvers(false)
            .withSettings(world.settings().withAquifers(false).withOreVeins(false));
        WorldGenerator generator = new WorldGenerator(new RandomState(noise, seed), WorldGenerator.Stage.NOISE);
        Random random = new Random(seed);
        int grounded = 0;
        for (int c = 0; c < 5; c++) {
            ChunkPos pos = new ChunkPos(random.nextInt(600) - 300, random.nextInt(600) - 300);
            ChunkData chunk = generator.generate(pos, () -> false);
            int n = 24;
            int[] xs = new int[n];
            int[] zs = new int[n];
            for (int i = 0; i < n; i++) {
                // Half on cell corners (every fourth block), half anywhere.
                int lx = random.nextInt(16);
                int lz = random.nextInt(16);
                xs[i] = pos.minBlockX() + (i % 2 == 0 ? lx & ~(noise.settings().cellWidth() - 1) : lx);
                zs[i] = pos.minBlockZ() + (i % 2 == 0 ? lz & ~(noise.settings().cellWidth() - 1) : lz);
            }
            int[] tops = new int[n];
            generator.solidTops(xs, zs, n, tops, () -> false);
            for (int i = 0; i < n; i++) {
                int expected = Integer.MIN_VALUE;
                for (int y = noise.minY() + noise.height() - 1; y >= noise.minY(); y--) {
                    if (chunk.blockState(xs[i] & 15, y, zs[i] & 15).equals(noise.settings().defaultBlock())) {
                        expected = y;
                        break;
                    }
                }
                assertEquals(expected, tops[i], "column " + xs[i] + "," + zs[i]);
                grounded += expected != Integer.MIN_VALUE ? 1 : 0;
            }
        }
        assertTrue(grounded > 0, "some columns have ground");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"1.21.1, overworld", "26.2, overworld", "26.2, the_nether", "26.2, the_end", "1.21.1, the_end"})
    @DisplayName("the ground's top is the noise stage's highest solid block in every dimension")
    void dimensions(String release, String dimension) {
        assertTops(TestWorlds.carved(release, Dimension.byId(dimension), BuiltinWorld.OVERWORLD), 9L);
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinWorld.class, names = {"AMPLIFIED", "CAVES", "FLOATING_ISLANDS"})
    @DisplayName("the ground's top is the noise stage's highest solid block in the other built-in worlds")
    void builtinWorlds(BuiltinWorld builtin) {
        assertTops(TestWorlds.carved("26.2", Dimension.OVERWORLD, builtin), 5L);
    }

    @ParameterizedTest
    @EnumSource(TestPacks.Terrain.class)
    @DisplayName("the ground's top is the noise stage's highest solid block for datapacks far from their estimate")
    void datapacks(TestPacks.Terrain terrain) {
        assertTops(TestPacks.overworld(packs, "26.2", terrain), 3L);
    }
}
