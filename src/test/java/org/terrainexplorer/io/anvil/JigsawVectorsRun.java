package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.GenerationContext;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.jigsaw.JigsawPiece;
import org.terrainexplorer.world.structure.jigsaw.JigsawWorlds;

/**
 * The jigsaw starts players' worlds store, against the explorer's: per release and structure, how many starts the
 * game stored, how many the explorer makes with the same first piece, and with every piece equal; how many pieces
 * match of all the game's pieces; worlds with mods apart (their vanilla starts are compared all the same). Starts the
 * explorer does not make there (its placement or biome check decides otherwise) are made again with every biome
 * allowed, to tell whether the pieces are right. {@code --diff N} prints up to N differing starts piece by piece;
 * {@code --vectors FILE K} writes up to K starts per (release, structure) that match piece for piece as reference
 * vectors (the chunk's release, the release whose data made it, dimension, seed, chunk, structure, every piece's
 * box: facts derived from the saves, not their files) for {@code JigsawReferenceTest}. A release's data can be
 * replaced with {@code -Ddata.RELEASE=OTHER} (1.21.2 and 1.21.3 need 1.21.4's trial chambers).
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) \
 *     org.terrainexplorer.io.anvil.JigsawVectorsRun [--diff N] [--vectors FILE K] WORLD_FOLDER ...
 * </pre>
 */
public final class JigsawVectorsRun {

    private final Map<String, StructureWorld> worlds = new HashMap<>();
    private final Map<String, long[]> tallies = new TreeMap<>();
    private final List<String> vectors = new ArrayList<>();
    private final Map<String, Integer> vectorCounts = new HashMap<>();
    private int diffs;
    private final int vectorsPer;

    private JigsawVectorsRun(int diffs, int vectorsPer) {
        this.diffs = diffs;
        this.vectorsPer = vectorsPer;
    }

    public static void main(String[] args) throws IOException {
        int diffs = 0;
        Path out = null;
        int per = 0;
        List<Path> folders = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--diff" -> diffs = Integer.parseInt(args[++i]);
                case "--vectors" -> {
                    out = Path.of(args[++i]);
                    per = Integer.parseInt(args[++i]);
                }
                default -> folders.add(Path.of(args[i]));
            }
        }
        JigsawVectorsRun run = new JigsawVectorsRun(diffs, per);
        for (Path f : folders) {
            for (Path w : worldFolders(f)) {
                try {
                    run.world(w);
                } catch (IOException | RuntimeException e) {
                    System.out.println("-- " + w + ": skipped, " + e);
                }
            }
        }
        run.report(System.out);
        if (out != null) {
            Files.write(out, run.vectors);
        }
    }

    /** The world folders (holding level.dat) at or up to two levels under {@code f}. */
    private static List<Path> worldFolders(Path f) throws IOException {
        if (Files.isRegularFile(f.resolve("level.dat"))) {
            return List.of(f);
        }
        try (var s = Files.walk(f, 3)) {
            return s.filter(p -> p.getFileName().toString().equals("level.dat")).map(Path::getParent).sorted()
                .toList();
        }
    }

    private StructureWorld structures(SavedRelease release, PlayerWorld w, DimensionFolder d) {
        String key = release.release() + " " + w.seed() + " " + d;
        String data = dataOf(release);
        return worlds.computeIfAbsent(key, k -> JigsawWorlds.world(data, release.release(), d.dimension(),
            w.seed()));
    }

    private void world(Path folder) throws IOException {
        PlayerWorld w = PlayerWorld.read(folder);
        Map<String, Long> problems = new TreeMap<>();
        for (DimensionFolder d : DimensionFolder.values()) {
            if (!w.builtins().containsKey(d)) {
                continue;
            }
            SavedStarts.read(w.folder(), d, c -> chunk(w, d, c), problems);
        }
    }

    private void chunk(PlayerWorld w, DimensionFolder d, SavedStarts.Chunk c) {
        Optional<SavedRelease> release = SavedRelease.of(c.dataVersion());
        if (release.isEmpty() || c.upgraded()) {
            return;
        }
        StructureWorld world = null;
        for (StoredStarts.Start stored : c.starts()) {
            if (stored.children().isEmpty() || !stored.children().get(0).id().equals("minecraft:jigsaw")
                || stored.id().contains(":") && !stored.id().startsWith("minecraft:")) {
                continue;
            }
            if (world == null) {
                world = structures(release.get(), w, d);
            }
            String id = stored.id().contains(":") ? stored.id() : "minecraft:" + stored.id();
            StructureStart mine = null;
            for (StructureSet set : world.possibleSets()) {
                if (set.entries().stream().anyMatch(e -> e.structure().id().equals(id))
                    && set.placement().isStructureChunk(world, stored.chunkX(), stored.chunkZ())) {
                    mine = world.start(set, stored.chunkX(), stored.chunkZ()).orElse(null);
                    break;
                }
            }
            String key = release.get().release() + " " + stored.id() + (w.modded() ? " (modded world)" : "");
            long[] t = tallies.computeIfAbsent(key, k -> new long[7]);
            t[0]++;
            int pieces = stored.children().size();
            t[3] += pieces;
            if (mine == null || !mine.id().equals(id)) {
                // The placement or the biome check decided otherwise: are the pieces right where the game put them?
                StructureStart forced = forced(world, release.get(), d, id, stored.chunkX(), stored.chunkZ());
                if (forced != null && same(forced, stored) == pieces && forced.pieces().size() == pieces) {
                    t[6]++;
                    t[4] += pieces;
                }
                example(w, d, stored, forced, "explorer has " + (mine == null ? "none" : mine.id())
                    + (forced == null ? "" : "; below, its pieces without the biome check"));
                continue;
            }
            if (mine.startBox().equals(stored.children().get(0).box())) {
                t[1]++;
            }
            int same = same(mine, stored);
            t[4] += same;
            t[5] += reloaded;
            if (same == pieces && mine.pieces().size() == pieces) {
                t[2]++;
                vector(release.get(), d, w.seed(), stored, id);
            } else {
                example(w, d, stored, mine, "pieces differ");
            }
        }
    }

    private int reloaded;

    /** How many of the stored pieces the start has at the same place in the list, as generated or as reloaded. */
    private int same(StructureStart mine, StoredStarts.Start stored) {
        int same = 0;
        reloaded = 0;
        for (int i = 0; i < Math.min(stored.children().size(), mine.pieces().size()); i++) {
            BoundingBox game = stored.children().get(i).box();
            StructurePiece p = mine.pieces().get(i);
            if (p.box().equals(game)) {
                same++;
            } else if (p instanceof JigsawPiece j && j.reloadedBox().equals(game)) {
                same++;
                reloaded++;
            }
        }
        return same;
    }

    /** The structure's start in the chunk with every biome allowed, or null. */
    private StructureStart forced(StructureWorld world, SavedRelease release, DimensionFolder d, String id, int x,
                                  int z) {
        for (StructureSet set : world.possibleSets()) {
            for (StructureSet.Entry e : set.entries()) {
                if (e.structure().id().equals(id)) {
                    StructureData data = JigsawWorlds.data(dataOf(release), release.release(), d.dimension());
                    GenerationContext c = GenerationContext.of(world.seed(), x, z, world.terrain(), data.templates(),
                        b -> true, data.code());
                    return e.structure().generate(c);
                }
            }
        }
        return null;
    }

    private static String dataOf(SavedRelease release) {
        return System.getProperty("data." + release.release(), release.data());
    }

    private void vector(SavedRelease release, DimensionFolder d, long seed, StoredStarts.Start stored, String id) {
        String key = release.release() + " " + id;
        int n = vectorCounts.getOrDefault(key, 0);
        if (n >= vectorsPer) {
            return;
        }
        vectorCounts.put(key, n + 1);
        vectors.add("start " + release.release() + " " + dataOf(release) + " " + d.dimension().name().toLowerCase(java.util.Locale.ROOT) + " " + seed
            + " " + stored.chunkX() + " " + stored.chunkZ() + " " + id + " " + stored.children().size());
        for (StoredStarts.Piece p : stored.children()) {
            BoundingBox b = p.box();
            vectors.add(b.minX() + " " + b.minY() + " " + b.minZ() + " " + b.maxX() + " " + b.maxY() + " " + b.maxZ());
        }
    }

    private void example(PlayerWorld w, DimensionFolder d, StoredStarts.Start stored, StructureStart mine,
                         String what) {
        if (diffs <= 0) {
            return;
        }
        diffs--;
        System.out.println("== " + w.label() + " " + d + " chunk " + stored.chunkX() + "," + stored.chunkZ() + " "
            + stored.id() + ": " + what);
        int n = Math.max(stored.children().size(), mine == null ? 0 : mine.pieces().size());
        for (int i = 0; i < n; i++) {
            String game = i < stored.children().size() ? stored.children().get(i).box().toString() : "-";
            StructurePiece p = mine != null && i < mine.pieces().size() ? mine.pieces().get(i) : null;
            String ours = p == null ? "-" : p.box().toString();
            if (p instanceof JigsawPiece j && j.reloadedBox().toString().equals(game)) {
                ours = game;
            }
            System.out.println(String.format("%3d %s %-44s %-44s %s", i, game.equals(ours) ? " " : "*", game, ours,
                p == null ? "" : p.label()));
        }
    }

    private void report(PrintStream out) {
        out.println("| release | structure | starts in the game | same first piece | all pieces equal | pieces in the "
            + "game | pieces equal | of which as reloaded | missed by placement or biome, pieces right |");
        out.println("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        tallies.forEach((k, t) -> {
            int cut = k.indexOf(' ');
            out.println("| " + k.substring(0, cut) + " | " + k.substring(cut + 1) + " | " + t[0] + " | " + t[1] + " | "
                + t[2] + " | " + t[3] + " | " + t[4] + " | " + t[5] + " | " + t[6] + " |");
        });
    }
}
