package org.terrainexplorer.session;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.BlockPos;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureSet;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * The structures a map shows: every start in a rectangle of blocks, as a mark at the middle of its start piece,
 * found nearest the middle first (so a view fills from where the user looks) and handed over in batches as they
 * are made. Headless; the window and the command line both use it.
 */
public final class StructureMarks {

    /** The most candidate chunks one view looks at (a far-out view shows those nearest its middle). */
    public static final int MAX_CANDIDATES = 6000;

    private StructureMarks() {
    }

    /**
     * A structure on the map.
     *
     * @param kind  its kind ("village")
     * @param start the start
     * @param set   the structure set it belongs to
     * @param x     where it is drawn: the middle of its start piece
     * @param z     where it is drawn
     */
    public record Mark(String kind, StructureStart start, StructureSet set, int x, int z) {

        /** The structure's id. */
        public String id() {
            return start.id();
        }
    }

    /** A set's candidate chunk. */
    private record Candidate(StructureSet set, ChunkPos chunk, long distance) {
    }

    /**
     * The marks of the starts whose chunks lie in the rectangle from (minX, minZ) to (maxX, maxZ), in blocks, of the
     * kinds {@code shown} accepts; {@code batch} gets the marks found so far every {@code batchSize} candidates.
     *
     * @throws CancellationException when {@code cancelled} says so between candidates
     */
    public static List<Mark> find(StructureWorld world, int minX, int minZ, int maxX, int maxZ,
                                  Predicate<String> shown, int batchSize, Consumer<List<Mark>> batch,
                                  BooleanSupplier cancelled) {
        int cx0 = minX >> 4;
        int cz0 = minZ >> 4;
        int cx1 = maxX >> 4;
        int cz1 = maxZ >> 4;
        long midX = (cx0 + cx1) / 2;
        long midZ = (cz0 + cz1) / 2;
        List<Candidate> candidates = new ArrayList<>();
        for (StructureSet set : world.possibleSets()) {
            if (set.entries().stream().noneMatch(e -> shown.test(StructureKinds.kind(e.structure().id())))) {
                continue;
            }
            for (ChunkPos c : world.structureChunks(set, cx0, cz0, cx1, cz1)) {
                long dx = c.x() - midX;
                long dz = c.z() - midZ;
                candidates.add(new Candidate(set, c, dx * dx + dz * dz));
            }
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
        }
        candidates.sort(Comparator.comparingLong(Candidate::distance));
        if (candidates.size() > MAX_CANDIDATES) {
            candidates = candidates.subList(0, MAX_CANDIDATES);
        }
        List<Mark> marks = new ArrayList<>();
        int done = 0;
        for (Candidate c : candidates) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            Optional<StructureStart> s = world.start(c.set(), c.chunk().x(), c.chunk().z());
            if (s.isPresent() && shown.test(StructureKinds.kind(s.get().id()))) {
                marks.add(mark(s.get(), c.set()));
            }
            if (++done % batchSize == 0) {
                batch.accept(List.copyOf(marks));
            }
        }
        return marks;
    }

    /** A start's mark. */
    public static Mark mark(StructureStart start, StructureSet set) {
        BlockPos middle = start.startBox().center();
        return new Mark(StructureKinds.kind(start.id()), start, set, middle.x(), middle.z());
    }
}
