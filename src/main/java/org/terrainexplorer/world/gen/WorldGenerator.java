package org.terrainexplorer.world.gen;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.world.carver.Carving;
import org.terrainexplorer.world.carver.ChunkCarver;
import org.terrainexplorer.world.carver.CompiledCarvers;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.CarvingMask;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.ChunkSlice;
import org.terrainexplorer.world.chunk.SurfaceData;

/**
 * The game's chunk generation for a seeded world, without features: biomes, then the noise fill (density with
 * cell interpolation, aquifers, ore veins), then the surface, then the carvers (when the world has them switched
 * on). Thread-safe: each call has a worker of its own (with caches whose values depend on position alone), so a
 * chunk depends only on (world, seed, position), never on thread count, order, or which worker made it.
 */
public final class WorldGenerator implements ChunkGenerator {

    /** How far generation goes; the game's chunk statuses {@code noise}, {@code surface} and {@code carvers}. */
    public enum Stage { NOISE, SURFACE, CARVERS }

    final RandomState state;
    /**
     * The term each chunk adds to its final density: the structures' terrain adaptation (the game's beardifier,
     * {@link #withBeards}), or {@link #NO_ADDENDS}.
     */
    private final java.util.function.Function<ChunkPos, DensityAddend> addends;
    final WorldDefinition world;
    final List<String> biomeIds;
    final Stage stage;
    /**
     * The density programs, the surface system and the carvers, compiled on first use (shared with
     * {@link #withBeards}' generator).
     */
    private final LazyStages stages;
    /** Each call's worker (see {@link Workers}: no ThreadLocal, so they go with this generator). */
    private final Workers<GenerationWorker> workers = new Workers<>(() -> new GenerationWorker(this));
    private final java.util.Map<String, Integer> biomeIndex = new java.util.HashMap<>();
    final BiomeZoom zoom;
    final Heightmaps.Kinds kinds;
    /** Whether chunks are carved (the carvers stage, the world's carvers on and some). */
    final boolean carves;
    /** The noise stage's columns without structures, for structure placement. */
    private final BaseColumns base;

    /** A generator that goes to the carvers stage (the surface stage when the world's carvers are off). */
    public WorldGenerator(RandomState state) {
        this(state, Stage.CARVERS);
    }

    /** A generator that stops after {@code stage}. */
    public WorldGenerator(RandomState state, Stage stage) {
        this(state, stage, NO_ADDENDS);
    }

    private static final java.util.function.Function<ChunkPos, DensityAddend> NO_ADDENDS = pos -> DensityAddend.NONE;

    /**
     * A generator whose chunks add {@code addends.apply(chunk)} to their final density at every block (the game's
     * beardifier: structures' terrain adaptation), a pure function of the chunk's position.
     */
    WorldGenerator(RandomState state, Stage stage, java.util.function.Function<ChunkPos, DensityAddend> addends) {
        this.addends = addends;
        this.state = state;
        this.world = state.world();
        this.stage = stage;
        this.biomeIds = List.copyOf(world.biomeSource().possibleBiomes());
        for (int i = 0; i < biomeIds.size(); i++) {
            biomeIndex.put(biomeIds.get(i), i);
        }
        this.zoom = new BiomeZoom(state.seed());
        this.kinds = Heightmaps.Kinds.of(world.palette());
        this.carves = stage == Stage.CARVERS && world.carvers().active();
        this.stages = new LazyStages(state, biomeIds, carves);
        this.base = new BaseColumns(state, stages::programs, kinds);
    }

    /** A generator like {@code base} (sharing its compiled programs and rules) whose chunks add these terms. */
    private WorldGenerator(WorldGenerator base, java.util.function.Function<ChunkPos, DensityAddend> addends) {
        this.addends = addends;
        this.state = base.state;
        this.world = base.world;
        this.stage = base.stage;
        this.biomeIds = base.biomeIds;
        this.biomeIndex.putAll(base.biomeIndex);
        this.zoom = base.zoom;
        this.kinds = base.kinds;
        this.stages = base.stages;
        this.carves = base.carves;
        this.base = base.base;
    }

    /**
     * This generator with structures: each chunk's noise stage adds the terrain adaptation {@code beards} gives for
     * it, as the game adds its beardifier. The base queries ({@link #baseHeights}, {@link #baseColumn}) stay
     * without structures, as the game's structure placement reads them.
     */
    public WorldGenerator withBeards(BeardSource beards) {
        return new WorldGenerator(this, pos -> {
            Beard b = beards.beard(pos.x(), pos.z());
            return b.isEmpty() ? DensityAddend.NONE : b;
        });
    }

    /**
     * This generator without structures' terrain adaptation: itself if it has none, else one sharing its compiled
     * programs (with workers of its own).
     */
    public WorldGenerator withoutBeards() {
        return addends == NO_ADDENDS ? this : new WorldGenerator(this, NO_ADDENDS);
    }

    /** Whether this generator's chunks have structures' terrain adaptation. */
    public boolean hasBeards() {
        return addends != NO_ADDENDS;
    }

    /** Whether this generator's chunks are carved. */
    public boolean carves() {
        return carves;
    }

    /** The world's carvers for this seed (which carvers start where), or null when chunks are not carved. */
    public CompiledCarvers carvers() {
        return carves ? stages.carvers() : null;
    }

    /**
     * Compiles now what is otherwise compiled on first use (the density programs, the surface rule, the carvers),
     * so that an error in a world's data there (a surface rule naming a noise the world lacks:
     * IllegalArgumentException) is met when the world is loaded rather than by its first chunk.
     */
    public void prepare() {
        stages.programs();
        stages.surface();
        stages.carvers();
    }

    /** The density programs (compiled on first use). */
    ChunkPrograms programs() {
        return stages.programs();
    }

    /** The seeded world. */
    public RandomState state() {
        return state;
    }

    /** The biome ids chunks index into. */
    public List<String> biomeIds() {
        return biomeIds;
    }

    /** The world's surface system (its compiled surface rule), for {@link SurfacePreview}. */
    SurfaceSystem surfaceSystem() {
        return stages.surface();
    }

    @Override
    public ChunkData generate(ChunkPos pos, BooleanSupplier cancelled) {
        GenerationWorker w = workers.take();
        try {
            return generate(w, pos, cancelled);
        } finally {
            workers.give(w);
        }
    }

    /** Moves a worker's noise to a chunk, with the chunk's addend. */
    void enter(NoiseChunk noise, int chunkX, int chunkZ) {
        noise.begin(chunkX << 4, chunkZ << 4);
        if (addends != NO_ADDENDS) {
            noise.addend(addends.apply(new ChunkPos(chunkX, chunkZ)));
        }
    }

    private ChunkData generate(GenerationWorker w, ChunkPos pos, BooleanSupplier cancelled) {
        enter(w.noise, pos.x(), pos.z());
        w.biomes.begin(pos, false);
        w.biomes.fill(w.noise.points());
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        short[] blocks = w.blocks;
        w.clearBlocks();
        w.noise.fillBlocks(blocks, world.minY(), cancelled);
        int[] worldSurface = w.worldSurface;
        int[] oceanFloor = w.oceanFloor;
        Heightmaps.compute(blocks, world.minY(), world.height(), kinds, worldSurface, oceanFloor);
        if (stage != Stage.NOISE) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            surfaceSystem().buildSurface(w.surface, pos, blocks, worldSurface, oceanFloor);
        }
        CarvingMask mask = null;
        if (carves) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            w.carving.begin(pos, blocks, worldSurface, oceanFloor, null);
            w.carver.carve(w.carving, pos.x(), pos.z(), null, null);
            mask = new CarvingMask(w.carver.mask());
        }
        return new ChunkData(pos, world.minY(), world.height(), world.palette(), biomeIds, blocks, worldSurface,
            oceanFloor, w.biomes.stored(), mask);
    }

    /**
     * What the carvers did to block (x, y, z): the carver that carved it (or moved the surface onto it) and where
     * that carver started; null if no carver changed it (or the chunks are not carved). Generates its chunk.
     */
    public Carving carving(int x, int y, int z) {
        if (!carves) {
            return null;
        }
        GenerationWorker w = workers.take();
        try {
            w.carver.trace(x, y, z);
            generate(w, ChunkPos.ofBlock(x, z), () -> false);
            return w.carver.traced();
        } finally {
            w.carver.traced();
            workers.give(w);
        }
    }

    /**
     * The surface rules that fired in column (x, z) as its chunk was generated, by y: for each block the
     * conditions that held and the block placed (the last entry), so a block's "why" can be read.
     */
    public java.util.Map<Integer, List<String>> surfaceTrace(int x, int z) {
        return traced(x, z, (chunk, trace) -> trace);
    }

    /**
     * The chunk holding column (x, z) with that column's surface walked block by block by the whole rule, none of
     * the walk's short-cuts taken (as {@link #surfaceTrace} walks it): the same blocks as {@link #generate}.
     */
    ChunkData tracedChunk(int x, int z) {
        return traced(x, z, (chunk, trace) -> chunk);
    }

    private <T> T traced(int x, int z,
                         java.util.function.BiFunction<ChunkData, java.util.Map<Integer, List<String>>, T> result) {
        GenerationWorker w = workers.take();
        w.surface.tracing = true;
        w.surface.traceX = x;
        w.surface.traceZ = z;
        w.surface.trace.clear();
        try {
            ChunkData chunk = generate(w, ChunkPos.ofBlock(x, z), () -> false);
            return result.apply(chunk, new java.util.TreeMap<>(w.surface.trace));
        } finally {
            w.surface.tracing = false;
            w.surface.trace.clear();
            workers.give(w);
        }
    }

    /**
     * What a map shows of a chunk: equal to {@link SurfaceData#of} of the generated chunk. Only what the tops of
     * the columns need is generated: each cell column from the top of the noise (the sky above the terrain shown
     * open by ranges, without sampling it) down to a cell under its highest solid blocks, the surface stage only
     * down to where nothing can change a column's heights or the blocks at them, biomes only where asked for. If
     * the surface stage needs a block under what was generated, the whole chunk is generated instead.
     */
    public SurfaceData generateSurface(ChunkPos pos, BooleanSupplier cancelled) {
        GenerationWorker w = workers.take();
        try {
            return generateSurface(w, pos, cancelled);
        } finally {
            workers.give(w);
        }
    }

    private SurfaceData generateSurface(GenerationWorker w, ChunkPos pos, BooleanSupplier cancelled) {
        if (!w.partial(this, pos, null, null, cancelled) || !w.carveTops(this, pos, cancelled)) {
            return SurfaceData.of(generate(w, pos, cancelled));
        }
        short[] blocks = w.blocks;
        short[] surfaceY = new short[256];
        short[] top = new short[256];
        short[] floor = new short[256];
        short[] floorBlock = new short[256];
        short[] biome = new short[256];
        int minY = world.minY();
        for (int column = 0; column < 256; column++) {
            int s = w.worldSurface[column];
            int f = w.oceanFloor[column];
            surfaceY[column] = (short) s;
            floor[column] = (short) f;
            boolean empty = s <= minY;
            top[column] = (short) (empty ? BlockPalette.AIR : blocks[(s - 1 - minY) << 8 | column]);
            floorBlock[column] = (short) (f <= minY ? BlockPalette.AIR : blocks[(f - 1 - minY) << 8 | column]);
            int y = empty ? minY : s - 1;
            biome[column] = (short) w.biomes.biome((pos.x() << 2) + ((column & 15) >> 2), y >> 2,
                (pos.z() << 2) + (column >> 6));
        }
        return new SurfaceData(pos, surfaceY, top, floor, floorBlock, biome);
    }

    /**
     * One row of a chunk for section views: the blocks of the row z = {@code local} (along x) or x = {@code local}
     * (along z) exactly as {@link #generate} gives them, and so its heightmaps and the biomes of its quarts; every
     * other column is air, its heightmaps and biomes not meaningful. See {@link #slice} for the densities.
     */
    public ChunkData generateSlice(ChunkPos pos, boolean alongX, int local, BooleanSupplier cancelled) {
        return slice(pos, alongX, local, cancelled).chunk();
    }

    /**
     * {@link #generateSlice} with the final density the noise fill computes at each block of the row. Generated
     * are the cells the row passes through, whole, and the tops of every other cell column, which the surface
     * rules of the row read (the heights of its neighbours); if the tops are not enough, the whole chunk.
     */
    public ChunkSlice slice(ChunkPos pos, boolean alongX, int local, BooleanSupplier cancelled) {
        if (local < 0 || local > 15) {
            throw new IllegalArgumentException("row " + local + " is outside the chunk (0 to 15)");
        }
        GenerationWorker w = workers.take();
        try {
            return slice(w, pos, alongX, local, cancelled);
        } finally {
            workers.give(w);
        }
    }

    private ChunkSlice slice(GenerationWorker w, ChunkPos pos, boolean alongX, int local, BooleanSupplier cancelled) {
        NoiseChunk noise = w.noise;
        int cellWidth = noise.cellWidth();
        int cells = 16 / cellWidth;
        // The row's cells whole. Its surface reads the heights of the rows beside it: when heights depend on their
        // own column alone, those rows' tops suffice (the row before walked, the row after as filled) and the
        // rest is skipped; otherwise every cell column's top, every column walked.
        boolean narrow = surfaceSystem().heightsIgnoreNeighbours();
        byte[] modes = new byte[cells * cells];
        boolean[] only = narrow ? new boolean[256] : null;
        for (int i = 0; i < cells; i++) {
            for (int j = 0; j < cells; j++) {
                modes[i * cells + j] = narrow ? PartialFill.SKIP : PartialFill.TOP;
            }
        }
        for (int row = Math.max(0, local - 1); row <= Math.min(15, local + 1); row++) {
            for (int i = 0; i < cells; i++) {
                int cell = alongX ? i * cells + row / cellWidth : (row / cellWidth) * cells + i;
                modes[cell] = row == local ? PartialFill.WHOLE : (byte) Math.max(modes[cell], PartialFill.TOP);
            }
            for (int i = 0; narrow && (row <= local || carves) && i < 16; i++) {
                only[alongX ? row << 4 | i : i << 4 | row] = true;
            }
        }
        short[] blocks;
        short[] biomes;
        if (w.partial(this, pos, modes, only, cancelled) && w.carveRow(this, pos, alongX, local)) {
            // The row's quarts, spread to the rest of the chunk.
            w.biomes.fill(noise.points(), alongX ? -1 : local >> 2, alongX ? local >> 2 : -1);
            w.biomes.spread(alongX, local >> 2);
            blocks = w.blocks;
            biomes = w.biomes.stored();
        } else {
            // The whole chunk; its blocks, heights and biomes stay in this worker's arrays.
            generate(w, pos, cancelled);
            blocks = w.blocks;
            biomes = w.biomes.stored();
        }
        int minY = world.minY();
        for (int column = 0; column < 256; column++) {
            int x = column & 15;
            int z = column >> 4;
            if ((alongX ? z : x) != local) {
                for (int y = 0; y < world.height(); y++) {
                    blocks[y << 8 | column] = 0;
                }
            }
        }
        double[] density = new double[world.height() << 4];
        java.util.Arrays.fill(density, Double.NaN);
        int cellHeight = noise.cellHeight();
        double[] row = new double[cellWidth * cellHeight];
        for (int c = 0; c < cells; c++) {
            int cx = alongX ? c : local / cellWidth;
            int cz = alongX ? local / cellWidth : c;
            for (int cy = 0; cy < noise.cellsUp(); cy++) {
                noise.rowDensity(cx, cz, cy, alongX, local, row);
                int y0 = (noise.minCellY() + cy) * cellHeight;
                for (int dy = 0; dy < cellHeight; dy++) {
                    for (int d = 0; d < cellWidth; d++) {
                        density[(y0 + dy - minY) << 4 | (c * cellWidth + d)] = row[dy * cellWidth + d];
                    }
                }
            }
        }
        ChunkData chunk = new ChunkData(pos, minY, world.height(), world.palette(), biomeIds, blocks, w.worldSurface,
            w.oceanFloor, biomes);
        return new ChunkSlice(chunk, alongX, local, density);
    }

    /**
     * The final density down the column (x, z) as its chunk computes it (index y − the world's min y), for the
     * section's density layer.
     */
    public double[] columnDensity(int x, int z) {
        GenerationWorker w = workers.take();
        try {
            enter(w.noise, x >> 4, z >> 4);
            return w.columns.columnDensity(x, z, world.minY(), world.height());
        } finally {
            workers.give(w);
        }
    }

    /**
     * The final density down many columns {@code (xs[i], zs[i])}, i &lt; n, as their chunks compute it (index
     * y − the world's min y): the noise stage's density alone, without aquifers, veins or surface, a few
     * milliseconds for a whole section line. Columns are grouped by chunk, so pass a line's columns in order.
     */
    public double[][] columnDensities(int[] xs, int[] zs, int n, BooleanSupplier cancelled) {
        return columnDensities(xs, zs, n, false, cancelled);
    }

    /**
     * {@link #columnDensities(int[], int[], int, BooleanSupplier)}, or with {@code skySkipped} NaN in the cells
     * of the open sky above the terrain, whose density is known to be at most 0 without computing it (about half
     * the work for the overworld): enough to tell solid from open.
     */
    public double[][] columnDensities(int[] xs, int[] zs, int n, boolean skySkipped, BooleanSupplier cancelled) {
        double[][] out = new double[n][world.height()];
        GenerationWorker w = workers.take();
        try {
            int from = 0;
            while (from < n) {
                int cx = xs[from] >> 4;
                int cz = zs[from] >> 4;
                int to = from + 1;
                while (to < n && xs[to] >> 4 == cx && zs[to] >> 4 == cz) {
                    to++;
                }
                enter(w.noise, cx, cz);
                w.columns.columnDensities(xs, zs, from, to, out, world.minY(), world.height(), skySkipped, cancelled);
                from = to;
            }
        } finally {
            workers.give(w);
        }
        return out;
    }

    /**
     * The blocks the carvers visit down many columns {@code (xs[i], zs[i])}, i &lt; n, as their chunks carve them:
     * bit {@code y − minY} of {@code out[i]} (a {@code long} per 64 levels), without generating the columns' blocks
     * (a visited block holding stone is carved, into air or the aquifer's fluid; the game keeps other blocks).
     * For the section's preview; null when this generator does not carve. Columns are grouped by chunk, so pass a
     * line's columns in order.
     */
    public long[][] carvedColumns(int[] xs, int[] zs, int n, BooleanSupplier cancelled) {
        if (!carves) {
            return null;
        }
        int words = world.height() + 63 >> 6;
        long[][] out = new long[n][words];
        GenerationWorker w = workers.take();
        try {
            int from = 0;
            while (from < n) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException();
                }
                int cx = xs[from] >> 4;
                int cz = zs[from] >> 4;
                int to = from + 1;
                while (to < n && xs[to] >> 4 == cx && zs[to] >> 4 == cz) {
                    to++;
                }
                java.util.Arrays.fill(w.carveModes, ChunkCarver.SKIP);
                for (int i = from; i < to; i++) {
                    w.carveModes[(zs[i] & 15) << 4 | (xs[i] & 15)] = ChunkCarver.VISIT;
                }
                w.carver.carve(w.carving, cx, cz, w.carveModes, w.carveFrom);
                for (int i = from; i < to; i++) {
                    for (int ly = 0; ly < world.height(); ly++) {
                        if (w.carver.visited(xs[i] & 15, world.minY() + ly, zs[i] & 15)) {
                            out[i][ly >> 6] |= 1L << ly;
                        }
                    }
                }
                from = to;
            }
        } finally {
            workers.give(w);
        }
        return out;
    }

    /**
     * The game's {@code getBaseHeight} for both generation heightmaps of column (x, z): {@code out[0]} one above its
     * highest non-air block ({@code WORLD_SURFACE_WG}), {@code out[1]} one above its highest block that is neither
     * air nor fluid ({@code OCEAN_FLOOR_WG}), the world's bottom where there is none. From the noise stage without
     * structures (what the game's structure placement reads); see {@link BaseColumns}.
     */
    public void baseHeights(int x, int z, int[] out) {
        base.heights(x, z, out);
    }

    /**
     * The game's {@code getBaseColumn}: the noise stage's blocks down column (x, z) without structures, palette ids
     * indexed y − the world's min y (air outside the noise).
     */
    public short[] baseColumn(int x, int z) {
        return base.column(x, z);
    }

    /** The world's block palette (what {@link #baseColumn}'s ids mean). */
    public BlockPalette palette() {
        return world.palette();
    }

    /**
     * The top of the ground down many columns {@code (xs[i], zs[i])}, i &lt; n: the y of the highest block whose
     * final density is above 0 as its chunk computes it, or {@code Integer.MIN_VALUE} where none is, into
     * {@code out[i]}. The noise stage's density alone (no aquifers, surface or carvers), exact, for a map's preview
     * where the world's surface estimate cannot be trusted; columns on cell corners cost a corner column each. Columns
     * are grouped by chunk, so pass them in order.
     */
    public void solidTops(int[] xs, int[] zs, int n, int[] out, BooleanSupplier cancelled) {
        solidTops(xs, zs, n, out, null, cancelled);
    }

    /**
     * {@link #solidTops(int[], int[], int, int[], BooleanSupplier)}, and into {@code onTop[i]} (unless null) the
     * palette id of what the aquifer puts over that ground up to the sea level (see {@code NoiseChunk.overGround}):
     * a fluid, the default block (a barrier), or air where it leaves the column dry; air where there is no ground.
     */
    public void solidTops(int[] xs, int[] zs, int n, int[] out, int[] onTop, BooleanSupplier cancelled) {
        GenerationWorker w = workers.take();
        try {
            int cx = Integer.MIN_VALUE;
            int cz = Integer.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                if (xs[i] >> 4 != cx || zs[i] >> 4 != cz) {
                    if (cancelled.getAsBoolean()) {
                        throw new CancellationException();
                    }
                    cx = xs[i] >> 4;
                    cz = zs[i] >> 4;
                    enter(w.noise, cx, cz);
                }
                out[i] = w.columns.solidTop(xs[i], zs[i]);
                if (onTop != null) {
                    onTop[i] = out[i] == Integer.MIN_VALUE ? BlockPalette.AIR
                        : w.columns.overGround(xs[i], out[i], zs[i]);
                }
            }
        } finally {
            workers.give(w);
        }
    }

    /** The preliminary surface level of the column holding block (x, z), as its chunk computes it. */
    public int preliminarySurfaceLevel(int x, int z) {
        GenerationWorker w = workers.take();
        try {
            w.noise.begin(x >> 4 << 4, z >> 4 << 4);
            return w.noise.preliminarySurfaceLevel(x, z);
        } finally {
            workers.give(w);
        }
    }

    /** The biome the chunk holding a quart stores for it (its climate sampled in that chunk). */
    public String biome(int qx, int qy, int qz) {
        GenerationWorker w = workers.take();
        try {
            return biomeIds.get(w.biomes.storedAnywhere(qx, qy, qz));
        } finally {
            workers.give(w);
        }
    }

    int index(String biome) {
        Integer i = biomeIndex.get(biome);
        if (i == null) {
            throw new IllegalStateException("biome source gave " + biome + ", not among its possible biomes");
        }
        return i;
    }
}
