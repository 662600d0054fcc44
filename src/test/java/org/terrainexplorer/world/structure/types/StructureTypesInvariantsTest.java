package org.terrainexplorer.world.structure.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * The structure types that are not jigsaw, over a region of each dimension: the same starts whatever the threads and
 * the order, and the limits the game's generators keep (reach from the start, heights, pieces that never overlap).
 */
class StructureTypesInvariantsTest {

    private static final int RADIUS = 48;

    private static StructureWorld world(String release, Dimension dimension, long seed) {
        VersionData v = TestWorlds.version(release);
        WorldDefinition def = v.world(dimension, BuiltinWorld.OVERWORLD).withCarvers(false);
        RandomState state = new RandomState(def, seed);
        return v.structures().bind(new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)), seed);
    }

    /** The (set, chunk) pairs of the region where a set of these types' placement chooses a chunk. */
    private static List<Object[]> candidates(StructureWorld w, int cx, int cz) {
        List<Object[]> out = new ArrayList<>();
        for (StructureSet set : w.possibleSets()) {
            if (set.entries().stream().noneMatch(e -> StructureVectors.TYPES.contains(e.structure().type()))) {
                continue;
            }
            for (ChunkPos c : w.structureChunks(set, cx - RADIUS, cz - RADIUS, cx + RADIUS, cz + RADIUS)) {
                out.add(new Object[] {set, c});
            }
        }
        return out;
    }

    private static String describe(StructureStart s) {
        StringBuilder b = new StringBuilder(s.id());
        for (StructurePiece p : s.pieces()) {
            b.append(' ').append(p.type()).append(p.box());
        }
        return b.toString();
    }

    private static Map<String, String> starts(StructureWorld w, List<Object[]> order, int threads) {
        Map<String, String> out = new ConcurrentHashMap<>();
        try (RenderPool pool = new RenderPool(threads)) {
            pool.forEach(order.size(), i -> {
                StructureSet set = (StructureSet) order.get(i)[0];
                ChunkPos c = (ChunkPos) order.get(i)[1];
                out.put(set.id() + " " + c, w.start(set, c.x(), c.z()).map(StructureTypesInvariantsTest::describe)
                    .orElse("none"));
            });
        }
        return new TreeMap<>(out);
    }

    @ParameterizedTest(name = "{0} {1} seed {2} around chunk {3}, {4}")
    @CsvSource({"1.21.1, OVERWORLD, 42, 0, 0", "1.20.1, OVERWORLD, -8426647905718664206, 100, -40",
        "26.2, OVERWORLD, 7, 0, 0", "1.21.5, THE_NETHER, 42, 0, 0", "1.19.3, THE_END, 3, 100, 0"})
    @DisplayName("the same starts on 1 and 4 threads, in order and shuffled, with fresh worlds")
    void sameOnAnyThreadsAndOrder(String release, Dimension dimension, long seed, int cx, int cz) {
        StructureWorld first = world(release, dimension, seed);
        List<Object[]> order = candidates(first, cx, cz);
        Map<String, String> one = starts(first, order, 1);
        List<Object[]> shuffled = new ArrayList<>(order);
        Collections.shuffle(shuffled, new Random(9));
        Map<String, String> four = starts(world(release, dimension, seed), shuffled, 4);
        assertEquals(one, four);
        assertTrue(one.values().stream().anyMatch(s -> !s.equals("none")), "some start in the region");
    }

    @ParameterizedTest(name = "{0} {1} seed {2} around chunk {3}, {4}")
    @CsvSource({"1.21.1, OVERWORLD, 42, 0, 0", "1.21.5, THE_NETHER, 4, 0, 0", "1.21.1, THE_END, 5, -90, 40",
        "26.2, OVERWORLD, 11, 0, 0"})
    @DisplayName("pieces keep the game's limits: reach, heights, no overlaps where the game checks collisions")
    void piecesKeepLimits(String release, Dimension dimension, long seed, int cx, int cz) {
        StructureWorld w = world(release, dimension, seed);
        int checked = 0;
        for (Object[] sc : candidates(w, cx, cz)) {
            StructureSet set = (StructureSet) sc[0];
            ChunkPos c = (ChunkPos) sc[1];
            StructureStart s = w.start(set, c.x(), c.z()).orElse(null);
            if (s == null) {
                continue;
            }
            checked++;
            List<StructurePiece> pieces = s.pieces();
            BoundingBox start = s.startBox();
            assertTrue(s.boundingBox().intersects(start), "the start's box holds its first piece");
            int seaLevel = w.terrain().seaLevel();
            switch (s.structure().type()) {
                case "minecraft:fortress" -> {
                    assertWithin(pieces, start, 112 + 19, s);
                    assertNoOverlap(pieces, s);
                    BoundingBox all = s.piecesBox();
                    assertTrue(all.minY() >= 48 && (all.maxY() <= 70 || all.minY() == 48), "fortress heights " + all);
                }
                case "minecraft:mineshaft" -> {
                    assertWithin(pieces, start, 80 + 20, s);
                    assertNoOverlap(pieces, s);
                    assertEquals("minecraft:msroom", pieces.get(0).type());
                }
                case "minecraft:stronghold" -> {
                    assertWithin(pieces, start, 112 + 16, s);
                    BoundingBox all = s.piecesBox();
                    assertTrue(all.maxY() < seaLevel - 10 || all.maxY() == all.ySpan() + w.terrain().noiseMinY() + 1,
                        "sunk below sea level: " + all);
                    assertEquals(1, pieces.stream().filter(p -> p.type().equals("minecraft:shpr")).count(),
                        "one portal room");
                    assertNoOverlap(pieces.stream().filter(p -> !p.type().equals("minecraft:shfc")).toList(), s);
                }
                case "minecraft:end_city", "minecraft:woodland_mansion" ->
                    assertTrue(start.minY() >= 60, "the 5x5 corner check keeps it at y 60 or more: " + start);
                default -> {
                }
            }
        }
        assertTrue(checked > 0, "some start checked");
    }

    private static void assertWithin(List<StructurePiece> pieces, BoundingBox start, int reach, StructureStart s) {
        for (StructurePiece p : pieces) {
            BoundingBox b = p.box();
            assertTrue(Math.abs(b.minX() - start.minX()) <= reach && Math.abs(b.minZ() - start.minZ()) <= reach
                && Math.abs(b.maxX() - start.minX()) <= reach && Math.abs(b.maxZ() - start.minZ()) <= reach,
                p + " beyond reach of " + s.id() + " at " + start);
        }
    }

    private static void assertNoOverlap(List<StructurePiece> pieces, StructureStart s) {
        for (int i = 0; i < pieces.size(); i++) {
            for (int j = i + 1; j < pieces.size(); j++) {
                assertFalse(pieces.get(i).box().intersects(pieces.get(j).box()),
                    s.id() + ": " + pieces.get(i) + " overlaps " + pieces.get(j));
            }
        }
    }
}
