package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.DisplayName;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;

/**
 * The spawn's block in a chunk ({@code getSpawnPosInChunk}) found from the chunk's surface, as a map makes it,
 * against the whole chunk: the same block, or none, over land, seas, snowy slopes (powder snow) and swamps (mud),
 * where a column's top block may not be one a player stands on.
 */
class SpawnInChunkTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"1.21.1, OVERWORLD", "26.2, OVERWORLD", "1.19.3, OVERWORLD", "1.21.9, AMPLIFIED"})
    @DisplayName("A chunk's spawn from its surface is the whole chunk's")
    void surfaceGivesTheWholeChunksSpawn(String version, BuiltinWorld builtin) {
        WorldGenerator generator = new WorldGenerator(
            new RandomState(TestWorlds.carved(version, Dimension.OVERWORLD, builtin), 42L));
        // Chunks spread over the world, and those of swamps and snowy slopes, whose tops may be mud or powder snow.
        java.util.List<ChunkPos> chunks = new java.util.ArrayList<>();
        for (int i = 0; i < 48; i++) {
            chunks.add(new ChunkPos((i % 8 - 4) * 37, (i / 8 - 4) * 41));
        }
        WorldSampler sampler = new WorldSampler(generator.state);
        java.util.Map<String, Integer> wanted = new java.util.HashMap<>(java.util.Map.of("minecraft:mangrove_swamp", 0,
            "minecraft:swamp", 0, "minecraft:snowy_slopes", 0));
        for (int cx = -160; cx < 160; cx += 5) {
            for (int cz = -160; cz < 160; cz += 5) {
                String biome = sampler.biome(cx * 16 + 8, 64, cz * 16 + 8);
                Integer n = wanted.get(biome);
                if (n != null && n < 6) {
                    wanted.put(biome, n + 1);
                    chunks.add(new ChunkPos(cx, cz));
                }
            }
        }
        int found = 0;
        int none = 0;
        int notFull = 0;
        for (ChunkPos pos : chunks) {
            int[] fromSurface = WorldSpawn.inChunk(generator, pos, () -> false);
            int[] whole = WorldSpawn.inWholeChunk(generator, pos, () -> false);
            assertArrayEquals(whole, fromSurface, version + " chunk " + pos);
            found += whole != null ? 1 : 0;
            none += whole == null ? 1 : 0;
            notFull += firstTopIsNotFull(generator, pos) ? 1 : 0;
        }
        assertTrue(found > 0 && none > 0, "chunks with a spawn " + found + ", without " + none);
        if (builtin == BuiltinWorld.OVERWORLD && !version.equals("1.19.3")) {
            assertTrue(notFull > 0, "some chunk's first standing column is topped by a block not full on top");
        }
    }

    /** Whether the chunk's first column (by x, then z) topped by neither air nor a fluid has a top not full. */
    private static boolean firstTopIsNotFull(WorldGenerator generator, ChunkPos pos) {
        SurfaceData surface = generator.generateSurface(pos, () -> false);
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                BlockState top = generator.world.palette().state(surface.topBlock()[z << 4 | x]);
                if (!top.isAir() && !top.isFluid()) {
                    return !WorldSpawn.fullTop(top);
                }
            }
        }
        return false;
    }
}
