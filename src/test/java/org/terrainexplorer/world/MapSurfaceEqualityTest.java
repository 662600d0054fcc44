package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * The map's fast path ({@link WorldGenerator#generateSurface}, with its bounds, its partial fill and its shares
 * between neighbouring chunks) gives exactly the pixels' data of the whole chunk ({@code SurfaceData.of}), over
 * blocks of neighbouring chunks made as a map makes them (in rows, on a pool of two threads, each thread's caches
 * carried from chunk to chunk) and scattered ones, for several releases in every dimension with the game's carvers,
 * and for datapacks whose terrain is far from their surface estimate. The whole chunks come from a generator of
 * their own, so no cache is shared between the two paths.
 */
class MapSurfaceEqualityTest {

    @TempDir
    static Path packs;

    static Stream<Arguments> releasesAndDimensions() {
        List<Arguments> out = new ArrayList<>();
        for (String release : List.of("1.20.1", "1.21.1", "1.21.9", "26.2")) {
            for (Dimension d : Dimension.values()) {
                out.add(Arguments.of(release, d));
            }
        }
        return out.stream();
    }

    /** Two 4 × 3 blocks of neighbours (one far out) and six scattered chunks. */
    private static List<ChunkPos> chunks(long seed) {
        List<ChunkPos> out = new ArrayList<>();
        Random random = new Random(seed);
        for (int[] origin : new int[][] {{random.nextInt(600) - 300, random.nextInt(600) - 300},
            {random.nextInt(2000) + 60_000, -random.nextInt(2000) - 50_000}}) {
            for (int z = 0; z < 3; z++) {
                for (int x = 0; x < 4; x++) {
                    out.add(new ChunkPos(origin[0] + x, origin[1] + z));
                }
            }
        }
        for (int i = 0; i < 6; i++) {
            out.add(new ChunkPos(random.nextInt(20_000) - 10_000, random.nextInt(20_000) - 10_000));
        }
        return out;
    }

    private static int assertSameSurfaces(WorldDefinition world, long seed) {
        WorldGenerator fast = new WorldGenerator(new RandomState(world, seed));
        WorldGenerator whole = new WorldGenerator(new RandomState(world, seed));
        List<ChunkPos> chunks = chunks(seed);
        SurfaceData[] made = new SurfaceData[chunks.size()];
        try (RenderPool pool = new RenderPool(2)) {
            pool.forEach(chunks.size(), i -> made[i] = fast.generateSurface(chunks.get(i), () -> false));
        }
        int land = 0;
        for (int i = 0; i < chunks.size(); i++) {
            SurfaceData full = SurfaceData.of(whole.generate(chunks.get(i), () -> false));
            SurfaceData f = made[i];
            String at = "chunk " + chunks.get(i).x() + "," + chunks.get(i).z();
            assertArrayEquals(full.worldSurface(), f.worldSurface(), at + " world surface");
            assertArrayEquals(full.topBlock(), f.topBlock(), at + " top block");
            assertArrayEquals(full.oceanFloor(), f.oceanFloor(), at + " ocean floor");
            assertArrayEquals(full.floorBlock(), f.floorBlock(), at + " floor block");
            assertArrayEquals(full.biome(), f.biome(), at + " biome");
            for (short s : full.oceanFloor()) {
                land += s > world.minY() ? 1 : 0;
            }
        }
        return land;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("releasesAndDimensions")
    @DisplayName("the map's surfaces equal the whole chunks' in every dimension of several releases, carvers on")
    void releases(String release, Dimension dimension) {
        WorldDefinition world = TestWorlds.carved(release, dimension, BuiltinWorld.OVERWORLD);
        int land = assertSameSurfaces(world, 42L);
        assertTrue(land > 0, "the chunks compared have ground");
    }

    @ParameterizedTest
    @EnumSource(TestPacks.Terrain.class)
    @DisplayName("the map's surfaces equal the whole chunks' for datapacks whose terrain is far from its estimate")
    void datapacks(TestPacks.Terrain terrain) {
        for (String release : List.of("1.21.1", "26.2")) {
            assertSameSurfaces(TestPacks.overworld(packs, release, terrain), 7L);
        }
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinWorld.class, names = {"AMPLIFIED", "LARGE_BIOMES", "CAVES", "FLOATING_ISLANDS"})
    @DisplayName("the map's surfaces equal the whole chunks' in the other built-in worlds of 26.2, carvers on")
    void builtinWorlds(BuiltinWorld builtin) {
        assertSameSurfaces(TestWorlds.carved("26.2", Dimension.OVERWORLD, builtin), -3L);
    }
}
