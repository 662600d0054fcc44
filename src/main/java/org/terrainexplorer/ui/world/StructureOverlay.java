package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.world.structure.StructureStart;
import org.terrainexplorer.session.StructureMarks;
import org.terrainexplorer.world.gen.WorldSpawn;

/**
 * The structures the map shows and the world spawn, found on the pool (latest wins) for the view, the world and
 * the kinds shown, nearest the view's middle first, handed to the FX thread in batches as they are made.
 */
final class StructureOverlay {

    /** The marks of one view of one world. */
    record Marks(LoadedWorld world, WorldView view, List<StructureMarks.Mark> marks, boolean complete) {
    }

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
    private final LatestWins<Request> finder;
    /** Counts view requests; a batch of an older one stops. */
    private volatile long requests;
    private final LatestWins<LoadedWorld> spawns;
    private final ReadOnlyObjectWrapper<Marks> marks = new ReadOnlyObjectWrapper<>(this, "marks");
    private final ReadOnlyObjectWrapper<WorldSpawn> spawn = new ReadOnlyObjectWrapper<>(this, "spawn");
    private final ReadOnlyObjectWrapper<LoadedWorld> spawnOf = new ReadOnlyObjectWrapper<>(this, "spawnOf");
    private final LatestWins<LineRequest> lines;
    private final ReadOnlyObjectWrapper<Along> along = new ReadOnlyObjectWrapper<>(this, "along");

    StructureOverlay(WorldModel model, RenderPool pool) {
        this.model = model;
        this.pool = pool;
        finder = new LatestWins<>(pool::execute, this::find, e -> { });
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
        if (w == null || model.savedWorld() != null) {
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
                marks.set(new Marks(r.world(), r.view(), copy, complete));
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
