package org.terrainexplorer.session;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.io.anvil.SaveFormat;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.io.anvil.StoredStarts;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.Releases;
import org.terrainexplorer.world.structure.BoundingBox;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructurePiece;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.jigsaw.JigsawPiece;

/**
 * The structure starts a saved world's chunks store, set against the explorer's prediction for the same seed,
 * release, dimension and built-in world: per chunk at {@code structure_starts} or later, each stored start is the
 * same as predicted, the same but in y, different (and how), or not predicted; a predicted start the chunk lacks is
 * not stored. Headless; the window and the command line both use it.
 */
public final class StoredStructures {

    private StoredStructures() {
    }

    /** How a stored start compares with the prediction. */
    public enum Kind {
        /** The start piece's box and every piece (type and box, in order) as predicted. */
        SAME,
        /** As predicted but in y: the game moves some pieces at the features stage (swamp huts, shipwrecks...). */
        SAME_BUT_IN_Y,
        /** Predicted in the same chunk with another box or other pieces. */
        DIFFERS,
        /** Stored, but the explorer predicts no start of that structure in the chunk. */
        NOT_PREDICTED,
        /** Predicted in a chunk the save has at structure_starts or later, which stores no such start. */
        NOT_STORED,
        /** Stored, and not compared (no prediction was asked for, or the explorer cannot make one). */
        UNCOMPARED
    }

    /**
     * A start and its comparison.
     *
     * @param stored    the stored start (null when not stored)
     * @param predicted the predicted start (null when not predicted)
     * @param kind      how they compare
     * @param why       what differs, in words (empty when the same)
     */
    public record Entry(StoredStarts.Start stored, StructureStart predicted, Kind kind, String why) {

        /** The structure's id. */
        public String id() {
            return stored != null ? stored.id() : predicted.id();
        }

        /** Whether the map marks it as differing from the prediction (another box, not predicted, not stored). */
        public boolean differs() {
            return kind == Kind.DIFFERS || kind == Kind.NOT_PREDICTED || kind == Kind.NOT_STORED;
        }

        /** The comparison as the command line prints it ({@code predicted: same}, {@code differs: ...}). */
        public String text() {
            return switch (kind) {
                case SAME -> "predicted: same";
                case SAME_BUT_IN_Y -> "predicted: same but in y (" + why + ")";
                case DIFFERS -> "differs: " + why;
                case NOT_PREDICTED -> "not predicted";
                case NOT_STORED -> "not stored";
                case UNCOMPARED -> "not compared";
            };
        }
    }

    /**
     * The world that predicts a saved world's starts: its seed, the release that wrote it (or the shipped release
     * with its terrain), its dimension and built-in world, structures on.
     *
     * @throws WorldLoadException saying why the explorer cannot predict it (no seed, a flat or customised
     *                            generator, structures off, a release without game data)
     */
    public static LoadedWorld prediction(WorldSession session, SavedWorld saved) throws WorldLoadException {
        StoredStarts.Generator generator;
        try {
            generator = StoredStarts.generator(saved.folder(), saved.dimension());
        } catch (IOException e) {
            throw new WorldLoadException("cannot read the saved world's level.dat: " + e.getMessage(), e);
        }
        if (generator.problem() != null) {
            throw new WorldLoadException("the explorer cannot predict this world's structures: " + generator.problem());
        }
        String wrote = saved.release().map(SaveFormat::release).orElse(null);
        List<String> shipped = session.versions();
        String release = wrote == null ? null : shipped.contains(wrote) ? wrote
            : Releases.sameTerrainAs(wrote).filter(shipped::contains).orElse(null);
        if (release == null) {
            throw new WorldLoadException("no game data for the release that wrote the saved world ("
                + saved.versionText() + "); the explorer has " + String.join(", ", shipped));
        }
        WorldSettings settings = new WorldSettings(release, saved.dimension().dimension().id(), generator.builtin(),
            null, Long.toString(saved.seed().orElseThrow()), null, false, true, null, Map.of(), Map.of(), null);
        // Bound to the seed without replacing the session's last loaded world (which the window shows).
        return session.seeds(settings).apply(saved.seed().orElseThrow());
    }

    /**
     * A chunk's stored starts against the prediction: the stored starts in their order (the invalid ones left out),
     * then the predicted starts the chunk does not store.
     */
    public static List<Entry> compare(StoredStarts.Chunk chunk, StructureWorld predictor) {
        Map<String, StructureStart> predicted = new LinkedHashMap<>();
        for (StructureStart s : predictor.startsIn(chunk.pos().x(), chunk.pos().z())) {
            predicted.put(s.id(), s);
        }
        List<Entry> out = new ArrayList<>();
        for (StoredStarts.Start stored : chunk.starts()) {
            StructureStart mine = predicted.remove(stored.id());
            if (stored.invalid()) {
                if (mine != null) {
                    predicted.put(stored.id(), mine);
                }
                continue;
            }
            out.add(mine == null ? new Entry(stored, null, Kind.NOT_PREDICTED, "") : compare(stored, mine));
        }
        for (StructureStart mine : predicted.values()) {
            out.add(new Entry(null, mine, Kind.NOT_STORED, ""));
        }
        return out;
    }

    /** The stored starts of a chunk without a prediction ({@link Kind#UNCOMPARED}), the invalid ones left out. */
    public static List<Entry> unchecked(StoredStarts.Chunk chunk) {
        return chunk.starts().stream().filter(s -> !s.invalid()).map(s -> new Entry(s, null, Kind.UNCOMPARED, ""))
            .toList();
    }

    /**
     * A stored (or predicted but not stored) start on the map.
     *
     * @param kind  its kind ("village")
     * @param x     where it is drawn: the middle of its start piece
     * @param z     where it is drawn
     * @param boxes its pieces' boxes
     * @param entry the start and how it compares
     */
    public record Mark(String kind, int x, int z, List<BoundingBox> boxes, Entry entry) {
    }

    /** An entry's mark. */
    public static Mark mark(Entry e) {
        BoundingBox start = e.stored() != null ? e.stored().startBox() : e.predicted().startBox();
        List<BoundingBox> boxes = e.stored() != null ? e.stored().children().stream().map(StoredStarts.Piece::box)
            .toList() : e.predicted().pieces().stream().map(StructurePiece::box).toList();
        return new Mark(StructureKinds.kind(e.id()), start.center().x(), start.center().z(), boxes, e);
    }

    /**
     * The chunks a saved world's region headers list in a rectangle of blocks, nearest its middle first, at most
     * {@code max}: those a map of the rectangle reads the starts of.
     */
    public static List<ChunkPos> storedChunks(SavedWorld saved, int minX, int minZ, int maxX, int maxZ, int max) {
        int cx0 = minX >> 4;
        int cz0 = minZ >> 4;
        int cx1 = maxX >> 4;
        int cz1 = maxZ >> 4;
        long midX = ((long) cx0 + cx1) / 2;
        long midZ = ((long) cz0 + cz1) / 2;
        List<ChunkPos> out = new ArrayList<>();
        for (ChunkPos region : saved.regionPositions()) {
            if (region.x() * 32 + 31 < cx0 || region.x() * 32 > cx1 || region.z() * 32 + 31 < cz0
                || region.z() * 32 > cz1) {
                continue;
            }
            for (int i = 0; i < 1024; i++) {
                ChunkPos c = new ChunkPos(region.x() * 32 + (i & 31), region.z() * 32 + (i >> 5));
                if (c.x() >= cx0 && c.x() <= cx1 && c.z() >= cz0 && c.z() <= cz1 && saved.stored(c)) {
                    out.add(c);
                }
            }
        }
        out.sort(java.util.Comparator.comparingLong(c -> (c.x() - midX) * (c.x() - midX)
            + (c.z() - midZ) * (c.z() - midZ)));
        return out.size() > max ? List.copyOf(out.subList(0, max)) : out;
    }

    private static Entry compare(StoredStarts.Start stored, StructureStart mine) {
        BoundingBox a = stored.startBox();
        BoundingBox b = mine.startBox();
        if (!a.equals(b) && !a.equals(reloadedBox(mine.pieces().get(0)))) {
            if (sameButY(a, b)) {
                return new Entry(stored, mine, Kind.SAME_BUT_IN_Y, "start piece " + height(a.minY() - b.minY()));
            }
            return new Entry(stored, mine, Kind.DIFFERS, "start piece box " + a + ", predicted " + b);
        }
        List<StoredStarts.Piece> children = stored.children();
        List<StructurePiece> pieces = mine.pieces();
        if (children.size() != pieces.size()) {
            return new Entry(stored, mine, Kind.DIFFERS, children.size() + " pieces, predicted " + pieces.size());
        }
        String moved = null;
        for (int i = 0; i < pieces.size(); i++) {
            StoredStarts.Piece p = children.get(i);
            StructurePiece q = pieces.get(i);
            if (!p.id().equals(q.type())) {
                return new Entry(stored, mine, Kind.DIFFERS, "piece " + (i + 1) + " is " + shortId(p.id())
                    + ", predicted " + shortId(q.type()));
            }
            if (p.box().equals(q.box()) || p.box().equals(reloadedBox(q))) {
                continue;
            }
            if (!sameButY(p.box(), q.box())) {
                return new Entry(stored, mine, Kind.DIFFERS, "piece " + (i + 1) + " (" + shortId(p.id()) + ") box "
                    + p.box() + ", predicted " + q.box());
            }
            if (moved == null) {
                moved = "piece " + (i + 1) + " " + height(p.box().minY() - q.box().minY());
            }
        }
        return moved == null ? new Entry(stored, mine, Kind.SAME, "")
            : new Entry(stored, mine, Kind.SAME_BUT_IN_Y, moved);
    }

    private static boolean sameButY(BoundingBox a, BoundingBox b) {
        return a.minX() == b.minX() && a.maxX() == b.maxX() && a.minZ() == b.minZ() && a.maxZ() == b.maxZ()
            && a.ySpan() == b.ySpan();
    }

    private static String height(int dy) {
        return Math.abs(dy) + (Math.abs(dy) == 1 ? " block " : " blocks ") + (dy > 0 ? "higher" : "lower");
    }

    private static String shortId(String id) {
        return id.replace("minecraft:", "");
    }

    /**
     * The box the game gives a piece when it reads its start back from a saved chunk: a jigsaw piece's element box
     * at its position (without the expansion hack's growth); the piece's own box for others. A save holds either.
     */
    private static BoundingBox reloadedBox(StructurePiece piece) {
        return piece instanceof JigsawPiece j ? j.reloadedBox() : piece.box();
    }
}
