package org.terrainexplorer.render.world;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.gen.ClimateBiomes;
import org.terrainexplorer.world.gen.Lazy;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * Direct samples of the world on a grid of cells b blocks wide (one cell per map pixel at b blocks per pixel),
 * each taken at its cell's centre block and kept in tiles of 32 × 32 cells, so a map that pans reuses what it
 * sampled. A tile holds the climate values or the preview of the surface: the smooth surface estimate, the biome
 * there (at the top block, as a chunk's surface stores it) and the top block the world's surface rule puts on
 * that ground ({@link SurfacePreview}; the world's fluid below the sea level), so the preview is coloured as the
 * chunks are. Thread-safe; bounded to {@link #MAX_TILES} tiles, least recently used out first.
 */
public final class PreviewGrid {

    /** Cells on a tile's side. */
    public static final int TILE = 32;
    /** The most tiles kept. */
    public static final int MAX_TILES = 4096;
    /** The kind of tile holding the surface preview; climate tiles use the sampler's value index. */
    public static final int SURFACE = -1;

    /**
     * A tile: per cell a value (a climate value, or the surface height) and, for the surface, a biome index and the
     * top block's palette id.
     */
    private record Tile(float[] values, short[] biomes, short[] tops, boolean[] dry) {
    }

    private final WorldSampler sampler;
    private final SurfacePreview surface;
    private final List<String> biomeIds;
    private final int seaLevel;
    private final int minY;
    private final Map<Long, Tile> tiles = new LinkedHashMap<>(256, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Tile> eldest) {
            return size() > MAX_TILES;
        }
    };

    /**
     * A grid over a sampler whose biomes are indexed into {@code biomeIds}, its surface's top blocks from
     * {@code surface} (of the same world).
     */
    public PreviewGrid(WorldSampler sampler, SurfacePreview surface, List<String> biomeIds) {
        this.sampler = sampler;
        this.surface = surface;
        this.biomeIds = biomeIds;
        this.seaLevel = sampler.state().world().settings().seaLevel();
        this.minY = sampler.state().world().minY();
    }

    private static long key(int kind, int cellSize, int tx, int tz) {
        return ((long) (kind + 1) & 0xFF) << 56 | ((long) cellSize & 0xFF) << 48 | ((long) tx & 0xFFFFFFL) << 24
            | (long) tz & 0xFFFFFFL;
    }

    private Tile tile(int kind, int cellSize, int tx, int tz) {
        long key = key(kind, cellSize, tx, tz);
        Tile t;
        synchronized (tiles) {
            t = tiles.get(key);
        }
        if (t != null) {
            return t;
        }
        t = sample(kind, cellSize, tx, tz);
        synchronized (tiles) {
            tiles.put(key, t);
        }
        return t;
    }

    private Tile sample(int kind, int cellSize, int tx, int tz) {
        float[] values = new float[TILE * TILE];
        if (kind != SURFACE) {
            for (int j = 0; j < TILE; j++) {
                int z = (tz * TILE + j) * cellSize + cellSize / 2;
                for (int i = 0; i < TILE; i++) {
                    int x = (tx * TILE + i) * cellSize + cellSize / 2;
                    int y = kind == WorldSampler.DEPTH ? seaLevel : 0;
                    values[j * TILE + i] = (float) sampler.value(kind, x, y, z);
                }
            }
            return new Tile(values, null, null, null);
        }
        short[] biomes = new short[TILE * TILE];
        boolean exact = exactGround();
        // With the exact ground, the columns whose ground under the sea level the aquifer leaves dry.
        boolean[] dry = new boolean[TILE * TILE];
        int[] exactTops = exact ? groundOfTile(cellSize, tx, tz, dry) : null;
        for (int j = 0; j < TILE; j++) {
            int z = sampleZ(tz * TILE + j, cellSize, exact);
            for (int i = 0; i < TILE; i++) {
                int x = sampleX(tx * TILE + i, cellSize, exact);
                int k = j * TILE + i;
                // The estimate and the biome of a cell one after the other: the sampler's frame still holds the
                // column's climate noises (a biome sampled after all the estimates costs 2.7 times as much).
                values[k] = exact ? exactTops[k] : (float) sampler.estimatedSurface(x, z);
                // The biome a chunk stores for its top block: the water's surface over the sea.
                int ground = (int) Math.floor(values[k]);
                int y = dry[k] ? ground : Math.max(ground, seaLevel - 1);
                biomes[k] = (short) Math.max(0, biomeIds.indexOf(sampler.biome(x, y, z)));
            }
        }
        short[] tops = new short[TILE * TILE];
        float[] heights = values.clone();
        for (int j = 0; j < TILE; j++) {
            int z = sampleZ(tz * TILE + j, cellSize, exact);
            for (int i = 0; i < TILE; i++) {
                int x = sampleX(tx * TILE + i, cellSize, exact);
                int k = j * TILE + i;
                float h = values[k];
                int ground = (int) Math.floor(h);
                // The ground one block away each way, along the estimate's slope between cells (one-sided at the
                // tile's edges), for the rule's steepness.
                float dx = slope(values, k, i, 1, cellSize);
                float dz = slope(values, k, j, TILE, cellSize);
                int top = surface.top(x, ground, z, biomes[k], (int) Math.floor(h - dz), (int) Math.floor(h + dz),
                    (int) Math.floor(h - dx), (int) Math.floor(h + dx), dry[k]);
                tops[k] = (short) SurfacePreview.block(top);
                if (SurfacePreview.y(top) >= seaLevel) {
                    // An iceberg: its top is the column's height, dry.
                    heights[k] = SurfacePreview.y(top);
                }
            }
        }
        return new Tile(heights, biomes, tops, dry);
    }

    /**
     * The block a cell is sampled at along x: its centre, or with the exact ground the cell corner at or before it
     * (a column there reads one corner column of the noise, not four).
     */
    private int sampleX(int cell, int cellSize, boolean exact) {
        int b = cell * cellSize + cellSize / 2;
        return exact ? b & -surface.cellWidth() : b;
    }

    private int sampleZ(int cell, int cellSize, boolean exact) {
        return sampleX(cell, cellSize, exact);
    }

    /**
     * The exact ground's top of a tile's cells (see {@link SurfacePreview#groundTops}); where there is none, the
     * world's bottom, or one above it under a sea (the sea then fills the column, as in the chunks).
     */
    private int[] groundOfTile(int cellSize, int tx, int tz, boolean[] dry) {
        int n = TILE * TILE;
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int j = 0; j < TILE; j++) {
            for (int i = 0; i < TILE; i++) {
                xs[j * TILE + i] = sampleX(tx * TILE + i, cellSize, true);
                zs[j * TILE + i] = sampleZ(tz * TILE + j, cellSize, true);
            }
        }
        int[] tops = new int[n];
        int[] onTop = new int[n];
        surface.terrainTops(xs, zs, n, tops, onTop, () -> false);
        int none = surface.fluid() == org.terrainexplorer.world.chunk.BlockPalette.AIR ? minY : minY + 1;
        for (int k = 0; k < n; k++) {
            // Ground under the sea level with only air over it: the aquifer's own level is lower there, the floor dry.
            dry[k] = tops[k] != Integer.MIN_VALUE && tops[k] < seaLevel - 1
                && onTop[k] == org.terrainexplorer.world.chunk.BlockPalette.AIR;
            tops[k] = tops[k] == Integer.MIN_VALUE ? none : tops[k];
        }
        return tops;
    }

    /** Whether the preview takes its heights from the exact ground (found once, on first use). */
    private final Lazy<Boolean> exactGround = new Lazy<>(() -> !trustEstimate());

    /**
     * Whether the preview's heights come from the exact ground rather than the world's smooth surface estimate:
     * where the estimate does not set the surface (the nether's and the end's depth holds 0: the estimate would search
     * the density down every column), or cannot be trusted, which is tested once on {@link #TRUST_SAMPLES} columns
     * around the origin (the terrain without its structures): a datapack's terrain can be far from its estimate (an
     * ocean-only pack's continents, floating islands), and the preview then showed land the chunks do not have.
     */
    public boolean exactGround() {
        return exactGround.get();
    }

    /** The columns the estimate is tested on: an 8 × 8 grid, 512 blocks apart, around the origin. */
    static final int TRUST_SAMPLES = 64;
    /** How far a dry estimate may be from the dry ground's top and still agree (the 3D noise's peaks and valleys). */
    static final int TRUST_HEIGHT = 48;

    /**
     * Whether the estimate agrees with the exact ground at most of {@link #TRUST_SAMPLES} columns: both under the
     * sea's surface or both above it, and then within {@link #TRUST_HEIGHT}; seven in eight must agree.
     */
    private boolean trustEstimate() {
        int n = TRUST_SAMPLES;
        int[] xs = new int[n];
        int[] zs = new int[n];
        for (int k = 0; k < n; k++) {
            xs[k] = ((k & 7) - 4) * 512 & -surface.cellWidth();
            zs[k] = ((k >> 3) - 4) * 512 & -surface.cellWidth();
            if (!sampler.depthVaries(xs[k], zs[k])) {
                return false;
            }
        }
        int[] tops = new int[n];
        int[] onTop = new int[n];
        // The terrain's shape is the question, not its structures: assembling the villages near 64 columns cost a
        // second, and the first map image of every new world waited for it.
        surface.terrainTops(xs, zs, n, tops, onTop, () -> false);
        int disagree = 0;
        for (int k = 0; k < n; k++) {
            int estimate = (int) Math.floor(sampler.estimatedSurface(xs[k], zs[k]));
            int exact = tops[k] == Integer.MIN_VALUE ? minY : tops[k];
            boolean wetEstimate = estimate < seaLevel - 1;
            boolean wetExact = exact < seaLevel - 1 && onTop[k] != org.terrainexplorer.world.chunk.BlockPalette.AIR;
            if (wetEstimate != wetExact || !wetExact && Math.abs(exact - estimate) > TRUST_HEIGHT) {
                disagree++;
            }
        }
        return disagree * 8 <= n;
    }

    /** The estimate's rise per block at cell {@code k} along one axis ({@code stride} 1: x, {@link #TILE}: z). */
    private static float slope(float[] values, int k, int along, int stride, int cellSize) {
        int before = along > 0 ? k - stride : k;
        int after = along < TILE - 1 ? k + stride : k;
        return (values[after] - values[before]) / ((after - before) / stride * (float) cellSize);
    }

    /** The value of kind {@code kind} for the cell of {@code cellSize} blocks holding block (x, z). */
    public float value(int kind, int cellSize, int x, int z) {
        int cx = Math.floorDiv(x, cellSize);
        int cz = Math.floorDiv(z, cellSize);
        Tile t = tile(kind, cellSize, Math.floorDiv(cx, TILE), Math.floorDiv(cz, TILE));
        return t.values[Math.floorMod(cz, TILE) * TILE + Math.floorMod(cx, TILE)];
    }

    /**
     * Sets pixel {@code p} of {@code c} to the preview of the cell holding block (x, z), as a chunk's surface would
     * set it: the top block, the biome, and over the sea the water's surface as the height and the depth to the
     * estimated ground.
     */
    void surfaceInto(int cellSize, int x, int z, MapColumns c, int p) {
        int cx = Math.floorDiv(x, cellSize);
        int cz = Math.floorDiv(z, cellSize);
        Tile t = tile(SURFACE, cellSize, Math.floorDiv(cx, TILE), Math.floorDiv(cz, TILE));
        int k = Math.floorMod(cz, TILE) * TILE + Math.floorMod(cx, TILE);
        float ground = t.values[k];
        int depth = t.dry[k] ? 0 : Math.max(0, seaLevel - (int) Math.floor(ground) - 1);
        c.set(p, t.tops[k], depth > 0 ? seaLevel : (int) Math.floor(ground) + 1, depth, t.biomes[k]);
        if (depth == 0) {
            // The estimate's fraction keeps the hillshade smooth where the ground rises slowly.
            c.height[p] = ground;
        }
    }

    /**
     * How a chunk not made yet looks until it comes (null where the world's surface estimate cannot be trusted: it is
     * then a checker), per quart (index quart z · 4 + quart x): its biome from the
     * climate alone ({@link ClimateBiomes#SURFACE}) and the top block the surface rule puts on flat ground there,
     * at the sea level or, in an ocean or river, under water 8 deep; as {biome[16], top block[16], ground y[16]}.
     * Made on first use and kept (bounded) until the chunk's surface replaces it.
     */
    short[] pendingLook(ChunkPos pos, ClimateBiomes climate) {
        if (exactGround()) {
            // The estimate cannot be trusted here: a look from the biome alone could show land the chunk lacks.
            return null;
        }
        short[] look = pendingLooks.get(pos);
        if (look != null) {
            return look;
        }
        look = new short[48];
        int[] qxs = new int[4];
        int[] qzs = new int[4];
        for (int i = 0; i < 4; i++) {
            qxs[i] = (pos.x() << 2) + i;
            qzs[i] = (pos.z() << 2) + i;
        }
        climate.rows(qxs, 4, qzs, 0, 4, ClimateBiomes.SURFACE, look);
        for (int k = 0; k < 16; k++) {
            String id = biomeIds.get(look[k]);
            boolean water = id.contains("ocean") || id.contains("river");
            int ground = water ? seaLevel - 9 : Math.max(seaLevel, minY + 1);
            int top;
            if (id.equals("minecraft:small_end_islands") || id.equals("minecraft:the_void")) {
                // Mostly the void, a few islands.
                top = minY << 16 | org.terrainexplorer.world.chunk.BlockPalette.AIR;
                ground = minY;
            } else {
                int x = qxs[k & 3] << 2;
                int z = qzs[k >> 2] << 2;
                top = surface.top(x, ground, z, look[k], ground, ground, ground, ground);
            }
            look[16 + k] = (short) SurfacePreview.block(top);
            // The ground (under water, its floor), or an iceberg's top.
            look[32 + k] = (short) (SurfacePreview.y(top) >= seaLevel ? SurfacePreview.y(top) : ground);
        }
        if (pendingLooks.size() > MAX_PENDING_LOOKS) {
            pendingLooks.clear();
        }
        pendingLooks.put(pos, look);
        return look;
    }

    /** The most chunks whose pending look is kept (about 1 MB). */
    private static final int MAX_PENDING_LOOKS = 8192;
    private final java.util.concurrent.ConcurrentHashMap<ChunkPos, short[]> pendingLooks =
        new java.util.concurrent.ConcurrentHashMap<>();

    /** The palette id of the world's fluid below its sea level, which the preview shows over ground under it. */
    public int fluid() {
        return surface.fluid();
    }
}
