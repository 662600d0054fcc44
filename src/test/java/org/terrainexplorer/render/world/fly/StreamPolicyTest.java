package org.terrainexplorer.render.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.world.chunk.ChunkPos;

/** The streaming policy: which chunks, in which order, at which level, and which go. */
class StreamPolicyTest {

    @Test
    @DisplayName("the plan is the disc of chunks within the view distance, each once")
    void disc() {
        StreamPolicy p = StreamPolicy.of(12, StreamPolicy.DEFAULT_BUDGET);
        List<StreamPolicy.Wanted> plan = p.plan(100.5, -37.25, 45);
        Set<ChunkPos> seen = new HashSet<>();
        for (StreamPolicy.Wanted w : plan) {
            assertTrue(seen.add(w.pos()), "once: " + w.pos());
            assertTrue(w.distance() <= 12);
        }
        for (int cz = -20; cz <= 20; cz++) {
            for (int cx = -20; cx <= 20; cx++) {
                ChunkPos c = new ChunkPos(cx, cz);
                assertEquals(StreamPolicy.distance(c, 100.5, -37.25) <= 12, seen.contains(c), c.toString());
            }
        }
        assertEquals(Math.PI * 144, plan.size(), 40, "about π r² chunks");
    }

    @Test
    @DisplayName("order: the camera's chunk first, then nearest first, and ahead before behind at equal distance")
    void order() {
        StreamPolicy p = StreamPolicy.of(8, StreamPolicy.DEFAULT_BUDGET);
        // In chunk (0, 0), heading east (90°).
        List<StreamPolicy.Wanted> plan = p.plan(8, 8, 90);
        assertEquals(new ChunkPos(0, 0), plan.get(0).pos());
        Map<ChunkPos, Integer> rank = new HashMap<>();
        for (int i = 0; i < plan.size(); i++) {
            rank.put(plan.get(i).pos(), i);
            if (i > 0) {
                assertTrue(plan.get(i - 1).score() <= plan.get(i).score(), "scores rise");
            }
        }
        assertTrue(rank.get(new ChunkPos(4, 0)) < rank.get(new ChunkPos(-4, 0)), "4 ahead before 4 behind");
        assertTrue(rank.get(new ChunkPos(0, 4)) < rank.get(new ChunkPos(-4, 0)), "4 aside before 4 behind");
        assertTrue(rank.get(new ChunkPos(4, 0)) < rank.get(new ChunkPos(0, 4)), "4 ahead before 4 aside");
        assertTrue(rank.get(new ChunkPos(-1, 0)) < rank.get(new ChunkPos(3, 0)), "1 behind before 3 ahead");
        assertTrue(rank.get(new ChunkPos(6, 0)) > rank.get(new ChunkPos(2, 0)), "nearer first ahead");
        for (StreamPolicy.Wanted w : plan) {
            assertTrue(w.score() >= w.distance() - 1e-9 && w.score() <= 1.75 * w.distance() + 1e-9);
        }
    }

    @Test
    @DisplayName("levels by distance, kept half a chunk past a boundary by a chunk that has them")
    void levels() {
        StreamPolicy p = new StreamPolicy(20, 5, 12, StreamPolicy.DEFAULT_BUDGET);
        assertEquals(Lod.FULL, p.lod(3, null));
        assertEquals(Lod.SURFACE, p.lod(5.2, null));
        assertEquals(Lod.COARSE, p.lod(12.2, null));
        assertEquals(Lod.FULL, p.lod(5.4, Lod.FULL), "within the margin");
        assertEquals(Lod.SURFACE, p.lod(5.6, Lod.FULL), "past the margin");
        assertEquals(Lod.SURFACE, p.lod(4.7, Lod.SURFACE));
        assertEquals(Lod.FULL, p.lod(4.4, Lod.SURFACE));
        assertEquals(Lod.COARSE, p.lod(11.7, Lod.COARSE));
        assertEquals(Lod.SURFACE, p.lod(11.4, Lod.COARSE));
        assertEquals(Lod.FULL, p.lod(2, Lod.COARSE), "far from its band, the plain level");
    }

    @Test
    @DisplayName("dropping: only beyond the view distance and a chunk's margin")
    void drops() {
        StreamPolicy p = StreamPolicy.of(4, StreamPolicy.DEFAULT_BUDGET);
        assertFalse(p.drops(new ChunkPos(4, 0), 8, 8));
        assertFalse(p.drops(new ChunkPos(5, 0), 8, 8), "5 chunks: within the margin");
        assertTrue(p.drops(new ChunkPos(6, 0), 8, 8));
        assertTrue(p.drops(new ChunkPos(-4, -4), 8, 8));
    }

    @Test
    @DisplayName("generation: the plan's chunks first, in order, then the ring of their neighbours")
    void generation() {
        StreamPolicy p = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        List<StreamPolicy.Wanted> plan = p.plan(8, 8, 0);
        List<ChunkPos> gen = StreamPolicy.generation(plan);
        for (int i = 0; i < plan.size(); i++) {
            assertEquals(plan.get(i).pos(), gen.get(i));
        }
        Set<ChunkPos> all = new HashSet<>(gen);
        assertEquals(gen.size(), all.size());
        for (StreamPolicy.Wanted w : plan) {
            ChunkPos c = w.pos();
            assertTrue(all.contains(new ChunkPos(c.x() + 1, c.z())) && all.contains(new ChunkPos(c.x() - 1, c.z()))
                && all.contains(new ChunkPos(c.x(), c.z() + 1)) && all.contains(new ChunkPos(c.x(), c.z() - 1)));
        }
    }
}
