package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkChecksum;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.WorldGenerator;

/** A world saved as Anvil and opened again shows exactly the generated blocks, biomes and heightmaps. */
class AnvilRoundTripTest {

    private final WorldGenerator generator = Overworld42.GENERATOR;

    private static AnvilSaver.Request request(Path target, ChunkPos from, ChunkPos to) {
        return Overworld42.request(target, from, to);
    }

    @Test
    @DisplayName("save then open: every chunk's blocks, biomes and heightmaps equal the generated chunk's, across "
        + "four region files")
    void roundTrip(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("world");
        AtomicInteger progress = new AtomicInteger();
        AnvilSaver.Result result;
        try (RenderPool pool = new RenderPool(2)) {
            result = AnvilSaver.save(request(target, new ChunkPos(-1, -1), new ChunkPos(0, 0)), pool,
                n -> progress.accumulateAndGet(n, Math::max), () -> false);
        }
        assertEquals(4, result.chunks());
        assertEquals(4, result.regions());
        assertEquals(4, progress.get());
        for (String r : List.of("r.-1.-1.mca", "r.-1.0.mca", "r.0.-1.mca", "r.0.0.mca")) {
            assertTrue(Files.isRegularFile(target.resolve("region").resolve(r)), r);
        }
        try (SavedWorld saved = SavedWorld.open(target)) {
            assertEquals(-64, saved.minY());
            assertEquals(384, saved.height());
            assertEquals(42L, saved.seed().orElseThrow());
            for (int x = -1; x <= 0; x++) {
                for (int z = -1; z <= 0; z++) {
                    ChunkPos pos = new ChunkPos(x, z);
                    ChunkData expected = generator.generate(pos, () -> false);
                    ChunkData read = saved.chunk(pos);
                    assertNotNull(read, "chunk " + pos);
                    assertEquals(ChunkChecksum.of(expected), ChunkChecksum.of(read), "chunk " + pos);
                    assertEquals(expected.blockState(3, 60, 7), read.blockState(3, 60, 7));
                }
            }
            assertNull(saved.chunk(new ChunkPos(1, 0)), "a chunk never saved is not generated");
            assertThrows(SavedWorld.NotGeneratedException.class, () -> saved.generate(new ChunkPos(5, 5), () -> false));
            assertTrue(saved.problems().isEmpty(), saved.problems().toString());
        }
    }

    @Test
    @DisplayName("the same chunks read on many threads at once get the same states and checksums")
    void concurrentReads(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("world");
        try (RenderPool pool = new RenderPool(2)) {
            AnvilSaver.save(request(target, new ChunkPos(2, 2), new ChunkPos(3, 3)), pool, n -> { }, () -> false);
        }
        Map<ChunkPos, String> expected = new HashMap<>();
        for (int x = 2; x <= 3; x++) {
            for (int z = 2; z <= 3; z++) {
                expected.put(new ChunkPos(x, z), ChunkChecksum.of(generator.generate(new ChunkPos(x, z), () -> false)));
            }
        }
        List<ChunkPos> order = List.copyOf(expected.keySet());
        try (SavedWorld saved = SavedWorld.open(target); RenderPool pool = new RenderPool(4)) {
            pool.forEach(64, i -> {
                ChunkPos p = order.get(i % order.size());
                assertEquals(expected.get(p), ChunkChecksum.of(saved.chunk(p)));
            });
        }
    }
}
