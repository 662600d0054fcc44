package org.terrainexplorer.world.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.gen.Beard;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * What holds of every jigsaw start whatever the seed: the same start on every call, on any thread, in any order;
 * every piece but the first inside the room around the start's centre; pieces in the room never overlapping one
 * another (only a piece placed inside its parent's box may overlap it); the terrain adaptation's terms as the game's
 * Beardifier takes them from jigsaw pieces.
 */
class JigsawInvariantsTest {

    /** The stored starts of one release, from the reference vectors: one of each structure there. */
    private static List<JigsawReferenceTest.Vector> starts;

    @BeforeAll
    static void pick() throws IOException {
        List<String> seen = new ArrayList<>();
        starts = JigsawReferenceTest.vectors().filter(v -> v.release().equals("1.21.1"))
            .filter(v -> !seen.contains(v.structure()) && seen.add(v.structure())).toList();
        assertTrue(starts.size() >= 5, "starts " + starts);
    }

    private static final Map<String, StructureWorld> SHARED = new ConcurrentHashMap<>();

    /** A fresh world of the vector's seed. */
    private static StructureWorld world(JigsawReferenceTest.Vector v) {
        return JigsawWorlds.world(v.release(), v.release(), v.dimension(), v.seed());
    }

    /** One world per seed and dimension for the tests that only read starts. */
    private static StructureWorld shared(JigsawReferenceTest.Vector v) {
        return SHARED.computeIfAbsent(v.release() + " " + v.dimension() + " " + v.seed(), k -> world(v));
    }

    private static StructureStart start(StructureWorld world, JigsawReferenceTest.Vector v) {
        for (StructureSet set : world.possibleSets()) {
            if (set.entries().stream().anyMatch(e -> e.structure().id().equals(v.structure()))) {
                return world.start(set, v.chunkX(), v.chunkZ()).orElseThrow();
            }
        }
        throw new AssertionError("no set of " + v.structure());
    }

    /** Everything generation decides about a start's pieces, as text. */
    private static String describe(StructureStart s) {
        StringBuilder b = new StringBuilder(s.id()).append(' ').append(s.position()).append('\n');
        for (StructurePiece p : s.pieces()) {
            JigsawPiece j = (JigsawPiece) p;
            b.append(j.label()).append(' ').append(j.box()).append(' ').append(j.position()).append(' ')
                .append(j.rotation()).append(' ').append(j.groundLevelDelta()).append(' ').append(j.junctions())
                .append('\n');
        }
        return b.toString();
    }

    @Test
    @DisplayName("the same start from two worlds of the same seed, and on several threads in shuffled order")
    void deterministic() throws Exception {
        List<String> once = new ArrayList<>();
        for (JigsawReferenceTest.Vector v : starts) {
            once.add(describe(start(world(v), v)));
        }
        List<String> again = new ArrayList<>();
        for (JigsawReferenceTest.Vector v : starts) {
            again.add(describe(start(world(v), v)));
        }
        assertEquals(once, again);

        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            order.add(i);
            order.add(i);
        }
        Collections.shuffle(order, new Random(7));
        List<StructureWorld> shared = starts.stream().map(JigsawInvariantsTest::world).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> made = new ArrayList<>();
            for (int i : order) {
                made.add(pool.submit(() -> describe(start(shared.get(i), starts.get(i)))));
            }
            for (int k = 0; k < order.size(); k++) {
                assertEquals(once.get(order.get(k)), made.get(k).get(), starts.get(order.get(k)).toString());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    @DisplayName("every piece after the first lies in the room around the start's centre; rooms never overlap")
    void insideRoomWithoutOverlaps() {
        for (JigsawReferenceTest.Vector v : starts) {
            StructureWorld world = shared(v);
            StructureStart s = start(world, v);
            JigsawStructure j = (JigsawStructure) s.structure();
            int cx = s.position().x();
            int cy = s.position().y();
            int cz = s.position().z();
            int minY = world.terrain().minY();
            int lo = Math.max(cy - j.maxVertical(), minY + j.paddingBottom());
            int hi = Math.min(cy + j.maxVertical(), minY + world.terrain().height() - 1 - j.paddingTop());
            List<StructurePiece> pieces = s.pieces();
            for (int i = 1; i < pieces.size(); i++) {
                BoundingBox b = pieces.get(i).box();
                String where = v + " piece " + i + " " + pieces.get(i).label() + " " + b;
                assertTrue(b.minX() >= cx - j.maxHorizontal() && b.maxX() <= cx + j.maxHorizontal(), where);
                assertTrue(b.minZ() >= cz - j.maxHorizontal() && b.maxZ() <= cz + j.maxHorizontal(), where);
                assertTrue(b.minY() >= Math.min(lo, hi) && b.maxY() <= Math.max(lo, hi), where);
            }
            for (int a = 0; a < pieces.size(); a++) {
                for (int b = a + 1; b < pieces.size(); b++) {
                    if (pieces.get(a).box().intersects(pieces.get(b).box())) {
                        assertTrue(insideAnother(pieces, a) || insideAnother(pieces, b),
                            v + ": pieces " + a + " and " + b + " overlap in the room");
                    }
                }
            }
        }
    }

    /** Whether piece {@code i} lies wholly inside the box of a piece placed before it (its parent's own room). */
    private static boolean insideAnother(List<StructurePiece> pieces, int i) {
        BoundingBox b = pieces.get(i).box();
        for (int k = 0; k < i; k++) {
            BoundingBox p = pieces.get(k).box();
            if (b.minX() >= p.minX() && b.maxX() <= p.maxX() && b.minY() >= p.minY() && b.maxY() <= p.maxY()
                && b.minZ() >= p.minZ() && b.maxZ() <= p.maxZ()) {
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName("the Beardifier's terms: a rigid box (with its ground delta) only for rigid pieces; junctions near")
    void beardTerms() {
        for (JigsawReferenceTest.Vector v : starts) {
            StructureStart s = start(shared(v), v);
            for (StructurePiece p : s.pieces()) {
                JigsawPiece j = (JigsawPiece) p;
                int chunkX = j.box().minX() >> 4;
                int chunkZ = j.box().minZ() >> 4;
                List<Beard.Rigid> rigids = new ArrayList<>();
                List<Beard.Junction> junctions = new ArrayList<>();
                j.addBeard(Beard.Kind.BEARD_THIN, chunkX, chunkZ, rigids, junctions);
                if (j.projection() == Projection.RIGID) {
                    assertEquals(1, rigids.size());
                    Beard.Rigid r = rigids.get(0);
                    assertEquals(j.box(), new BoundingBox(r.minX(), r.minY(), r.minZ(), r.maxX(), r.maxY(), r.maxZ()));
                    assertEquals(j.groundLevelDelta(), r.groundLevelDelta());
                } else {
                    assertTrue(rigids.isEmpty());
                }
                long near = j.junctions().stream().filter(k -> k.sourceX() > (chunkX << 4) - 12
                    && k.sourceX() < (chunkX << 4) + 27 && k.sourceZ() > (chunkZ << 4) - 12
                    && k.sourceZ() < (chunkZ << 4) + 27).count();
                assertEquals(near, junctions.size());
                if (!j.junctions().isEmpty() && near > 0) {
                    assertFalse(junctions.isEmpty());
                }
            }
        }
    }
}
