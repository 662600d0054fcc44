package org.terrainexplorer.session;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.BiomeTints;
import org.terrainexplorer.render.world.ColumnCache;
import org.terrainexplorer.render.world.MapSurface;
import org.terrainexplorer.render.world.PreviewGrid;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSource;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.gen.SurfacePreview;

/**
 * A loaded world with the chunks the views draw from: two chunk sources on the shared pool (surfaces for the map,
 * whole chunks for the section and the 3D views), the map's preview grid and renderer. With a saved world the
 * sources read its region files instead of generating (the generated world stays underneath, to go back to): a
 * chunk it lacks is kept as not generated. Replaced whole when the world changes; close it then.
 */
public final class WorldChunks implements AutoCloseable {

    /** The sea level a saved world's height layer colours from when its level.dat does not say: the overworld's. */
    public static final int ASSUMED_SEA_LEVEL = 63;
    private static final int FAR_COLUMN_BITS = 19;

    private final LoadedWorld world;
    private final SavedWorld saved;
    private final ChunkSource<SurfaceData> surfaces;
    private final ChunkSource<ChunkData> chunks;
    private final PreviewGrid grid;
    private final WorldMapRenderer map;
    /** A saved world's far map keeps 2^19 columns it read (8.5 MB), so a pan reads only what it shows new. */
    private final ColumnCache farColumns;

    private WorldChunks(LoadedWorld world, SavedWorld saved, ChunkSource<SurfaceData> surfaces,
                        ChunkSource<ChunkData> chunks, PreviewGrid grid, WorldMapRenderer map) {
        this.world = world;
        this.saved = saved;
        this.surfaces = surfaces;
        this.chunks = chunks;
        this.grid = grid;
        this.map = map;
        this.farColumns = saved == null ? null : new ColumnCache(FAR_COLUMN_BITS);
        // Chunks for the section and the 3D view come first (there are few of them and the user is looking at
        // them); both step aside for renders waiting on the pool.
        surfaces.after(chunks);
    }

    /**
     * What the map shows of a generated chunk: its surface from above, or in the nether the floor under its bedrock
     * roof (made from the whole chunk, as a saved nether's map is), not the roof.
     */
    public static SurfaceData mapSurface(LoadedWorld world, ChunkPos pos, BooleanSupplier cancelled) {
        if (world.dimension() == Dimension.THE_NETHER) {
            return MapSurface.of(world.generator().generate(pos, cancelled), true);
        }
        return world.generator().generateSurface(pos, cancelled);
    }

    /** The chunks of a generated world, a quarter of {@code budgetBytes} for surfaces, the rest for whole chunks. */
    public static WorldChunks generated(LoadedWorld world, RenderPool pool, long budgetBytes) {
        ChunkSource<SurfaceData> surfaces = new ChunkSource<>((pos, cancelled) -> mapSurface(world, pos, cancelled),
            SurfaceData::memoryBytes, pool::execute, pool.threads(), budgetBytes / 4);
        ChunkSource<ChunkData> chunks = new ChunkSource<>(world.generator()::generate, ChunkData::memoryBytes,
            pool::execute, pool.threads(), budgetBytes * 3 / 4);
        WorldMapRenderer map = mapRenderer(world);
        WorldChunks c = new WorldChunks(world, null, surfaces, chunks, map.grid(), map);
        c.stepAsideFor(pool);
        return c;
    }

    /** A map renderer of a generated world, with a preview grid of its own, its biomes tinted by its data. */
    public static WorldMapRenderer mapRenderer(LoadedWorld world) {
        PreviewGrid grid = new PreviewGrid(world.sampler(), new SurfacePreview(world.generator()), world.biomeIds());
        return new WorldMapRenderer(world.sampler(), world.biomeIds(), grid, world.tints());
    }

    /**
     * The chunks of a saved world, read from its files ({@code world} is the generated world under it in the window,
     * or null), its map tinted as {@code world}'s release tints biomes.
     */
    public static WorldChunks saved(LoadedWorld world, SavedWorld saved, RenderPool pool, long budgetBytes) {
        return saved(world, saved, world != null ? world.tints() : BiomeTints.builtin(), pool, budgetBytes);
    }

    /** {@link #saved} with the map's biome tints given (the command line's: those of the release that wrote it). */
    public static WorldChunks saved(LoadedWorld world, SavedWorld saved, BiomeTints tints, RenderPool pool,
                                    long budgetBytes) {
        ChunkSource<ChunkData> chunks = new ChunkSource<>((pos, cancelled) -> read(saved, pos, cancelled),
            ChunkData::memoryBytes, pool::execute, pool.threads(), budgetBytes * 3 / 4);
        ChunkSource<SurfaceData> surfaces = new ChunkSource<>((pos, cancelled) -> {
            ChunkData whole = chunks.get(pos);
            ChunkData chunk = whole != null ? whole : read(saved, pos, cancelled);
            return chunk == null ? null : MapSurface.of(chunk, saved.dimension() == DimensionFolder.NETHER);
        }, SurfaceData::memoryBytes, pool::execute, pool.threads(), budgetBytes / 4);
        WorldMapRenderer map = new WorldMapRenderer(saved.palette(), saved.biomeIds(), saved.minY(), saved.height(),
            saved.seaLevel().orElse(ASSUMED_SEA_LEVEL), tints);
        WorldChunks c = new WorldChunks(world, saved, surfaces, chunks, null, map);
        c.stepAsideFor(pool);
        return c;
    }

    private void stepAsideFor(RenderPool pool) {
        chunks.stepAsideWhen(pool::hasWaitingWork);
        surfaces.stepAsideWhen(pool::hasWaitingWork);
    }

    /** A saved chunk, or null; a read cut short by the world's closing is a cancellation, not a failure. */
    private static ChunkData read(SavedWorld saved, ChunkPos pos, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        try {
            return saved.chunk(pos);
        } catch (IllegalStateException closed) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            throw closed;
        }
    }

    /**
     * A whole chunk made now on the calling thread (generated or read), bypassing the cache; null if absent. A
     * generation stops (with a {@link CancellationException}) when {@code cancelled} turns true.
     */
    public ChunkData chunkNow(ChunkPos pos, BooleanSupplier cancelled) {
        ChunkData cached = chunks.get(pos);
        if (cached != null) {
            return cached;
        }
        return saved != null ? saved.chunk(pos) : world.generator().generate(pos, cancelled);
    }

    /** A chunk's surface made now on the calling thread, bypassing the cache; null if a saved world lacks it. */
    public SurfaceData surfaceNow(ChunkPos pos) {
        return surfaceNow(pos, () -> false);
    }

    /**
     * {@link #surfaceNow(ChunkPos)}, a generation stopped (with a {@link java.util.concurrent.CancellationException})
     * when {@code cancelled} turns true.
     */
    public SurfaceData surfaceNow(ChunkPos pos, BooleanSupplier cancelled) {
        SurfaceData cached = surfaces.get(pos);
        if (cached != null) {
            return cached;
        }
        if (saved != null) {
            ChunkData chunk = saved.chunk(pos);
            return chunk == null ? null : MapSurface.of(chunk, saved.dimension() == DimensionFolder.NETHER);
        }
        return mapSurface(world, pos, cancelled);
    }

    /** The generated world (under the saved world, if one is shown; null under a saved world on its own). */
    public LoadedWorld world() {
        return world;
    }

    /** The saved world shown, or null. */
    public SavedWorld saved() {
        return saved;
    }

    /** Chunk surfaces, for the map. */
    public ChunkSource<SurfaceData> surfaces() {
        return surfaces;
    }

    /** Whole chunks, for the section and the 3D views. */
    public ChunkSource<ChunkData> chunks() {
        return chunks;
    }

    /** The map's preview grid; null for a saved world. */
    public PreviewGrid grid() {
        return grid;
    }

    /** A saved world's far map's column cache; null for a generated world. */
    ColumnCache farColumns() {
        return farColumns;
    }

    /** The map renderer. */
    public WorldMapRenderer map() {
        return map;
    }

    /** The lowest y shown. */
    public int minY() {
        return saved != null ? saved.minY() : world.world().minY();
    }

    /** The height shown. */
    public int height() {
        return saved != null ? saved.height() : world.world().height();
    }

    /** The blocks the chunks index into. */
    public BlockPalette palette() {
        return saved != null ? saved.palette() : world.world().palette();
    }

    /**
     * The sea level to mark, or {@code Integer.MIN_VALUE} where there is no sea (the end: its sea level fills
     * nothing but air) or a saved world does not say.
     */
    public int seaLevel() {
        if (saved != null) {
            return saved.dimension() == DimensionFolder.END ? Integer.MIN_VALUE
                : saved.seaLevel().orElse(Integer.MIN_VALUE);
        }
        return world.hasSea() ? world.world().settings().seaLevel() : Integer.MIN_VALUE;
    }

    /** The colour of open air in sections: the dimension's sky. */
    public SectionRenderer.Sky sky() {
        return SectionRenderer.Sky.of(saved != null ? saved.dimension().dimension() : world.dimension());
    }

    /** Shares {@code bytes} between the two caches as at construction. */
    public void setBudget(long bytes) {
        surfaces.setBudget(bytes / 4);
        chunks.setBudget(bytes * 3 / 4);
    }

    /** Whether a chunk is known not to exist (a saved world's chunk never generated). */
    public boolean notGenerated(ChunkPos pos) {
        return surfaces.notGenerated(pos) || chunks.notGenerated(pos);
    }

    /** Both sources' counters added up. */
    public ChunkSource.Stats stats() {
        ChunkSource.Stats a = surfaces.stats();
        ChunkSource.Stats b = chunks.stats();
        return new ChunkSource.Stats(a.generated() + b.generated(), a.queued() + b.queued(), a.running() + b.running(),
            a.cached() + b.cached(), a.cachedBytes() + b.cachedBytes(), a.perSecond() + b.perSecond());
    }

    /** Tells {@code arrived} of every surface ({@code false}) and whole chunk ({@code true}) made or read. */
    public void onArrival(java.util.function.Consumer<Boolean> arrived) {
        surfaces.addListener((pos, data) -> arrived.accept(false));
        chunks.addListener((pos, data) -> arrived.accept(true));
    }

    /** Tells {@code failed} of every chunk whose making threw. */
    public void onFailure(java.util.function.BiConsumer<ChunkPos, RuntimeException> failed) {
        surfaces.addFailureListener(failed);
        chunks.addFailureListener(failed);
    }

    @Override
    public void close() {
        surfaces.close();
        chunks.close();
        if (saved != null) {
            saved.close();
        }
    }
}
