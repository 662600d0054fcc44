package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Damaged worlds: every fault is reported with its file and chunk and skipped; nothing throws, nothing is written. */
class CorruptWorldTest {

    /** A saved 2 × 1 world in region r.0.0 (chunks 0,0 and 1,0). */
    private static Path world(Path dir) throws IOException {
        Path target = dir.resolve("world");
        try (RenderPool pool = new RenderPool(2)) {
            AnvilSaver.save(Overworld42.request(target, new ChunkPos(0, 0), new ChunkPos(1, 0)), pool, n -> { },
                () -> false);
        }
        return target;
    }

    private static int chunkStart(byte[] region, int x, int z) {
        return (ByteBuffer.wrap(region).getInt(RegionFile.index(x, z) * 4) >>> 8) * 4096;
    }

    private static List<ChunkProblem> open(Path world, ChunkPos... chunks) throws IOException {
        List<ChunkProblem> heard = new ArrayList<>();
        try (SavedWorld saved = SavedWorld.open(world, heard::add)) {
            for (ChunkPos p : chunks) {
                saved.chunk(p);
                saved.chunk(p);
            }
            assertEquals(heard, saved.problems(), "each problem heard once and kept");
        }
        return heard;
    }

    @Test
    @DisplayName("a region file shorter than its header is reported once for the file; its chunks are not generated")
    void truncatedHeader(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        Path region = world.resolve("region/r.0.0.mca");
        Files.write(region, java.util.Arrays.copyOf(Files.readAllBytes(region), 5000));
        List<ChunkProblem> problems = open(world, new ChunkPos(0, 0), new ChunkPos(1, 0));
        assertEquals(1, problems.size());
        assertEquals(region, problems.get(0).file());
        assertNull(problems.get(0).chunk());
        assertTrue(problems.get(0).message().contains("truncated"), problems.get(0).message());
    }

    @Test
    @DisplayName("a region file cut inside its last chunk: that chunk is reported, the other still reads")
    void truncatedChunk(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        Path region = world.resolve("region/r.0.0.mca");
        byte[] bytes = Files.readAllBytes(region);
        int last = chunkStart(bytes, 1, 0);
        Files.write(region, java.util.Arrays.copyOf(bytes, last + 100));
        List<ChunkProblem> problems = open(world, new ChunkPos(0, 0), new ChunkPos(1, 0));
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(new ChunkPos(1, 0), problems.get(0).chunk());
        assertTrue(problems.get(0).message().contains("truncated"), problems.get(0).message());
        try (SavedWorld saved = SavedWorld.open(world)) {
            assertNotNull(saved.chunk(new ChunkPos(0, 0)));
        }
    }

    @Test
    @DisplayName("an unknown compression byte and a damaged zlib stream are reported for their chunks")
    void badCompression(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        Path region = world.resolve("region/r.0.0.mca");
        byte[] bytes = Files.readAllBytes(region);
        bytes[chunkStart(bytes, 0, 0) + 4] = 9;
        int other = chunkStart(bytes, 1, 0);
        for (int i = other + 7; i < other + 40; i++) {
            bytes[i] ^= 0x5A;
        }
        Files.write(region, bytes);
        List<ChunkProblem> problems = open(world, new ChunkPos(0, 0), new ChunkPos(1, 0));
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).message().contains("unknown compression type 9"), problems.get(0).toString());
        assertEquals("r.0.0.mca chunk 0,0", problems.get(0).toString().substring(0, 19));
        assertEquals(new ChunkPos(1, 0), problems.get(1).chunk());
    }

    private static byte[] zlib(CompoundBinaryTag tag) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryTagIO.writer().write(tag, out);
        byte[] raw = out.toByteArray();
        return Compression.zlib(raw, raw.length);
    }

    private static CompoundBinaryTag chunk(int x, int z, CompoundBinaryTag section) {
        return CompoundBinaryTag.builder().putInt("DataVersion", 3955).putInt("xPos", x).putInt("zPos", z)
            .putInt("yPos", -4).putString("Status", "minecraft:full")
            .put("sections", ListBinaryTag.builder(BinaryTagTypes.COMPOUND).add(section).build()).build();
    }

    @Test
    @DisplayName("NBT with fields of the wrong types is reported with the field's path and both types")
    void wrongTagTypes(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        Path regionFolder = world.resolve("region");
        CompoundBinaryTag palette = CompoundBinaryTag.builder().put("palette", ListBinaryTag.builder(
            BinaryTagTypes.COMPOUND).add(CompoundBinaryTag.builder().putString("Name", "minecraft:stone").build())
            .add(CompoundBinaryTag.builder().putString("Name", "minecraft:dirt").build()).build()).build();
        byte[][] payloads = new byte[1024][];
        // data as an int array where a long array belongs
        payloads[RegionFile.index(0, 0)] = zlib(chunk(32, 0, CompoundBinaryTag.builder().putByte("Y", (byte) 0)
            .put("block_states", palette.put("data", IntArrayBinaryTag.intArrayBinaryTag(new int[256]))).build()));
        // Status as an int
        payloads[RegionFile.index(1, 0)] = zlib(chunk(33, 0, CompoundBinaryTag.empty())
            .put("Status", IntBinaryTag.intBinaryTag(5)));
        // sections as a list of ints
        payloads[RegionFile.index(2, 0)] = zlib(chunk(34, 0, CompoundBinaryTag.empty()).put("sections",
            ListBinaryTag.builder(BinaryTagTypes.INT).add(IntBinaryTag.intBinaryTag(1)).build()));
        // a long array one long short
        payloads[RegionFile.index(3, 0)] = zlib(chunk(35, 0, CompoundBinaryTag.builder().putByte("Y", (byte) 0)
            .put("block_states", palette.putLongArray("data", new long[255])).build()));
        // a chunk stored where another belongs
        payloads[RegionFile.index(4, 0)] = zlib(chunk(99, 0, CompoundBinaryTag.empty()));
        // a chunk from before 1.18
        payloads[RegionFile.index(5, 0)] = zlib(CompoundBinaryTag.builder().putInt("DataVersion", 2586)
            .put("Level", CompoundBinaryTag.empty()).build());
        RegionWriter.write(regionFolder, 1, 0, payloads, 1);
        List<ChunkProblem> problems = open(world, new ChunkPos(32, 0), new ChunkPos(33, 0), new ChunkPos(34, 0),
            new ChunkPos(35, 0), new ChunkPos(36, 0), new ChunkPos(37, 0));
        List<String> messages = problems.stream().map(ChunkProblem::message).toList();
        assertEquals(List.of(
            "sections[0].block_states.data: expected long array, found int array",
            "Status: expected string, found int",
            "sections: expected a list of compound, found a list of int",
            "sections[0].block_states.data: 255 longs where 4096 values of 4 bits need 256",
            "holds chunk (99, 0) where chunk (36, 0) belongs",
            "a chunk from before release 1.18 (data version 2586); open the world once in Minecraft 1.18 or newer"),
            messages);
        assertTrue(problems.stream().allMatch(p -> p.file().getFileName().toString().equals("r.1.0.mca")));
    }

    @Test
    @DisplayName("a folder that is not a world, or whose level.dat is not NBT, is refused naming the file")
    void notAWorld(@TempDir Path dir) throws IOException {
        IOException none = assertThrows(IOException.class, () -> SavedWorld.open(dir));
        assertTrue(none.getMessage().contains("no level.dat"), none.getMessage());
        Files.writeString(dir.resolve("level.dat"), "hello");
        IOException garbage = assertThrows(IOException.class, () -> SavedWorld.open(dir));
        assertTrue(garbage.getMessage().contains("level.dat"), garbage.getMessage());
    }

    @Test
    @DisplayName("opening and reading a world writes nothing to it")
    void readOnly(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        List<String> before = listing(world);
        try (SavedWorld saved = SavedWorld.open(world)) {
            saved.chunk(new ChunkPos(0, 0));
            saved.chunk(new ChunkPos(40, 40));
        }
        assertEquals(before, listing(world));
    }

    private static List<String> listing(Path folder) throws IOException {
        try (var files = Files.walk(folder)) {
            return files.map(f -> {
                try {
                    return folder.relativize(f) + " " + (Files.isRegularFile(f) ? Files.size(f) + " "
                        + Files.getLastModifiedTime(f) : "");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).sorted().toList();
        }
    }
}
