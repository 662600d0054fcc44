package org.terrainexplorer.render.world;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.Progress;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.chunk.SurfaceData;
import org.terrainexplorer.world.gen.ClimateBiomes;
import org.terrainexplorer.world.gen.SurfacePreview;
import org.terrainexplorer.world.gen.WorldSampler;

/**
 * Draws a world map from above into an ARGB buffer, in parallel row bands on the shared pool.
 *
 * <p>Surface, biome and height layers come from chunks ({@link SurfaceData}) when a source of them is given:
 * a chunk not yet made is drawn as a neutral checker, one the world does not have (a saved world's) as
 * {@linkplain WorldColors#notGenerated not generated}. Without one (far zoomed out, or a coarse first pass) they
 * come from a preview ({@link PreviewGrid}): the smooth surface estimate as the height, the biome there and the top
 * block the world's surface rule puts on it, coloured and tinted as a chunk's top block is, so the map keeps its
 * look from the exact scales to the preview. Climate layers are sampled directly from the router at every pixel.
 *
 * <p>Beyond the game's world border nothing is sampled or asked for: the border is drawn, and past it an empty dark
 * ({@link WorldBorder}).
 *
 * <p>A saved world's renderer has no router: it draws the surface layers from chunks only. Its palette and biome
 * list grow as chunks are read, so its colour tables are brought up to date before each colouring pass (every
 * id in the surfaces just sampled was added before them).
 */
public final class WorldMapRenderer {

    /** Chunks' surfaces by position; null when not (yet) available. */
    @FunctionalInterface
    public interface SurfaceSource {
        SurfaceData surface(ChunkPos pos);

        /** Whether a chunk whose surface is null is one the world does not have (not merely not made yet). */
        default boolean notGenerated(ChunkPos pos) {
            return false;
        }
    }

    /**
     * Options of the drawing: the chunk grid, the height layer's contour interval, and the height whose biomes
     * {@link WorldLayer#BIOME_AT_Y} shows.
     */
    public record Style(boolean chunkGrid, int contourInterval, int biomeY) {
        /** No grid, contours every 16 blocks, biomes at y 0. */
        public static final Style DEFAULT = new Style(false, 16);

        /** A style whose biomes at a height are those at y 0. */
        public Style(boolean chunkGrid, int contourInterval) {
            this(chunkGrid, contourInterval, 0);
        }
    }

    private static final int BAND_ROWS = 16;
    private static final int CHECKER_LIGHT = 0xFF9A9A9A;
    private static final int CHECKER_DARK = 0xFF8A8A8A;
    private static final byte PENDING = MapColumns.PENDING;
    private static final byte NOT_GENERATED = MapColumns.NOT_GENERATED;

    private final WorldSampler sampler;
    private final PreviewGrid grid;
    private final BlockPalette palette;
    private final List<String> biomeIds;
    private final int seaLevel;
    private final int minY;
    private final int maxY;
    private final BiomeTints tints;
    private volatile Tables tables;
    /** The world's biomes from the climate alone, made on first use (null for a saved world). */
    private volatile ClimateBiomes climateBiomes;

    /** Colours and kinds by block id, colours by biome index: a snapshot, replaced whole when the ids grew. */
    private record Tables(int[] blockColour, boolean[] fluid, byte[] tint, int[] biomeColour, int[] grass,
                          int[] foliage, int[] water) {
    }

    /**
     * A renderer for a seeded world whose chunks index biomes into {@code biomeIds}, with its own sample cache; the
     * preview's top blocks from {@code surface}.
     */
    public WorldMapRenderer(WorldSampler sampler, SurfacePreview surface, List<String> biomeIds) {
        this(sampler, biomeIds, new PreviewGrid(sampler, surface, biomeIds));
    }

    /** A renderer sharing a sample cache (one per seeded world, kept while the world is), 1.21.1's tints. */
    public WorldMapRenderer(WorldSampler sampler, List<String> biomeIds, PreviewGrid grid) {
        this(sampler, biomeIds, grid, BiomeTints.builtin());
    }

    /** A renderer sharing a sample cache, its biomes tinted by {@code tints} (the world's own data). */
    public WorldMapRenderer(WorldSampler sampler, List<String> biomeIds, PreviewGrid grid, BiomeTints tints) {
        this.sampler = sampler;
        this.grid = grid;
        this.palette = sampler.state().world().palette();
        this.biomeIds = biomeIds;
        this.seaLevel = sampler.state().world().settings().seaLevel();
        this.minY = sampler.state().world().minY();
        this.maxY = minY + sampler.state().world().height() - 1;
        this.tints = tints;
        this.tables = tables(palette, biomeIds);
    }

    /** The preview grid it samples far maps from (shared with the chunks' own previews). */
    public PreviewGrid grid() {
        return grid;
    }

    /**
     * A renderer for a saved world: the surface, biome and height layers from its chunks only (there is no router
     * for a preview or the climate layers).
     *
     * @param palette  the world's (growing) palette
     * @param biomeIds the world's (growing) biome ids
     * @param seaLevel the sea level the height layer colours from
     */
    public WorldMapRenderer(BlockPalette palette, List<String> biomeIds, int minY, int height, int seaLevel) {
        this(palette, biomeIds, minY, height, seaLevel, BiomeTints.builtin());
    }

    /**
     * A renderer for a saved world whose biomes' tints come from {@code tints} (the game data of the release that
     * wrote it).
     */
    public WorldMapRenderer(BlockPalette palette, List<String> biomeIds, int minY, int height, int seaLevel,
                            BiomeTints tints) {
        this.tints = tints;
        this.sampler = null;
        this.grid = null;
        this.palette = palette;
        this.biomeIds = biomeIds;
        this.seaLevel = seaLevel;
        this.minY = minY;
        this.maxY = minY + height - 1;
        this.tables = tables(palette, biomeIds);
    }

    private Tables tables(BlockPalette palette, List<String> biomeIds) {
        int n = palette.size();
        int[] blockColour = new int[n];
        boolean[] fluid = new boolean[n];
        byte[] tint = new byte[n];
        for (int i = 0; i < n; i++) {
            BlockState s = palette.state(i);
            // A block holding water (kelp, seagrass, anything waterlogged) is drawn as that water, as the game's map
            // draws it.
            String name = s.holdsWater() ? "minecraft:water" : s.name();
            BlockColors.Tint kind = BlockColors.tint(name);
            tint[i] = (byte) kind.ordinal();
            blockColour[i] = s.isAir() ? 0 : s.holdsWater() ? BlockColors.colour(name)
                : kind == BlockColors.Tint.NONE ? WorldColors.block(s) : BlockColors.colour(s.name());
            fluid[i] = s.isFluid() || s.holdsWater();
        }
        int b = biomeIds.size();
        int[] biomeColour = new int[b];
        int[] grass = new int[b];
        int[] foliage = new int[b];
        int[] water = new int[b];
        for (int i = 0; i < b; i++) {
            String id = biomeIds.get(i);
            biomeColour[i] = WorldColors.biome(id);
            BiomeTints.Tint t = tints.of(id);
            grass[i] = t.grass();
            foliage[i] = t.foliage();
            water[i] = t.water();
        }
        return new Tables(blockColour, fluid, tint, biomeColour, grass, foliage, water);
    }

    /** The colour of block {@code top} in biome {@code biome}: tinted as the game tints it there. */
    private static int blockColour(Tables t, int top, int biome) {
        int rgb = t.blockColour()[top];
        return switch (t.tint()[top]) {
            case 1 -> WorldColors.tinted(rgb, t.grass()[biome]);
            case 2 -> WorldColors.tinted(rgb, t.foliage()[biome]);
            case 3 -> WorldColors.tinted(rgb, t.water()[biome]);
            default -> rgb;
        };
    }

    /** The tables, extended first if the palette or the biome list grew since they were made. */
    private Tables currentTables() {
        Tables t = tables;
        if (t.blockColour().length < palette.size() || t.biomeColour().length < biomeIds.size()) {
            t = tables(palette, biomeIds);
            tables = t;
        }
        return t;
    }

    /**
     * Draws {@code layer} of {@code view} into {@code argb} (row-major, view.width × view.height). With a null
     * {@code chunks} the surface layers are the preview.
     *
     * @throws CancellationException    when {@code cancelled} turns true (checked per row band)
     * @throws IllegalArgumentException for a saved world's renderer asked for a climate layer or a preview
     */
    public void render(WorldView view, WorldLayer layer, SurfaceSource chunks, Style style, int[] argb, RenderPool pool,
                       BooleanSupplier cancelled) {
        render(view, layer, chunks, style, argb, pool, cancelled, Progress.NONE);
    }

    /**
     * {@link #render(WorldView, WorldLayer, SurfaceSource, Style, int[], RenderPool, BooleanSupplier)}, counting the
     * rows sampled (the expensive part) on {@code progress}.
     */
    public void render(WorldView view, WorldLayer layer, SurfaceSource chunks, Style style, int[] argb, RenderPool pool,
                       BooleanSupplier cancelled, Progress progress) {
        if (sampler == null && (layer.direct() || chunks == null)) {
            throw new IllegalArgumentException("a saved world's map is drawn from its chunks: no climate layers, "
                + "no preview");
        }
        if (layer.quartBiomes()) {
            renderQuartBiomes(view, layer == WorldLayer.BIOME_AT_Y ? style.biomeY() : ClimateBiomes.SURFACE, argb, pool,
                cancelled, progress);
            if (style.chunkGrid()) {
                drawChunkGrid(view, argb);
            }
            if (WorldBorder.reaches(view)) {
                WorldBorder.paint(view, argb);
            }
            return;
        }
        int w = view.width();
        int h = view.height();
        MapColumns c = new MapColumns(w * h, layer.climate());
        int bands = (h + BAND_ROWS - 1) / BAND_ROWS;
        progress.start(h, "rows");
        pool.forEach(bands, band -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            int from = band * BAND_ROWS;
            int to = Math.min(h, from + BAND_ROWS);
            for (int j = from; j < to; j++) {
                sampleRow(view, layer, chunks, c, j);
            }
            progress.add(to - from);
        });
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        Tables t = currentTables();
        pool.forEach(bands, band -> {
            int from = band * BAND_ROWS;
            int to = Math.min(h, from + BAND_ROWS);
            for (int j = from; j < to; j++) {
                colourRow(view, layer, style, c, t, argb, j);
            }
        });
        if (style.chunkGrid()) {
            drawChunkGrid(view, argb);
        }
        if (WorldBorder.reaches(view)) {
            WorldBorder.paint(view, argb);
        }
    }

    /** The world's biomes from the climate alone (a generated world's renderer only). */
    ClimateBiomes climateBiomes() {
        ClimateBiomes c = climateBiomes;
        if (c == null) {
            synchronized (this) {
                c = climateBiomes;
                if (c == null) {
                    c = new ClimateBiomes(sampler.state(), biomeIds);
                    climateBiomes = c;
                }
            }
        }
        return c;
    }

    /**
     * A layer of biomes from the climate alone: each pixel the biome of the quart holding its block, each quart
     * sampled once (at 1 block per pixel a quart covers 4 × 4 pixels), at height {@code y} or
     * {@link ClimateBiomes#SURFACE}, in row bands on the pool.
     */
    private void renderQuartBiomes(WorldView view, int y, int[] argb, RenderPool pool, BooleanSupplier cancelled,
                                   Progress progress) {
        int w = view.width();
        int h = view.height();
        int[] colOf = new int[w];
        int[] qxs = new int[w];
        int nx = distinctQuarts(w, view::blockX, qxs, colOf);
        int[] rowOf = new int[h];
        int[] qzs = new int[h];
        int nz = distinctQuarts(h, view::blockZ, qzs, rowOf);
        short[] biomes = new short[nx * nz];
        ClimateBiomes c = climateBiomes();
        int bands = (nz + BAND_ROWS - 1) / BAND_ROWS;
        progress.start(h, "rows");
        pool.forEach(bands, band -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            int from = band * BAND_ROWS;
            int to = Math.min(nz, from + BAND_ROWS);
            c.rows(qxs, nx, qzs, from, to, y, biomes);
            progress.add((int) ((long) h * to / nz - (long) h * from / nz));
        });
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        int[] colour = currentTables().biomeColour();
        for (int j = 0; j < h; j++) {
            int row = rowOf[j] * nx;
            for (int i = 0; i < w; i++) {
                argb[j * w + i] = WorldColors.opaque(colour[biomes[row + colOf[i]]]);
            }
        }
    }

    /**
     * The distinct quarts (block ÷ 4, rounded down, clamped to the world border) of {@code n} pixels along an axis,
     * in order, into {@code quarts}; each pixel's index among them into {@code of}; returns how many.
     */
    private static int distinctQuarts(int n, java.util.function.IntUnaryOperator block, int[] quarts, int[] of) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            int b = Math.max(WorldBorder.MIN, Math.min(WorldBorder.MAX, block.applyAsInt(i)));
            int q = b >> 2;
            if (count == 0 || quarts[count - 1] != q) {
                quarts[count++] = q;
            }
            of[i] = count - 1;
        }
        return count;
    }

    /**
     * Colours columns filled by the caller ({@link SavedMapSampler}): the surface, biome or height layer of
     * {@code view}, with hillshade and contours as from chunks.
     */
    public void renderColumns(WorldView view, WorldLayer layer, MapColumns c, Style style, int[] argb,
                              RenderPool pool) {
        if (layer.direct()) {
            throw new IllegalArgumentException("columns hold blocks and biomes, not climate");
        }
        int h = view.height();
        int bands = (h + BAND_ROWS - 1) / BAND_ROWS;
        Tables t = currentTables();
        pool.forEach(bands, band -> {
            int from = band * BAND_ROWS;
            int to = Math.min(h, from + BAND_ROWS);
            for (int j = from; j < to; j++) {
                colourRow(view, layer, style, c, t, argb, j);
            }
        });
        if (style.chunkGrid()) {
            drawChunkGrid(view, argb);
        }
        if (WorldBorder.reaches(view)) {
            WorldBorder.paint(view, argb);
        }
    }

    private void sampleRow(WorldView view, WorldLayer layer, SurfaceSource chunks, MapColumns c, int j) {
        int w = view.width();
        int z = view.blockZ(j);
        ChunkPos lastPos = null;
        SurfaceData last = null;
        byte lastMissing = 0;
        short[] lastLook = null;
        for (int i = 0; i < w; i++) {
            int p = j * w + i;
            int x = view.blockX(i);
            int b = view.blocksPerPixel();
            if (!WorldBorder.inside(x, z)) {
                // Beyond the world border: nothing sampled, nothing asked for (painted over after colouring).
                c.missing[p] = NOT_GENERATED;
                continue;
            }
            if (layer.climate()) {
                c.value[p] = grid.value(layer.sample(), b, x, z);
                continue;
            }
            if (chunks == null) {
                grid.surfaceInto(b, x, z, c, p);
                continue;
            }
            ChunkPos pos = ChunkPos.ofBlock(x, z);
            if (!pos.equals(lastPos)) {
                lastPos = pos;
                last = chunks.surface(pos);
                lastMissing = last != null ? 0 : chunks.notGenerated(pos) ? NOT_GENERATED : PENDING;
                // A generated world's chunk not made yet is drawn from the climate until it comes.
                lastLook = lastMissing == PENDING && grid != null ? grid.pendingLook(pos, climateBiomes()) : null;
            }
            if (last == null) {
                c.missing[p] = lastMissing;
                if (lastLook != null) {
                    int q = (z & 15) >> 2 << 2 | (x & 15) >> 2;
                    int ground = lastLook[32 + q];
                    int top = lastLook[16 + q];
                    boolean water = tables.fluid()[top];
                    c.set(p, top, water ? seaLevel : ground + 1, water ? Math.max(0, seaLevel - 1 - ground) : 0,
                        lastLook[q]);
                    c.missing[p] = MapColumns.PENDING_LOOK;
                }
                continue;
            }
            int k = (z & 15) << 4 | (x & 15);
            c.height[p] = last.worldSurface()[k] - 1;
            c.top[p] = last.topBlock()[k];
            c.floorDepth[p] = (short) (last.worldSurface()[k] - last.oceanFloor()[k]);
            c.biome[p] = last.biome()[k];
        }
    }

    private void colourRow(WorldView view, WorldLayer layer, Style style, MapColumns c, Tables t, int[] argb, int j) {
        int w = view.width();
        for (int i = 0; i < w; i++) {
            int p = j * w + i;
            if (layer.climate()) {
                double[] range = layer.range();
                argb[p] = WorldColors.diverging(c.value[p], range[0], range[1]);
                continue;
            }
            if (c.missing[p] == NOT_GENERATED) {
                argb[p] = WorldColors.notGenerated(i, j);
                continue;
            }
            if (c.missing[p] == MapColumns.PENDING_LOOK && layer != WorldLayer.HEIGHT) {
                argb[p] = layer == WorldLayer.BIOME ? WorldColors.opaque(t.biomeColour()[c.biome[p]])
                    : pendingSurface(c, t, p);
                continue;
            }
            if (c.missing[p] != 0) {
                argb[p] = ((i >> 3) + (j >> 3) & 1) == 0 ? CHECKER_LIGHT : CHECKER_DARK;
                continue;
            }
            argb[p] = switch (layer) {
                case BIOME -> WorldColors.opaque(t.biomeColour()[c.biome[p]]);
                case HEIGHT -> height(view, style, c, i, j);
                default -> surface(view, c, t, i, j);
            };
        }
    }

    /** Minecraft map shading: brighter where the ground rises toward the north, darker where it falls. */
    private float shade(WorldView view, MapColumns c, int i, int j) {
        if (j == 0) {
            return 1.0f;
        }
        int north = (j - 1) * view.width() + i;
        if (c.missing[north] != 0) {
            return 1.0f;
        }
        float rise = (c.height[j * view.width() + i] - c.height[north]) / view.blocksPerPixel();
        return 1.0f + Math.max(-0.3f, Math.min(0.3f, rise * 0.12f));
    }

    /** A pixel of a chunk not made yet, from its pending look: its block, tinted, water darkened, no hillshade. */
    private static int pendingSurface(MapColumns c, Tables t, int p) {
        int top = c.top[p];
        if (top == BlockPalette.AIR) {
            return 0xFF000000;
        }
        int rgb = blockColour(t, top, c.biome[p]);
        int depth = c.floorDepth[p];
        return t.fluid()[top] && depth > 0 ? WorldColors.shade(rgb, 1.0f - Math.min(0.55f, depth / 48.0f))
            : WorldColors.opaque(rgb);
    }

    private int surface(WorldView view, MapColumns c, Tables t, int i, int j) {
        int p = j * view.width() + i;
        int top = c.top[p];
        int depth = c.floorDepth[p];
        if (top == BlockPalette.AIR) {
            return 0xFF000000;
        }
        int rgb = blockColour(t, top, c.biome[p]);
        if (t.fluid()[top] && depth > 0) {
            float darken = 1.0f - Math.min(0.55f, depth / 48.0f);
            return WorldColors.shade(rgb, darken);
        }
        return WorldColors.shade(rgb, shade(view, c, i, j));
    }

    private int height(WorldView view, Style style, MapColumns c, int i, int j) {
        int w = view.width();
        int p = j * w + i;
        float y = c.height[p];
        int base;
        if (y < seaLevel - 0.5f) {
            float t = Math.min(1f, (seaLevel - y) / (seaLevel - minY));
            base = WorldColors.mix(0x9ecae1, 0x08306b, t);
        } else {
            float t = Math.min(1f, (y - seaLevel) / (float) (maxY - seaLevel));
            base = t < 0.25f ? WorldColors.mix(0x5b8f4f, 0xcbc27d, t * 4)
                : t < 0.5f ? WorldColors.mix(0xcbc27d, 0x8e7967, (t - 0.25f) * 4)
                : WorldColors.mix(0x8e7967, 0xf6f6f6, (t - 0.5f) * 2);
        }
        int interval = style.contourInterval();
        if (interval > 0) {
            int band = Math.floorDiv((int) Math.floor(y), interval);
            boolean edge = i + 1 < w && c.missing[p + 1] == 0
                && Math.floorDiv((int) Math.floor(c.height[p + 1]), interval) != band
                || j + 1 < view.height() && c.missing[p + w] == 0
                && Math.floorDiv((int) Math.floor(c.height[p + w]), interval) != band;
            if (edge) {
                return WorldColors.shade(base, 0.6f);
            }
        }
        return WorldColors.shade(base, shade(view, c, i, j));
    }

    private static void drawChunkGrid(WorldView view, int[] argb) {
        int w = view.width();
        int h = view.height();
        int b = view.blocksPerPixel();
        if (b > 8) {
            return;
        }
        for (int i = 0; i < w; i++) {
            if (Math.floorMod(view.blockX(i), 16) < b) {
                for (int j = 0; j < h; j++) {
                    argb[j * w + i] = WorldColors.mix(argb[j * w + i] & 0xFFFFFF, 0x000000, 0.35f);
                }
            }
        }
        for (int j = 0; j < h; j++) {
            if (Math.floorMod(view.blockZ(j), 16) < b) {
                for (int i = 0; i < w; i++) {
                    argb[j * w + i] = WorldColors.mix(argb[j * w + i] & 0xFFFFFF, 0x000000, 0.35f);
                }
            }
        }
    }
}
