package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Opening saved worlds from what people point at, in every dimension and compression, with clear messages. */
class SavedWorldInputsTest {

    private static final ChunkPos CHUNK = new ChunkPos(2, 3);

    /** A one-chunk world (chunk 2, 3) of the default release. */
    private static Path world(Path dir) throws IOException {
        Path target = dir.resolve("world");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(target, CHUNK, CHUNK), pool, n -> { }, () -> false);
        }
        return target;
    }

    /** The chunk's uncompressed NBT bytes from a region file the explorer wrote (zlib). */
    private static byte[] rawChunk(Path region) throws IOException {
        byte[] bytes = Files.readAllBytes(region);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int start = (b.getInt(RegionFile.index(CHUNK.x(), CHUNK.z()) * 4) >>> 8) * 4096;
        int length = b.getInt(start);
        return new InflaterInputStream(new ByteArrayInputStream(bytes, start + 5, length - 1)).readAllBytes();
    }

    /** A region file holding only the chunk, stored with compression type {@code type}. */
    private static void writeRegion(Path region, int type, byte[] payload) throws IOException {
        int sectors = (payload.length + 5 + 4095) / 4096;
        ByteBuffer b = ByteBuffer.allocate((2 + sectors) * 4096);
        b.putInt(RegionFile.index(CHUNK.x(), CHUNK.z()) * 4, 2 << 8 | sectors);
        b.position(8192);
        b.putInt(payload.length + 1).put((byte) type).put(payload);
        Files.createDirectories(region.getParent());
        Files.write(region, b.array());
    }

    private static void assertSameChunk(ChunkData expected, ChunkData actual) {
        assertNotNull(actual);
        for (int y = expected.minY(); y < expected.minY() + expected.height(); y += 5) {
            for (int i = 0; i < 256; i += 11) {
                assertEquals(expected.blockState(i & 15, y, i >> 4), actual.blockState(i & 15, y, i >> 4));
            }
        }
    }

    @Test
    @DisplayName("an LZ4 chunk (the game's LZ4BlockOutputStream form) reads as the same chunk as the zlib one")
    void lz4(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        Path region = world.resolve("region/r.0.0.mca");
        ChunkData zlib;
        try (SavedWorld saved = SavedWorld.open(world)) {
            zlib = saved.chunk(CHUNK);
        }
        byte[] raw = rawChunk(region);
        writeRegion(region, 4, Compression.lz4(raw, raw.length));
        List<ChunkProblem> problems = new ArrayList<>();
        try (SavedWorld saved = SavedWorld.open(world, problems::add)) {
            assertSameChunk(zlib, saved.chunk(CHUNK));
        }
        assertEquals(List.of(), problems);
    }

    @Test
    @DisplayName("a chunk of a custom compression (127) is reported with the algorithm's name and skipped")
    void customCompression(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        byte[] name = "mymod:zstd".getBytes(StandardCharsets.UTF_8);
        ByteBuffer payload = ByteBuffer.allocate(2 + name.length + 16).putShort((short) name.length).put(name);
        writeRegion(world.resolve("region/r.0.0.mca"), 127, payload.array());
        List<ChunkProblem> problems = new ArrayList<>();
        try (SavedWorld saved = SavedWorld.open(world, problems::add)) {
            assertNull(saved.chunk(CHUNK));
        }
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).message().contains("custom algorithm 'mymod:zstd'"), problems.get(0).message());
    }

    @Test
    @DisplayName("the nether and end open from DIM-1/region and DIM1/region, and from 26.1's dimensions/ folder")
    void dimensions(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        byte[] raw = rawChunk(world.resolve("region/r.0.0.mca"));
        writeRegion(world.resolve("DIM-1/region/r.0.0.mca"), 3, raw);
        ChunkData overworld;
        try (SavedWorld saved = SavedWorld.open(world)) {
            overworld = saved.chunk(CHUNK);
        }
        try (SavedWorld nether = SavedWorld.open(world, DimensionFolder.NETHER, p -> { })) {
            assertEquals(world.resolve("DIM-1/region"), nether.regionFolder());
            assertEquals(List.of(), nether.warnings());
            assertEquals(0, nether.minY(), "the nether's height from level.dat's dimension type");
            assertEquals(256, nether.height());
            assertEquals(32, nether.seaLevel().orElseThrow());
            ChunkData c = nether.chunk(CHUNK);
            assertNotNull(c);
            assertEquals(overworld.blockState(5, 40, 5), c.blockState(5, 40, 5));
        }
        try (SavedWorld end = SavedWorld.open(world, DimensionFolder.END, p -> { })) {
            assertEquals(1, end.warnings().size());
            assertTrue(end.warnings().get(0).contains("DIM1/region is missing"), end.warnings().get(0));
            assertNull(end.chunk(CHUNK));
        }
        Path split = world.resolve("dimensions/minecraft/the_end/region/r.0.0.mca");
        Files.createDirectories(split.getParent());
        Files.copy(world.resolve("region/r.0.0.mca"), split);
        try (SavedWorld end = SavedWorld.open(world, DimensionFolder.END, p -> { })) {
            assertEquals(split.getParent(), end.regionFolder());
            assertEquals(overworld.blockState(3, 60, 7), end.chunk(CHUNK).blockState(3, 60, 7));
        }
        // In a world of 26.1's layout (a dimensions/ folder) a dimension never visited is named where it would be.
        try (SavedWorld nether = SavedWorld.open(world, DimensionFolder.NETHER, p -> { })) {
            assertEquals(world.resolve("DIM-1/region"), nether.regionFolder(), "its region files are still read");
        }
        deleteTree(world.resolve("DIM-1"));
        try (SavedWorld nether = SavedWorld.open(world, DimensionFolder.NETHER, p -> { })) {
            assertEquals(world.resolve("dimensions/minecraft/the_nether/region"), nether.regionFolder());
            assertTrue(nether.warnings().get(0).startsWith(Path.of("dimensions/minecraft/the_nether/region")
                + " is missing"), nether.warnings().get(0));
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (java.util.stream.Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Test
    @DisplayName("a dimension's folder opens that dimension: DIM-1, DIM1, 26.1's dimensions/minecraft/the_end; "
        + "pathOf names each dimension's folder")
    void dimensionFolders(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        byte[] raw = rawChunk(world.resolve("region/r.0.0.mca"));
        writeRegion(world.resolve("DIM-1/region/r.0.0.mca"), 3, raw);
        writeRegion(world.resolve("dimensions/minecraft/the_end/region/r.0.0.mca"), 3, raw);
        try (SavedWorld nether = SavedWorld.open(world.resolve("DIM-1"))) {
            assertEquals(DimensionFolder.NETHER, nether.dimension());
            assertEquals(world, nether.folder());
            assertNotNull(nether.chunk(CHUNK));
            assertEquals(world, nether.pathOf(DimensionFolder.OVERWORLD).orElseThrow());
            assertEquals(world.resolve("dimensions/minecraft/the_end"), nether.pathOf(DimensionFolder.END).orElseThrow());
        }
        try (SavedWorld end = SavedWorld.open(world.resolve("dimensions/minecraft/the_end/region"))) {
            assertEquals(DimensionFolder.END, end.dimension());
        }
        try (SavedWorld overworld = SavedWorld.open(world)) {
            assertEquals(DimensionFolder.OVERWORLD, overworld.dimension());
            assertEquals(world.resolve("DIM-1"), overworld.pathOf(DimensionFolder.NETHER).orElseThrow());
        }
        Files.delete(world.resolve("DIM-1/region/r.0.0.mca"));
        Files.delete(world.resolve("DIM-1/region"));
        Files.delete(world.resolve("DIM-1"));
        try (SavedWorld overworld = SavedWorld.open(world)) {
            assertTrue(overworld.pathOf(DimensionFolder.NETHER).isEmpty(), "never visited");
        }
    }

    @Test
    @DisplayName("a level.dat path, a folder holding one world and a .zip of a world all open the world")
    void inputs(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        ChunkData expected;
        try (SavedWorld saved = SavedWorld.open(world)) {
            expected = saved.chunk(CHUNK);
        }
        try (SavedWorld saved = SavedWorld.open(world.resolve("level.dat"))) {
            assertSameChunk(expected, saved.chunk(CHUNK));
        }
        try (SavedWorld saved = SavedWorld.open(dir)) {
            assertEquals(world, saved.folder());
        }
        Path zip = dir.resolve("shared.zip");
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream z = new ZipOutputStream(out);
             Stream<Path> files = Files.walk(world)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                if (Files.isRegularFile(f)) {
                    z.putNextEntry(new ZipEntry("My World/" + world.relativize(f).toString().replace('\\', '/')));
                    z.write(Files.readAllBytes(f));
                    z.closeEntry();
                }
            }
        }
        Path unpacked;
        try (SavedWorld saved = SavedWorld.open(zip)) {
            unpacked = saved.folder();
            assertFalse(unpacked.startsWith(dir), "unpacked outside the user's folder");
            assertSameChunk(expected, saved.chunk(CHUNK));
        }
        assertFalse(Files.exists(unpacked), "the temporary copy is deleted on close");
    }

    @Test
    @DisplayName("a folder named r.0.0.mca is reported as a folder; an empty level.dat as empty")
    void messages(@TempDir Path dir) throws IOException {
        Path world = world(dir);
        Path region = world.resolve("region/r.0.0.mca");
        Files.delete(region);
        Files.createDirectory(region);
        List<ChunkProblem> problems = new ArrayList<>();
        try (SavedWorld saved = SavedWorld.open(world, problems::add)) {
            assertNull(saved.chunk(CHUNK));
        }
        assertEquals("r.0.0.mca: is a folder, not a region file", problems.get(0).toString());

        Files.write(world.resolve("level.dat"), new byte[0]);
        IOException empty = assertThrows(IOException.class, () -> SavedWorld.open(world));
        assertTrue(empty.getMessage().contains("is empty (0 bytes)"), empty.getMessage());
        assertFalse(empty.getMessage().contains("null"), empty.getMessage());

        Files.write(world.resolve("level.dat"), "not gzip".getBytes(StandardCharsets.UTF_8));
        IOException garbage = assertThrows(IOException.class, () -> SavedWorld.open(world));
        assertTrue(garbage.getMessage().contains("not gzip-compressed"), garbage.getMessage());
    }

    @Test
    @DisplayName("a world whose spawn chunk is not saved starts where its chunks are, not at 0, 0")
    void startPoint(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("far");
        try (RenderPool pool = new RenderPool(2)) {
            AnvilSaver.save(Overworld42.request(target, new ChunkPos(100, -40), new ChunkPos(103, -38)), pool,
                n -> { }, () -> false);
        }
        try (SavedWorld saved = SavedWorld.open(target)) {
            assertArrayEquals(new int[] {101 * 16 + 8, -39 * 16 + 8}, saved.startPoint(), "the spawn");
            assertArrayEquals(new int[] {100, -40, 103, -38}, saved.storedChunkBounds().orElseThrow());
        }
        // Move the chunks one region east: level.dat's spawn is then in a chunk the saves lack.
        Files.move(target.resolve("region/r.3.-2.mca"), target.resolve("region/r.4.-2.mca"));
        try (SavedWorld saved = SavedWorld.open(target)) {
            assertEquals(0, saved.chunkDataVersions().map(v -> 1).orElse(0), "nothing read yet");
            int[] start = saved.startPoint();
            assertTrue(saved.stored(ChunkPos.ofBlock(start[0], start[1])), start[0] + "," + start[1]);
            assertTrue(start[0] >= 128 * 16 && start[0] < 160 * 16, "in region 4: " + start[0]);
        }
    }
}
