package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.terrainexplorer.world.TestWorlds;
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
import org.terrainexplorer.world.structure.types.StructureVectors;

/**
 * Measures the explorer's structure types that are not jigsaw against the starts players' worlds store, and writes
 * the reference vectors the tests check ({@link StructureVectors}: seed, release, dimension, chunk, structure and
 * every piece's id and box; derived facts, never the worlds' files). Each stored start of those types in a chunk
 * saved by a release (not upgraded from before 1.18) is made again at its chunk, the structure alone (its set's
 * placement is checked apart), with the world's seed, the data of the chunk's shipped release and the code of its
 * own release; the pieces must be equal, in order (for the pieces the game moves at the features stage: x, z and
 * height of the box). It also counts the starts the explorer makes in stored chunks that have none (sets made only
 * of these types). Prints matched/total starts and pieces per type, release and dimension, and keeps as vectors up
 * to {@code --per N} matching starts of each (structure, release, dimension), {@code --per-large N} of the types
 * with hundreds of pieces, of the releases {@code --releases} lists (all when absent), and of other releases for a
 * structure that has fewer than three of those, until it has three.
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.io.anvil.StructureVectorsRun [--per N] [--per-large N] [--releases R,R...] \
 *     [--out FILE] WORLD_FOLDER ...
 * </pre>
 */
public final class StructureVectorsRun {

    private final Map<String, StructureWorld> worlds = new HashMap<>();
    private final Map<String, int[]> tally = new TreeMap<>();
    private final Map<String, List<StructureVectors.Start>> kept = new TreeMap<>();
    private final Map<String, List<String>> misses = new TreeMap<>();
    /** The types whose starts have a hundred pieces or more. */
    private static final Set<String> LARGE = Set.of("minecraft:woodland_mansion", "minecraft:stronghold",
        "minecraft:mineshaft", "minecraft:fortress", "minecraft:end_city");

    private final int per;
    private final int perLarge;
    private final Set<String> releases;

    private StructureVectorsRun(int per, int perLarge, Set<String> releases) {
        this.per = per;
        this.perLarge = perLarge;
        this.releases = releases;
    }

    private StructureWorld world(SavedRelease release, PlayerWorld w, DimensionFolder d) {
        String key = release.release() + " " + w.seed() + " " + d;
        return worlds.computeIfAbsent(key, k -> {
            VersionData v = TestWorlds.version(release.data());
            WorldDefinition def = v.world(d.dimension(), w.builtins().get(d)).withCarvers(false);
            RandomState state = new RandomState(def, w.seed());
            StructureData data = v.structures();
            return new StructureData(data.sets(), data.templates(), new StructureCode(release.release()))
                .bind(new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state)), w.seed());
        });
    }

    private void read(Path folder) throws IOException {
        PlayerWorld w = PlayerWorld.read(folder);
        for (DimensionFolder d : DimensionFolder.values()) {
            if (w.skipped().containsKey(d)) {
                continue;
            }
            List<SavedStarts.Chunk> chunks = new ArrayList<>();
            SavedStarts.read(folder, d, chunks::add, new TreeMap<>());
            for (SavedStarts.Chunk c : chunks) {
                SavedRelease release = SavedRelease.of(c.dataVersion()).orElse(null);
                if (release == null || c.upgraded()) {
                    continue;
                }
                for (StoredStarts.Start s : c.starts()) {
                    if (!s.invalid()) {
                        compare(w, d, release, s);
                    }
                }
                explorerOnly(w, d, release, c);
            }
        }
    }

    private void compare(PlayerWorld w, DimensionFolder d, SavedRelease release, StoredStarts.Start s) {
        StructureWorld sw = world(release, w, d);
        Structure structure = null;
        StructureSet set = null;
        for (StructureSet candidate : sw.possibleSets()) {
            for (StructureSet.Entry e : candidate.entries()) {
                if (e.structure().id().equals(s.id())) {
                    structure = e.structure();
                    set = candidate;
                }
            }
        }
        if (structure == null || !StructureVectors.TYPES.contains(structure.type())) {
            return;
        }
        List<StructureVectors.Piece> stored = new ArrayList<>();
        s.children().forEach(p -> stored.add(new StructureVectors.Piece(p.id(), p.box())));
        StructureVectors.Start vector = new StructureVectors.Start(w.seed(), release.release(), d.cliName(),
            s.chunkX(), s.chunkZ(), s.id(), stored);
        String key = structure.type().replace("minecraft:", "") + " " + release.release() + " " + d.cliName();
        int[] t = tally.computeIfAbsent(key, k -> new int[6]);
        t[0]++;
        t[2] += stored.size();
        StructureStart mine = sw.tryGenerate(structure, s.chunkX(), s.chunkZ());
        List<StructurePiece> pieces = mine == null ? List.of() : mine.pieces();
        int same = 0;
        for (int i = 0; i < Math.min(pieces.size(), stored.size()); i++) {
            if (StructureVectors.same(stored.get(i), pieces.get(i))) {
                same++;
            }
        }
        t[3] += same;
        boolean placed = set.placement().isStructureChunk(sw, s.chunkX(), s.chunkZ());
        if (!placed) {
            t[4]++;
        }
        if (same == stored.size() && pieces.size() == stored.size() && placed) {
            t[1]++;
            List<StructureVectors.Start> list = kept.computeIfAbsent(s.id() + " " + d.cliName() + " "
                + release.release(), k -> new ArrayList<>());
            if (list.size() < (LARGE.contains(structure.type()) ? perLarge : per)) {
                list.add(vector);
            }
        } else {
            misses.computeIfAbsent(key, k -> new ArrayList<>()).add(w.label() + " chunk " + s.chunkX() + ","
                + s.chunkZ() + ": " + same + "/" + stored.size() + " pieces, mine " + pieces.size()
                + (placed ? "" : ", not a structure chunk of " + set.id()));
        }
    }

    /**
     * The vectors to write: those of the chosen releases, then for a structure and dimension with fewer than three
     * of those, those of other releases (oldest first) until it has three.
     */
    private List<StructureVectors.Start> chosen() {
        Map<String, Map<String, List<StructureVectors.Start>>> byStructure = new TreeMap<>();
        kept.forEach((k, list) -> {
            String[] p = k.split(" ");
            byStructure.computeIfAbsent(p[0] + " " + p[1], x -> new TreeMap<>(Releases.ORDER)).put(p[2], list);
        });
        List<StructureVectors.Start> out = new ArrayList<>();
        byStructure.values().forEach(perRelease -> {
            int n = 0;
            for (Map.Entry<String, List<StructureVectors.Start>> e : perRelease.entrySet()) {
                if (releases == null || releases.contains(e.getKey())) {
                    out.addAll(e.getValue());
                    n++;
                }
            }
            for (Map.Entry<String, List<StructureVectors.Start>> e : perRelease.entrySet()) {
                if (n < 3 && releases != null && !releases.contains(e.getKey())) {
                    out.addAll(e.getValue());
                    n++;
                }
            }
        });
        return out;
    }

    /**
     * Counts the starts the explorer makes in a stored chunk that the chunk does not have, for the sets made only of
     * these types (tried as the game tries a set: placement, then its structures by weight).
     */
    private void explorerOnly(PlayerWorld w, DimensionFolder d, SavedRelease release, SavedStarts.Chunk c) {
        StructureWorld sw = world(release, w, d);
        for (StructureSet set : sw.possibleSets()) {
            if (!set.entries().stream().allMatch(e -> StructureVectors.TYPES.contains(e.structure().type()))
                || !set.placement().isStructureChunk(sw, c.pos().x(), c.pos().z())) {
                continue;
            }
            sw.start(set, c.pos().x(), c.pos().z()).ifPresent(mine -> {
                boolean stored = c.starts().stream().anyMatch(s -> !s.invalid() && s.id().equals(mine.id()));
                if (!stored) {
                    String key = mine.structure().type().replace("minecraft:", "") + " " + release.release() + " "
                        + d.cliName();
                    tally.computeIfAbsent(key, k -> new int[6])[5]++;
                    misses.computeIfAbsent(key, k -> new ArrayList<>()).add(w.label() + " chunk " + c.pos().x() + ","
                        + c.pos().z() + ": explorer only (" + mine.id() + ")");
                }
            });
        }
    }

    /** Measures the worlds named on the command line and writes the vectors. */
    public static void main(String[] args) throws IOException {
        int per = 3;
        int perLarge = 3;
        Set<String> releases = null;
        Path out = null;
        List<Path> folders = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--per" -> per = Integer.parseInt(args[++i]);
                case "--per-large" -> perLarge = Integer.parseInt(args[++i]);
                case "--releases" -> releases = Set.of(args[++i].split(","));
                case "--out" -> out = Path.of(args[++i]);
                default -> folders.add(Path.of(args[i]));
            }
        }
        StructureVectorsRun run = new StructureVectorsRun(per, perLarge, releases);
        for (Path f : folders) {
            try {
                run.read(f);
            } catch (IOException | RuntimeException e) {
                System.out.println(f + ": not read (" + e + ")");
            }
        }
        System.out.println("| type | release | dimension | starts matched/total | pieces matched/total | explorer only |");
        System.out.println("| --- | --- | --- | ---: | ---: | ---: |");
        run.tally.forEach((k, t) -> {
            String[] p = k.split(" ");
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %d/%d | %d/%d | %d |%s%n", p[0], p[1], p[2], t[1], t[0],
                t[3], t[2], t[5], t[4] == 0 ? "" : " " + t[4] + " not at a structure chunk");
        });
        run.misses.forEach((k, list) -> list.stream().limit(5).forEach(m -> System.out.println("MISS " + k + " " + m)));
        if (out != null) {
            try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
                StructureVectors.write(w, run.chosen());
            }
            System.out.println("vectors: " + run.chosen().size() + " starts to " + out);
        }
    }
}
