package org.terrainexplorer.ui.world;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.util.Duration;
import org.terrainexplorer.io.anvil.Dimension;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.IsometricRenderer;
import org.terrainexplorer.render.world.PreviewGrid;
import org.terrainexplorer.render.world.SectionData;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.ColumnCache;
import org.terrainexplorer.render.world.MapColumns;
import org.terrainexplorer.render.world.MapSurface;
import org.terrainexplorer.render.world.SavedMapSampler;
import org.terrainexplorer.render.world.StoredChunksRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSource;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.WorldLoader;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.DataException;

/**
 * Makes what the voxel world mode shows, off the FX thread: loads the world when its settings change (a bad
 * datapack is reported and the previous world stays), keeps the chunk sources (surfaces for the map, whole
 * chunks for the section and the 3D view), renders the map, the section and the 3D view latest-wins on the
 * shared pool, and hands finished images to the FX thread whole. Chunks arriving redraw what they touch, at
 * most ten times a second.
 *
 * <p>When the settings name a {@linkplain WorldSettings#savedWorld() saved world}, its chunks are read from its
 * region files instead of generated (the generated world stays loaded underneath, to go back to): a chunk it
 * lacks is shown as not generated, a corrupt file or chunk is reported in the status bar and skipped. Views too
 * wide to read chunk by chunk, and the climate layers, show which chunks its saves hold.
 */
public final class WorldEngine implements AutoCloseable {

    /** Up to this many blocks per pixel the map's surface layers come from chunks. */
    public static final int EXACT_LIMIT = 2;
    private static final long MEGABYTE = 1L << 20;

    /** A finished image: its pixels, size and what it shows. */
    public record Image(int[] argb, int width, int height, Object shows, double millis, boolean complete) {
    }

    /** The chunk sources' counters, for the status bar. */
    public record Stats(long generated, int queued, double perSecond, int cached, long cachedBytes) {
    }

    /**
     * A loaded world with its chunk sources and caches; replaced whole on every load. With a saved world the
     * sources read its files and the map draws its chunks ({@code grid} is then null).
     */
    private record Session(LoadedWorld world, SavedWorld saved, ChunkSource<SurfaceData> surfaces,
                           ChunkSource<ChunkData> chunks, PreviewGrid grid, WorldMapRenderer map) {
        void close() {
            surfaces.close();
            chunks.close();
            if (saved != null) {
                saved.close();
            }
        }

        int minY() {
            return saved != null ? saved.minY() : world.world().minY();
        }

        int height() {
            return saved != null ? saved.height() : world.world().height();
        }

        BlockPalette palette() {
            return saved != null ? saved.palette() : world.world().palette();
        }

        /** The sea level to mark, or {@code Integer.MIN_VALUE} when a saved world does not say. */
        int seaLevel() {
            return saved != null ? saved.seaLevel().orElse(Integer.MIN_VALUE) : world.world().settings().seaLevel();
        }
    }

    /** The sea level a saved world's height layer colours from when its level.dat does not say: the overworld's. */
    private static final int ASSUMED_SEA_LEVEL = 63;

    private record MapJob(Session session, WorldView view, WorldLayer layer, boolean grid) {
    }

    private record SectionJob(Session session, SectionLine line, SectionRenderer.Layer layer) {
    }

    private record IsoJob(Session session, IsoSettings settings, SectionLine line) {
    }

    private final WorldModel model;
    private final RenderPool pool;
    /** The far map of a saved world keeps 2^19 columns it read (8.5 MB), so a pan reads only what it shows new. */
    private static final int FAR_COLUMN_BITS = 19;
    private final Object farColumnsLock = new Object();
    private SavedWorld farColumnsOf;
    private ColumnCache farColumns;
    private final Consumer<String> messages;
    private final Map<BuiltinWorld, WorldDefinition> builtins = new EnumMap<>(BuiltinWorld.class);
    private final LatestWins<WorldSettings> loader;
    private final LatestWins<MapJob> maps;
    private final LatestWins<SectionJob> sections;
    private final LatestWins<IsoJob> isos;
    private final LatestWins<MapJob> overviews;
    private final ReadOnlyObjectWrapper<Image> overviewImage = new ReadOnlyObjectWrapper<>(this, "overviewImage");
    private final HandOver overviewHandOver = new HandOver(overviewImage);
    private final ReadOnlyObjectWrapper<Image> mapImage = new ReadOnlyObjectWrapper<>(this, "mapImage");
    private final ReadOnlyObjectWrapper<Image> sectionImage = new ReadOnlyObjectWrapper<>(this, "sectionImage");
    private final ReadOnlyObjectWrapper<Image> isoImage = new ReadOnlyObjectWrapper<>(this, "isoImage");
    private final ReadOnlyObjectWrapper<Stats> stats = new ReadOnlyObjectWrapper<>(this, "stats");
    private final HandOver mapHandOver = new HandOver(mapImage);
    private final HandOver sectionHandOver = new HandOver(sectionImage);
    private final HandOver isoHandOver = new HandOver(isoImage);
    private final AtomicBoolean chunksArrived = new AtomicBoolean();
    private final AtomicBoolean wholeChunksArrived = new AtomicBoolean();
    private final Timeline ticker;
    /** After a load, when the maps and the 3D view are asked for at the latest (0: already asked). */
    private long followUpsDue;
    private static final long FOLLOW_UP_MILLIS = 400;
    private final AtomicBoolean sectionDrawn = new AtomicBoolean();
    private volatile Session session;
    private WorldSettings loadedSettings;
    private boolean closed;
    /** Set while a load is on its way: the shown world's views draw what is cached and ask for no more chunks. */
    private volatile boolean loadPending;

    /** An engine for a model; starts loading its settings at once. */
    public WorldEngine(WorldModel model, RenderPool pool, Consumer<String> messages) {
        this.model = model;
        this.pool = pool;
        this.messages = messages;
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
            Session s = session;
            if (s != null) {
                s.surfaces().setBudget(now * MEGABYTE / 4);
                s.chunks().setBudget(now * MEGABYTE * 3 / 4);
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

    /** The latest 3D view image. */
    public ReadOnlyObjectProperty<Image> isoImageProperty() {
        return isoImage.getReadOnlyProperty();
    }

    /** The chunk counters, updated ten times a second. */
    public ReadOnlyObjectProperty<Stats> statsProperty() {
        return stats.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------ loading

    private void requestLoad() {
        if (session != null && model.settings().equals(loadedSettings)) {
            // Back to the settings of the world shown (a refused pack reverted them): nothing to load.
            model.setLoading(false);
            if (loadPending) {
                // (An undo right after a change: the world shown stays, so want its chunks again.)
                loadPending = false;
                requestSection();
                requestMap();
                requestOverview();
                requestIso();
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
        Session s = session;
        if (s != null) {
            s.surfaces().request(List.of(), 0, 0);
            s.chunks().request(List.of(), 0, 0);
        }
        loader.submit(model.settings());
    }

    private void load(WorldSettings settings, java.util.function.BooleanSupplier superseded) {
        LoadedWorld world;
        SavedWorld saved = null;
        try {
            world = generatedWorld(settings.generated());
            if (settings.savedWorld() != null) {
                saved = openSaved(settings.savedWorld());
                saved.startPoint(); // found here, off the FX thread, for opening there and "Go to spawn"
                saved.storedChunkBounds();
            }
        } catch (DataException | IOException | IllegalArgumentException | java.io.UncheckedIOException e) {
            String why = e instanceof DataException ? "bad world data: " + e.getMessage()
                : settings.savedWorld() != null ? "Cannot open the world: " + e.getMessage() : e.getMessage();
            Platform.runLater(() -> loadFailed(settings, why));
            return;
        }
        if (superseded.getAsBoolean()) {
            if (saved != null) {
                saved.close();
            }
            return;
        }
        Session next = newSession(world, saved);
        Platform.runLater(() -> loaded(settings, next));
    }

    /** The generated world of the settings: the one shown now if it is theirs (opening a saved world over it). */
    private LoadedWorld generatedWorld(WorldSettings settings) throws IOException {
        Session s = session;
        if (s != null && s.world().settings().equals(settings)) {
            return s.world();
        }
        return LoadedWorld.of(settings, definition(settings));
    }

    /** Opens a saved world, its problems (file, chunk) reported in the status bar as they are met. */
    private SavedWorld openSaved(Path folder) throws IOException {
        java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();
        return SavedWorld.open(folder, p -> {
            int n = count.incrementAndGet();
            Platform.runLater(() -> messages.accept("Skipped " + p + " (shown as not generated)"
                + (n > 1 ? "; " + n + " problems so far" : "")));
        });
    }

    private WorldDefinition definition(WorldSettings settings) throws IOException {
        Path pack = settings.datapack();
        if (pack != null) {
            return WorldLoader.loadDatapack(Pack.open(pack));
        }
        synchronized (builtins) {
            WorldDefinition d = builtins.get(settings.builtin());
            if (d == null) {
                d = WorldLoader.load(settings.builtin());
                builtins.put(settings.builtin(), d);
            }
            return d;
        }
    }

    private Session newSession(LoadedWorld world, SavedWorld saved) {
        if (saved != null) {
            return savedSession(world, saved);
        }
        long budget = model.cacheMegabytesProperty().get() * MEGABYTE;
        ChunkSource<SurfaceData> surfaces = new ChunkSource<>(world.generator()::generateSurface,
            SurfaceData::memoryBytes, pool::execute, pool.threads(), budget / 4);
        ChunkSource<ChunkData> chunks = new ChunkSource<>(world.generator()::generate, ChunkData::memoryBytes,
            pool::execute, pool.threads(), budget * 3 / 4);
        PreviewGrid grid = new PreviewGrid(world.sampler(), world.biomeIds());
        Session s = new Session(world, null, surfaces, chunks, grid, new WorldMapRenderer(world.sampler(),
            world.biomeIds(), grid));
        listen(surfaces, chunks);
        return s;
    }

    /** A session over a saved world: chunks read from its files (null, not generated, for those it lacks). */
    private Session savedSession(LoadedWorld world, SavedWorld saved) {
        long budget = model.cacheMegabytesProperty().get() * MEGABYTE;
        ChunkSource<ChunkData> chunks = new ChunkSource<>((pos, cancelled) -> read(saved, pos, cancelled),
            ChunkData::memoryBytes, pool::execute, pool.threads(), budget * 3 / 4);
        ChunkSource<SurfaceData> surfaces = new ChunkSource<>((pos, cancelled) -> {
            ChunkData whole = chunks.get(pos);
            ChunkData chunk = whole != null ? whole : read(saved, pos, cancelled);
            return chunk == null ? null : MapSurface.of(chunk, saved.dimension() == Dimension.NETHER);
        }, SurfaceData::memoryBytes, pool::execute, pool.threads(), budget / 4);
        WorldMapRenderer map = new WorldMapRenderer(saved.palette(), saved.biomeIds(), saved.minY(), saved.height(),
            saved.seaLevel().orElse(ASSUMED_SEA_LEVEL));
        listen(surfaces, chunks);
        return new Session(world, saved, surfaces, chunks, null, map);
    }

    /** A saved chunk, or null; a read cut short by the session's end is a cancellation, not a failure. */
    private static ChunkData read(SavedWorld saved, ChunkPos pos, java.util.function.BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException();
        }
        try {
            return saved.chunk(pos);
        } catch (IllegalStateException closed) {
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            throw closed;
        }
    }

    private void listen(ChunkSource<SurfaceData> surfaces, ChunkSource<ChunkData> chunks) {
        // Chunks for the section and the 3D view come first (there are few of them and the user is looking at
        // them); both step aside for renders waiting on the pool.
        chunks.stepAsideWhen(pool::hasWaitingWork);
        surfaces.stepAsideWhen(pool::hasWaitingWork);
        surfaces.after(chunks);
        surfaces.addListener((pos, data) -> chunksArrived.set(true));
        chunks.addListener((pos, data) -> wholeChunksArrived.set(true));
        java.util.function.BiConsumer<ChunkPos, RuntimeException> failed = (pos, e) -> Platform.runLater(() ->
            messages.accept("internal error: chunk " + pos.x() + "," + pos.z() + ": " + e));
        surfaces.addFailureListener(failed);
        chunks.addFailureListener(failed);
    }

    /** On the FX thread: the world is ready (unless newer settings came meanwhile). */
    private void loaded(WorldSettings settings, Session next) {
        if (closed || !settings.equals(model.settings())) {
            next.close();
            return;
        }
        Session old = session;
        session = next;
        loadPending = false;
        if (old != null) {
            old.close();
        }
        loadedSettings = settings;
        // The section first: after an edit it is what answers within a frame or two (a line's density takes
        // tens of milliseconds), so it is asked for before the panels update for the new world. The maps and
        // the 3D view follow once the section is drawn (or after FOLLOW_UP_MILLIS at most), so they do not
        // share the pool with it meanwhile.
        followUpsDue = System.nanoTime() + FOLLOW_UP_MILLIS * 1_000_000L;
        sectionDrawn.set(false);
        requestSection();
        if (next.saved() != null && (old == null || old.saved() == null
            || !old.saved().source().equals(next.saved().source()))) {
            int[] at = next.saved().startPoint();
            model.setView(model.view().centredOn(at[0], at[1]));
            messages.accept("Opened " + next.saved().name() + ", written by " + next.saved().versionText()
                + String.join("", next.saved().warnings().stream().map(w -> "; " + w).toList()));
        }
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
        // The world shown stays: want its chunks (and its drawings) again.
        requestSection();
        requestMap();
        requestIso();
        requestOverview();
    }

    // ------------------------------------------------------------------ the map

    /** Asks for the map to be drawn again. */
    public void requestMap() {
        Session s = session;
        if (s != null) {
            maps.submit(new MapJob(s, model.shownView().get(), model.layerProperty().get(),
                model.chunkGridProperty().get()));
        }
    }

    private void renderMap(MapJob job, java.util.function.BooleanSupplier superseded) {
        if (job.session().saved() != null) {
            renderSavedMap(job, superseded);
            return;
        }
        long start = System.nanoTime();
        WorldView view = job.view();
        boolean exact = !job.layer().climate() && view.blocksPerPixel() <= EXACT_LIMIT;
        WorldMapRenderer.SurfaceSource source = null;
        boolean complete = true;
        if (exact) {
            List<ChunkPos> needed = chunksOf(view);
            if (!loadPending) {
                job.session().surfaces().request(needed, view.centreX(), view.centreZ());
            }
            source = job.session().surfaces()::get;
            for (ChunkPos p : needed) {
                if (job.session().surfaces().get(p) == null) {
                    complete = false;
                    break;
                }
            }
        } else if (view.width() * view.height() > 64 * 64) {
            // A coarse pass first, a quarter of the pixels each way: the preview samples are the expensive part.
            WorldView coarse = coarse(view);
            if (coarse != null) {
                int[] small = new int[coarse.width() * coarse.height()];
                job.session().map().render(coarse, job.layer(), null, new WorldMapRenderer.Style(false, 16), small,
                    pool, superseded);
                mapHandOver.offer(new Image(small, coarse.width(), coarse.height(), view,
                    (System.nanoTime() - start) / 1e6, false));
            }
        }
        int[] argb = new int[view.width() * view.height()];
        job.session().map().render(view, job.layer(), source, new WorldMapRenderer.Style(job.grid(), 16), argb, pool,
            superseded);
        mapHandOver.offer(new Image(argb, view.width(), view.height(), view, (System.nanoTime() - start) / 1e6,
            complete));
    }

    /**
     * A saved world's map: its chunks' surfaces up to {@link #EXACT_LIMIT} blocks per pixel, else (and for the
     * climate layers, which need a generated world) where its saves hold chunks.
     */
    private void renderSavedMap(MapJob job, java.util.function.BooleanSupplier superseded) {
        long start = System.nanoTime();
        WorldView view = job.view();
        Session s = job.session();
        int[] argb = new int[view.width() * view.height()];
        boolean complete = true;
        try {
            if (!job.layer().climate() && view.blocksPerPixel() <= EXACT_LIMIT) {
                List<ChunkPos> needed = chunksOf(view);
                if (!loadPending) {
                    s.surfaces().request(needed, view.centreX(), view.centreZ());
                }
                for (ChunkPos p : needed) {
                    if (s.surfaces().get(p) == null && !s.surfaces().notGenerated(p)) {
                        complete = false;
                        break;
                    }
                }
                s.map().render(view, job.layer(), new WorldMapRenderer.SurfaceSource() {
                    @Override
                    public SurfaceData surface(ChunkPos pos) {
                        return s.surfaces().get(pos);
                    }

                    @Override
                    public boolean notGenerated(ChunkPos pos) {
                        return s.surfaces().notGenerated(pos);
                    }
                }, new WorldMapRenderer.Style(job.grid(), 16), argb, pool, superseded);
            } else if (job.layer().climate()) {
                StoredChunksRenderer.render(view, s.saved()::stored, job.grid(), argb, pool, superseded);
            } else {
                // Farther out: a column per pixel from the stored chunks, read for the view and not kept.
                MapColumns columns = new MapColumns(view.width() * view.height());
                SavedMapSampler.fill(view, () -> s.saved().columns()::sample, s.saved().palette(),
                    s.saved()::stored, columns, pool, superseded, farColumns(s.saved()));
                s.map().renderColumns(view, job.layer(), columns, new WorldMapRenderer.Style(job.grid(), 16), argb,
                    pool);
            }
        } catch (IllegalStateException closed) {
            if (session != s) {
                return;
            }
            throw closed;
        }
        mapHandOver.offer(new Image(argb, view.width(), view.height(), view, (System.nanoTime() - start) / 1e6,
            complete));
    }

    /** The far map's column cache of a saved world (one at a time: a new world starts a new one). */
    private ColumnCache farColumns(SavedWorld saved) {
        synchronized (farColumnsLock) {
            if (farColumnsOf != saved) {
                farColumnsOf = saved;
                farColumns = new ColumnCache(FAR_COLUMN_BITS);
            }
            return farColumns;
        }
    }

    private static WorldView coarse(WorldView view) {
        int b = view.blocksPerPixel() * 4;
        if (b > WorldView.MAX_BLOCKS_PER_PIXEL) {
            return null;
        }
        return new WorldView(view.centreX(), view.centreZ(), b, Math.max(1, view.width() / 4),
            Math.max(1, view.height() / 4));
    }

    /** The chunks holding the blocks a view samples. */
    static List<ChunkPos> chunksOf(WorldView view) {
        Set<ChunkPos> chunks = new LinkedHashSet<>();
        for (int j = 0; j < view.height(); j += Math.max(1, 16 / view.blocksPerPixel())) {
            int z = view.blockZ(j);
            for (int i = 0; i < view.width(); i += Math.max(1, 16 / view.blocksPerPixel())) {
                chunks.add(ChunkPos.ofBlock(view.blockX(i), z));
            }
            chunks.add(ChunkPos.ofBlock(view.blockX(view.width() - 1), z));
        }
        int zLast = view.blockZ(view.height() - 1);
        for (int i = 0; i < view.width(); i += Math.max(1, 16 / view.blocksPerPixel())) {
            chunks.add(ChunkPos.ofBlock(view.blockX(i), zLast));
        }
        chunks.add(ChunkPos.ofBlock(view.blockX(view.width() - 1), zLast));
        return new ArrayList<>(chunks);
    }

    /** The overview's side in pixels. */
    public static final int OVERVIEW_SIZE = 180;

    /** The overview's view: 8 times the map's width around its centre, at the nearest scale that fits. */
    public static WorldView overview(WorldView view) {
        double span = Math.max(view.width(), view.height()) * (double) view.blocksPerPixel() * 8;
        int b = (int) Math.min(WorldView.MAX_BLOCKS_PER_PIXEL, Math.max(1, Math.ceil(span / OVERVIEW_SIZE)));
        return new WorldView(view.centreX(), view.centreZ(), b, OVERVIEW_SIZE, OVERVIEW_SIZE);
    }

    /** Asks for the overview to be drawn again. */
    public void requestOverview() {
        Session s = session;
        if (s != null) {
            overviews.submit(new MapJob(s, overview(model.view()), WorldLayer.BIOME, false));
        }
    }

    private void renderOverview(MapJob job, java.util.function.BooleanSupplier superseded) {
        long start = System.nanoTime();
        int[] argb = new int[job.view().width() * job.view().height()];
        Session s = job.session();
        if (s.saved() != null) {
            try {
                StoredChunksRenderer.render(job.view(), s.saved()::stored, false, argb, pool, superseded);
            } catch (IllegalStateException closed) {
                if (session != s) {
                    return;
                }
                throw closed;
            }
        } else {
            s.map().render(job.view(), job.layer(), null, WorldMapRenderer.Style.DEFAULT, argb, pool, superseded);
        }
        overviewHandOver.offer(new Image(argb, job.view().width(), job.view().height(), job.view(),
            (System.nanoTime() - start) / 1e6, true));
    }

    // ------------------------------------------------------------------ the section

    /** Asks for the section to be drawn again. */
    public void requestSection() {
        Session s = session;
        if (s != null) {
            sections.submit(new SectionJob(s, model.section(), model.sectionLayerProperty().get()));
            if (followUpsDue == 0) {
                // (Right after a load the exact chunks are asked for with the follow-ups, once the preview is
                // drawn: until then both cores compute the line's density.)
                requestWholeChunks();
            }
        }
    }

    private void renderSection(SectionJob job, java.util.function.BooleanSupplier superseded) {
        long start = System.nanoTime();
        SectionLine line = job.line();
        Session s = job.session();
        ColumnSection data = new ColumnSection(line, s,
            job.layer() == SectionRenderer.Layer.DENSITY && s.saved() == null,
            () -> lineDensity(s, line, job.layer() == SectionRenderer.Layer.DENSITY, superseded));
        int[] argb = new int[data.width() * data.height()];
        SectionRenderer.render(data, job.layer(), s.seaLevel(), argb, superseded);
        sectionDrawn.set(true);
        sectionHandOver.offer(new Image(argb, data.width(), data.height(), line, (System.nanoTime() - start) / 1e6,
            data.complete()));
    }

    /** A line's density as its chunks compute it, kept for the line and world last asked. */
    private record LineDensity(Session session, SectionLine line, boolean exact, double[][] density) {
    }

    private volatile LineDensity lineDensity;

    /**
     * The line's density; unless {@code exact} (for the density layer) the open sky above the terrain is NaN, not
     * computed, which halves the work for the blocks' preview.
     */
    private double[][] lineDensity(Session s, SectionLine line, boolean exact,
                                   java.util.function.BooleanSupplier superseded) {
        LineDensity known = lineDensity;
        if (known != null && known.session() == s && known.line().equals(line) && (known.exact() || !exact)) {
            return known.density();
        }
        int n = line.length();
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int i = 0; i < n; i++) {
            xs[i] = line.x(i);
            zs[i] = line.z(i);
        }
        // Split at chunk borders into a few runs, one per task, so every core helps.
        List<Integer> cuts = new ArrayList<>();
        cuts.add(0);
        int runs = pool.threads() * 2;
        for (int i = 1; i < n; i++) {
            boolean border = xs[i] >> 4 != xs[i - 1] >> 4 || zs[i] >> 4 != zs[i - 1] >> 4;
            if (border && i - cuts.get(cuts.size() - 1) >= n / runs) {
                cuts.add(i);
            }
        }
        cuts.add(n);
        double[][] density = new double[n][];
        pool.forEach(cuts.size() - 1, k -> {
            int from = cuts.get(k);
            int to = cuts.get(k + 1);
            double[][] part = s.world().generator().columnDensities(java.util.Arrays.copyOfRange(xs, from, to),
                java.util.Arrays.copyOfRange(zs, from, to), to - from, !exact, superseded);
            System.arraycopy(part, 0, density, from, to - from);
        });
        lineDensity = new LineDensity(s, line, exact, density);
        return density;
    }

    /**
     * A section read from cached whole chunks. Until a column's chunk is made it is previewed from the chunks'
     * density alone (solid where positive, open where not or where the sky above the terrain was not computed;
     * open water above the ground below sea level, or every opening below it when aquifers are off; no surface
     * blocks), which takes tens of milliseconds for a whole line: an edit redraws
     * the section at once and the exact blocks follow. A saved world has no preview: its columns are read, or
     * not generated where the world lacks them.
     */
    private static final class ColumnSection implements SectionData {
        private final SectionLine line;
        private final ChunkData[] chunks;
        private final boolean[] absent;
        private final int minY;
        private final int height;
        private final BlockPalette palette;
        private final double[][] density;
        private final int[] previewSurface;
        private final int solid;
        private final int fluid;
        private final int lava;
        private final int seaLevel;
        private final boolean aquifers;
        private boolean complete = true;

        ColumnSection(SectionLine line, Session s, boolean withDensity,
                      java.util.function.Supplier<double[][]> lineDensity) {
            this.line = line;
            minY = s.minY();
            height = s.height();
            palette = s.palette();
            chunks = new ChunkData[line.length()];
            absent = new boolean[chunks.length];
            for (int i = 0; i < chunks.length; i++) {
                ChunkPos pos = ChunkPos.ofBlock(line.x(i), line.z(i));
                chunks[i] = s.chunks().get(pos);
                absent[i] = chunks[i] == null && s.chunks().notGenerated(pos);
                complete &= chunks[i] != null || absent[i];
            }
            boolean generated = s.saved() == null;
            density = generated && (withDensity || !complete) ? lineDensity.get() : null;
            var settings = s.world().world().settings();
            solid = generated ? palette.id(settings.defaultBlock()) : 0;
            fluid = generated ? palette.id(settings.defaultFluid()) : 0;
            lava = generated ? palette.id(org.terrainexplorer.world.chunk.BlockState.LAVA) : 0;
            seaLevel = s.seaLevel();
            aquifers = settings.aquifersEnabled();
            previewSurface = new int[chunks.length];
            if (density != null) {
                for (int i = 0; i < chunks.length; i++) {
                    int top = minY;
                    for (int y = minY + height - 1; y >= minY; y--) {
                        if (density[i][y - minY] > 0) {
                            top = y + 1;
                            break;
                        }
                    }
                    previewSurface[i] = top;
                }
            }
        }

        boolean complete() {
            return complete;
        }

        @Override
        public int width() {
            return chunks.length;
        }

        @Override
        public int minY() {
            return minY;
        }

        @Override
        public int height() {
            return height;
        }

        @Override
        public BlockPalette palette() {
            return palette;
        }

        @Override
        public boolean available(int i) {
            return chunks[i] != null || density != null;
        }

        @Override
        public boolean notGenerated(int i) {
            return absent[i];
        }

        @Override
        public int block(int i, int y) {
            if (chunks[i] != null) {
                return chunks[i].block(line.x(i) & 15, y, line.z(i) & 15);
            }
            double d = density[i][y - minY];
            if (d > 0) {
                return solid;
            }
            if (y >= seaLevel || aquifers && y < previewSurface[i]) {
                return 0;
            }
            // The game's global fluid picker: lava below min(−54, sea level).
            return y < Math.min(-54, seaLevel) ? lava : fluid;
        }

        @Override
        public double density(int i, int y) {
            return density == null ? Double.NaN : density[i][y - minY];
        }

        @Override
        public int surface(int i) {
            if (chunks[i] == null) {
                return Math.max(previewSurface[i], Math.min(seaLevel, minY + height));
            }
            return chunks[i].worldSurface(line.x(i) & 15, line.z(i) & 15);
        }
    }

    // ------------------------------------------------------------------ the 3D view

    /** Asks for the 3D view to be drawn again. */
    public void requestIso() {
        Session s = session;
        if (s != null) {
            isos.submit(new IsoJob(s, model.iso(), model.section()));
            requestWholeChunks();
        }
    }

    private void renderIso(IsoJob job, java.util.function.BooleanSupplier superseded) {
        long start = System.nanoTime();
        IsoSettings iso = job.settings();
        Session s = job.session();
        int n = iso.size();
        ChunkData[] chunks = new ChunkData[n * n];
        boolean complete = true;
        int top = Integer.MIN_VALUE;
        for (int z = 0; z < n; z++) {
            for (int x = 0; x < n; x++) {
                ChunkPos pos = new ChunkPos(iso.firstChunkX() + x, iso.firstChunkZ() + z);
                ChunkData c = s.chunks().get(pos);
                chunks[z * n + x] = c;
                complete &= c != null || s.chunks().notGenerated(pos);
                if (c != null) {
                    for (int k = 0; k < 256; k++) {
                        top = Math.max(top, c.worldSurface(k & 15, k >> 4));
                    }
                }
            }
        }
        if (top == Integer.MIN_VALUE) {
            isoHandOver.offer(new Image(new int[] {0xFF202830}, 1, 1, iso, 0, complete));
            return;
        }
        int cut = Math.min(iso.cutY(), top);
        IsometricRenderer.Scene scene = new IsometricRenderer.Scene(chunks, n, iso.rotation(), iso.scale(), cut,
            iso.cutAlongSection() ? job.line().asArray() : null);
        int w = IsometricRenderer.width(scene);
        int h = IsometricRenderer.height(scene, s.minY(), s.height());
        int[] argb = new int[w * h];
        IsometricRenderer.render(scene, argb, w, h, 0xFF202830, superseded);
        isoHandOver.offer(new Image(argb, w, h, iso, (System.nanoTime() - start) / 1e6, complete));
    }

    /** Wants the whole chunks the section and the 3D view show, nearest the 3D view's centre first. */
    private void requestWholeChunks() {
        Session s = session;
        if (s == null || loadPending) {
            return;
        }
        Set<ChunkPos> wanted = new LinkedHashSet<>();
        IsoSettings iso = model.iso();
        for (int z = 0; z < iso.size(); z++) {
            for (int x = 0; x < iso.size(); x++) {
                wanted.add(new ChunkPos(iso.firstChunkX() + x, iso.firstChunkZ() + z));
            }
        }
        SectionLine line = model.section();
        for (int i = 0; i < line.length(); i++) {
            wanted.add(ChunkPos.ofBlock(line.x(i), line.z(i)));
        }
        s.chunks().request(wanted, (line.ax() + line.bx()) / 2.0, (line.az() + line.bz()) / 2.0);
    }

    // ------------------------------------------------------------------ ticks

    /** After a load: asks for the maps and the 3D view once the section is drawn or the wait is over. */
    private void followUps() {
        if (followUpsDue != 0 && (sectionDrawn.get() || System.nanoTime() > followUpsDue)) {
            followUpsDue = 0;
            requestMap();
            requestIso();
            requestOverview();
        }
    }

    private void tick() {
        Session s = session;
        if (s == null) {
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
            maps.refresh(new MapJob(s, model.shownView().get(), model.layerProperty().get(),
                model.chunkGridProperty().get()));
        }
        if (wholeChunksArrived.getAndSet(false)) {
            sections.refresh(new SectionJob(s, model.section(), model.sectionLayerProperty().get()));
            isos.refresh(new IsoJob(s, model.iso(), model.section()));
        }
        ChunkSource.Stats a = s.surfaces().stats();
        ChunkSource.Stats b = s.chunks().stats();
        stats.set(new Stats(a.generated() + b.generated(), a.queued() + b.queued() + a.running() + b.running(),
            a.perSecond() + b.perSecond(), a.cached() + b.cached(), a.cachedBytes() + b.cachedBytes()));
    }

    /** The current world's session's whole chunk, if cached (for hover read-outs); null otherwise. */
    ChunkData cachedChunk(ChunkPos pos) {
        Session s = session;
        return s == null ? null : s.chunks().get(pos);
    }

    /** A whole chunk of {@code world}, if the current session is that world's and has it cached; null otherwise. */
    ChunkData cachedChunk(LoadedWorld world, ChunkPos pos) {
        Session s = session;
        return s == null || s.world() != world ? null : s.chunks().get(pos);
    }

    /** Whether the current world is known not to have a chunk (a saved world's chunk never generated). */
    boolean notGenerated(ChunkPos pos) {
        Session s = session;
        return s != null && (s.surfaces().notGenerated(pos) || s.chunks().notGenerated(pos));
    }

    /** The current world's surface of a chunk, if cached; null otherwise. */
    SurfaceData cachedSurface(ChunkPos pos) {
        Session s = session;
        return s == null ? null : s.surfaces().get(pos);
    }

    @Override
    public void close() {
        closed = true;
        ticker.stop();
        Session s = session;
        if (s != null) {
            s.close();
        }
    }

    /** Hands images to the FX thread, newest only, one queued hand-over at a time. */
    private static final class HandOver {
        private final ReadOnlyObjectWrapper<Image> target;
        private final AtomicReference<Image> waiting = new AtomicReference<>();
        private final AtomicBoolean queued = new AtomicBoolean();

        HandOver(ReadOnlyObjectWrapper<Image> target) {
            this.target = target;
        }

        void offer(Image image) {
            waiting.set(image);
            if (queued.compareAndSet(false, true)) {
                Platform.runLater(() -> {
                    queued.set(false);
                    Image i = waiting.getAndSet(null);
                    if (i != null) {
                        target.set(i);
                    }
                });
            }
        }
    }
}
