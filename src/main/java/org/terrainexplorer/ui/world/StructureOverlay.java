package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.io.anvil.StoredStarts;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.StoredStructures;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.session.StructureMarks;
import org.terrainexplorer.world.gen.WorldSpawn;

/**
 * The structures the map shows and the world spawn, found on the pool (latest wins) for the view, the world and
 * the kinds shown, nearest the view's middle first, handed to the FX thread in batches as they are made. Over a
 * saved world, the starts its chunks store, each compared with the explorer's prediction for its seed and release.
 */
final class StructureOverlay {

    /**
     * The marks of one view of one world: the predicted starts of a generated world, or over a saved world the
     * starts its chunks store, each compared with the prediction for its seed and release ({@code stored}).
     */
    record Marks(LoadedWorld world, WorldView view, List<StructureMarks.Mark> marks, boolean complete,
                 List<StoredStructures.Mark> stored) {
    }

    private record SavedRequest(LoadedWorld world, SavedWorld saved, WorldView view, Set<String> hidden) {
    }

    /**
     * What is known of the saved world shown: the structures that predict its starts (null when the explorer cannot
     * predict them) and the comparison of each chunk read so far.
     */
    private record Prediction(SavedWorld saved, StructureWorld predictor,
                              Map<ChunkPos, List<StoredStructures.Entry>> chunks) {
    }

    /** The most saved chunks one view reads the starts of (a far-out view reads those nearest its middle). */
    static final int MAX_SAVED_CHUNKS = 4096;
    /** Saved chunks read between two hand-overs of the marks so far. */
    private static final int SAVED_BATCH = 256;

    private record Request(LoadedWorld world, WorldView view, Set<String> hidden) {
    }

    /** The starts whose pieces the section line may cross. */
    record Along(LoadedWorld world, SectionLine line, List<StructureStart> starts) {
    }

    private record LineRequest(LoadedWorld world, SectionLine line) {
    }

    private static final int BATCH = 40;

    private final WorldModel model;
    private final RenderPool pool;
    private final WorldSession worlds;
    private final LatestWins<Request> finder;
    private final LatestWins<SavedRequest> savedFinder;
    /** Read and written on the saved finder's task only (one at a time). */
    private volatile Prediction prediction;
    /** Counts view requests; a batch of an older one stops. */
    private volatile long requests;
    private final LatestWins<LoadedWorld> spawns;
    private final ReadOnlyObjectWrapper<Marks> marks = new ReadOnlyObjectWrapper<>(this, "marks");
    private final ReadOnlyObjectWrapper<WorldSpawn> spawn = new ReadOnlyObjectWrapper<>(this, "spawn");
    private final ReadOnlyObjectWrapper<LoadedWorld> spawnOf = new ReadOnlyObjectWrapper<>(this, "spawnOf");
    private final LatestWins<LineRequest> lines;
    private final ReadOnlyObjectWrapper<Along> along = new ReadOnlyObjectWrapper<>(this, "along");

    StructureOverlay(WorldModel model, WorldSession worlds, RenderPool pool) {
        this.model = model;
        this.worlds = worlds;
        this.pool = pool;
        finder = new LatestWins<>(pool::execute, this::find, e -> { });
        savedFinder = new LatestWins<>(pool::execute, this::findSaved, e -> { });
        spawns = new LatestWins<>(pool::execute, this::findSpawn, e -> { });
        lines = new LatestWins<>(pool::execute, this::findAlong, e -> { });
        model.sectionProperty().addListener(o -> requestAlong());
        model.loadedProperty().addListener(o -> requestAlong());
        model.loadedProperty().addListener((o, was, now) -> {
            request();
            spawn.set(null);
            if (now != null && "overworld".equals(now.settings().dimension()) && model.savedWorld() == null) {
                spawns.submit(now);
            }
        });
        model.shownView().addListener(o -> request());
        model.hiddenStructuresProperty().addListener(o -> request());
        model.savedWorldProperty().addListener(o -> request());
    }

    /** The latest marks (for the view they were made for; null until the first). */
    ReadOnlyObjectProperty<Marks> marksProperty() {
        return marks.getReadOnlyProperty();
    }

    /** The starts along the section line (null until found, and over a saved world). */
    ReadOnlyObjectProperty<Along> alongProperty() {
        return along.getReadOnlyProperty();
    }

    private void requestAlong() {
        LoadedWorld w = model.loaded();
        if (w == null || model.savedWorld() != null) {
            along.set(null);
            return;
        }
        lines.submit(new LineRequest(w, model.section()));
    }

    /** The starts whose boxes reach a chunk the line passes through (the game's references of those chunks). */
    private void findAlong(LineRequest r, BooleanSupplier superseded) {
        java.util.Set<Long> chunks = new java.util.LinkedHashSet<>();
        SectionLine line = r.line();
        for (int i = 0; i < line.length(); i++) {
            chunks.add((long) (line.x(i) >> 4) << 32 | (line.z(i) >> 4) & 0xFFFFFFFFL);
        }
        java.util.Set<StructureStart> found = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        List<StructureStart> out = new java.util.ArrayList<>();
        for (long c : chunks) {
            if (superseded.getAsBoolean()) {
                return;
            }
            for (StructureStart s : r.world().structures().referencing((int) (c >> 32), (int) c, null)) {
                if (found.add(s)) {
                    out.add(s);
                }
            }
        }
        List<StructureStart> done = List.copyOf(out);
        Platform.runLater(() -> {
            if (r.world() == model.loaded() && r.line().equals(model.section())) {
                along.set(new Along(r.world(), r.line(), done));
            }
        });
    }

    /** The world spawn of the generated overworld shown; null elsewhere and until found. */
    ReadOnlyObjectProperty<WorldSpawn> spawnProperty() {
        return spawn.getReadOnlyProperty();
    }

    private void request() {
        LoadedWorld w = model.loaded();
        SavedWorld saved = model.savedWorld();
        if (w != null && saved != null) {
            savedFinder.submit(new SavedRequest(w, saved, model.shownView().get(),
                model.hiddenStructuresProperty().get()));
            return;
        }
        prediction = null;
        if (w == null) {
            marks.set(null);
            return;
        }
        finder.submit(new Request(w, model.shownView().get(), model.hiddenStructuresProperty().get()));
    }

    private void find(Request r, BooleanSupplier superseded) {
        WorldView v = r.view();
        int minX = (int) Math.floor(v.centreX() - v.width() / 2.0 * v.blocksPerPixel()) - 8;
        int minZ = (int) Math.floor(v.centreZ() - v.height() / 2.0 * v.blocksPerPixel()) - 8;
        int maxX = (int) Math.ceil(v.centreX() + v.width() / 2.0 * v.blocksPerPixel()) + 8;
        int maxZ = (int) Math.ceil(v.centreZ() + v.height() / 2.0 * v.blocksPerPixel()) + 8;
        java.util.function.Predicate<String> shown = kind -> !r.hidden().contains(kind);
        List<StructureMarks.Candidate> candidates =
            StructureMarks.candidates(r.world().structures(), minX, minZ, maxX, maxZ, shown);
        long generation = ++requests;
        continueFind(r, candidates, 0, List.of(), shown, generation);
    }

    /**
     * Makes the next batch of starts and hands the marks so far over; then, unless a newer view superseded this one,
     * goes to the back of the pool's queue for the rest, so other work (a hover, an explanation) is not held up.
     */
    private void continueFind(Request r, List<StructureMarks.Candidate> candidates, int from,
                              List<StructureMarks.Mark> before, java.util.function.Predicate<String> shown,
                              long generation) {
        if (generation != requests) {
            return;
        }
        int to = Math.min(candidates.size(), from + BATCH);
        List<StructureMarks.Mark> all = new java.util.ArrayList<>(before);
        all.addAll(StructureMarks.marks(r.world().structures(), candidates, from, to, shown));
        boolean done = to >= candidates.size();
        publish(r, all, done);
        if (!done) {
            List<StructureMarks.Mark> sofar = List.copyOf(all);
            pool.execute(() -> {
                try {
                    continueFind(r, candidates, to, sofar, shown, generation);
                } catch (RuntimeException e) {
                    Platform.runLater(() -> { });
                }
            });
        }
    }

    private void publish(Request r, List<StructureMarks.Mark> list, boolean complete) {
        List<StructureMarks.Mark> copy = List.copyOf(list);
        Platform.runLater(() -> {
            if (r.world() == model.loaded()) {
                marks.set(new Marks(r.world(), r.view(), copy, complete, List.of()));
            }
        });
    }

    /**
     * The starts the saved world stores in the chunks of the view, nearest its middle first, each compared with the
     * prediction (made once per saved world; each chunk read and compared once), handed over in batches.
     */
    private void findSaved(SavedRequest r, BooleanSupplier superseded) {
        try {
            findStored(r, superseded);
        } catch (IllegalStateException closed) {
            // The saved world was closed meanwhile (another one opened, or back to the generated world).
        }
    }

    private void findStored(SavedRequest r, BooleanSupplier superseded) {
        Prediction p = prediction;
        if (p == null || p.saved() != r.saved()) {
            StructureWorld predictor;
            try {
                predictor = StoredStructures.prediction(worlds, r.saved()).structures();
            } catch (WorldLoadException | RuntimeException e) {
                predictor = null;
            }
            p = new Prediction(r.saved(), predictor, new ConcurrentHashMap<>());
            prediction = p;
        }
        WorldView v = r.view();
        List<ChunkPos> chunks = StoredStructures.storedChunks(r.saved(),
            (int) Math.floor(v.centreX() - v.width() / 2.0 * v.blocksPerPixel()) - 8,
            (int) Math.floor(v.centreZ() - v.height() / 2.0 * v.blocksPerPixel()) - 8,
            (int) Math.ceil(v.centreX() + v.width() / 2.0 * v.blocksPerPixel()) + 8,
            (int) Math.ceil(v.centreZ() + v.height() / 2.0 * v.blocksPerPixel()) + 8, MAX_SAVED_CHUNKS);
        List<StoredStructures.Mark> found = new java.util.ArrayList<>();
        for (int i = 0; i < chunks.size(); i++) {
            if (superseded.getAsBoolean()) {
                return;
            }
            ChunkPos c = chunks.get(i);
            List<StoredStructures.Entry> entries = p.chunks().get(c);
            if (entries == null) {
                StoredStarts.Chunk stored = r.saved().storedStarts(c);
                entries = stored == null ? List.of() : p.predictor() == null ? StoredStructures.unchecked(stored)
                    : StoredStructures.compare(stored, p.predictor());
                if (p.chunks().size() < 200_000) {
                    p.chunks().put(c, entries);
                }
            }
            for (StoredStructures.Entry e : entries) {
                StoredStructures.Mark m = StoredStructures.mark(e);
                if (!r.hidden().contains(m.kind())) {
                    found.add(m);
                }
            }
            boolean done = i == chunks.size() - 1;
            if (done || (i + 1) % SAVED_BATCH == 0) {
                publishSaved(r, found, done);
            }
        }
        if (chunks.isEmpty()) {
            publishSaved(r, found, true);
        }
    }

    private void publishSaved(SavedRequest r, List<StoredStructures.Mark> list, boolean complete) {
        List<StoredStructures.Mark> copy = List.copyOf(list);
        Platform.runLater(() -> {
            if (r.world() == model.loaded() && r.saved() == model.savedWorld()) {
                marks.set(new Marks(r.world(), r.view(), List.of(), complete, copy));
            }
        });
    }

    private void findSpawn(LoadedWorld w, BooleanSupplier superseded) {
        WorldSpawn s = w.spawn().get();
        Platform.runLater(() -> {
            if (w == model.loaded()) {
                spawnOf.set(w);
                spawn.set(s);
            }
        });
    }
}
