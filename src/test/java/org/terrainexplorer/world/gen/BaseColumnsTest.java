package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;

/**
 * Structure placement's base heights and columns (the game's {@code getBaseHeight} and {@code getBaseColumn}),
 * which work out one column alone (its blocks only, the aquifer block by block), against the whole chunk's noise
 * stage: the same heights and blocks, in worlds with and without the aquifers' skip above the surface (1.21.9 and
 * later), seas, lava seas, void and floating land.
 */
class BaseColumnsTest {

    private static final ChunkPos[] CHUNKS = {new ChunkPos(0, 0), new ChunkPos(56, 96), new ChunkPos(71, 111),
        new ChunkPos(-300, 217), new ChunkPos(1000, -1000), new ChunkPos(-37, -5)};

    static Stream<Arguments> worlds() {
        return Stream.of(
            Arguments.of("1.19.3", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD),
            Arguments.of("1.21.1", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD),
            Arguments.of("1.21.9", Dimension.OVERWORLD, BuiltinWorld.AMPLIFIED),
            Arguments.of("26.2", Dimension.OVERWORLD, BuiltinWorld.OVERWORLD),
            Arguments.of("1.21.1", Dimension.OVERWORLD, BuiltinWorld.FLOATING_ISLANDS),
            Arguments.of("26.2", Dimension.THE_NETHER, BuiltinWorld.OVERWORLD),
            Arguments.of("26.2", Dimension.THE_END, BuiltinWorld.OVERWORLD));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("worlds")
    @DisplayName("A column's base heights and blocks are those of its chunk's noise stage")
    void columnsMatchTheirChunks(String version, Dimension dimension, BuiltinWorld builtin) {
        WorldDefinition world = TestWorlds.load(version, dimension, builtin);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L), WorldGenerator.Stage.NOISE);
        int[] heights = new int[2];
        int fluidAbove = 0;
        int columns = 0;
        for (ChunkPos pos : CHUNKS) {
            ChunkData chunk = generator.generate(pos, () -> false);
            for (int i = (pos.x() & 7); i < 256; i += 7) {
                int x = pos.minBlockX() + (i & 15);
                int z = pos.minBlockZ() + (i >> 4);
                generator.baseHeights(x, z, heights);
                String where = version + " " + dimension + " column " + x + ", " + z;
                assertEquals(chunk.worldSurface(i & 15, i >> 4), heights[0], where + ": world surface");
                assertEquals(chunk.oceanFloor(i & 15, i >> 4), heights[1], where + ": ocean floor");
                fluidAbove += heights[0] > heights[1] ? 1 : 0;
                columns++;
                if (i % 5 == 0) {
                    short[] blocks = new short[world.height()];
                    for (int y = world.minY(); y < world.minY() + world.height(); y++) {
                        blocks[y - world.minY()] = (short) chunk.block(i & 15, y, i >> 4);
                    }
                    assertArrayEquals(blocks, generator.baseColumn(x, z), where + ": blocks");
                }
            }
        }
        assertTrue(columns > 200, "columns compared: " + columns);
        if (dimension == Dimension.OVERWORLD && builtin != BuiltinWorld.FLOATING_ISLANDS) {
            assertTrue(fluidAbove > 0, "some column has a sea over its floor in " + version + " " + dimension);
        }
    }
}
