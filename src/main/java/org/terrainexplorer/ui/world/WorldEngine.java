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
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.MapDrawing;
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

    private final WorldModel model;
    private final RenderPool pool;
    private final Consumer<String> messages;
    private final WorldSession worlds;
    private final LatestWins<WorldSettings> loader;
    private final WorldDrawings drawings;
    private final ReadOnlyObjectWrapper<Stats> stats = new ReadOnlyObjectWrapper<>(this, "stats");
    private final AtomicBoolean chunksArrived = new AtomicBoolean();
    private final AtomicBoolean wholeChunksArrived = new AtomicBoolean();
    private final Timeline ticker;
    /** After a load, when the maps and the diagram are asked for at the latest (0: already asked). */
    private long followUpsDue;
    private volatile WorldChunks current;
    private WorldSettings loadedSettings;
    private Consumer<String> packRefused = why -> { };
    private boolean closed;
    /** Set while a load is on its way: the shown world's views draw what is cached and ask for no more chunks. */
    private volatile boolean loadPending;

    /** An engine for a model, loading worlds through {@code worlds}; starts loading the model's settings at once. */
    public WorldEngine(WorldModel model, WorldSession worlds, RenderPool pool, Consumer<String> messages) {
        this.model = model;
        this.worlds = worlds;
        this.pool = pool;
        this.messages = messages;
        Consumer<Throwable> failed = e -> Platform.runLater(() -> messages.accept("internal error: " + e));
        loader = new LatestWins<>(pool::execute, this::load, failed);
        drawings = new WorldDrawings(model, pool, failed, () -> current, () -> loadPending, () -> followUpsDue != 0);
        model.settingsProperty().addListener((o, was, now) -> requestLoad());
        model.shownView().addListener(o -> drawings.requestMap());
        model.viewProperty().addListener(o -> drawings.requestOverview());
        model.layerProperty().addListener(o -> drawings.requestMap());
        model.chunkGridProperty().addListener(o -> drawings.requestMap());
        model.biomeYProperty().addListener(o -> {
            if (model.layerProperty().get() == org.terrainexplorer.render.world.WorldLayer.BIOME_AT_Y) {
                drawings.requestMap();
            }
        });
        model.sectionProperty().addListener(o -> {
            drawings.requestSection();
            if (model.iso().cutAlongSection()) {
                drawings.requestIso();
            }
        });
        model.sectionLayerProperty().addListener(o -> drawings.requestSection());
        model.isoProperty().addListener(o -> drawings.requestIso());
        model.cacheMegabytesProperty().addListener((o, was, now) -> {
            WorldChunks c = current;
            if (c != null) {
                c.setBudget(now * MEGABYTE);
            }
        });
        drawings.sectionHandOver.property().addListener(o -> followUps());
        ticker = new Timeline(new KeyFrame(Duration.millis(100), e -> tick()));
        ticker.setCycleCount(Timeline.INDEFINITE);
        ticker.play();
        requestLoad();
    }

    /** The latest map image. */
    public ReadOnlyObjectProperty<Image> mapImageProperty() {
        return drawings.mapHandOver.property();
    }

    /** Calls {@code w} with every map image made from now on, on the pool (for tests: the property keeps the newest). */
    void watchMapImages(java.util.function.Consumer<Image> w) {
        drawings.mapHandOver.watchOffers(w);
    }

    /** The latest overview image (its {@code shows} is its view). */
    public ReadOnlyObjectProperty<Image> overviewImageProperty() {
        return drawings.overviewHandOver.property();
    }

    /** The latest section image. */
    public ReadOnlyObjectProperty<Image> sectionImageProperty() {
        return drawings.sectionHandOver.property();
    }

    /** The latest diagram image. */
    public ReadOnlyObjectProperty<Image> isoImageProperty() {
        return drawings.isoHandOver.property();
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
                drawings.requestAll();
            }
            return;
        }
        model.setLoading(true);
        // What is being drawn of the old world is no longer wanted: stop it and its chunks, so the pool is free
        // for the load and the new world's section at once. (A refused or undone load asks for them again.)
        loadPending = true;
        drawings.supersedeAll();
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
                saved.startPoint(); // found here, off the FX thread, for opening there and "Go to spawn"
                saved.storedChunkBounds();
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
        next.onArrival(whole -> (whole ? wholeChunksArrived : chunksArrived).set(true));
        next.onFailure((pos, e) -> Platform.runLater(() ->
            messages.accept("internal error: chunk " + pos.x() + "," + pos.z() + ": " + e)));
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
        WorldSettings before = loadedSettings;
        loadedSettings = settings;
        // The section first: after an edit it is what answers within a frame or two, so it is asked for before the
        // panels update for the new world. The maps and the diagram follow once the section is drawn (or after
        // FOLLOW_UP_MILLIS at most), so they do not share the pool with it meanwhile.
        followUpsDue = System.nanoTime() + FOLLOW_UP_MILLIS * 1_000_000L;
        drawings.sectionDrawn.set(false);
        drawings.requestSection();
        if (next.saved() != null && (old == null || old.saved() == null
            || !old.saved().source().equals(next.saved().source()))) {
            // A saved world opens at its spawn (or where its chunks are), saying which release wrote it: the map,
            // and the diagram and the 3D camera, which follow the diagram's centre.
            int[] at = next.saved().startPoint();
            model.setView(model.view().centredOn(at[0], at[1]));
            model.setIso(model.iso().withCentre(at[0], at[1]));
            messages.accept("Opened " + next.saved().name() + ", written by " + next.saved().versionText()
                + String.join("", next.saved().warnings().stream().map(w -> "; " + w).toList()));
        }
        if (next.saved() == null && old != null && old.saved() != null) {
            // Back from a saved world: what the bar said about it (or about one that would not open) is past.
            messages.accept("Back to the generated world, seed " + settings.seedText());
        } else if (next.saved() == null && settings.datapack() != null
            && (before == null || !settings.datapack().equals(before.datapack()))) {
            // A pack may bring the world to another release (its pack.mcmeta names the release it is for): say so.
            String release = next.world().version();
            boolean moved = old != null && !release.equals(old.world().version());
            messages.accept("Opened datapack " + settings.datapack().getFileName() + (moved ? "; the world is now "
                + "release " + release + ", the one the pack is for (World, Release chooses another)" : ""));
        }
        if (!next.world().warnings().isEmpty() && (old == null || old.world().base() != next.world().base())) {
            // What the world's data gave warnings of (fields the game ignores), once per loaded data.
            List<String> w = next.world().warnings();
            messages.accept("Loaded with " + (w.size() == 1 ? "a warning: " + w.get(0)
                : w.size() + " warnings, the first: " + w.get(0)));
        }
        model.setSavedWorld(next.saved());
        model.setLoaded(next.world());
        model.setLoading(false);
    }

    /**
     * Called on the FX thread with the reason when a world with another datapack than the one shown could not be made
     * (the status bar says it too, but a pack the user chose deserves the whole message).
     */
    public void setOnPackRefused(Consumer<String> refused) {
        packRefused = refused;
    }

    /** On the FX thread: the settings could not make a world; say why and keep the previous one. */
    private void loadFailed(WorldSettings settings, String why) {
        if (!settings.equals(model.settings())) {
            return;
        }
        messages.accept(why);
        if (settings.datapack() != null
            && (loadedSettings == null || !settings.datapack().equals(loadedSettings.datapack()))) {
            packRefused.accept(why);
        }
        model.setLoading(false);
        loadPending = false;
        if (loadedSettings != null) {
            model.revert(loadedSettings);
        }
        drawings.requestAll();
    }

    // ------------------------------------------------------------------ ticks

    /** After a load: asks for the maps and the diagram once the section is drawn or the wait is over. */
    private void followUps() {
        if (followUpsDue != 0 && (drawings.sectionDrawn.get() || System.nanoTime() > followUpsDue)) {
            followUpsDue = 0;
            drawings.requestMap();
            drawings.requestIso();
            drawings.requestOverview();
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
            drawings.refreshMap(c);
        }
        if (wholeChunksArrived.getAndSet(false)) {
            drawings.refreshWhole(c);
        }
        ChunkSource.Stats s = c.stats();
        stats.set(new Stats(s.generated(), s.queued() + s.running(), s.perSecond(), s.cached(), s.cachedBytes()));
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

    /** The chunks of the world shown now ({@code world}'s), or null when another world is shown or none. */
    WorldChunks chunksOf(LoadedWorld world) {
        WorldChunks c = current;
        return c == null || c.world() != world ? null : c;
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
