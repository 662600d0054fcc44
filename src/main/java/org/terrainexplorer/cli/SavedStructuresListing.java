package org.terrainexplorer.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Predicate;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.io.anvil.StoredStarts;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.StoredStructures;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * {@code world structures --saved-world}: the starts a saved world's chunks store, one line per start as the
 * predicted listing prints them (the position is the middle of the start piece: a save keeps no generation point),
 * and with {@code --compare} how each compares with the explorer's prediction for the save's seed and release.
 */
final class SavedStructuresListing {

    /** A line to print, and where it sorts. */
    private record Line(int chunkX, int chunkZ, String id, StoredStructures.Entry entry) {
    }

    private SavedStructuresListing() {
    }

    /**
     * Lists the stored starts of the chunks in the rectangle (chunk coordinates, inclusive; null: every stored chunk).
     *
     * @return the exit code
     */
    static int run(WorldOptions options, SavedWorldOption saved, TerrainCli.Streams streams, int[] rectangle,
                   List<String> types, boolean pieces, boolean compare, int threads) {
        PrintStream out = streams.out();
        try (SavedWorld world = saved.open(options, streams.err())) {
            int[] r = rectangle != null ? rectangle : world.storedChunkBounds().orElse(null);
            if (r == null) {
                streams.err().println("0 starts: the saved world has no chunks");
                return 0;
            }
            StructureWorld predictor = null;
            if (compare) {
                try {
                    LoadedWorld predicting = StoredStructures.prediction(options.session(), world);
                    predictor = predicting.structures();
                    streams.err().println("compared with the explorer's prediction: release " + predicting.version()
                        + ", " + predicting.settings().builtin().title() + " generator, " + world.dimension().cliName()
                        + ", seed " + predicting.settings().seedText());
                } catch (WorldLoadException e) {
                    throw new InputException("--compare: " + e.getMessage());
                }
            }
            StructureWorld against = predictor;
            Predicate<String> wanted = types == null || types.isEmpty() ? id -> true
                : StructureNames.filter(types, against != null ? against : options.loaded().structures(), "--type");
            List<ChunkPos> chunks = StoredStructures.storedChunks(world, r[0] << 4, r[1] << 4, (r[2] << 4) + 15,
                (r[3] << 4) + 15, Integer.MAX_VALUE);
            List<List<Line>> found = new ArrayList<>();
            chunks.forEach(c -> found.add(List.of()));
            ProgressReport progress = streams.progressReport("structures");
            progress.start(chunks.size(), "chunks");
            int count = Math.max(1, Math.min(chunks.size(),
                threads == 0 ? Runtime.getRuntime().availableProcessors() : threads));
            try (RenderPool pool = new RenderPool(count)) {
                pool.forEach(chunks.size(), i -> {
                    if (progress.cancelled()) {
                        throw new CancellationException("the program is stopping");
                    }
                    StoredStarts.Chunk c = world.storedStarts(chunks.get(i));
                    if (c != null) {
                        List<StoredStructures.Entry> entries = against != null ? StoredStructures.compare(c, against)
                            : StoredStructures.unchecked(c);
                        found.set(i, entries.stream().filter(e -> wanted.test(e.id()))
                            .map(e -> new Line(c.pos().x(), c.pos().z(), e.id(), e)).toList());
                    }
                    progress.add(1);
                });
            }
            progress.finish();
            List<Line> lines = new ArrayList<>();
            found.forEach(lines::addAll);
            lines.sort(Comparator.comparingInt(Line::chunkZ).thenComparingInt(Line::chunkX)
                .thenComparing(Line::id));
            int stored = 0;
            java.util.Map<StoredStructures.Kind, Integer> kinds = new java.util.EnumMap<>(StoredStructures.Kind.class);
            for (Line l : lines) {
                out.println(line(l.entry(), compare));
                if (pieces) {
                    pieceLines(l.entry(), out);
                }
                stored += l.entry().stored() != null ? 1 : 0;
                kinds.merge(l.entry().kind(), 1, Integer::sum);
            }
            streams.err().println(Plural.of(stored, "stored start") + (compare ? summary(kinds) : "") + " in "
                + Plural.of(chunks.size(), "saved chunk") + " from " + (r[0] << 4) + "," + (r[1] << 4) + " to "
                + ((r[2] << 4) + 15) + "," + ((r[3] << 4) + 15));
            return 0;
        }
    }

    /** How the starts compared: "(2 as predicted, 1 differing, ...; 1 predicted start not stored)". */
    private static String summary(java.util.Map<StoredStructures.Kind, Integer> kinds) {
        List<String> parts = new ArrayList<>();
        kinds.forEach((k, n) -> {
            switch (k) {
                case SAME -> parts.add(n + " as predicted");
                case SAME_BUT_IN_Y -> parts.add(n + " as predicted but in y");
                case DIFFERS -> parts.add(n + " differing");
                case NOT_PREDICTED -> parts.add(n + " not predicted");
                case NOT_STORED -> parts.add(Plural.of(n, "predicted start") + " not stored");
            }
        });
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    /** One start's line: as the predicted listing's, and with a comparison its verdict at the end. */
    static String line(StoredStructures.Entry e, boolean compare) {
        String text;
        if (e.stored() != null) {
            StoredStarts.Start s = e.stored();
            text = s.id() + "  chunk " + s.chunkX() + "," + s.chunkZ() + "  at " + s.startBox().center() + "  "
                + Plural.of(s.children().size(), "piece") + "  box " + s.piecesBox();
        } else {
            StructureStart s = e.predicted();
            text = s.id() + "  chunk " + s.chunkX() + "," + s.chunkZ() + "  at " + s.position() + "  "
                + Plural.of(s.pieces().size(), "piece") + "  box " + s.piecesBox();
        }
        return compare ? text + "  " + e.text() : text;
    }

    private static void pieceLines(StoredStructures.Entry e, PrintStream out) {
        if (e.stored() != null) {
            for (StoredStarts.Piece p : e.stored().children()) {
                out.println("    " + p.id().replace("minecraft:", "") + "  " + p.box());
            }
        } else {
            for (StructurePiece p : e.predicted().pieces()) {
                out.println("    " + p.label() + "  " + p.box());
            }
        }
    }

    /** The chunk rectangle {@code {minX, minZ, maxX, maxZ}} of two block corners. */
    static int[] chunks(WorldCoordinates.Ints from, WorldCoordinates.Ints to) {
        return new int[] {Math.min(from.get(0), to.get(0)) >> 4, Math.min(from.get(1), to.get(1)) >> 4,
            Math.max(from.get(0), to.get(0)) >> 4, Math.max(from.get(1), to.get(1)) >> 4};
    }
}
