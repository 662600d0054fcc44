package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.chunk.CarvingMask;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * With the carvers on, what a map and a section make of a chunk (its surface, one row) is still exactly what the
 * whole chunk gives, where carvers cut through the surface too; and the carving mask covers every carved block.
 */
class CarvedPartialChunksTest {

    private static WorldDefinition world;

    @BeforeAll
    static void load() {
        world = McData.overworld("1.21.1");
    }

    private static List<ChunkPos> chunks(long seed) {
        List<ChunkPos> out = new ArrayList<>();
        for (int[] c : SurfaceGenerationTest.SPECIAL) {
            out.add(new ChunkPos(c[0], c[1]));
        }
        out.addAll(SurfaceGenerationTest.scattered(new Random(seed), 8));
        for (int x = -3; x <= 3; x++) {
            out.add(new ChunkPos(x, 1));
        }
        return out;
    }

    @Test
    @DisplayName("generateSurface equals the carved whole chunk's surface, also where carvers cut the surface")
    void surfaceOfCarvedChunks() {
        int cutTops = 0;
        for (long seed : new long[] {42L, 1336252682L}) {
            WorldGenerator generator = new WorldGenerator(new RandomState(world, seed));
            WorldGenerator uncarved = new WorldGenerator(new RandomState(world.withCarvers(false), seed));
            for (ChunkPos pos : chunks(seed)) {
                ChunkData whole = generator.generate(pos, () -> false);
                WholeChunks.assertSurfaceMatches(generator, whole);
                SurfaceData full = SurfaceData.of(whole);
                SurfaceData plain = SurfaceData.of(uncarved.generate(pos, () -> false));
                cutTops += java.util.Arrays.equals(plain.topBlock(), full.topBlock())
                    && java.util.Arrays.equals(plain.floorBlock(), full.floorBlock())
                    && java.util.Arrays.equals(plain.oceanFloor(), full.oceanFloor()) ? 0 : 1;
            }
        }
        assertTrue(cutTops >= 2, "some of these chunks have carvers through their surface: " + cutTops);
    }

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("every built-in world with the game's carvers: surface and slices equal the carved whole chunk")
    void everyWorld(BuiltinWorld builtin) {
        WorldDefinition w = McData.world(builtin, "1.21.1");
        WorldGenerator generator = new WorldGenerator(new RandomState(w, 7L));
        Random random = new Random(builtin.ordinal());
        for (int i = 0; i < 6; i++) {
            ChunkPos pos = new ChunkPos(random.nextInt(400) - 200, random.nextInt(400) - 200);
            ChunkData full = generator.generate(pos, () -> false);
            WholeChunks.assertSurfaceMatches(generator, full);
            boolean alongX = random.nextBoolean();
            int local = random.nextInt(16);
            WholeChunks.assertRowMatches(full, generator.slice(pos, alongX, local, () -> false).chunk(), alongX, local);
        }
    }

    @Test
    @DisplayName("slice equals the carved whole chunk in its row (blocks, heights), both ways")
    void sliceOfCarvedChunks() {
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        Random random = new Random(7);
        for (ChunkPos pos : chunks(42L).subList(0, 20)) {
            ChunkData full = generator.generate(pos, () -> false);
            for (int k = 0; k < 2; k++) {
                boolean alongX = random.nextBoolean();
                int local = random.nextInt(16);
                WholeChunks.assertRowMatches(full, generator.slice(pos, alongX, local, () -> false).chunk(), alongX,
                    local);
            }
        }
    }

    @Test
    @DisplayName("the carving mask holds every block the carvers changed and stays inside the generation range")
    void maskCoversCarving() {
        WorldGenerator on = new WorldGenerator(new RandomState(world, 42L));
        WorldGenerator off = new WorldGenerator(new RandomState(world.withCarvers(false), 42L));
        int changed = 0;
        for (ChunkPos pos : chunks(42L).subList(14, 26)) {
            ChunkData a = on.generate(pos, () -> false);
            ChunkData b = off.generate(pos, () -> false);
            CarvingMask mask = a.carvingMask();
            for (int y = a.minY(); y < a.minY() + a.height(); y++) {
                for (int z = 0; z < 16; z++) {
                    for (int x = 0; x < 16; x++) {
                        int bit = x | z << 4 | y - a.minY() << 8;
                        if (mask.get(bit)) {
                            assertTrue(y >= world.minY() + 2 && y <= world.minY() + world.height() - 9,
                                "visited y " + y + " is inside the range the game carves");
                        }
                        if (a.block(x, y, z) != b.block(x, y, z)) {
                            changed++;
                            boolean moved = y + 1 < a.minY() + a.height() && mask.get(bit + 256);
                            assertTrue(mask.get(bit) || moved, "changed block " + x + "," + y + "," + z + " in "
                                + pos + " is in the mask (or under a carved block: the moved surface)");
                        }
                    }
                }
            }
        }
        assertTrue(changed > 1000, "the carvers changed these chunks: " + changed);
    }

    @Test
    @DisplayName("carvedColumns gives a line's columns the whole chunks' carving masks")
    void carvedColumnsAreTheMasks() {
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        int n = 64;
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int i = 0; i < n; i++) {
            xs[i] = -20 + i;
            zs[i] = 37;
        }
        long[][] visited = generator.carvedColumns(xs, zs, n, () -> false);
        int set = 0;
        for (int i = 0; i < n; i++) {
            ChunkData c = generator.generate(ChunkPos.ofBlock(xs[i], zs[i]), () -> false);
            for (int ly = 0; ly < world.height(); ly++) {
                boolean inMask = c.carvingMask().get((xs[i] & 15) | (zs[i] & 15) << 4 | ly << 8);
                boolean inColumn = (visited[i][ly >> 6] >>> ly & 1L) != 0L;
                assertEquals(inMask, inColumn, "column " + xs[i] + " y " + (world.minY() + ly));
                set += inColumn ? 1 : 0;
            }
        }
        assertTrue(set > 0, "the carvers visit this line");
        assertTrue(new WorldGenerator(new RandomState(world.withCarvers(false), 42L))
            .carvedColumns(xs, zs, n, () -> false) == null, "none when the carvers are off");
    }
}
