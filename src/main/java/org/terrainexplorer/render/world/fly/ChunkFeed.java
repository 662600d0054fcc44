package org.terrainexplorer.render.world.fly;

import java.util.List;
import java.util.function.Consumer;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSource;

/**
 * Where the 3D view gets its chunks: whole chunks of one world (generated, or read from a saved world), made on
 * the shared pool. The view says which chunks it wants, in the order it wants them; it reads those ready; it is
 * told when one arrives. {@link #of} adapts a {@link ChunkSource}; a session may give its own.
 */
public interface ChunkFeed {

    /**
     * Wants exactly these chunks, the first most urgently; chunks wanted before and not now may be dropped.
     * {@code (focusX, focusZ)} is a block position the order is nearest to, for sources that order by distance.
     */
    void request(List<ChunkPos> mostUrgentFirst, double focusX, double focusZ);

    /** The chunk if it is ready, else null. */
    ChunkData get(ChunkPos pos);

    /** Whether the world lacks the chunk (a saved world's chunk never generated, or one that failed): it never comes. */
    boolean missing(ChunkPos pos);

    /** Calls {@code listener} with every chunk that arrives or turns out missing from now on, on any thread. */
    void addArrivalListener(Consumer<ChunkPos> listener);

    /** A feed over a chunk source (ordered by the source: nearest the focus first). */
    static ChunkFeed of(ChunkSource<ChunkData> source) {
        return new ChunkFeed() {
            @Override
            public void request(List<ChunkPos> mostUrgentFirst, double focusX, double focusZ) {
                source.request(mostUrgentFirst, focusX, focusZ);
            }

            @Override
            public ChunkData get(ChunkPos pos) {
                return source.get(pos);
            }

            @Override
            public boolean missing(ChunkPos pos) {
                return source.notGenerated(pos);
            }

            @Override
            public void addArrivalListener(Consumer<ChunkPos> listener) {
                source.addListener((pos, chunk) -> listener.accept(pos));
            }
        };
    }
}
