package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/** A chunk is a function of (world, seed, position) alone: not of threads, order or what came before. */
class WorldDeterminismTest {

    private static WorldDefinition overworld;

    @BeforeAll
    static void load() {
        overworld = TestWorlds.load(BuiltinWorld.OVERWORLD);
    }

    private static List<ChunkPos> region() {
        List<ChunkPos> chunks = new ArrayList<>();
        for (int x = -2; x < 2; x++) {
            for (int z = -1; z < 2; z++) {
                chunks.add(new ChunkPos(x, z));
            }
        }
        chunks.add(new ChunkPos(1250, -3333));
        return chunks;
    }

    private static Map<ChunkPos, String> checksums(WorldGenerator generator, List<ChunkPos> order, int threads) {
        Map<ChunkPos, String> sums = new ConcurrentHashMap<>();
        try (RenderPool pool = new RenderPool(threads)) {
            pool.forEach(order.size(), i -> {
                ChunkPos p = order.get(i);
                sums.put(p, ChunkChecksum.of(generator.generate(p, () -> false)));
            });
        }
        return sums;
    }

    @Test
    @DisplayName("the same chunks on 1 and 4 threads, in order and shuffled, with fresh and used generators")
    void sameOnAnyThreadsAndOrder() {
        List<ChunkPos> chunks = region();
        Map<ChunkPos, String> one = checksums(new WorldGenerator(new RandomState(overworld, 42L)), chunks, 1);
        List<ChunkPos> shuffled = new ArrayList<>(chunks);
        Collections.shuffle(shuffled, new Random(5));
        WorldGenerator used = new WorldGenerator(new RandomState(overworld, 42L));
        checksums(used, List.of(new ChunkPos(7, 7), new ChunkPos(-300, 12)), 2);
        Map<ChunkPos, String> four = checksums(used, shuffled, 4);
        assertEquals(one, four);
    }

    @Test
    @DisplayName("golden checksums of chunks of three worlds are unchanged")
    void goldenChecksums() {
        assertEquals(GOLDEN_OVERWORLD, sum(overworld, 42L, new ChunkPos(0, 0)));
        assertEquals(GOLDEN_OVERWORLD_FAR, sum(overworld, -4172144997902289642L, new ChunkPos(-1875, 4401)));
        assertEquals(GOLDEN_AMPLIFIED, sum(TestWorlds.load(BuiltinWorld.AMPLIFIED), 1L, new ChunkPos(3, -9)));
        assertEquals(GOLDEN_CAVES, sum(TestWorlds.load(BuiltinWorld.CAVES), 1336252682L, new ChunkPos(-2, 5)));
    }

    private static String sum(WorldDefinition world, long seed, ChunkPos pos) {
        return ChunkChecksum.of(new WorldGenerator(new RandomState(world, seed)).generate(pos, () -> false));
    }

    // Pinned from this implementation, which matches the reference vectors; a change here changes the world.
    static final String GOLDEN_OVERWORLD = "3a237f4e27ecc9368fe1cbb7046275d051179a3abcebba5252fbb7414f0baea1";
    static final String GOLDEN_OVERWORLD_FAR = "0b2a439b799e13e0a5145a0111f7e7c531a4ff0fef676552461426981ed88d93";
    static final String GOLDEN_AMPLIFIED = "28cc3a76b33fb7367f12c1bf6d735fd7509b215044eaf2605ad7b142f36024f5";
    static final String GOLDEN_CAVES = "c3cc3ba551961b30f5dd44815312489c2ef73e0475fdb9161da6c71092794170";
}
