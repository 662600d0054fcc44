package org.terrainexplorer.session;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
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

    /** A set's candidate chunk and its squared distance, in chunks, from the middle of the rectangle. */
    public record Candidate(StructureSet set, ChunkPos chunk, long distance) {
    }

    /**
     * The candidate chunks of a rectangle of blocks, in the order their marks are made: the sets' chosen chunks in the rectangle, nearest
     * its middle first, at most {@link #MAX_CANDIDATES}. Cheap (placement only); {@link #marks} makes their starts.
     */
    public static List<Candidate> candidates(StructureWorld world, int minX, int minZ, int maxX, int maxZ,
                                             Predicate<String> shown) {
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
        }
        candidates.sort(Comparator.comparingLong(Candidate::distance));
        return candidates.size() > MAX_CANDIDATES ? List.copyOf(candidates.subList(0, MAX_CANDIDATES))
            : candidates;
    }

    /** The marks of candidates [from, to) (their starts made, or taken from the structure world's cache). */
    public static List<Mark> marks(StructureWorld world, List<Candidate> candidates, int from, int to,
                                   Predicate<String> shown) {
        List<Mark> marks = new ArrayList<>();
        for (int i = from; i < Math.min(to, candidates.size()); i++) {
            Candidate c = candidates.get(i);
            Optional<StructureStart> s = world.start(c.set(), c.chunk().x(), c.chunk().z());
            if (s.isPresent() && shown.test(StructureKinds.kind(s.get().id()))) {
                marks.add(mark(s.get(), c.set()));
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
