package org.terrainexplorer.ui.world;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.concurrent.Task;
import javafx.scene.Node;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.MapDrawing;
import org.terrainexplorer.session.WorldChunks;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;

/**
 * Exports of the map, the section and the 3D view as PNG: the map at the view's size with every chunk it needs
 * generated (progress counts them), the section and the 3D view as shown. Each runs as a task on the pool with
 * progress and Cancel in the status bar; the file is written atomically, so a cancelled or failed export
 * leaves nothing.
 */
final class WorldExports {

    private final WorldModel model;
    private final WorldEngine engine;
    private final RenderPool pool;
    private final WorldDialogs dialogs;
    private final Consumer<javafx.concurrent.Task<?>> track;
    private final Consumer<String> messages;
    private final Node owner;
    private Task<Path> running;

    /**
     * @param track shows a running export's progress and Cancel (the status bar's)
     * @param owner the node whose window owns the dialogs
     */
    WorldExports(WorldModel model, WorldEngine engine, RenderPool pool, WorldDialogs dialogs, Consumer<String> messages,
                 Consumer<javafx.concurrent.Task<?>> track, Node owner) {
        this.track = track;
        this.model = model;
        this.engine = engine;
        this.pool = pool;
        this.dialogs = dialogs;
        this.messages = messages;
        this.owner = owner;
    }

    private Optional<Path> ask(String what, String name) {
        if (running != null && running.isRunning()) {
            messages.accept("An export is running; cancel it or wait for it to finish.");
            return Optional.empty();
        }
        return dialogs.chooseSave(owner.getScene() == null ? null : owner.getScene().getWindow(), "Export " + what,
            name, "PNG images", "png").map(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT)
            .endsWith(".png") ? p : p.resolveSibling(p.getFileName() + ".png"));
    }

    /** Exports the map as it is framed, its chunks generated (a saved world's map: as shown, read from its files). */
    void exportMap() {
        LoadedWorld world = model.loaded();
        if (world == null) {
            return;
        }
        if (model.savedWorld() != null) {
            exportImage("map", "world-map.png", engine.mapImageProperty().get());
            return;
        }
        Optional<Path> target = ask("map", "world-map.png");
        if (target.isEmpty()) {
            return;
        }
        WorldView view = model.view();
        var layer = model.layerProperty().get();
        boolean grid = model.chunkGridProperty().get();
        start(new Task<>() {
            @Override
            protected Path call() throws Exception {
                updateMessage("Exporting the map…");
                WorldMapRenderer.SurfaceSource source = null;
                if (!layer.direct() && view.blocksPerPixel() <= WorldEngine.EXACT_LIMIT) {
                    List<ChunkPos> needed = MapDrawing.chunksOf(view);
                    java.util.Map<ChunkPos, SurfaceData> made = new java.util.concurrent.ConcurrentHashMap<>();
                    AtomicInteger done = new AtomicInteger();
                    pool.forEach(needed.size(), i -> {
                        if (isCancelled()) {
                            throw new CancellationException();
                        }
                        ChunkPos p = needed.get(i);
                        SurfaceData s = engine.cachedSurface(p);
                        made.put(p, s != null ? s : WorldChunks.mapSurface(world, p, this::isCancelled));
                        updateProgress(done.incrementAndGet(), needed.size() + 1);
                    });
                    source = made::get;
                }
                int[] argb = new int[view.width() * view.height()];
                WorldChunks.mapRenderer(world).render(view, layer, source, new WorldMapRenderer.Style(grid, 16), argb,
                    pool, this::isCancelled);
                if (isCancelled()) {
                    throw new CancellationException();
                }
                PngImages.writeRgb(argb, view.width(), view.height(), target.get());
                updateProgress(1, 1);
                return target.get();
            }
        });
    }

    /** Exports the section as shown. */
    void exportSection() {
        exportImage("section", "world-section.png", engine.sectionImageProperty().get());
    }

    /** Exports the diagram (the isometric view) as shown. */
    void exportIso() {
        exportImage("diagram", "world-diagram.png", engine.isoImageProperty().get());
    }

    /** Exports the 3D view as drawn now (null where 3D is not supported). */
    void exportFly(WorldEngine.Image image) {
        if (image == null) {
            messages.accept("The 3D view is not drawn here (no 3D support); export the diagram instead.");
            return;
        }
        exportImage("3D view", "world-3d.png", image);
    }

    private void exportImage(String what, String name, WorldEngine.Image image) {
        if (image == null) {
            messages.accept("Nothing to export yet: the " + what + " is still being drawn.");
            return;
        }
        Optional<Path> target = ask(what, name);
        if (target.isEmpty()) {
            return;
        }
        start(new Task<>() {
            @Override
            protected Path call() throws Exception {
                updateMessage("Exporting the " + what + "…");
                PngImages.writeRgb(image.argb(), image.width(), image.height(), target.get());
                return target.get();
            }
        });
    }

    private void start(Task<Path> task) {
        running = task;
        task.setOnSucceeded(e -> messages.accept("Wrote " + task.getValue()));
        task.setOnCancelled(e -> messages.accept("Export cancelled; nothing was written."));
        task.setOnFailed(e -> {
            Throwable t = task.getException();
            messages.accept("Export failed: " + (t == null ? "unknown error" : t.getMessage()));
            dialogs.error(owner.getScene() == null ? null : owner.getScene().getWindow(), "Export failed",
                t == null ? "unknown error" : t.getMessage());
        });
        track.accept(task);
        pool.execute(task);
    }

    /** Cancels a running export (the window closes). */
    void cancel() {
        if (running != null) {
            running.cancel();
        }
    }
}
