package org.terrainexplorer.ui.world;

import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.control.Tab;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.render.world.fly.ChunkFeed;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.ui.world.fly.FlyMarker;
import org.terrainexplorer.ui.world.fly.FlyView;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkSource;

/**
 * Wires the 3D view ({@link FlyView}) into the world window, so the window itself changes little: the "3D" tab;
 * a chunk source of whole chunks for each loaded world (generated, or read from a saved world), which the view
 * streams from; the model's section line and cut-aways (shared with the Diagram); double-clicks on the map and the
 * section, which move the camera there; clicks on blocks, which the Explain pane explains; the camera's marker on
 * the map; and the PNG export of the view.
 */
final class WorldFlyTab {

    /** The 3D view's chunk cache: whole chunks for a 32-chunk view and the ring around it fit. */
    private static final long CHUNK_BUDGET = 192L << 20;

    private final WorldModel model;
    private final RenderPool pool;
    private final Consumer<String> messages;
    private final FlyView view;
    private final FlyMarker marker = new FlyMarker();
    private final Tab tab;
    private ChunkSource<ChunkData> source;
    private Object shownWorld;
    /** The structure pieces near the camera, outlined; found on the pool when the camera enters another chunk. */
    private final org.terrainexplorer.concurrent.LatestWins<long[]> pieces;
    private long outlinedChunk = Long.MIN_VALUE;
    private final java.util.concurrent.atomic.AtomicInteger outlineSearches =
        new java.util.concurrent.atomic.AtomicInteger();
    /** How far from the camera's chunk, in chunks, structure pieces are outlined. */
    static final int OUTLINE_RADIUS = 6;
    /** The most piece boxes outlined at once. */
    static final int MAX_OUTLINED = 400;

    WorldFlyTab(WorldModel model, RenderPool pool, Consumer<String> messages) {
        this.model = model;
        this.pool = pool;
        this.messages = messages;
        view = new FlyView(pool::execute, pool.threads());
        view.setOnMessage(messages);
        tab = new Tab("3D", view);
        tab.setId("tab-fly");
        tab.selectedProperty().addListener((o, was, on) -> {
            view.setActive(on);
            placeMarker();
            if (on) {
                outline(true);
            }
        });
        model.loadedProperty().addListener(o -> worldChanged());
        model.savedWorldProperty().addListener(o -> worldChanged());
        worldChanged();
        model.sectionProperty().addListener((o, was, now) -> line(now));
        line(model.section());
        model.isoProperty().addListener((o, was, now) -> {
            if (was == null || was.centreX() != now.centreX() || was.centreZ() != now.centreZ()) {
                view.goTo(now.centreX(), now.centreZ());
            }
            view.cutYProperty().set(now.cutY() >= top() ? Integer.MAX_VALUE : now.cutY());
            view.cutAlongLineProperty().set(now.cutAlongSection());
        });
        view.goTo(model.iso().centreX(), model.iso().centreZ());
        view.cutYProperty().set(model.iso().cutY() >= top() ? Integer.MAX_VALUE : model.iso().cutY());
        view.cutAlongLineProperty().set(model.iso().cutAlongSection());
        view.cutYProperty().addListener((o, was, now) -> {
            int y = Math.min(now.intValue(), top());
            if (model.iso().cutY() != y) {
                model.setIso(model.iso().withCutY(y));
            }
        });
        view.cutAlongLineProperty().addListener((o, was, on) -> {
            if (model.iso().cutAlongSection() != on) {
                model.setIso(model.iso().withCutAlongSection(on));
            }
        });
        view.setOnExplain(p -> model.explain(WorldModel.Spot.block(p[0], p[1], p[2])));
        view.poseProperty().addListener(o -> placeMarker());
        pieces = new org.terrainexplorer.concurrent.LatestWins<>(pool::execute, this::findPieces, e -> { });
        view.poseProperty().addListener((o, was, now) -> outline(false));
        model.loadedProperty().addListener(o -> outline(true));
        model.hiddenStructuresProperty().addListener(o -> outline(true));
        model.shownView().addListener(o -> placeMarker());
    }

    /**
     * Asks for the outlines around the camera when it entered another chunk (or {@code always}): only while the 3D
     * view is shown and can draw (finding them makes the starts of 169 chunks, which a new world's maps need the
     * pool for).
     */
    private void outline(boolean always) {
        if (!tab.isSelected() || !view.isSupported()) {
            outlinedChunk = Long.MIN_VALUE;
            return;
        }
        var pose = view.poseProperty().get();
        if (pose == null) {
            return;
        }
        long chunk = (long) Math.floorDiv((int) Math.floor(pose.x()), 16) << 32
            | Math.floorDiv((int) Math.floor(pose.z()), 16) & 0xFFFFFFFFL;
        if (!always && chunk == outlinedChunk) {
            return;
        }
        outlinedChunk = chunk;
        pieces.submit(new long[] {chunk});
    }

    /** How many times the outlines were looked for (for tests). */
    int outlineSearches() {
        return outlineSearches.get();
    }

    /** On the pool: the pieces of the starts reaching the chunks around the camera, handed to the view. */
    private void findPieces(long[] at, java.util.function.BooleanSupplier superseded) {
        outlineSearches.incrementAndGet();
        var world = model.loaded();
        if (world == null || model.savedWorld() != null) {
            javafx.application.Platform.runLater(() -> view.setOutlines(java.util.List.of(), java.util.List.of()));
            return;
        }
        int cx = (int) (at[0] >> 32);
        int cz = (int) at[0];
        java.util.Set<String> hidden = model.hiddenStructuresProperty().get();
        java.util.Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        java.util.List<int[]> boxes = new java.util.ArrayList<>();
        java.util.List<javafx.scene.paint.Color> colours = new java.util.ArrayList<>();
        for (int dz = -OUTLINE_RADIUS; dz <= OUTLINE_RADIUS && boxes.size() < MAX_OUTLINED; dz++) {
            for (int dx = -OUTLINE_RADIUS; dx <= OUTLINE_RADIUS && boxes.size() < MAX_OUTLINED; dx++) {
                if (superseded.getAsBoolean()) {
                    return;
                }
                for (var start : world.structures().referencing(cx + dx, cz + dz, null)) {
                    String kind = org.terrainexplorer.world.structure.StructureKinds.kind(start.id());
                    if (hidden.contains(kind) || !seen.add(start)) {
                        continue;
                    }
                    for (var p : start.pieces()) {
                        if (boxes.size() < MAX_OUTLINED) {
                            boxes.add(p.box().toArray());
                            colours.add(StructureIcons.colour(kind).brighter());
                        }
                    }
                }
            }
        }
        javafx.application.Platform.runLater(() -> {
            if (model.loaded() == world) {
                view.setOutlines(boxes, colours);
            }
        });
    }

    /** The tab. */
    Tab tab() {
        return tab;
    }

    /** The view. */
    FlyView view() {
        return view;
    }

    /** The camera's marker, to lay over the map. */
    FlyMarker marker() {
        return marker;
    }

    /** Moves the camera to look at a block (a double-click on the section). */
    void goTo(int x, int y, int z) {
        view.goToBlock(x, y, z);
    }

    /** The view as drawn now, for the PNG export; null where 3D is not supported. */
    WorldEngine.Image capture() {
        WritableImage image = view.capture();
        if (image == null) {
            return null;
        }
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] argb = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
        return new WorldEngine.Image(argb, w, h, view.poseProperty().get(), 0, true);
    }

    /** Stops streaming and drops the chunk source. */
    void dispose() {
        view.dispose();
        if (source != null) {
            source.close();
        }
    }

    private void line(SectionLine l) {
        view.setSectionLine(l.ax() + 0.5, l.az() + 0.5, l.bx() + 0.5, l.bz() + 0.5);
    }

    /** The highest y of the world shown. */
    private int top() {
        SavedWorld saved = model.savedWorld();
        LoadedWorld w = model.loaded();
        return saved != null ? saved.minY() + saved.height() - 1
            : w != null ? w.world().minY() + w.world().height() - 1 : 319;
    }

    /** A new world (or a saved world opened or closed): a new chunk source, the meshes replaced in place. */
    private void worldChanged() {
        LoadedWorld world = model.loaded();
        SavedWorld saved = model.savedWorld();
        Object next = saved != null ? saved : world;
        if (next == null || next == shownWorld) {
            return;
        }
        // Another world (a saved one opened, closed or swapped) replaces the meshes at once; an edit of the world
        // shown replaces them in place.
        boolean replaceInPlace = saved == null && !(shownWorld instanceof SavedWorld);
        shownWorld = next;
        ChunkSource<ChunkData> old = source;
        source = saved != null
            ? new ChunkSource<>((pos, cancelled) -> read(saved, pos, cancelled), ChunkData::memoryBytes,
                pool::execute, pool.threads(), CHUNK_BUDGET)
            : new ChunkSource<>(world.generator()::generate, ChunkData::memoryBytes, pool::execute, pool.threads(),
                CHUNK_BUDGET);
        // Renders waiting on the pool (the map, the section) go first.
        source.stepAsideWhen(pool::hasWaitingWork);
        source.addFailureListener((pos, e) -> Platform.runLater(() -> messages.accept("3D view: chunk " + pos.x()
            + ", " + pos.z() + ": " + e.getMessage())));
        view.setWorld(ChunkFeed.of(source), replaceInPlace);
        int minY = saved != null ? saved.minY() : world.world().minY();
        view.setHeightRange(minY, top());
        if (old != null) {
            old.close();
        }
    }

    /** A saved chunk, or null (also when the world was closed under the read: it is being replaced). */
    private static ChunkData read(SavedWorld saved, org.terrainexplorer.world.chunk.ChunkPos pos,
                                  java.util.function.BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        try {
            return saved.chunk(pos);
        } catch (IllegalStateException closed) {
            return null;
        }
    }

    private void placeMarker() {
        FlyCamera.Pose p = view.poseProperty().get();
        if (p == null || !view.isSupported()) {
            marker.hide();
            return;
        }
        WorldView v = model.shownView().get();
        marker.show(v.column(p.x()), v.row(p.z()), p.yaw());
    }
}
