package org.terrainexplorer.world.structure.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.Releases;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.Structure;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * Starts that players' worlds store (the reference vectors, {@link StructureVectors}) are the explorer's: for each,
 * the world's seed with the data of the chunk's shipped release and its own release's code, the structure's set
 * chooses the chunk and the structure makes the same pieces (id and box, in order; pieces the game moves at the
 * features stage agree on x, z and height). The structure alone is made, not its set's weighted tries: the vectors
 * check the types, whatever the other structures of a set (a bastion beside a fortress) make.
 */
class StructureTypesVectorsTest {

    private static final String VECTORS = "/org/terrainexplorer/world/structure/types/starts.txt";

    private static List<StructureVectors.Start> vectors;

    @BeforeAll
    static void read() throws Exception {
        try (InputStream in = StructureTypesVectorsTest.class.getResourceAsStream(VECTORS)) {
            vectors = StructureVectors.read(in);
        }
    }

    private static Dimension dimension(String name) {
        return switch (name) {
            case "overworld" -> Dimension.OVERWORLD;
            case "nether" -> Dimension.THE_NETHER;
            case "end" -> Dimension.THE_END;
            default -> throw new IllegalArgumentException(name);
        };
    }

    private static StructureWorld world(StructureVectors.Start s) {
        VersionData v = TestWorlds.version(Releases.sameTerrainAs(s.release()).orElse(s.release()));
        WorldDefinition def = v.world(dimension(s.dimension()), BuiltinWorld.OVERWORLD).withCarvers(false);
        RandomState state = new RandomState(def, s.seed());
        StructureData data = v.structures();
        return new StructureData(data.sets(), data.templates(), new StructureCode(s.release()))
            .bind(new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)), s.seed());
    }

    @Test
    @DisplayName("every stored start of the vectors is made again, at a chunk its set chooses, piece for piece")
    void storedStartsAreMadeAgain() {
        Map<String, StructureWorld> worlds = new HashMap<>();
        List<String> wrong = new ArrayList<>();
        Set<String> notLoaded = new TreeSet<>();
        int checked = 0;
        for (StructureVectors.Start s : vectors) {
            StructureWorld w = worlds.computeIfAbsent(s.seed() + " " + s.release() + " " + s.dimension(),
                k -> world(s));
            StructureSet set = null;
            Structure structure = null;
            for (StructureSet candidate : w.possibleSets()) {
                for (StructureSet.Entry e : candidate.entries()) {
                    if (e.structure().id().equals(s.structure())) {
                        set = candidate;
                        structure = e.structure();
                    }
                }
            }
            String where = s.structure() + " " + s.release() + " " + s.dimension() + " seed " + s.seed() + " chunk "
                + s.chunkX() + "," + s.chunkZ();
            if (set == null) {
                notLoaded.add(s.structure());
                continue;
            }
            checked++;
            if (!set.placement().isStructureChunk(w, s.chunkX(), s.chunkZ())) {
                wrong.add(where + ": not a structure chunk of " + set.id());
                continue;
            }
            StructureStart mine = w.tryGenerate(structure, s.chunkX(), s.chunkZ());
            List<StructurePiece> pieces = mine == null ? List.of() : mine.pieces();
            int same = 0;
            for (int i = 0; i < Math.min(pieces.size(), s.pieces().size()); i++) {
                if (StructureVectors.same(s.pieces().get(i), pieces.get(i))) {
                    same++;
                }
            }
            if (same != s.pieces().size() || pieces.size() != s.pieces().size()) {
                wrong.add(where + ": " + same + " of " + s.pieces().size() + " pieces the same, " + pieces.size()
                    + " made");
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(Set.of(), notLoaded, "structures of the vectors that no set of their release has");
        assertEquals(vectors.size(), checked);
    }

    @Test
    @DisplayName("the vectors hold every structure in three releases or more (two where saves have no more), and the "
        + "nether and the end")
    void vectorsCoverTypesReleasesAndDimensions() {
        Map<String, Set<String>> releases = new TreeMap<>();
        Set<String> dimensions = new TreeSet<>();
        for (StructureVectors.Start s : vectors) {
            releases.computeIfAbsent(s.structure(), k -> new TreeSet<>()).add(s.release());
            dimensions.add(s.dimension());
        }
        assertEquals(Set.of("overworld", "nether", "end"), dimensions);
        Set<String> fewInSaves = Set.of("minecraft:swamp_hut", "minecraft:ruined_portal_swamp");
        for (String id : List.of("minecraft:buried_treasure", "minecraft:desert_pyramid", "minecraft:end_city",
            "minecraft:fortress", "minecraft:igloo", "minecraft:jungle_pyramid", "minecraft:mansion",
            "minecraft:mineshaft", "minecraft:mineshaft_mesa", "minecraft:monument", "minecraft:nether_fossil",
            "minecraft:ocean_ruin_cold", "minecraft:ocean_ruin_warm", "minecraft:ruined_portal",
            "minecraft:ruined_portal_desert", "minecraft:ruined_portal_jungle", "minecraft:ruined_portal_mountain",
            "minecraft:ruined_portal_nether", "minecraft:ruined_portal_ocean", "minecraft:ruined_portal_swamp",
            "minecraft:shipwreck", "minecraft:shipwreck_beached", "minecraft:stronghold", "minecraft:swamp_hut")) {
            int least = fewInSaves.contains(id) ? 2 : 3;
            assertTrue(releases.getOrDefault(id, Set.of()).size() >= least, id + " in " + releases.get(id));
        }
    }
}
