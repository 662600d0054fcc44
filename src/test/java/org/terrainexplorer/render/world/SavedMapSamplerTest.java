package org.terrainexplorer.render.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkPos;

/** The far map's columns: one read per chunk, each pixel its own column, and a pan reads only the new chunks. */
class SavedMapSamplerTest {

    private static final BlockPalette PALETTE = BlockPalette.growing();
    private static final int STONE = PALETTE.add(BlockState.STONE);

    /** A world where every chunk with x ≥ 0 is stored and each column's surface is x + z (mod 200). */
    private static SavedMapSampler.ColumnReader reader(Set<ChunkPos> read, AtomicInteger twice) {
        return (pos, columns, count, see, top, surface, biome, depth) -> {
            if (!read.add(pos)) {
                twice.incrementAndGet();
            }
            for (int k = 0; k < count; k++) {
                int x = pos.minBlockX() + (columns[k] & 15);
                int z = pos.minBlockZ() + (columns[k] >> 4);
                top[k] = (short) STONE;
                surface[k] = (short) Math.floorMod(x + z, 200);
                biome[k] = 0;
                depth[k] = 0;
            }
            return true;
        };
    }

    private static MapColumns fill(WorldView view, Set<ChunkPos> read, AtomicInteger twice, ColumnCache cache) {
        MapColumns out = new MapColumns(view.width() * view.height());
        try (RenderPool pool = new RenderPool(2)) {
            SavedMapSampler.fill(view, () -> reader(read, twice), PALETTE, p -> p.x() >= 0, out, pool, () -> false,
                cache);
        }
        return out;
    }

    @Test
    @DisplayName("each pixel is the column at its block; each chunk is read once; unstored chunks are not generated")
    void columnsPerPixel() {
        WorldView view = new WorldView(0, 0, 4, 64, 48);
        Set<ChunkPos> read = ConcurrentHashMap.newKeySet();
        AtomicInteger twice = new AtomicInteger();
        MapColumns out = fill(view, read, twice, null);
        assertEquals(0, twice.get());
        for (int j = 0; j < view.height(); j++) {
            for (int i = 0; i < view.width(); i++) {
                int p = j * view.width() + i;
                int x = view.blockX(i);
                int z = view.blockZ(j);
                if (x >= 0) {
                    assertEquals(MapColumns.PRESENT, out.missing[p]);
                    assertEquals(Math.floorMod(x + z, 200) - 1, out.height[p], 0, "pixel " + i + "," + j);
                } else {
                    assertEquals(MapColumns.NOT_GENERATED, out.missing[p]);
                }
            }
        }
        assertEquals((32 / 4) * (48 / 4), read.size(), "the stored half's chunks, 4 pixels a side each");
    }

    @Test
    @DisplayName("with a cache, a pan reads only the chunks it shows new, and draws the same as without")
    void cachedPan() {
        ColumnCache cache = new ColumnCache(16);
        WorldView view = new WorldView(512, 0, 16, 40, 40);
        Set<ChunkPos> first = ConcurrentHashMap.newKeySet();
        AtomicInteger twice = new AtomicInteger();
        fill(view, first, twice, cache);
        assertEquals(1600, first.size());
        WorldView panned = view.panByPixels(10, 0);
        Set<ChunkPos> second = ConcurrentHashMap.newKeySet();
        MapColumns cached = fill(panned, second, twice, cache);
        assertEquals(400, second.size(), "only the 10 new columns of chunks");
        MapColumns fresh = fill(panned, ConcurrentHashMap.newKeySet(), twice, null);
        assertArrayEquals(fresh.height, cached.height, 0);
        assertArrayEquals(fresh.top, cached.top);
        assertTrue(twice.get() == 0);
    }
}
