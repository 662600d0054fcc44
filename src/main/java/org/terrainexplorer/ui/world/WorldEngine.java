package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.util.Duration;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.ColumnSection;
import org.terrainexplorer.session.DiagramDrawing;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.LineDensity;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.MapDrawing;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldChunks;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSource;
import org.terrainexplorer.world.chunk.SurfaceData;

/**
 * The voxel world mode's adapter between its model and the headless {@link WorldSession}: when the settings change
 * it has the session load the world on the pool (a bad datapack is reported and the previous world stays), keeps the
 * world's {@link WorldChunks}, asks for the map, the section and the diagram latest-wins on the shared pool, and
 * hands finished images to the FX thread whole. Chunks arriving redraw what they touch, at most ten times a second.
 */
public final class WorldEngine implements AutoCloseable {

    /** Up to this many blocks per pixel the map's surface layers come from chunks. */
    public static final int EXACT_LIMIT = MapDrawing.EXACT_LIMIT;
    /** The overview's side in pixels. */
    public static final int OVERVIEW_SIZE = MapDrawing.OVERVIEW_SIZE;
    private static final long MEGABYTE = 1L << 20;
    /** After a load, the longest the maps and the diagram wait for the section before they are asked for. */
    private static final long FOLLOW_UP_MILLIS = 400;

    /** A finished image: its pixels, size and what it shows. */
    public record Image(int[] argb, int width, int height, Object shows, double millis, boolean complete) {
    }

    /** The chunk sources' counters, for the status bar. */
    public record Stats(long generated, int queued, double perSecond, int cached, long cachedBytes) {
    }

    private record MapJob(WorldChunks chunks, WorldView view, WorldLayer layer, boolean grid) {
    }

    private record SectionJob(WorldChunks chunks, SectionLine line, SectionRenderer.Layer layer) {
    }

    private record IsoJob(WorldChunks chunks, IsoSettings settings, SectionLine line) {
    }

    private final WorldModel model;
    private final RenderPool pool;
    private final Consumer<String> messages;
    private final WorldSession worlds;
    private final LineDensity lineDensity;
    private final LatestWins<WorldSettings> loader;
    private final LatestWins<MapJob> maps;
    private final LatestWins<SectionJob> sections;
    private final LatestWins<IsoJob> isos;
    private final LatestWins<MapJob> overviews;
    private final ReadOnlyObjectWrapper<Image> mapImage = new ReadOnlyObjectWrapper<>(this, "mapImage");
    private final ReadOnlyObjectWrapper<Image> overviewImage = new ReadOnlyObjectWrapper<>(this, "overviewImage");
    private final ReadOnlyObjectWrapper<Image> sectionImage = new ReadOnlyObjectWrapper<>(this, "sectionImage");
    private final ReadOnlyObjectWrapper<Image> isoImage = new ReadOnlyObjectWrapper<>(this, "isoImage");
    private final ReadOnlyObjectWrapper<Stats> stats = new ReadOnlyObjectWrapper<>(this, "stats");
    private final ImageHandOver<Image> mapHandOver = new ImageHandOver<>(mapImage);
    private final ImageHandOver<Image> overviewHandOver = new ImageHandOver<>(overviewImage);
    private final ImageHandOver<Image> sectionHandOver = new ImageHandOver<>(sectionImage);
    private final ImageHandOver<Image> isoHandOver = new ImageHandOver<>(isoImage);
    private final AtomicBoolean chunksArrived = new AtomicBoolean();
    private final AtomicBoolean wholeChunksArrived = new AtomicBoolean();
    private final AtomicBoolean sectionDrawn = new AtomicBoolean();
    private final Timeline ticker;
    /** After a load, when the maps and the diagram are asked for at the latest (0: already asked). */
    private long followUpsDue;
    private volatile WorldChunks current;
    private WorldSettings loadedSettings;
    private boolean closed;
    /** Set while a load is on its way: the shown world's views draw what is cached and ask for no more chunks. */
    private volatile boolean loadPending;

    /** An engine for a model, loading worlds through {@code worlds}; starts loading the model's settings at once. */
    public WorldEngine(WorldModel model, WorldSession worlds, RenderPool pool, Consumer<String> messages) {
        this.model = model;
        this.worlds = worlds;
        this.pool = pool;
        this.messages = messages;
        this.lineDensity = new LineDensity(pool);
        Consumer<Throwable> failed = e -> Platform.runLater(() -> messages.accept("internal error: " + e));
        loader = new LatestWins<>(pool::execute, this::load, failed);
        maps = new LatestWins<>(pool::execute, this::renderMap, failed);
        sections = new LatestWins<>(pool::execute, this::renderSection, failed);
        isos = new LatestWins<>(pool::execute, this::renderIso, failed);
        overviews = new LatestWins<>(pool::execute, this::renderOverview, failed);
        model.settingsProperty().addListener((o, was, now) -> requestLoad());
        model.shownView().addListener(o -> requestMap());
        model.viewProperty().addListener(o -> requestOverview());
        model.layerProperty().addListener(o -> requestMap());
        model.chunkGridProperty().addListener(o -> requestMap());
        model.sectionProperty().addListener(o -> {
            requestSection();
            if (model.iso().cutAlongSection()) {
                requestIso();
            }
        });
        model.sectionLayerProperty().addListener(o -> requestSection());
        model.isoProperty().addListener(o -> requestIso());
        model.cacheMegabytesProperty().addListener((o, was, now) -> {
            WorldChunks c = current;
            if (c != null) {
                c.setBudget(now * MEGABYTE);
            }
        });
        sectionImage.addListener(o -> followUps());
        ticker = new Timeline(new KeyFrame(Duration.millis(100), e -> tick()));
        ticker.setCycleCount(Timeline.INDEFINITE);
        ticker.play();
        requestLoad();
    }

    /** The latest map image. */
    public ReadOnlyObjectProperty<Image> mapImageProperty() {
        return mapImage.getReadOnlyProperty();
    }

    /** The latest overview image (its {@code shows} is its view). */
    public ReadOnlyObjectProperty<Image> overviewImageProperty() {
        return overviewImage.getReadOnlyProperty();
    }

    /** The latest section image. */
    public ReadOnlyObjectProperty<Image> sectionImageProperty() {
        return sectionImage.getReadOnlyProperty();
    }

    /** The latest diagram image. */
    public ReadOnlyObjectProperty<Image> isoImageProperty() {
        return isoImage.getReadOnlyProperty();
    }

    /** The chunk counters, updated ten times a second. */
    public ReadOnlyObjectProperty<Stats> statsProperty() {
        return stats.getReadOnlyProperty();
    }

    /** The session the engine loads worlds through. */
    public WorldSession worlds() {
        return worlds;
    }

    // ------------------------------------------------------------------ loading

    private void requestLoad() {
        if (current != null && model.settings().equals(loadedSettings)) {
            // Back to the settings of the world shown (a refused pack reverted them, or an undo): nothing to load.
            model.setLoading(false);
            if (loadPending) {
                loadPending = false;
                requestAll();
            }
            return;
        }
        model.setLoading(true);
        // What is being drawn of the old world is no longer wanted: stop it and its chunks, so the pool is free
        // for the load and the new world's section at once. (A refused or undone load asks for them again.)
        loadPending = true;
        maps.supersede();
        sections.supersede();
        isos.supersede();
        overviews.supersede();
        WorldChunks c = current;
        if (c != null) {
            c.surfaces().request(List.of(), 0, 0);
            c.chunks().request(List.of(), 0, 0);
        }
        loader.submit(model.settings());
    }

    private void load(WorldSettings settings, BooleanSupplier superseded) {
        LoadedWorld world;
        SavedWorld saved = null;
        try {
            WorldChunks shown = current;
            world = shown != null && shown.world().settings().equals(settings.generated()) ? shown.world()
                : worlds.load(settings);
            if (settings.savedWorld() != null) {
                AtomicInteger count = new AtomicInteger();
                saved = worlds.openSaved(settings.savedWorld(), p -> {
                    int n = count.incrementAndGet();
                    Platform.runLater(() -> messages.accept("Skipped " + p + " (shown as not generated)"
                        + (n > 1 ? "; " + n + " problems so far" : "")));
                });
            }
        } catch (WorldLoadException e) {
            Platform.runLater(() -> loadFailed(settings, e.getMessage()));
            return;
        }
        if (superseded.getAsBoolean()) {
            if (saved != null) {
                saved.close();
            }
            return;
        }
        long budget = model.cacheMegabytesProperty().get() * MEGABYTE;
        WorldChunks next = saved != null ? WorldChunks.saved(world, saved, pool, budget)
            : WorldChunks.generated(world, pool, budget);
        next.surfaces().addListener((pos, data) -> chunksArrived.set(true));
        next.chunks().addListener((pos, data) -> wholeChunksArrived.set(true));
        java.util.function.BiConsumer<ChunkPos, RuntimeException> failed = (pos, e) -> Platform.runLater(() ->
            messages.accept("internal error: chunk " + pos.x() + "," + pos.z() + ": " + e));
        next.surfaces().addFailureListener(failed);
        next.chunks().addFailureListener(failed);
        Platform.runLater(() -> loaded(settings, next));
    }

    /** On the FX thread: the world is ready (unless newer settings came meanwhile). */
    private void loaded(WorldSettings settings, WorldChunks next) {
        if (closed || !settings.equals(model.settings())) {
            next.close();
            return;
        }
        WorldChunks old = current;
        current = next;
        loadPending = false;
        if (old != null) {
            old.close();
        }
        loadedSettings = settings;
        // The section first: after an edit it is what answers within a frame or two, so it is asked for before the
        // panels update for the new world. The maps and the diagram follow once the section is drawn (or after
        // FOLLOW_UP_MILLIS at most), so they do not share the pool with it meanwhile.
        followUpsDue = System.nanoTime() + FOLLOW_UP_MILLIS * 1_000_000L;
        sectionDrawn.set(false);
        requestSection();
        model.setSavedWorld(next.saved());
        model.setLoaded(next.world());
        model.setLoading(false);
    }

    /** On the FX thread: the settings could not make a world; say why and keep the previous one. */
    private void loadFailed(WorldSettings settings, String why) {
        if (!settings.equals(model.settings())) {
            return;
        }
        messages.accept(why);
        model.setLoading(false);
        loadPending = false;
        if (loadedSettings != null) {
            model.revert(loadedSettings);
        }
        requestAll();
    }

    private void requestAll() {
        requestSection();
        requestMap();
        requestIso();
        requestOverview();
    }

    // ------------------------------------------------------------------ drawing

    /** Asks for the map to be drawn again. */
    public void requestMap() {
        WorldChunks c = current;
        if (c != null) {
            maps.submit(new MapJob(c, model.shownView().get(), model.layerProperty().get(),
                model.chunkGridProperty().get()));
        }
    }

    private void renderMap(MapJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        WorldView view = job.view();
        MapDrawing.Picture p = drawing(job.chunks(), () -> MapDrawing.draw(job.chunks(), view, job.layer(),
            job.grid(), !loadPending, pool, early -> mapHandOver.offer(image(early, view, start)), superseded));
        if (p != null) {
            mapHandOver.offer(image(p, view, start));
        }
    }

    /** Asks for the overview to be drawn again. */
    public void requestOverview() {
        WorldChunks c = current;
        if (c != null) {
            overviews.submit(new MapJob(c, model.view(), WorldLayer.BIOME, false));
        }
    }

    private void renderOverview(MapJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        MapDrawing.Picture p = drawing(job.chunks(), () -> MapDrawing.drawOverview(job.chunks(), job.view(), pool,
            superseded));
        if (p != null) {
            overviewHandOver.offer(image(p, MapDrawing.overview(job.view()), start));
        }
    }

    /** A drawing of a saved world fails when its world is closed under it: null then, if it is no longer shown. */
    private MapDrawing.Picture drawing(WorldChunks c, java.util.function.Supplier<MapDrawing.Picture> draw) {
        try {
            return draw.get();
        } catch (IllegalStateException closed) {
            if (current != c) {
                return null;
            }
            throw closed;
        }
    }

    private static Image image(MapDrawing.Picture p, WorldView view, long start) {
        return new Image(p.argb(), p.width(), p.height(), view, (System.nanoTime() - start) / 1e6, p.complete());
    }

    /** The overview's view of a map's view. */
    public static WorldView overview(WorldView view) {
        return MapDrawing.overview(view);
    }

    /** Asks for the section to be drawn again. */
    public void requestSection() {
        WorldChunks c = current;
        if (c != null) {
            sections.submit(new SectionJob(c, model.section(), model.sectionLayerProperty().get()));
            if (followUpsDue == 0) {
                // (Right after a load the exact chunks are asked for with the follow-ups, once the preview is
                // drawn: until then both cores compute the line's density.)
                requestWholeChunks();
            }
        }
    }

    private void renderSection(SectionJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        WorldChunks c = job.chunks();
        boolean density = job.layer() == SectionRenderer.Layer.DENSITY && c.saved() == null;
        ColumnSection data = new ColumnSection(job.line(), c, density,
            () -> lineDensity.of(c, job.line(), job.layer() == SectionRenderer.Layer.DENSITY, superseded));
        int[] argb = new int[data.width() * data.height()];
        SectionRenderer.render(data, job.layer(), c.seaLevel(), argb, superseded);
        sectionDrawn.set(true);
        sectionHandOver.offer(new Image(argb, data.width(), data.height(), job.line(),
            (System.nanoTime() - start) / 1e6, data.complete()));
    }

    /** Asks for the diagram to be drawn again. */
    public void requestIso() {
        WorldChunks c = current;
        if (c != null) {
            isos.submit(new IsoJob(c, model.iso(), model.section()));
            requestWholeChunks();
        }
    }

    private void renderIso(IsoJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        DiagramDrawing.Picture p = DiagramDrawing.draw(job.chunks(), job.settings(), job.line(), superseded);
        isoHandOver.offer(new Image(p.argb(), p.width(), p.height(), job.settings(),
            (System.nanoTime() - start) / 1e6, p.complete()));
    }

    /** Wants the whole chunks the section and the diagram show, nearest the section's centre first. */
    private void requestWholeChunks() {
        WorldChunks c = current;
        if (c == null || loadPending) {
            return;
        }
        SectionLine line = model.section();
        c.chunks().request(DiagramDrawing.wanted(model.iso(), line), (line.ax() + line.bx()) / 2.0,
            (line.az() + line.bz()) / 2.0);
    }

    // ------------------------------------------------------------------ ticks

    /** After a load: asks for the maps and the diagram once the section is drawn or the wait is over. */
    private void followUps() {
        if (followUpsDue != 0 && (sectionDrawn.get() || System.nanoTime() > followUpsDue)) {
            followUpsDue = 0;
            requestMap();
            requestIso();
            requestOverview();
        }
    }

    private void tick() {
        WorldChunks c = current;
        if (c == null) {
            return;
        }
        followUps();
        if (loadPending || followUpsDue != 0) {
            // While a world loads, and right after until the follow-ups ask for everything, the load and then
            // the section have the pool: chunks that arrive meanwhile are drawn by what follows.
            chunksArrived.set(false);
            wholeChunksArrived.set(false);
        }
        // Chunks that arrived are drawn by a redraw after the one under way, which is left to finish.
        if (chunksArrived.getAndSet(false)) {
            maps.refresh(new MapJob(c, model.shownView().get(), model.layerProperty().get(),
                model.chunkGridProperty().get()));
        }
        if (wholeChunksArrived.getAndSet(false)) {
            sections.refresh(new SectionJob(c, model.section(), model.sectionLayerProperty().get()));
            isos.refresh(new IsoJob(c, model.iso(), model.section()));
        }
        ChunkSource.Stats a = c.surfaces().stats();
        ChunkSource.Stats b = c.chunks().stats();
        stats.set(new Stats(a.generated() + b.generated(), a.queued() + b.queued() + a.running() + b.running(),
            a.perSecond() + b.perSecond(), a.cached() + b.cached(), a.cachedBytes() + b.cachedBytes()));
    }

    // ------------------------------------------------------------------ read-outs

    /** The current world's whole chunk, if cached (for hover read-outs); null otherwise. */
    ChunkData cachedChunk(ChunkPos pos) {
        WorldChunks c = current;
        return c == null ? null : c.chunks().get(pos);
    }

    /** A whole chunk of {@code world}, if the current world is that one and has it cached; null otherwise. */
    ChunkData cachedChunk(LoadedWorld world, ChunkPos pos) {
        WorldChunks c = current;
        return c == null || c.world() != world ? null : c.chunks().get(pos);
    }

    /** Whether the current world is known not to have a chunk (a saved world's chunk never generated). */
    boolean notGenerated(ChunkPos pos) {
        WorldChunks c = current;
        return c != null && c.notGenerated(pos);
    }

    /** The current world's surface of a chunk, if cached; null otherwise. */
    SurfaceData cachedSurface(ChunkPos pos) {
        WorldChunks c = current;
        return c == null ? null : c.surfaces().get(pos);
    }

    @Override
    public void close() {
        closed = true;
        ticker.stop();
        WorldChunks c = current;
        if (c != null) {
            c.close();
        }
    }
}
