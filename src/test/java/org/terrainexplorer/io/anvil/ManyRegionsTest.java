package org.terrainexplorer.io.anvil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.InflaterInputStream;
import net.kyori.adventure.nbt.BinaryTagIO;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.MapColumns;
import org.terrainexplorer.render.world.SavedMapSampler;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A zoomed-out map of a 100-region world reads each sampled chunk once, for its columns only, keeps nothing
 * between chunks (no chunk is ever built: the reader is asked at most once per chunk), and draws every region.
 */
class ManyRegionsTest {

    @Test
    @DisplayName("64 blocks per pixel over 10 x 10 regions: every region's chunk drawn, each read once")
    void hundredRegions(@TempDir Path dir) throws IOException {
        Path world = dir.resolve("world");
        try (RenderPool pool = new RenderPool(1)) {
            AnvilSaver.save(Overworld42.request(world, new ChunkPos(4, 4), new ChunkPos(4, 4)), pool, n -> { },
                () -> false);
        }
        Path regions = world.resolve("region");
        CompoundBinaryTag chunk = readChunk(regions.resolve("r.0.0.mca"), 4, 4);
        Files.delete(regions.resolve("r.0.0.mca"));
        for (int rx = -5; rx < 5; rx++) {
            for (int rz = -5; rz < 5; rz++) {
                CompoundBinaryTag moved = chunk.putInt("xPos", rx * 32 + 4).putInt("zPos", rz * 32 + 4);
                ByteArrayOutputStream raw = new ByteArrayOutputStream();
                BinaryTagIO.writer().write(moved, raw);
                byte[] payload = Compression.zlib(raw.toByteArray(), raw.size());
                int sectors = (payload.length + 5 + 4095) / 4096;
                ByteBuffer region = ByteBuffer.allocate((2 + sectors) * 4096);
                region.putInt(RegionFile.index(4, 4) * 4, 2 << 8 | sectors);
                region.position(8192);
                region.putInt(payload.length + 1).put((byte) 2).put(payload);
                Files.write(regions.resolve("r." + rx + "." + rz + ".mca"), region.array());
            }
        }
        assertEquals(100, Files.list(regions).count());

        // Pixel i is block 64 (i − 40): x = 512 rx + 64 (chunk 32 rx + 4) is pixel 40 + 8 rx + 1.
        WorldView view = new WorldView(-32, -32, 64, 80, 80);
        Set<ChunkPos> asked = ConcurrentHashMap.newKeySet();
        AtomicInteger twice = new AtomicInteger();
        MapColumns columns = new MapColumns(80 * 80);
        int[] argb = new int[80 * 80];
        try (SavedWorld saved = SavedWorld.open(world); RenderPool pool = new RenderPool(2)) {
            int read = SavedMapSampler.fill(view, () -> {
                SavedWorld.Columns reader = saved.columns();
                return (pos, cols, count, see, top, surface, biome, depth) -> {
                    if (!asked.add(pos)) {
                        twice.incrementAndGet();
                    }
                    return reader.sample(pos, cols, count, see, top, surface, biome, depth);
                };
            }, saved.palette(), saved::stored, columns, pool, () -> false);
            assertEquals(100, read);
            new WorldMapRenderer(saved.palette(), saved.biomeIds(), saved.minY(), saved.height(), 63)
                .renderColumns(view, org.terrainexplorer.render.world.WorldLayer.SURFACE, columns,
                    WorldMapRenderer.Style.DEFAULT, argb, pool);
        }
        assertEquals(0, twice.get(), "no chunk read twice");
        assertEquals(100, asked.size(), "only stored chunks are read (the headers say which)");
        int drawn = 0;
        for (int rx = -5; rx < 5; rx++) {
            for (int rz = -5; rz < 5; rz++) {
                int p = (40 + 8 * rz + 1) * 80 + 40 + 8 * rx + 1;
                assertTrue(!notGenerated(argb[p]), "region " + rx + "," + rz);
                drawn++;
            }
        }
        assertEquals(100, drawn);
        assertTrue(notGenerated(argb[0]));
    }

    private static boolean notGenerated(int argb) {
        return argb == WorldColors.NOT_GENERATED || argb == WorldColors.NOT_GENERATED_HATCH;
    }

    private static CompoundBinaryTag readChunk(Path region, int x, int z) throws IOException {
        byte[] bytes = Files.readAllBytes(region);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int start = (b.getInt(RegionFile.index(x, z) * 4) >>> 8) * 4096;
        int length = b.getInt(start);
        return BinaryTagIO.reader().read(new InflaterInputStream(new ByteArrayInputStream(bytes, start + 5,
            length - 1)));
    }
}
