package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.zip.InflaterInputStream;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;

/** The region file's bytes and the chunk and level NBT, read back independently of the reader under test. */
class RegionLayoutTest {

    @Test
    @DisplayName("header: present chunks at sector offsets past the header, sector counts that fit their length, "
        + "no overlap, zlib type byte; absent chunks zero; the file a whole number of sectors")
    void headerAndSectors(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("world");
        try (RenderPool pool = new RenderPool(2)) {
            AnvilSaver.save(Overworld42.request(target, new ChunkPos(30, 5), new ChunkPos(31, 6)), pool,
                n -> { }, () -> false);
        }
        byte[] file = Files.readAllBytes(target.resolve("region/r.0.0.mca"));
        assertEquals(0, file.length % 4096, "whole sectors");
        ByteBuffer b = ByteBuffer.wrap(file);
        boolean[] used = new boolean[file.length / 4096];
        used[0] = used[1] = true;
        int present = 0;
        for (int i = 0; i < 1024; i++) {
            int location = b.getInt(i * 4);
            int timestamp = b.getInt(4096 + i * 4);
            int x = i % 32;
            int z = i / 32;
            boolean expected = (x == 30 || x == 31) && (z == 5 || z == 6);
            if (!expected) {
                assertEquals(0, location, "absent chunk " + x + "," + z);
                assertEquals(0, timestamp);
                continue;
            }
            present++;
            int sector = location >>> 8;
            int sectors = location & 0xFF;
            assertTrue(sector >= 2, "after the header");
            assertTrue(timestamp > 0);
            int length = b.getInt(sector * 4096);
            assertEquals((length + 4 + 4095) / 4096, sectors, "sector count fits the length");
            assertEquals(2, file[sector * 4096 + 4], "zlib");
            assertEquals(0x78, file[sector * 4096 + 5] & 0xFF, "a zlib stream starts with 0x78");
            for (int s = sector; s < sector + sectors; s++) {
                assertFalse(used[s], "sectors overlap");
                used[s] = true;
            }
            CompoundBinaryTag nbt;
            try (InputStream in = new InflaterInputStream(new ByteArrayInputStream(file, sector * 4096 + 5,
                length - 1))) {
                nbt = BinaryTagIO.reader().read(in);
            }
            assertEquals(x, nbt.getInt("xPos"));
            assertEquals(z, nbt.getInt("zPos"));
        }
        assertEquals(4, present);
    }

    @Test
    @DisplayName("chunk NBT of 1.21.1: data version, status surface, 24 sections from y -4 with packed data of "
        + "the exact length, the two world-generation heightmaps at 9 bits")
    void chunkNbt(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("world");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(target, new ChunkPos(0, 0), new ChunkPos(0, 0)), pool,
                n -> { }, () -> false);
        }
        byte[] file = Files.readAllBytes(target.resolve("region/r.0.0.mca"));
        int length = ByteBuffer.wrap(file).getInt(8192);
        CompoundBinaryTag nbt;
        try (InputStream in = new InflaterInputStream(new ByteArrayInputStream(file, 8192 + 5, length - 1))) {
            nbt = BinaryTagIO.reader().read(in);
        }
        assertEquals(3955, nbt.getInt("DataVersion"));
        assertEquals("minecraft:surface", nbt.getString("Status"));
        assertEquals(-4, nbt.getInt("yPos"));
        ListBinaryTag sections = nbt.getList("sections", BinaryTagTypes.COMPOUND);
        assertEquals(24, sections.size());
        for (int i = 0; i < 24; i++) {
            CompoundBinaryTag s = sections.getCompound(i);
            assertEquals(i - 4, s.getByte("Y"));
            CompoundBinaryTag states = s.getCompound("block_states");
            int size = states.getList("palette").size();
            assertTrue(size >= 1);
            if (size == 1) {
                assertNull(states.get("data"));
            } else {
                int bits = Math.max(4, 32 - Integer.numberOfLeadingZeros(size - 1));
                assertEquals((4096 + 64 / bits - 1) / (64 / bits), states.getLongArray("data").length, "section " + i);
            }
            CompoundBinaryTag biomes = s.getCompound("biomes");
            int biomeCount = biomes.getList("palette").size();
            if (biomeCount > 1) {
                int bits = 32 - Integer.numberOfLeadingZeros(biomeCount - 1);
                assertEquals((64 + 64 / bits - 1) / (64 / bits), biomes.getLongArray("data").length);
            }
        }
        assertEquals("minecraft:air", sections.getCompound(23).getCompound("block_states").getList("palette")
            .getCompound(0).getString("Name"));
        assertEquals("minecraft:bedrock", sections.getCompound(0).getCompound("block_states").getList("palette")
            .getCompound(0).getString("Name"), "the lowest section starts with the bedrock floor");
        CompoundBinaryTag heightmaps = nbt.getCompound("Heightmaps");
        assertEquals(37, heightmaps.getLongArray("WORLD_SURFACE_WG").length, "256 heights at 9 bits, 7 a long");
        assertEquals(37, heightmaps.getLongArray("OCEAN_FLOOR_WG").length);
        assertNotNull(nbt.getCompound("structures").get("starts"));
    }

    @Test
    @DisplayName("level.dat: gzip NBT with data version 3955, the seed, the overworld's generator and datapacks")
    void levelDat(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("world");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(target, new ChunkPos(0, 0), new ChunkPos(0, 0)), pool,
                n -> { }, () -> false);
        }
        CompoundBinaryTag data = BinaryTagIO.reader().read(target.resolve("level.dat"), BinaryTagIO.Compression.GZIP)
            .getCompound("Data");
        assertEquals(3955, data.getInt("DataVersion"));
        assertEquals(19133, data.getInt("version"));
        assertEquals("1.21.1", data.getCompound("Version").getString("Name"));
        CompoundBinaryTag gen = data.getCompound("WorldGenSettings");
        assertEquals(42L, gen.getLong("seed"));
        CompoundBinaryTag overworld = gen.getCompound("dimensions").getCompound("minecraft:overworld");
        assertEquals("minecraft:overworld", overworld.getString("type"));
        assertEquals("minecraft:overworld", overworld.getCompound("generator").getString("settings"));
        assertEquals("minecraft:multi_noise", overworld.getCompound("generator").getCompound("biome_source")
            .getString("type"));
        assertEquals(3, gen.getCompound("dimensions").size());
        assertEquals("vanilla", data.getCompound("DataPacks").getList("Enabled").getString(0));
        assertEquals(8, data.getInt("SpawnX"));
        assertTrue(data.getInt("SpawnY") > -64);
    }

    @Test
    @DisplayName("a chunk over 255 sectors goes to c.X.Z.mcc with the external flag, and reads back whole")
    void oversizedChunk(@TempDir Path dir) throws Exception {
        byte[][] payloads = new byte[1024][];
        byte[] big = new byte[256 * 4096];
        new Random(1).nextBytes(big);
        byte[] small = {1, 2, 3};
        payloads[RegionFile.index(3, 4)] = big;
        payloads[RegionFile.index(5, 6)] = small;
        Path file = RegionWriter.write(dir, -1, 2, payloads, 1000);
        assertEquals("r.-1.2.mca", file.getFileName().toString());
        byte[] bytes = Files.readAllBytes(file);
        int location = ByteBuffer.wrap(bytes).getInt(RegionFile.index(3, 4) * 4);
        assertEquals(1, location & 0xFF, "the region keeps one sector");
        assertEquals(2 | 128, bytes[(location >>> 8) * 4096 + 4] & 0xFF);
        assertTrue(Files.isRegularFile(dir.resolve("c.-29.68.mcc")));
        try (RegionReader reader = RegionReader.open(file)) {
            RegionReader.Payload p = reader.read(new ChunkPos(-29, 68));
            assertEquals(Compression.ZLIB, p.compression());
            assertArrayEquals(big, java.util.Arrays.copyOfRange(p.data(), p.offset(), p.offset() + p.length()));
            RegionReader.Payload q = reader.read(new ChunkPos(-27, 70));
            assertArrayEquals(small, java.util.Arrays.copyOfRange(q.data(), q.offset(), q.offset() + q.length()));
            assertNull(reader.read(new ChunkPos(-32, 64)));
        }
    }

    @Test
    @DisplayName("packing: 64 / bits values per long, none spanning two longs")
    void packing() {
        int[] values = new int[4096];
        for (int i = 0; i < values.length; i++) {
            values[i] = (i * 7) % 32;
        }
        long[] packed = PackedLongs.pack(values, 4096, 5);
        assertEquals(342, packed.length, "12 values a long, 4096 / 12 rounded up");
        assertEquals(values[12], (int) (packed[1] & 31), "value 12 starts the second long");
        assertEquals(0, packed[0] >>> 60, "the top 4 bits of each long are unused");
        int[] back = new int[4096];
        PackedLongs.unpack(packed, 4096, 5, back);
        assertArrayEquals(values, back);
    }
}
