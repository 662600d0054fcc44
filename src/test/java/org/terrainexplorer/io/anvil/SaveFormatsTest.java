package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.InflaterInputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * {@code world save --game-version}: each release's world is laid out as that release writes it, checked by an
 * independent NBT reader, and reads back block for block.
 */
class SaveFormatsTest {

    static List<SaveFormat> releases() {
        return SaveFormat.all();
    }

    private static Path save(Path dir, SaveFormat format) throws IOException {
        Path target = dir.resolve("w-" + format.release());
        AnvilSaver.Request r = Overworld42.request(target, new ChunkPos(1, -1), new ChunkPos(1, -1));
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(new AnvilSaver.Request(r.generator(), r.world(), r.origin(), r.seed(), r.from(), r.to(),
                r.target(), false, format), pool, n -> { }, () -> false);
        }
        return target;
    }

    /** The chunk's NBT as stored at its place in a region file, read without the explorer's reader. */
    private static Map<String, Object> chunkNbt(Path region, int x, int z) throws IOException {
        byte[] bytes = Files.readAllBytes(region);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int location = b.getInt(((x & 31) + (z & 31) * 32) * 4);
        int start = (location >>> 8) * 4096;
        int length = b.getInt(start);
        assertEquals(2, bytes[start + 4], "zlib");
        return PlainNbt.read(new InflaterInputStream(new ByteArrayInputStream(bytes, start + 5, length - 1)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("releases")
    @DisplayName("each release's save has its data version, level.dat layout and folders, and reads back")
    void layoutAndRoundTrip(SaveFormat format, @TempDir Path dir) throws IOException {
        Path world = save(dir, format);
        Map<String, Object> level = PlainNbt.readGzip(world.resolve("level.dat"));
        assertEquals(format.dataVersion(), PlainNbt.get(level, "Data", "DataVersion"));
        assertEquals(format.dataVersion(), PlainNbt.get(level, "Data", "Version", "Id"));
        assertEquals(format.release(), PlainNbt.get(level, "Data", "Version", "Name"));
        assertEquals(19133, PlainNbt.get(level, "Data", "version"));
        boolean compound = format.dataVersion() >= SaveFormat.FIRST_SPAWN_COMPOUND;
        assertEquals(compound, PlainNbt.get(level, "Data", "spawn") != null, "spawn compound");
        assertEquals(!compound, PlainNbt.get(level, "Data", "SpawnX") != null, "SpawnX");
        if (compound) {
            assertEquals("minecraft:overworld", PlainNbt.get(level, "Data", "spawn", "dimension"));
            int[] pos = (int[]) PlainNbt.get(level, "Data", "spawn", "pos");
            assertEquals(24, pos[0]);
            assertEquals(-8, pos[2]);
        }
        Path region;
        if (format.layout() == SaveFormat.Layout.DIMENSIONS_FOLDER) {
            assertNull(PlainNbt.get(level, "Data", "WorldGenSettings"), "26.1 keeps them in their own file");
            assertEquals("normal", PlainNbt.get(level, "Data", "difficulty_settings", "difficulty"));
            Map<String, Object> gen = PlainNbt.readGzip(world.resolve("data/minecraft/world_gen_settings.dat"));
            assertEquals(format.dataVersion(), PlainNbt.get(gen, "DataVersion"));
            assertEquals(42L, PlainNbt.get(gen, "data", "seed"));
            assertEquals((byte) 1, PlainNbt.get(gen, "data", "generate_structures"));
            assertNotNull(PlainNbt.get(gen, "data", "dimensions", "minecraft:the_nether"));
            assertFalse(Files.exists(world.resolve("region")));
            region = world.resolve("dimensions/minecraft/overworld/region/r.0.-1.mca");
        } else {
            assertEquals(42L, PlainNbt.get(level, "Data", "WorldGenSettings", "seed"));
            assertEquals((byte) 1, PlainNbt.get(level, "Data", "WorldGenSettings", "generate_features"));
            assertEquals((byte) 2, PlainNbt.get(level, "Data", "Difficulty"));
            region = world.resolve("region/r.0.-1.mca");
        }
        Map<String, Object> chunk = chunkNbt(region, 1, -1);
        assertEquals(format.dataVersion(), chunk.get("DataVersion"));
        assertEquals(1, chunk.get("xPos"));
        assertEquals(-1, chunk.get("zPos"));

        try (SavedWorld saved = SavedWorld.open(world)) {
            assertEquals(format.dataVersion(), saved.dataVersion());
            assertEquals(format, saved.release().orElseThrow());
            assertTrue(saved.versionText().startsWith(format.release() + " (data version "), saved.versionText());
            assertArrayEquals(new int[] {24, pos(saved)[1], -8}, saved.spawn().orElseThrow());
            assertArrayEquals(new int[] {24, -8}, saved.startPoint(), "the spawn, whose chunk is saved");
            ChunkData read = saved.chunk(new ChunkPos(1, -1));
            ChunkData made = Overworld42.GENERATOR.generate(new ChunkPos(1, -1), () -> false);
            for (int y = made.minY(); y < made.minY() + made.height(); y += 7) {
                for (int i = 0; i < 256; i += 13) {
                    assertEquals(made.blockState(i & 15, y, i >> 4), read.blockState(i & 15, y, i >> 4));
                }
            }
            assertArrayEquals(new int[] {format.dataVersion(), format.dataVersion()},
                saved.chunkDataVersions().orElseThrow());
        }
    }

    private static int[] pos(SavedWorld saved) {
        return saved.spawn().orElseThrow();
    }

    @Test
    @DisplayName("a data version names the nearest release not newer than it; an older one none")
    void nearestRelease() {
        assertEquals("1.21.4", SaveFormat.nearestRelease(4189).orElseThrow().release());
        assertEquals("1.21.4", SaveFormat.nearestRelease(4300).orElseThrow().release(), "a 1.21.5 snapshot");
        assertEquals("26.2", SaveFormat.nearestRelease(9999).orElseThrow().release());
        assertTrue(SaveFormat.nearestRelease(3217).isEmpty());
        assertEquals(SaveFormat.Layout.DIMENSIONS_FOLDER, SaveFormat.layoutOf(4790), "26.1.2");
        List<String> names = SaveFormat.releaseNames();
        assertEquals(List.of("1.19.3", "1.20.1", "1.20.6", "1.21.1", "1.21.4", "1.21.5", "1.21.8", "1.21.9",
            "1.21.11", "26.1", "26.2"), names);
        for (int i = 1; i < SaveFormat.all().size(); i++) {
            assertTrue(SaveFormat.all().get(i).dataVersion() > SaveFormat.all().get(i - 1).dataVersion());
            assertTrue(SaveFormat.all().get(i).packMajor() > SaveFormat.all().get(i - 1).packMajor());
        }
    }

    @Test
    @DisplayName("pack.mcmeta: pack_format alone before 1.21.9, with the min_format/max_format range after")
    void packMeta() {
        String old = DatapackCopy.packMeta(SaveFormat.forRelease("1.21.5").orElseThrow(), "d");
        assertTrue(old.contains("\"pack_format\": 71"), old);
        assertFalse(old.contains("min_format"), old);
        String range = DatapackCopy.packMeta(SaveFormat.forRelease("26.1").orElseThrow(), "d");
        assertTrue(range.contains("\"min_format\": [101, 1]"), range);
        assertTrue(range.contains("\"max_format\": 101"), range);
    }
}
