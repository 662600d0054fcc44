package org.terrainexplorer.world.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * Jigsaw starts as players' worlds saved them (villages, pillager outposts, bastions, ancient cities, trail ruins and
 * trial chambers of several releases): the release, dimension, seed and chunk of each, and every piece's box, written
 * by {@code io.anvil.JigsawVectorsRun --vectors} from the saves (derived facts, not the worlds' files). The explorer
 * must make the same start in the same chunk with the same pieces in the same order. A piece's box may be stored as
 * generated or as the game recomputes it when it reads the start back ({@link JigsawPiece#reloadedBox}).
 */
class JigsawReferenceTest {

    private static final String VECTORS = "jigsaw-starts.txt";
    private static final Map<String, StructureWorld> WORLDS = new ConcurrentHashMap<>();

    /** A stored start. */
    record Vector(String release, Dimension dimension, long seed, int chunkX, int chunkZ, String structure,
                  List<BoundingBox> pieces) {
        @Override
        public String toString() {
            return release + " " + structure + " seed " + seed + " chunk " + chunkX + "," + chunkZ;
        }
    }

    static Stream<Vector> vectors() throws IOException {
        List<Vector> out = new ArrayList<>();
        try (InputStream in = JigsawReferenceTest.class.getResourceAsStream(VECTORS);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.startsWith("start ")) {
                    continue;
                }
                String[] p = line.split(" ");
                int n = Integer.parseInt(p[7]);
                List<BoundingBox> boxes = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    String[] b = r.readLine().split(" ");
                    boxes.add(new BoundingBox(Integer.parseInt(b[0]), Integer.parseInt(b[1]), Integer.parseInt(b[2]),
                        Integer.parseInt(b[3]), Integer.parseInt(b[4]), Integer.parseInt(b[5])));
                }
                out.add(new Vector(p[1], Dimension.valueOf(p[2].toUpperCase(Locale.ROOT)), Long.parseLong(p[3]),
                    Integer.parseInt(p[4]), Integer.parseInt(p[5]), p[6], List.copyOf(boxes)));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    @DisplayName("the explorer makes the start a player's world stored, every piece's box in order")
    void sameStart(Vector v) {
        StructureWorld world = WORLDS.computeIfAbsent(v.release() + " " + v.dimension() + " " + v.seed(),
            k -> JigsawWorlds.world(v.release(), v.release(), v.dimension(), v.seed()));
        Optional<StructureStart> start = Optional.empty();
        for (StructureSet set : world.possibleSets()) {
            if (set.entries().stream().anyMatch(e -> e.structure().id().equals(v.structure()))) {
                start = world.start(set, v.chunkX(), v.chunkZ());
                break;
            }
        }
        assertTrue(start.isPresent(), "no start");
        assertEquals(v.structure(), start.get().id());
        List<StructurePiece> pieces = start.get().pieces();
        assertEquals(v.pieces().size(), pieces.size(), "pieces");
        for (int i = 0; i < pieces.size(); i++) {
            JigsawPiece p = (JigsawPiece) pieces.get(i);
            BoundingBox stored = v.pieces().get(i);
            assertTrue(p.box().equals(stored) || p.reloadedBox().equals(stored),
                "piece " + i + " " + p.label() + ": stored " + stored + ", made " + p.box());
        }
    }
}
