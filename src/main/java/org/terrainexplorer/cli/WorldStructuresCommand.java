package org.terrainexplorer.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.function.Predicate;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code world structures}: every structure start in a rectangle, as the game places them. */
@Command(name = "structures", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world structures --from -2000,-2000 --to 2000,2000 \\",
        "      --type village",
        "  terrain-explorer world structures --from 0,0 --to 511,511 --pieces",
        "  terrain-explorer world structures --dimension the_nether --from -1000,-1000 \\",
        "      --to 1000,1000 --type fortress,bastion_remnant"},
    description = {"Lists every structure that starts in a chunk of the rectangle from --from to --to (block "
        + "coordinates), as the game places them: the structure set's grid or rings, its frequency and exclusion "
        + "zone, each structure's biome and height checks, and its pieces.",
        "One line per start, by chunk: the structure, its chunk, its generation point, its piece count and the box "
            + "of all its pieces; with --pieces, a line per piece under it.",
        "With --saved-world, the starts the game stored in the world's chunks (all of them, or those in the "
            + "rectangle), each at the middle of its start piece; --compare sets them against the prediction."})
final class WorldStructuresCommand implements Callable<Integer> {

    /** The most chunks one listing covers (a 16,384-block square). */
    static final long MAX_CHUNKS = 1024L * 1024L;

    @Mixin
    WorldOptions options;

    @Mixin
    SavedWorldOption saved;

    @Option(names = "--from", paramLabel = "X,Z", converter = WorldCoordinates.Pair.class,
        description = "One corner (block coordinates). Required but with --saved-world (default: all its chunks).")
    WorldCoordinates.Ints from;

    @Option(names = "--to", paramLabel = "X,Z", converter = WorldCoordinates.Pair.class,
        description = "The opposite corner.")
    WorldCoordinates.Ints to;

    @Option(names = "--type", paramLabel = "T", split = ",",
        description = "Only these structures: an id (minecraft:village_plains), a short name (village_plains) or a "
            + "kind (village, ruined_portal, ocean_ruin, shipwreck, mineshaft). Default: all.")
    List<String> types;

    @Option(names = "--pieces", description = "Also print every piece: its type, template and box.")
    boolean pieces;

    @Option(names = "--compare", description = "With --saved-world: set each stored start against the explorer's "
        + "prediction for the save's seed, release and dimension, at the end of its line (predicted: same, predicted: "
        + "same but in y, differs: why, not predicted), and list the predicted starts its chunks lack (not stored).")
    boolean compare;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "0",
        description = "Threads, 1 to 256; 0 (the default) for one per core.")
    int threads;

    private final TerrainCli.Streams streams;

    WorldStructuresCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    /** A set's chosen chunk. */
    private record Candidate(StructureSet set, ChunkPos chunk) {
    }

    @Override
    public Integer call() {
        if (threads < 0 || threads > 256) {
            throw new InputException("--threads " + threads + ": allowed 0 (one per core) to 256");
        }
        if ((from == null) != (to == null)) {
            throw new UsageException(from == null ? "--to needs --from" : "--from needs --to");
        }
        if (saved.given()) {
            return SavedStructuresListing.run(options, saved, streams, from == null ? null
                : SavedStructuresListing.chunks(from, to), types, pieces, compare, threads);
        }
        if (from == null) {
            throw new UsageException("Missing required options: '--from=X,Z', '--to=X,Z' (or --saved-world)");
        }
        if (compare) {
            throw new UsageException("--compare compares a saved world's starts: it needs --saved-world");
        }
        int x0 = Math.min(from.get(0), to.get(0)) >> 4;
        int x1 = Math.max(from.get(0), to.get(0)) >> 4;
        int z0 = Math.min(from.get(1), to.get(1)) >> 4;
        int z1 = Math.max(from.get(1), to.get(1)) >> 4;
        long area = (long) (x1 - x0 + 1) * (z1 - z0 + 1);
        if (area > MAX_CHUNKS) {
            throw new InputException("--from " + from.text() + " --to " + to.text() + ": " + area + " chunks; at most "
                + MAX_CHUNKS + " (a 16,384-block square) at once");
        }
        StructureWorld world = options.loaded().structures();
        Predicate<String> wanted = StructureNames.filter(types, world, "--type",
            n -> StructureNames.elsewhere(n, options.loaded(), options.session()));
        List<Candidate> candidates = new ArrayList<>();
        for (StructureSet set : world.possibleSets()) {
            if (set.entries().stream().anyMatch(e -> wanted.test(e.structure().id()))) {
                for (ChunkPos c : world.structureChunks(set, x0, z0, x1, z1)) {
                    candidates.add(new Candidate(set, c));
                }
            }
        }
        List<Optional<StructureStart>> made = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            made.add(Optional.empty());
        }
        ProgressReport progress = streams.progressReport("structures");
        // Only the chunks the placement grids pick are tried, far fewer than the rectangle's: say which are counted.
        progress.start(candidates.size(), "candidate chunks");
        int count = Math.max(1, Math.min(candidates.size(),
            threads == 0 ? Runtime.getRuntime().availableProcessors() : threads));
        try (RenderPool pool = new RenderPool(count)) {
            pool.forEach(candidates.size(), i -> {
                if (progress.cancelled()) {
                    throw new CancellationException("the program is stopping");
                }
                Candidate c = candidates.get(i);
                made.set(i, world.start(c.set(), c.chunk().x(), c.chunk().z()));
                progress.add(1);
            });
        }
        progress.finish();
        List<StructureStart> starts = new ArrayList<>();
        made.forEach(s -> s.filter(start -> wanted.test(start.id())).ifPresent(starts::add));
        starts.sort(Comparator.comparingInt(StructureStart::chunkZ).thenComparingInt(StructureStart::chunkX)
            .thenComparing(StructureStart::id));
        for (StructureStart s : starts) {
            BoundingBox box = s.piecesBox();
            streams.out().println(s.id() + "  chunk " + s.chunkX() + "," + s.chunkZ() + "  at " + s.position()
                + "  " + s.pieces().size() + (s.pieces().size() == 1 ? " piece" : " pieces") + "  box " + box);
            if (pieces) {
                for (StructurePiece p : s.pieces()) {
                    streams.out().println("    " + p.label() + "  " + p.box());
                }
            }
        }
        streams.err().println(Plural.of(starts.size(), "start") + " in " + Plural.of((int) area, "chunk")
            + " from " + (x0 << 4) + "," + (z0 << 4) + " to " + ((x1 << 4) + 15) + "," + ((z1 << 4) + 15));
        return 0;
    }
}
