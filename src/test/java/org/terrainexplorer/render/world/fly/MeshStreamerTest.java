package org.terrainexplorer.render.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.ChunkMesher;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.render.world.mesh.PaletteTexture;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Streaming meshes around a camera, with jobs run when the test says. */
class MeshStreamerTest {

    private final ManualExecutor pool = new ManualExecutor();
    private final ChunkMesher mesher = new ChunkMesher(new PaletteTexture());

    /** A feed holding every chunk a plan around (x, z) needs, before anyone listens. */
    private static FakeFeed readyFeed(StreamPolicy policy, double x, double z, double yaw, int ground, BlockState b) {
        FakeFeed feed = new FakeFeed(ground, b);
        for (ChunkPos p : StreamPolicy.generation(policy.plan(x, z, yaw))) {
            feed.deliver(p);
        }
        return feed;
    }

    /** Every change waiting, in order. */
    private static List<MeshStreamer.Change> drainAll(MeshStreamer s) {
        List<MeshStreamer.Change> out = new ArrayList<>();
        s.drain(out::add, Integer.MAX_VALUE);
        return out;
    }

    /** What a view applying the changes would show. */
    private static Map<ChunkPos, ChunkMesh> apply(Map<ChunkPos, ChunkMesh> shown, List<MeshStreamer.Change> changes) {
        for (MeshStreamer.Change c : changes) {
            if (c.mesh() == null) {
                shown.remove(c.pos());
            } else {
                shown.put(c.pos(), c.mesh());
            }
        }
        return shown;
    }

    @Test
    @DisplayName("meshes come in the plan's order: the camera's chunk, then nearest and ahead first")
    void order() {
        StreamPolicy policy = StreamPolicy.of(4, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 90);
        s.setFeed(readyFeed(policy, 8, 8, 90, 10, BlockState.STONE));
        pool.runAll();
        List<MeshStreamer.Change> changes = drainAll(s);
        List<ChunkPos> expected = policy.plan(8, 8, 90).stream().map(StreamPolicy.Wanted::pos).toList();
        assertEquals(expected, changes.stream().map(MeshStreamer.Change::pos).toList());
        for (MeshStreamer.Change c : changes) {
            assertEquals(1, c.mesh().quads(), "flat ground with neighbours: its top only");
            assertEquals(10f, c.mesh().solid().maxY());
        }
        assertTrue(s.stats().settled());
        assertEquals(expected.size(), s.stats().shown());
    }

    @Test
    @DisplayName("another world (a saved one opened) forgets the shown meshes at once: nothing of the old world is "
        + "handed over any more, even what was waiting to be")
    void anotherWorldForgetsTheOld() {
        StreamPolicy policy = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        pool.runAll();
        Map<ChunkPos, ChunkMesh> shown = apply(new LinkedHashMap<>(), drainAll(s).subList(0, 5));
        assertTrue(s.stats().shown() > 5, "more made than the view took so far");
        s.setFeed(readyFeed(policy, 8, 8, 0, 20, BlockState.of("minecraft:sand")), false);
        assertEquals(0, s.stats().shown(), "the old world's meshes are forgotten");
        assertEquals(List.of(), drainAll(s), "and none of them is handed over");
        pool.runAll();
        List<MeshStreamer.Change> next = drainAll(s);
        assertTrue(!next.isEmpty());
        for (MeshStreamer.Change c : next) {
            assertEquals(20f, c.mesh().solid().maxY(), "only the new world's meshes");
        }
        assertEquals(5, shown.size());
    }

    @Test
    @DisplayName("the feed is asked for the plan and its ring, with a focus ahead of the camera")
    void requests() {
        StreamPolicy policy = StreamPolicy.of(6, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        FakeFeed feed = new FakeFeed(10, BlockState.STONE);
        s.update(8, 8, 180);
        s.setFeed(feed);
        assertEquals(StreamPolicy.generation(policy.plan(8, 8, 180)), feed.lastRequest);
        assertEquals(8, feed.focusX, 1e-9);
        assertTrue(feed.focusZ > 8, "heading south: the focus lies south");
        assertEquals(0, pool.queued(), "nothing to mesh before chunks arrive");
        feed.deliver(new ChunkPos(0, 0));
        assertEquals(0, pool.queued(), "a chunk waits for its neighbours");
        for (ChunkPos n : List.of(new ChunkPos(1, 0), new ChunkPos(-1, 0), new ChunkPos(0, 1))) {
            feed.deliver(n);
        }
        assertEquals(0, pool.queued());
        feed.deliverMissing(new ChunkPos(0, -1));
        assertEquals(1, pool.queued(), "a neighbour the world lacks counts as there");
    }

    @Test
    @DisplayName("moving away drops the meshes beyond the view distance, and only those")
    void dropping() {
        StreamPolicy policy = StreamPolicy.of(4, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        pool.runAll();
        Map<ChunkPos, ChunkMesh> shown = apply(new LinkedHashMap<>(), drainAll(s));
        int before = shown.size();
        s.update(8 + 16 * 3, 8, 0);
        List<MeshStreamer.Change> changes = drainAll(s);
        for (MeshStreamer.Change c : changes) {
            assertNull(c.mesh(), "only removals until new chunks come");
            assertTrue(policy.drops(c.pos(), 8 + 48, 8));
        }
        apply(shown, changes);
        for (ChunkPos p : shown.keySet()) {
            assertFalse(policy.drops(p, 8 + 48, 8));
        }
        assertTrue(shown.size() < before && !changes.isEmpty());
        assertEquals(shown.size(), s.stats().shown());
    }

    @Test
    @DisplayName("the memory budget: the shown meshes stay within it, the nearest kept, the rest not made again")
    void budget() {
        // A flat chunk's mesh: its top, with a point at every block of its border (for the neighbours' to meet).
        FakeFeed sample = new FakeFeed(10, BlockState.STONE);
        ChunkPos[] around = {new ChunkPos(0, 0), new ChunkPos(0, -1), new ChunkPos(0, 1), new ChunkPos(1, 0),
            new ChunkPos(-1, 0)};
        for (ChunkPos p : around) {
            sample.deliver(p);
        }
        long oneMesh = mesher.mesh(new org.terrainexplorer.render.world.mesh.ChunkNeighbours(sample.get(around[0]),
            sample.get(around[1]), sample.get(around[2]), sample.get(around[3]), sample.get(around[4])),
            org.terrainexplorer.render.world.mesh.Lod.FULL, Cuts.NONE, () -> false).bytes();
        StreamPolicy policy = StreamPolicy.of(6, oneMesh * 10 + 100);
        MeshStreamer s = new MeshStreamer(mesher, pool, 1, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        pool.runAll();
        Map<ChunkPos, ChunkMesh> shown = apply(new LinkedHashMap<>(), drainAll(s));
        assertEquals(10, shown.size());
        assertTrue(s.stats().bytes() <= policy.budgetBytes());
        List<ChunkPos> nearest = policy.plan(8, 8, 0).stream().limit(10).map(StreamPolicy.Wanted::pos).toList();
        assertEquals(new java.util.HashSet<>(nearest), shown.keySet());
        assertEquals(11, s.stats().made(), "one past the budget, then it stopped");
        assertTrue(s.stats().settled(), "what is beyond the budget's horizon is not waited for");
    }

    @Test
    @DisplayName("a cancelled request leaves nothing behind: no mesh handed over, counted or queued")
    void cancelled() {
        StreamPolicy policy = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        assertEquals(2, pool.queued(), "two jobs wait on the pool");
        // The camera leaves before they run: they are no longer wanted.
        s.update(8 + 16 * 100, 8, 0);
        pool.runAll();
        assertTrue(drainAll(s).isEmpty());
        MeshStreamer.Stats st = s.stats();
        assertEquals(0, st.shown());
        assertEquals(0, st.bytes());
        assertEquals(0, st.meshing());
        assertEquals(0, st.made());
        assertEquals(0, st.ready());
    }

    @Test
    @DisplayName("a new world overtakes the old one's requests: none of the old world's meshes arrive after it")
    void cancelledByNewWorld() {
        StreamPolicy policy = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        s.setFeed(new FakeFeed(20, BlockState.of("minecraft:sand")));
        pool.runAll();
        assertTrue(drainAll(s).isEmpty());
        assertEquals(0, s.stats().made());
        assertEquals(0, s.stats().bytes());
    }

    @Test
    @DisplayName("a new world replaces the meshes in place, nearest first, and removes what it lacks")
    void newWorldInPlace() {
        StreamPolicy policy = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        pool.runAll();
        Map<ChunkPos, ChunkMesh> shown = apply(new LinkedHashMap<>(), drainAll(s));
        FakeFeed sand = readyFeed(policy, 8, 8, 0, 20, BlockState.of("minecraft:sand"));
        s.setFeed(sand);
        assertTrue(drainAll(s).isEmpty(), "the old meshes stay until replaced");
        pool.runAll();
        List<MeshStreamer.Change> changes = drainAll(s);
        assertEquals(policy.plan(8, 8, 0).stream().map(StreamPolicy.Wanted::pos).toList(),
            changes.stream().map(MeshStreamer.Change::pos).toList());
        apply(shown, changes);
        for (ChunkMesh m : shown.values()) {
            assertEquals(20f, m.solid().maxY(), "the new world's ground");
        }
        sand.deliverMissing(new ChunkPos(1, 0));
        List<MeshStreamer.Change> gone = drainAll(s);
        assertEquals(1, gone.size());
        assertEquals(new ChunkPos(1, 0), gone.get(0).pos());
        assertNull(gone.get(0).mesh());
    }

    @Test
    @DisplayName("paused (the view hidden): nothing asked for or made; resumed: the plan again")
    void paused() {
        StreamPolicy policy = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        FakeFeed feed = readyFeed(policy, 8, 8, 0, 10, BlockState.STONE);
        s.setFeed(feed);
        s.setPaused(true);
        assertTrue(feed.lastRequest.isEmpty());
        pool.runAll();
        assertTrue(drainAll(s).isEmpty(), "the jobs queued before the pause were cancelled");
        s.update(8 + 16 * 5, 8, 0);
        assertTrue(feed.lastRequest.isEmpty(), "moving while paused asks for nothing");
        s.setPaused(false);
        assertEquals(StreamPolicy.generation(policy.plan(8 + 16 * 5, 8, 0)), feed.lastRequest);
        assertTrue(pool.queued() > 0);
    }

    @Test
    @DisplayName("new cuts remake the meshes they change, and only those")
    void cuts() {
        StreamPolicy policy = StreamPolicy.of(3, StreamPolicy.DEFAULT_BUDGET);
        MeshStreamer s = new MeshStreamer(mesher, pool, 2, policy);
        s.update(8, 8, 0);
        s.setFeed(readyFeed(policy, 8, 8, 0, 10, BlockState.STONE));
        pool.runAll();
        int shown = drainAll(s).size();
        s.setCuts(Cuts.above(40));
        pool.runAll();
        assertTrue(drainAll(s).isEmpty(), "a cut above the chunks' blocks changes nothing");
        s.setCuts(Cuts.above(5));
        pool.runAll();
        List<MeshStreamer.Change> changes = drainAll(s);
        assertEquals(shown, changes.size());
        for (MeshStreamer.Change c : changes) {
            assertNotNull(c.mesh());
            assertEquals(6f, c.mesh().solid().maxY(), "cut above y 5");
        }
    }
}
