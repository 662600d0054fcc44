package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.terrainexplorer.world.TestWorlds;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.jigsaw.JigsawPiece;

/**
 * Compares the structure starts players' worlds store with the explorer's. Reads every chunk at status {@code
 * structure_starts} or later of each world's three dimensions (never writes), generates the starts of the same
 * chunk with the explorer (the world's seed; the data of the shipped release of the chunk's data version, the code
 * of its own release; the dimension's built-in generator) and prints, per release and structure:
 * <ul>
 *   <li>starts both have, with the same start box (the first child's {@code BB}), and of those how many have every
 *       child equal (id and box, in order; a jigsaw piece's box as built or as the game recomputes it when it reads
 *       the start back, which drops the expansion hack's growth), and how many equal but in y;</li>
 *   <li>starts both have whose start box differs only in y (pieces the game moves at the features stage: the swamp
 *       hut, jungle temple, igloo, ocean ruins, shipwrecks...), counted apart, by piece type;</li>
 *   <li>starts both have with another box; starts only the game has; starts only the explorer has;</li>
 *   <li>stored starts of structures whose type the explorer does not build yet.</li>
 * </ul>
 * Chunks upgraded from before 1.18 and chunks of snapshots are left out, and worlds with chunks older than 1.19.3 are
 * counted apart (their later chunks may hold starts an older game made). A world's chunks keep the data version of
 * the game that last saved them, so a chunk saved by a newer release may hold starts an older one made: a start
 * that differs is also tried with the older releases the same world has chunks of, and counted as explained by
 * one that makes it. {@code --index} prints the worlds' summary ({@code /work/worlds/INDEX.md}) without generating.
 *
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.io.anvil.StructureComparisonRun [--index] [--examples N] WORLD_FOLDER ...
 * </pre>
 */
public final class StructureComparisonRun {

    /** The data version of 1.19.3, the first release the explorer has. */
    private static final int FIRST_DATA_VERSION = 3218;
    /**
     * The mark of a world that has chunks older than 1.19.3 (or upgraded from before 1.18): a chunk a later release
     * saved may hold starts an older game made, which no release of the table makes.
     */
    private static final String BEGUN_EARLIER = "(world begun before 1.19.3)";
    private final Map<String, StructureWorld> structureWorlds = new HashMap<>();
    private final Map<String, Set<String>> builtIds = new HashMap<>();
    private final int examples;
    private final StructureAdaptations adaptations = new StructureAdaptations();

    private StructureComparisonRun(int examples) {
        this.examples = examples;
    }

    /** The tallies of one (release, dimension, structure). */
    static final class Tally {
        long stored;
        long invalid;
        long sameStart;
        long allPieces;
        long piecesXz;
        long yOnly;
        final Map<String, Long> yOnlyTypes = new TreeMap<>();
        long otherBox;
        long gameOnly;
        long explorerOnly;
        long olderRelease;
        long notBuilt;
        final List<String> examples = new ArrayList<>();

        void add(Tally t) {
            stored += t.stored;
            invalid += t.invalid;
            sameStart += t.sameStart;
            allPieces += t.allPieces;
            piecesXz += t.piecesXz;
            yOnly += t.yOnly;
            t.yOnlyTypes.forEach((k, v) -> yOnlyTypes.merge(k, v, Long::sum));
            otherBox += t.otherBox;
            gameOnly += t.gameOnly;
            explorerOnly += t.explorerOnly;
            olderRelease += t.olderRelease;
            notBuilt += t.notBuilt;
        }
    }

    /** The explorer's structures of a seeded dimension for chunks saved by {@code release}. */
    private StructureWorld structures(SavedRelease release, PlayerWorld world, DimensionFolder dimension) {
        String key = release.release() + " " + world.seed() + " " + dimension + " " + world.builtins().get(dimension);
        return structureWorlds.computeIfAbsent(key, k -> {
            VersionData v = TestWorlds.version(release.data());
            WorldDefinition def = v.world(dimension.dimension(), world.builtins().get(dimension)).withCarvers(false);
            RandomState state = new RandomState(def, world.seed());
            GeneratedTerrain terrain = new GeneratedTerrain(new WorldGenerator(state), new WorldSampler(state));
            StructureData data = v.structures();
            return new StructureData(data.sets(), data.templates(), new StructureCode(release.release()))
                .bind(terrain, world.seed());
        });
    }

    /** The structure ids the explorer builds in a release's data. */
    private Set<String> built(String dataRelease) {
        return builtIds.computeIfAbsent(dataRelease, r -> {
            Set<String> ids = new TreeSet<>();
            for (StructureSet set : TestWorlds.version(r).structures().sets()) {
                set.entries().forEach(e -> ids.add(e.structure().id()));
            }
            return ids;
        });
    }

    /** What a world holds: its chunks at structure_starts or later, per dimension. */
    private record Read(PlayerWorld world, Map<DimensionFolder, List<SavedStarts.Chunk>> chunks,
                        Map<String, Long> problems) {
    }

    private static Read read(Path folder) throws IOException {
        PlayerWorld world = PlayerWorld.read(folder);
        Map<DimensionFolder, List<SavedStarts.Chunk>> chunks = new LinkedHashMap<>();
        Map<String, Long> problems = new TreeMap<>();
        for (DimensionFolder d : DimensionFolder.values()) {
            List<SavedStarts.Chunk> list = new ArrayList<>();
            SavedStarts.read(folder, d, list::add, problems);
            if (!list.isEmpty()) {
                chunks.put(d, list);
            }
        }
        return new Read(world, chunks, problems);
    }

    // ------------------------------------------------------------------ the index

    /** Prints one INDEX.md block per world: release(s), seed, dimensions, chunk counts, starts per structure. */
    private static void index(Read r, StructureAdaptations adaptations) {
        PlayerWorld w = r.world();
        System.out.println("### " + w.label());
        System.out.println();
        System.out.printf(Locale.ROOT, "- level.dat: %s (data version %d), seed %d, spawn %s%s%n",
            w.versionName() == null ? SavedRelease.name(w.dataVersion()) : w.versionName(), w.dataVersion(),
            w.seed(), w.spawn() == null ? "none" : java.util.Arrays.toString(w.spawn()),
            w.notes().isEmpty() ? "" : "; " + String.join(", ", w.notes()));
        if (!r.problems().isEmpty()) {
            System.out.println("- problems: " + r.problems());
        }
        if (r.chunks().isEmpty()) {
            System.out.println("- no chunk at structure_starts or later");
        }
        for (Map.Entry<DimensionFolder, List<SavedStarts.Chunk>> e : r.chunks().entrySet()) {
            DimensionFolder d = e.getKey();
            Map<String, Long> releases = new TreeMap<>(org.terrainexplorer.world.data.Releases.ORDER);
            Map<String, Long> statuses = new LinkedHashMap<>();
            Map<String, Long> starts = new TreeMap<>();
            long upgraded = 0;
            long invalid = 0;
            for (String s : StoredStarts.STATUSES) {
                statuses.put(s, 0L);
            }
            for (SavedStarts.Chunk c : e.getValue()) {
                releases.merge(SavedRelease.name(c.dataVersion()), 1L, Long::sum);
                statuses.merge(c.status(), 1L, Long::sum);
                upgraded += c.upgraded() ? 1 : 0;
                for (StoredStarts.Start s : c.starts()) {
                    if (s.invalid()) {
                        invalid++;
                    } else {
                        starts.merge(s.id().replace("minecraft:", ""), 1L, Long::sum);
                    }
                }
            }
            statuses.values().removeIf(v -> v == 0);
            String skip = w.skipped().get(d);
            System.out.printf(Locale.ROOT, "- %s%s: %d chunks (%s); status %s%s%s%n", d.cliName(),
                skip == null ? "" : " (NOT COMPARABLE: " + skip + ")", e.getValue().size(), releases, statuses,
                upgraded == 0 ? "" : "; " + upgraded + " upgraded from before 1.18",
                invalid == 0 ? "" : "; " + invalid + " INVALID/empty starts");
            System.out.println("  - starts: " + (starts.isEmpty() ? "none" : starts));
            Map<String, Long> adapted = new TreeMap<>();
            for (SavedStarts.Chunk c : e.getValue()) {
                if (!SavedStarts.PRE_FEATURES.contains(c.status()) && !c.status().equals("features")) {
                    continue;
                }
                String release = SavedRelease.of(c.dataVersion()).map(SavedRelease::data).orElse(null);
                Set<String> kinds = new TreeSet<>();
                for (String id : c.references().keySet()) {
                    String kind = release == null ? "none" : adaptations.of(release, id);
                    if (!kind.equals("none")) {
                        kinds.add(kind + " (" + id.replace("minecraft:", "") + ")");
                    }
                }
                kinds.forEach(k -> adapted.merge(c.status() + ": " + k, 1L, Long::sum));
            }
            if (!adapted.isEmpty()) {
                System.out.println("  - chunks before features near terrain-adapting starts: " + adapted);
            }
        }
        System.out.println();
    }

    // ------------------------------------------------------------------ the comparison

    /** Per release label, then structure id. */
    private final Map<String, Map<String, Tally>> tallies = new TreeMap<>(StructureComparisonRun::compareLabels);
    private final Map<String, Long> chunksPerLabel = new TreeMap<>(StructureComparisonRun::compareLabels);
    private final Map<String, Set<String>> worldsPerLabel = new TreeMap<>(StructureComparisonRun::compareLabels);

    private static int compareLabels(String a, String b) {
        String ra = a.split(" ")[0];
        String rb = b.split(" ")[0];
        int c = org.terrainexplorer.world.data.Releases.ORDER.compare(ra, rb);
        return c != 0 ? c : a.compareTo(b);
    }

    private Tally tally(String label, String id) {
        return tallies.computeIfAbsent(label, k -> new TreeMap<>()).computeIfAbsent(id, k -> new Tally());
    }

    private void compare(Read r) {
        PlayerWorld w = r.world();
        boolean begunEarlier = r.problems().containsKey(SavedStarts.BEFORE_1_18);
        for (List<SavedStarts.Chunk> chunks : r.chunks().values()) {
            for (SavedStarts.Chunk c : chunks) {
                begunEarlier |= c.upgraded() || c.dataVersion() < FIRST_DATA_VERSION;
            }
        }
        for (Map.Entry<DimensionFolder, List<SavedStarts.Chunk>> e : r.chunks().entrySet()) {
            DimensionFolder d = e.getKey();
            if (w.skipped().containsKey(d)) {
                System.out.println(w.label() + " " + d.cliName() + ": skipped (" + w.skipped().get(d) + ")");
                continue;
            }
            TreeSet<String> releasesSeen = new TreeSet<>(org.terrainexplorer.world.data.Releases.ORDER);
            for (SavedStarts.Chunk c : e.getValue()) {
                SavedRelease.of(c.dataVersion()).ifPresent(s -> releasesSeen.add(s.release()));
            }
            long compared = 0;
            for (SavedStarts.Chunk c : e.getValue()) {
                SavedRelease release = SavedRelease.of(c.dataVersion()).orElse(null);
                if (release == null || c.upgraded()) {
                    continue;
                }
                compared++;
                String label = release.release() + " " + d.cliName() + (begunEarlier ? " " + BEGUN_EARLIER : "");
                chunksPerLabel.merge(label, 1L, Long::sum);
                worldsPerLabel.computeIfAbsent(label, k -> new TreeSet<>()).add(w.label());
                compareChunk(w, d, c, release, label, releasesSeen.headSet(release.release(), false));
            }
            System.out.println(w.label() + " " + d.cliName() + ": " + compared + " chunks compared " + releasesSeen);
        }
    }

    private void compareChunk(PlayerWorld w, DimensionFolder d, SavedStarts.Chunk c, SavedRelease release,
                              String label, Set<String> older) {
        int x = c.pos().x();
        int z = c.pos().z();
        Map<String, StructureStart> predicted = new LinkedHashMap<>();
        for (StructureStart s : structures(release, w, d).startsIn(x, z)) {
            predicted.put(s.id(), s);
        }
        Set<String> built = built(release.data());
        String where = w.label() + " " + d.cliName() + " chunk " + x + "," + z;
        for (StoredStarts.Start stored : c.starts()) {
            Tally t = tally(label, stored.id());
            if (stored.invalid()) {
                t.invalid++;
                continue;
            }
            t.stored++;
            if (!built.contains(stored.id())) {
                t.notBuilt++;
                continue;
            }
            StructureStart mine = predicted.remove(stored.id());
            if (mine != null && sameStart(stored, mine)) {
                t.sameStart++;
                if (allPieces(stored, mine, false)) {
                    t.allPieces++;
                } else if (allPieces(stored, mine, true)) {
                    t.piecesXz++;
                    example(t, "pieces differ in y only", where, stored, mine);
                } else {
                    example(t, "pieces differ", where, stored, mine);
                }
                continue;
            }
            if (mine != null && yOnly(stored, mine)) {
                t.yOnly++;
                t.yOnlyTypes.merge(stored.children().get(0).id().replace("minecraft:", ""), 1L, Long::sum);
                example(t, "y only", where, stored, mine);
                continue;
            }
            if (madeByOlder(w, d, stored, older)) {
                t.olderRelease++;
                continue;
            }
            if (mine != null) {
                t.otherBox++;
                example(t, "other box", where, stored, mine);
            } else {
                t.gameOnly++;
                example(t, "game only", where, stored, null);
            }
        }
        for (StructureStart mine : predicted.values()) {
            Tally t = tally(label, mine.id());
            t.explorerOnly++;
            example(t, "explorer only", where, null, mine);
        }
    }

    /** Whether an older release seen in the world makes the stored start as stored (first piece's box). */
    private boolean madeByOlder(PlayerWorld w, DimensionFolder d, StoredStarts.Start stored, Set<String> older) {
        for (String o : older) {
            SavedRelease r = new SavedRelease(o, org.terrainexplorer.world.data.Releases.sameTerrainAs(o).orElse(o));
            if (!built(r.data()).contains(stored.id())) {
                continue;
            }
            for (StructureStart s : structures(r, w, d).startsIn(stored.chunkX(), stored.chunkZ())) {
                if (s.id().equals(stored.id()) && (sameStart(stored, s) || yOnly(stored, s))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean sameStart(StoredStarts.Start stored, StructureStart mine) {
        BoundingBox a = stored.children().get(0).box();
        return a.equals(mine.startBox()) || a.equals(reloadedBox(mine.pieces().get(0)));
    }

    private static boolean yOnly(StoredStarts.Start stored, StructureStart mine) {
        BoundingBox a = stored.children().get(0).box();
        BoundingBox b = mine.startBox();
        return a.minX() == b.minX() && a.maxX() == b.maxX() && a.minZ() == b.minZ() && a.maxZ() == b.maxZ()
            && a.ySpan() == b.ySpan();
    }

    /**
     * The box the game gives a piece when it reads its start back from a saved chunk: a jigsaw piece's element box
     * at its position (without the expansion hack's growth); the piece's own box for others. A save holds either,
     * as the start's chunk was saved before or after a reload.
     */
    private static BoundingBox reloadedBox(StructurePiece piece) {
        return piece instanceof JigsawPiece j ? j.reloadedBox() : piece.box();
    }

    /** Whether every child is the same (id and box, in order); with {@code xzOnly}, the same but for y. */
    private static boolean allPieces(StoredStarts.Start stored, StructureStart mine, boolean xzOnly) {
        List<StructurePiece> pieces = mine.pieces();
        if (pieces.size() != stored.children().size()) {
            return false;
        }
        for (int i = 0; i < pieces.size(); i++) {
            StoredStarts.Piece p = stored.children().get(i);
            BoundingBox a = p.box();
            BoundingBox b = pieces.get(i).box();
            boolean same = xzOnly ? a.minX() == b.minX() && a.maxX() == b.maxX() && a.minZ() == b.minZ()
                && a.maxZ() == b.maxZ() : a.equals(b) || a.equals(reloadedBox(pieces.get(i)));
            if (!p.id().equals(pieces.get(i).type()) || !same) {
                return false;
            }
        }
        return true;
    }

    private void example(Tally t, String kind, String where, StoredStarts.Start stored, StructureStart mine) {
        if (t.examples.size() >= examples) {
            return;
        }
        StringBuilder b = new StringBuilder(kind + ": " + where);
        if (stored != null) {
            b.append("; game ").append(stored.children().size()).append(" pieces, start ")
                .append(stored.children().get(0));
        }
        if (mine != null) {
            b.append("; explorer ").append(mine.pieces().size()).append(" pieces, start ")
                .append(mine.pieces().get(0).type().replace("minecraft:", "")).append(' ').append(mine.startBox());
            if (stored != null) {
                b.append("; first differing piece ").append(firstDifference(stored, mine));
            }
        }
        t.examples.add(b.toString());
    }

    private static String firstDifference(StoredStarts.Start stored, StructureStart mine) {
        int n = Math.max(stored.children().size(), mine.pieces().size());
        for (int i = 0; i < n; i++) {
            String g = i < stored.children().size() ? stored.children().get(i).toString() : "none";
            String m = i < mine.pieces().size() ? new StoredStarts.Piece(mine.pieces().get(i).type(),
                mine.pieces().get(i).box()).toString() : "none";
            if (!g.equals(m)) {
                return "#" + i + " game " + g + ", explorer " + m;
            }
        }
        return "none";
    }

    private void report() {
        Map<String, Tally> byId = new TreeMap<>();
        Tally earlier = new Tally();
        System.out.println();
        System.out.println("| release, dimension | worlds | chunks | structure | starts in the game | same start box "
            + "| all pieces equal | pieces equal but in y | start box differs in y only (features stage) | other box "
            + "| only the game | only the explorer | made by an older release | type not built |");
        System.out.println("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
            + "| ---: |");
        for (Map.Entry<String, Map<String, Tally>> e : tallies.entrySet()) {
            String label = e.getKey();
            for (Map.Entry<String, Tally> s : e.getValue().entrySet()) {
                Tally t = s.getValue();
                if (label.endsWith(BEGUN_EARLIER)) {
                    earlier.add(t);
                } else {
                    byId.computeIfAbsent(s.getKey(), k -> new Tally()).add(t);
                }
                System.out.println(row(label + " | " + worldsPerLabel.getOrDefault(label, Set.of()).size() + " | "
                    + chunksPerLabel.getOrDefault(label, 0L) + " | " + s.getKey().replace("minecraft:", ""), t));
            }
        }
        System.out.println();
        System.out.println("| structure | starts in the game | same start box | all pieces equal | pieces equal but in y "
            + "| start box differs in y only | other box | only the game | only the explorer | made by an older release "
            + "| type not built |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        Tally all = new Tally();
        for (Map.Entry<String, Tally> s : byId.entrySet()) {
            all.add(s.getValue());
            System.out.println(row(s.getKey().replace("minecraft:", ""), s.getValue()));
        }
        System.out.println(row("**all**", all));
        System.out.println(row("worlds begun before 1.19.3, all structures", earlier));
        System.out.println();
        for (Map.Entry<String, Map<String, Tally>> e : tallies.entrySet()) {
            for (Map.Entry<String, Tally> s : e.getValue().entrySet()) {
                for (String ex : s.getValue().examples) {
                    System.out.println(e.getKey() + " " + s.getKey().replace("minecraft:", "") + " " + ex);
                }
            }
        }
    }

    /** A table row: the leading cells, then the tally's counts. */
    private static String row(String lead, Tally t) {
        return String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %s | %d | %d | %d | %d | %d |", lead, t.stored,
            t.sameStart, t.allPieces, t.piecesXz, yText(t), t.otherBox, t.gameOnly, t.explorerOnly, t.olderRelease,
            t.notBuilt);
    }

    private static String yText(Tally t) {
        return t.yOnly == 0 ? "0" : t.yOnly + " " + t.yOnlyTypes;
    }

    /** Compares (or with {@code --index}, summarises) the worlds named on the command line. */
    public static void main(String[] args) throws IOException {
        boolean index = false;
        int examples = 3;
        List<Path> folders = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--index" -> index = true;
                case "--examples" -> examples = Integer.parseInt(args[++i]);
                default -> folders.add(Path.of(args[i]));
            }
        }
        StructureComparisonRun run = new StructureComparisonRun(examples);
        for (Path folder : folders) {
            Read r;
            try {
                r = read(folder);
            } catch (IOException e) {
                System.out.println(folder + ": not readable (" + e.getMessage() + ")");
                continue;
            }
            if (index) {
                index(r, run.adaptations);
            } else {
                run.compare(r);
            }
        }
        if (!index) {
            run.report();
        }
    }
}
