package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.FlatStore;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;
import org.terrainexplorer.world.gen.RandomState;

/**
 * Flat caches keep their values by quart in a store that frames of several programs share across chunks: whatever
 * chunk, frame or order computed a quart's value first, every frame reads what a frame entering the chunk afresh
 * computes.
 */
class FlatStoreTest {

    @Test
    @DisplayName("two programs sharing a store, over chunks in any order, give a fresh frame's values bit for bit")
    void sharedStoreGivesFreshValues() {
        NoiseRouter router = new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 2024L).router();
        FlatStore.Numbering numbers = new FlatStore.Numbering();
        // Both read the continents, erosion and ridges (flat caches, and under the depth's offset spline others).
        Program climate = Compiler.compile(Mode.POINT, List.of(router.continents(), router.erosion(), router.ridges()),
            List.of(), numbers);
        Program depth = Compiler.compile(Mode.POINT, List.of(router.depth(), router.continents()), List.of(), numbers);
        FlatStore store = new FlatStore(numbers, 6);
        Frame a = climate.newFrame(1, store);
        Frame b = depth.newFrame(1, store);
        SplittableRandom random = new SplittableRandom(11);
        for (int n = 0; n < 400; n++) {
            // Mostly neighbours of a few chunks (their shared edges), sometimes far away; a small store evicts.
            int chunkX = random.nextInt(-3, 3) + (random.nextInt(8) == 0 ? random.nextInt(-100_000, 100_000) : 0);
            int chunkZ = random.nextInt(-3, 3);
            int minX = chunkX << 4;
            int minZ = chunkZ << 4;
            Program program = random.nextBoolean() ? climate : depth;
            Frame shared = program == climate ? a : b;
            Frame fresh = program.newFrame(1);
            shared.enterChunk(minX, minZ, 16);
            fresh.enterChunk(minX, minZ, 16);
            // Blocks of the chunk and of the quart row past its edge (the next chunk's first, in its area too).
            int x = minX + random.nextInt(0, 21);
            int y = random.nextInt(-64, 320);
            int z = minZ + random.nextInt(0, 21);
            for (int root = 0; root < program.rootCount(); root++) {
                assertEquals(fresh.at(root, x, y, z), shared.at(root, x, y, z), 0.0,
                    "root " + root + " at " + x + " " + y + " " + z + " in chunk " + chunkX + " " + chunkZ);
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"1.19.3", "1.21.1", "1.21.9", "26.2"})
    @DisplayName("the surface slot on a quart corner is the same in any chunk's context; a flat cache reading y is not")
    void surfaceSlotSameInEveryChunk(String version) {
        NoiseRouter router = new RandomState(TestWorlds.load(version,
            org.terrainexplorer.world.data.Dimension.OVERWORLD, BuiltinWorld.OVERWORLD), 7L).router();
        Program surface = Compiler.compile(Mode.POINT, List.of(router.surface()), List.of(), new FlatStore.Numbering());
        org.junit.jupiter.api.Assertions.assertTrue(surface.sameInEveryChunkAtQuartCorners(0), version);
        SplittableRandom random = new SplittableRandom(5);
        for (int n = 0; n < 60; n++) {
            // A quart corner of a chunk's flat-cache area, seen from that chunk and from one whose area misses it.
            int minX = random.nextInt(-2000, 2000) << 4;
            int minZ = random.nextInt(-2000, 2000) << 4;
            int x = minX + (random.nextInt(0, 5) << 2);
            int z = minZ + (random.nextInt(0, 5) << 2);
            int y = router.surfaceSlot() == NoiseRouter.SurfaceSlot.PRELIMINARY_SURFACE_LEVEL ? 0
                : random.nextInt(-64, 320);
            Frame inside = surface.newFrame(1);
            Frame outside = surface.newFrame(1);
            inside.enterChunk(minX, minZ, 16);
            outside.enterChunk(minX + 48, minZ - 48, 16);
            assertEquals(inside.at(0, x, y, z), outside.at(0, x, y, z), 0.0, version + " at " + x + " " + y + " " + z);
        }
        org.terrainexplorer.world.density.DensityFunction readsY = new org.terrainexplorer.world.density.Marker(
            org.terrainexplorer.world.density.Marker.Kind.FLAT_CACHE,
            new org.terrainexplorer.world.density.YClampedGradient(-64, 320, 1.0, -1.0));
        Program yFlat = Compiler.compile(Mode.POINT, List.of(readsY), List.of(), new FlatStore.Numbering());
        org.junit.jupiter.api.Assertions.assertFalse(yFlat.sameInEveryChunkAtQuartCorners(0));
        Frame inside = yFlat.newFrame(1);
        Frame outside = yFlat.newFrame(1);
        inside.enterChunk(0, 0, 16);
        outside.enterChunk(48, 48, 16);
        org.junit.jupiter.api.Assertions.assertNotEquals(inside.at(0, 4, 100, 4), outside.at(0, 4, 100, 4));
    }

    @Test
    @DisplayName("a store made for another program numbering is refused")
    void otherNumberingRefused() {
        NoiseRouter router = new RandomState(TestWorlds.load(BuiltinWorld.OVERWORLD), 1L).router();
        Program program = Compiler.compile(Mode.POINT, List.of(router.continents()), List.of(),
            new FlatStore.Numbering());
        FlatStore other = new FlatStore(new FlatStore.Numbering(), 4);
        assertThrows(IllegalArgumentException.class, () -> program.newFrame(1, other));
    }
}
