package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.carver.CarverTrig;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;

/**
 * Carved chunks are pinned: golden checksums (blocks, biomes, heightmaps and the carving mask) of chunks the carvers
 * cut, in three releases, computed from the game's algorithm (deepslate has no carvers; the real-world comparison in
 * docs/voxel-world.md checks the algorithm against chunks the game saved). They do not depend on threads or order.
 */
class CarverChecksumTest {

    /** Chunks around the origin and a few thousand blocks out, most of them cut by a carver. */
    static final List<ChunkPos> CHUNKS = List.of(new ChunkPos(0, 0), new ChunkPos(-1, 0), new ChunkPos(0, -1),
        new ChunkPos(3, 2), new ChunkPos(-5, 4), new ChunkPos(7, -6), new ChunkPos(250, -180),
        new ChunkPos(-333, 412));

    /** 26.2's overworld as the game makes it: its terrain, carvers (biome lists, configured carvers, tags), sines. */
    static WorldDefinition carvers262() {
        return McData.overworld("26.2");
    }

    /** Chunks where 26.2's carvers cut other blocks than 1.21.1's (its replaceable tag grew), seed 42. */
    static final List<ChunkPos> CHANGED_IN_26_2 = List.of(new ChunkPos(-1780, -112), new ChunkPos(-1136, 291));

    /**
     * The checksum of the chunks, generated in {@code order} on {@code threads} threads and summed by position (x,
     * then z), followed by the first 16 hex digits of a SHA-256 of their carving masks.
     */
    static String checksum(WorldGenerator generator, List<ChunkPos> order, int threads) {
        ChunkData[] made = WorldChecksums.generate(generator, order, threads);
        Arrays.sort(made, Comparator.comparingInt((ChunkData c) -> c.pos().x()).thenComparingInt(c -> c.pos().z()));
        ChunkChecksum sum = new ChunkChecksum();
        MessageDigest masks = sha256();
        for (ChunkData c : made) {
            sum.add(c);
            if (c.carvingMask() != null) {
                for (long w : c.carvingMask().toLongArray()) {
                    masks.update(ByteBuffer.allocate(8).putLong(w).array());
                }
            }
            masks.update((byte) '|');
        }
        return sum.hex() + " " + HexFormat.of().formatHex(masks.digest()).substring(0, 16);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void pinned(WorldDefinition world, long seed, String golden, List<ChunkPos> chunks) {
        WorldGenerator on = new WorldGenerator(new RandomState(world, seed));
        String one = checksum(on, chunks, 1);
        assertEquals(golden, one);
        List<ChunkPos> shuffled = new ArrayList<>(chunks);
        Collections.shuffle(shuffled, new Random(seed));
        assertEquals(one, checksum(new WorldGenerator(new RandomState(world, seed)), shuffled, 4),
            "4 threads, shuffled");
        assertEquals(one, checksum(on, shuffled, 4), "the same generator again, its caches warm");
        String off = checksum(new WorldGenerator(new RandomState(world.withCarvers(false), seed)), chunks, 1);
        assertNotEquals(one.substring(0, 64), off.substring(0, 64), "the carvers cut these chunks");
    }

    @Test
    @DisplayName("1.20.1 (its carver format before 1.20.5): pinned, the same on 1 and 4 threads and shuffled")
    void release1201() {
        pinned(McData.overworld("1.20.1"), 42L, GOLDEN_1_20_1, CHUNKS);
    }

    @Test
    @DisplayName("1.21.1: pinned, the same on 1 and 4 threads and shuffled")
    void release1211() {
        pinned(McData.overworld("1.21.1"), 1336252682L, GOLDEN_1_21_1, CHUNKS);
    }

    @Test
    @DisplayName("26.2's carvers and sine table: pinned, the same on 1 and 4 threads and shuffled")
    void release262() {
        WorldDefinition w = carvers262();
        assertEquals(CarverTrig.MODERN, w.carvers().trig());
        List<ChunkPos> chunks = new ArrayList<>(CHUNKS);
        chunks.addAll(CHANGED_IN_26_2);
        pinned(w, 42L, GOLDEN_26_2, chunks);
        WorldDefinition older = McData.overworld("1.21.1");
        assertNotEquals(checksum(new WorldGenerator(new RandomState(older, 42L)), CHANGED_IN_26_2, 2),
            checksum(new WorldGenerator(new RandomState(w, 42L)), CHANGED_IN_26_2, 2),
            "26.2's carvers cut these chunks otherwise");
    }

    @Test
    @DisplayName("with the carvers off, a world with carver data gives the chunks of a world without it")
    void offIsWithout() {
        WorldDefinition w = McData.overworld("1.21.1");
        WorldGenerator off = new WorldGenerator(new RandomState(w.withCarvers(false), 42L));
        WorldGenerator surface = new WorldGenerator(new RandomState(w, 42L), WorldGenerator.Stage.SURFACE);
        for (ChunkPos p : CHUNKS.subList(0, 3)) {
            ChunkData a = off.generate(p, () -> false);
            assertEquals(ChunkChecksum.of(surface.generate(p, () -> false)), ChunkChecksum.of(a));
            assertTrue(a.carvingMask() == null, "no carving mask when the carvers did not run");
        }
    }

    // Pinned from this implementation of the game's carvers (see the class comment); a change here changes the world.
    static final String GOLDEN_1_20_1 =
        "e93e13c53400b6aab1199963e17fdb6af7a62e578cf7b94d443dd33e2b9453a2 fae3422027a72931";
    static final String GOLDEN_1_21_1 =
        "ff7539cee53edbd553b09dcf91c17cf1d771bb8573b6376d6be16d6ea4ec2fd0 c7e0094e1be27bae";
    static final String GOLDEN_26_2 =
        "4c1722254eb60eadb2ad39b7677593351f549570fb7b6741946518c07ad1913b c7c7bd0b5556301b";
}
