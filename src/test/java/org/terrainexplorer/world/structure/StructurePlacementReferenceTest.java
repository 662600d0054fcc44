package org.terrainexplorer.world.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.world.ReferenceVectors;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameVersion;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.placement.ConcentricRings;
import org.terrainexplorer.world.structure.placement.RandomSpread;

/**
 * Structure placement against deepslate's ({@code tools/reference/structure-vectors.mjs}, with its departures from
 * the game corrected): for every shipped release and five seeds, the chunks of the square -80..79 that each grid set
 * chooses ({@link StructureWorld#structureChunks}: cell, frequency reducer, exclusion zone), each set compared in
 * the dimensions whose biomes can hold it; the sets of a test datapack the game's data never has (a default
 * reducer below 1, an exclusion zone on a reduced set...); and the strongholds' first 24 ring positions before the
 * biome search, and after it for some positions of 1.21.1 and 26.2.
 */
class StructurePlacementReferenceTest {

    private static final int MIN = -80;
    private static final int MAX = 79;
    /** The sets no overworld biome can hold, and the dimensions that can. */
    private static final Map<String, Set<Dimension>> ELSEWHERE = Map.of(
        "minecraft:nether_complexes", Set.of(Dimension.THE_NETHER),
        "minecraft:nether_fossils", Set.of(Dimension.THE_NETHER),
        "minecraft:end_cities", Set.of(Dimension.THE_END));

    static Stream<String> releases() {
        return TestWorlds.DATA.versions().stream().map(GameVersion::name);
    }

    @Test
    @DisplayName("every shipped release has its vectors")
    void everyRelease() {
        assertEquals(11, releases().count());
        releases().forEach(r -> assertFalse(ReferenceVectors.lines("structure-placement-" + r + ".tsv.gz").isEmpty(),
            r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("releases")
    @DisplayName("the chunks each grid set chooses in -80..79 are deepslate's, for five seeds, in every dimension")
    void gridSets(String release) {
        Map<Long, Map<String, Set<ChunkPos>>> expected = read("structure-placement-" + release + ".tsv.gz");
        VersionData version = TestWorlds.version(release);
        StructureData data = version.structures();
        Set<String> fileSets = new TreeSet<>();
        expected.values().forEach(m -> fileSets.addAll(m.keySet()));
        Set<String> built = new TreeSet<>();
        data.sets().forEach(s -> built.add(s.id()));
        for (String id : fileSets) {
            assertTrue(built.contains(id), release + ": " + id + " is not loaded");
        }
        List<String> differences = new ArrayList<>();
        Map<String, Set<Dimension>> comparedIn = new TreeMap<>();
        for (Dimension dimension : Dimension.values()) {
            WorldDefinition definition = version.world(dimension, BuiltinWorld.OVERWORLD);
            for (long seed : expected.keySet()) {
                StructureWorld world = data.bind(terrain(definition, seed), seed);
                for (StructureSet set : world.possibleSets()) {
                    if (!(set.placement() instanceof RandomSpread)) {
                        continue;
                    }
                    comparedIn.computeIfAbsent(set.id(), k -> new TreeSet<>()).add(dimension);
                    Set<ChunkPos> want = expected.get(seed).getOrDefault(set.id(), Set.of());
                    differences.addAll(difference(release + " " + dimension + " seed " + seed + " " + set.id(), want,
                        world.structureChunks(set, MIN, MIN, MAX, MAX)));
                }
            }
        }
        assertTrue(differences.isEmpty(), release + ": " + differences.size() + " sets differ:\n"
            + String.join("\n", differences));
        for (StructureSet set : data.sets()) {
            if (set.placement() instanceof RandomSpread) {
                assertTrue(fileSets.contains(set.id()), release + ": deepslate has no " + set.id());
                Set<Dimension> in = comparedIn.getOrDefault(set.id(), Set.of());
                assertTrue(ELSEWHERE.containsKey(set.id()) ? in.equals(ELSEWHERE.get(set.id()))
                    : in.contains(Dimension.OVERWORLD), release + ": " + set.id() + " is possible in " + in);
            }
        }
    }

    @Test
    @DisplayName("the test pack's sets (reducers, an exclusion zone on a reduced set) choose deepslate's chunks")
    void syntheticSets() throws URISyntaxException {
        Map<Long, Map<String, Set<ChunkPos>>> expected = read("structure-placement-synthetic.tsv.gz");
        Path pack = Path.of(getClass().getResource("/org/terrainexplorer/world/reference/placement-pack").toURI());
        VersionData version = TestWorlds.version("1.21.1");
        StructureData data = version.world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD, List.of(Pack.folder(pack)))
            .structures().get();
        WorldDefinition definition = version.world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        List<String> differences = new ArrayList<>();
        Set<String> compared = new TreeSet<>();
        int chunks = 0;
        for (long seed : expected.keySet()) {
            StructureWorld world = data.bind(terrain(definition, seed), seed);
            for (StructureSet set : world.possibleSets()) {
                if (set.id().startsWith("test:")) {
                    compared.add(set.id());
                    Set<ChunkPos> want = expected.get(seed).getOrDefault(set.id(), Set.of());
                    chunks += want.size();
                    differences.addAll(difference("seed " + seed + " " + set.id(), want,
                        world.structureChunks(set, MIN, MIN, MAX, MAX)));
                }
            }
        }
        assertEquals(Set.of("test:default_half", "test:excluded", "test:legacy_type_1", "test:legacy_type_2",
            "test:legacy_type_3"), compared);
        assertTrue(differences.isEmpty(), differences.size() + " sets differ:\n" + String.join("\n", differences));
        assertEquals(9221, chunks);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("releases")
    @DisplayName("the strongholds' first 24 ring positions are deepslate's; after the biome search too (1.21.1, 26.2)")
    void rings(String release) {
        StructureData data = TestWorlds.version(release).structures();
        StructureSet strongholds = data.set("minecraft:strongholds").orElse(null);
        assertTrue(strongholds != null, release + ": no strongholds");
        WorldDefinition definition = TestWorlds.version(release).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        List<String[]> rows = ReferenceVectors.rows("structure-rings.tsv").stream()
            .filter(r -> r[0].equals(release)).toList();
        assertEquals(5 * 24, rows.size());
        List<Long> seeds = rows.stream().map(r -> Long.parseLong(r[1])).distinct().toList();
        List<String> differences = new ArrayList<>();
        int searched = 0;
        for (long seed : seeds) {
            RingLayout layout = data.bind(terrain(definition, seed), seed)
                .rings((ConcentricRings) strongholds.placement());
            for (String[] r : rows) {
                if (Long.parseLong(r[1]) != seed) {
                    continue;
                }
                int i = Integer.parseInt(r[3]);
                ChunkPos initial = new ChunkPos(Integer.parseInt(r[4]), Integer.parseInt(r[5]));
                if (!layout.initial(i).equals(initial)) {
                    differences.add("seed " + seed + " #" + i + " before the search: " + layout.initial(i)
                        + ", deepslate " + initial);
                }
                // the biome search (57 x 57 quarts) is the slow part: each position once, on a seed of its own
                if (!r[6].equals("-") && i % seeds.size() == seeds.indexOf(seed)) {
                    ChunkPos moved = new ChunkPos(Integer.parseInt(r[6]), Integer.parseInt(r[7]));
                    searched++;
                    if (!layout.position(i).equals(moved)) {
                        differences.add("seed " + seed + " #" + i + " after the search: " + layout.position(i)
                            + ", deepslate " + moved);
                    }
                }
            }
        }
        assertTrue(differences.isEmpty(), release + ": " + differences.size() + " ring positions differ:\n"
            + String.join("\n", differences));
        assertEquals(release.equals("1.21.1") || release.equals("26.2") ? 24 : 0, searched, release);
    }

    @Test
    @DisplayName("a chunk is a stronghold ring's chunk exactly when it is among all 128 positions (searched lazily)")
    void ringChunkWithoutEveryPosition() {
        StructureData data = TestWorlds.version("26.2").structures();
        ConcentricRings rings = (ConcentricRings) data.set("minecraft:strongholds").orElseThrow().placement();
        WorldDefinition definition = TestWorlds.version("26.2").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        long seed = 5;
        StructureWorld everything = data.bind(terrain(definition, seed), seed);
        Set<ChunkPos> all = new HashSet<>(everything.rings(rings).all());
        StructureWorld lazy = data.bind(terrain(definition, seed), seed);
        RingLayout layout = lazy.rings(rings);
        int ringChunks = 0;
        int moved = 0;
        for (int i = 0; i < 12; i++) {
            ChunkPos start = layout.initial(i);
            moved = Math.max(moved, Math.max(Math.abs(everything.rings(rings).position(i).x() - start.x()),
                Math.abs(everything.rings(rings).position(i).z() - start.z())));
            for (int z = start.z() - RingLayout.MAX_SHIFT - 1; z <= start.z() + RingLayout.MAX_SHIFT + 1; z++) {
                for (int x = start.x() - RingLayout.MAX_SHIFT - 1; x <= start.x() + RingLayout.MAX_SHIFT + 1; x++) {
                    boolean ring = rings.isPlacementChunk(lazy, x, z);
                    assertEquals(all.contains(new ChunkPos(x, z)), ring, "chunk " + x + ", " + z);
                    ringChunks += ring ? 1 : 0;
                }
            }
        }
        assertEquals(12, ringChunks);
        assertTrue(moved >= 5, "the first positions moved at most " + moved + " chunks: a weak test");
    }

    // ------------------------------------------------------------------ helpers

    private static GeneratedTerrain terrain(WorldDefinition definition, long seed) {
        RandomState state = new RandomState(definition, seed);
        return new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state));
    }

    /** seed -> set -> chunks, from a file of {@code seed set chunk_x chunk_z}. */
    private static Map<Long, Map<String, Set<ChunkPos>>> read(String file) {
        Map<Long, Map<String, Set<ChunkPos>>> out = new TreeMap<>();
        for (String[] r : ReferenceVectors.rows(file)) {
            ChunkPos c = new ChunkPos(Integer.parseInt(r[2]), Integer.parseInt(r[3]));
            boolean added = out.computeIfAbsent(Long.parseLong(r[0]), k -> new TreeMap<>())
                .computeIfAbsent(r[1], k -> new HashSet<>()).add(c);
            assertTrue(added, file + ": " + String.join(" ", r) + " twice");
        }
        assertEquals(5, out.size(), file + ": seeds");
        return out;
    }

    private static List<String> difference(String what, Set<ChunkPos> want, List<ChunkPos> got) {
        Set<ChunkPos> gotSet = new HashSet<>(got);
        if (gotSet.size() != got.size()) {
            return List.of(what + ": a chunk listed twice");
        }
        if (gotSet.equals(want)) {
            return List.of();
        }
        Set<ChunkPos> extra = new HashSet<>(gotSet);
        extra.removeAll(want);
        Set<ChunkPos> missing = new HashSet<>(want);
        missing.removeAll(gotSet);
        return List.of(what + ": explorer only " + first(extra) + ", deepslate only " + first(missing));
    }

    private static String first(Set<ChunkPos> chunks) {
        return chunks.size() + " " + chunks.stream().limit(5).toList();
    }
}
