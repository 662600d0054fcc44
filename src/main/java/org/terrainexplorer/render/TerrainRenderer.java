package org.terrainexplorer.render;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.noise.EdgeCache;
import org.terrainexplorer.noise.FractalGrid;
import org.terrainexplorer.terrain.Biome;
import org.terrainexplorer.terrain.BiomeRule;
import org.terrainexplorer.terrain.Choices.ElevationPalette;
import org.terrainexplorer.terrain.Choices.MoisturePalette;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Renders a region of a viewport into reusable fields and ARGB images, in parallel row bands, keeping a
 * cache per stage: the elevation noise, the moisture noise, the shaped elevation. A render re-runs only the
 * stages the parameter changes since the last one invalidate ({@link org.terrainexplorer.terrain.Stage}); a
 * colour-only change samples no noise at all.
 *
 * <p>Fields carry a one-pixel apron around the region so hillshade reads true neighbours at the edges;
 * with every value a function of its world point, a region renders to exactly the pixels the whole view has
 * there, whatever the tiling, band size or thread count.
 *
 * <p>Not thread-safe: one render at a time (the {@link RenderScheduler} guarantees it). Bands run on the
 * {@link RenderPool}; a cancelled render stops at its next band, and the stages it had started are redone
 * by the next render.
 */
public final class TerrainRenderer {

    /** Rows per band: small enough to balance two to eight threads on a 512-row view. */
    public static final int DEFAULT_BAND_ROWS = 16;
    /** Trees smaller than this radius, in pixels, are drawn centred on a pixel. */
    /** Trees are drawn only when the tree grid is at least this many pixels apart. */
    public static final double MIN_TREE_SPACING_PIXELS = 3;
    /** Hillshade relief: world units of height per unit of elevation. */
    static final double RELIEF = 0.05;
    /** The {@link Layer#SHADED} layer's strength when the parameters' hillshade is 0. */
    static final float DEFAULT_SHADE = 0.6f;
    private static final int OCEAN = Biome.OCEAN.ordinal();
    private static final float INVERSE_SQRT2 = (float) (1 / Math.sqrt(2));

    /**
     * What the last render did.
     *
     * @param sampledElevation whether it sampled the elevation noise over the region
     * @param sampledMoisture  whether it sampled the moisture noise over the region
     * @param shapedElevation  whether it shaped elevation from its noise again
     * @param trees            how many trees it drew
     * @param sampledTrees     whether placing the trees sampled noise at the tree grid's cells (a new region, or
     *                         a change of seed, noise or tree spacing) rather than reusing their cached noise
     * @param nanos            how long it took
     */
    public record Stats(boolean sampledElevation, boolean sampledMoisture, boolean shapedElevation, int trees,
                        boolean sampledTrees, long nanos) {
        /** Whether the render sampled the noise over the region (tree cells aside). */
        public boolean sampledNoise() {
            return sampledElevation || sampledMoisture;
        }
    }

    private final RenderPool pool;
    private final int bandRows;

    private TerrainGenerator generator;

    // Fields over the region plus a one-pixel apron: (width + 2) × (height + 2), row-major.
    private int stride;
    private int fieldRows;
    private double[] xs = new double[0];
    private float[] fbm = new float[0];
    private float[] ridged = new float[0];
    private float[] moistureNoise = new float[0];
    private float[] elevation = new float[0];
    private byte[] biomes = new byte[0];
    /** Hillshade per pixel of the region, as 100 × the shade (1 on flat ground is 100); see {@link #shadeRow}. */
    private byte[] shade = new byte[0];
    private final EnumMap<Layer, int[]> images = new EnumMap<>(Layer.class);
    private FractalGrid elevationGrid = new FractalGrid(1);
    private FractalGrid moistureGrid = new FractalGrid(1);
    /**
     * Edge caches lent to the bands at work, an (elevation, moisture) pair per thread at a time; slot i is
     * where pool thread i looks first, so a thread tends to keep the lattice rows it sampled last.
     */
    private final AtomicReferenceArray<EdgeCache[]> edgeCaches;
    private final TreeDrawing trees = new TreeDrawing();
    private int[] hypsometric = Palettes.hypsometricTable(0);
    private int[] biomeColours;
    private float biomeColourStrength;
    private double hypsometricWater;

    // What the caches hold.
    private Viewport viewport;
    private Region region;
    private TerrainParams cachedParams;
    private boolean elevationNoiseValid;
    private boolean ridgedValid;
    private boolean moistureNoiseValid;
    private boolean shapeValid;
    private boolean biomesValid;
    private boolean shadeValid;
    private Set<Layer> renderedLayers = EnumSet.noneOf(Layer.class);
    private Stats stats = new Stats(false, false, false, 0, false, 0);

    public TerrainRenderer(RenderPool pool) {
        this(pool, DEFAULT_BAND_ROWS);
    }

    public TerrainRenderer(RenderPool pool, int bandRows) {
        if (bandRows < 1) {
            throw new IllegalArgumentException("band rows: " + bandRows + ", must be at least 1");
        }
        this.pool = pool;
        this.bandRows = bandRows;
        edgeCaches = new AtomicReferenceArray<>(pool.threads() + 1);
    }

    /** Renders a whole viewport. */
    public Stats render(TerrainParams params, Viewport viewport, Set<Layer> layers) {
        return render(params, viewport, Region.of(viewport), layers, () -> false);
    }

    /**
     * Renders a region of a viewport into this renderer's buffers; read them with {@link #image},
     * {@link #elevationAt} and friends, or copy them out with {@link #snapshot}.
     *
     * @param cancelled polled at every band; when it answers true the render throws
     *                  {@link CancellationException}
     */
    public Stats render(TerrainParams params, Viewport view, Region area, Set<Layer> layers,
                        BooleanSupplier cancelled) {
        if (!area.fits(view)) {
            throw new IllegalArgumentException("region " + area + " does not fit the " + view.width() + "×"
                + view.height() + " view");
        }
        long start = System.nanoTime();
        TerrainGenerator gen = generatorFor(params);
        invalidate(params, view, area);

        boolean sampleElevation = !elevationNoiseValid || (gen.needsRidged() && !ridgedValid);
        boolean sampleMoisture = !moistureNoiseValid;
        boolean shape = sampleElevation || !shapeValid;
        // Whatever this render redoes counts as stale until it finishes: a cancelled render leaves it stale.
        shadeValid &= !shape;
        elevationNoiseValid &= !sampleElevation;
        ridgedValid &= !sampleElevation;
        moistureNoiseValid &= !sampleMoisture;
        shapeValid &= !shape;
        biomesValid = false;
        renderedLayers = EnumSet.noneOf(Layer.class);
        viewport = view;
        region = area;
        cachedParams = params;

        if (sampleElevation) {
            gen.prepareElevation(elevationGrid, xs, 0, stride);
            if (gen.needsRidged() && ridged.length < fbm.length) {
                ridged = new float[fbm.length];
            }
        }
        if (sampleMoisture) {
            gen.prepareMoisture(moistureGrid, xs, 0, stride);
        }
        if (sampleElevation || sampleMoisture || shape) {
            boolean ridges = gen.needsRidged();
            pool.forEach(bands(fieldRows), band -> fieldBand(band, gen, sampleElevation, sampleMoisture, shape,
                ridges, cancelled));
            if (sampleElevation) {
                elevationNoiseValid = true;
                ridgedValid = ridges;
            }
            if (sampleMoisture) {
                moistureNoiseValid = true;
            }
            shapeValid = true;
        }

        EnumSet<Layer> wanted = layers.isEmpty() ? EnumSet.noneOf(Layer.class) : EnumSet.copyOf(layers);
        for (Layer layer : wanted) {
            int[] image = images.get(layer);
            if (image == null || image.length < area.pixels()) {
                images.put(layer, new int[area.pixels()]);
            }
        }
        Colouring colouring = new Colouring(gen, params, wanted);
        // Trees are placed alongside the colouring when one placement covers the region (the window's case):
        // one more task in the same fork, drawn once the colours are down.
        double spacing = params.number(Param.TREE_SPACING);
        boolean trees = wanted.contains(Layer.BIOME) && params.flag(Param.TREES)
            && spacing / view.unitsPerPixel() >= MIN_TREE_SPACING_PIXELS;
        boolean placeAlongside = trees && this.trees.stripRows(spacing, view, area) >= area.height();
        int colourBands = bands(area.height());
        int[] placed = new int[1];
        this.trees.startRender();
        pool.forEach(colourBands + (placeAlongside ? 1 : 0), band -> {
            if (band < colourBands) {
                colourBand(band, colouring, cancelled);
            } else {
                placed[0] = this.trees.place(gen, spacing, view, area, 0, area.height() - 1);
            }
        });
        biomesValid = colouring.biomes;
        shadeValid |= colouring.shading;
        int treeCount = 0;
        if (placeAlongside) {
            this.trees.drawPlaced(placed[0], spacing, view, area, images.get(Layer.BIOME));
            treeCount = placed[0];
        } else if (trees) {
            treeCount = this.trees.draw(gen, spacing, view, area, images.get(Layer.BIOME));
        }
        renderedLayers = wanted;
        stats = new Stats(sampleElevation, sampleMoisture, shape, treeCount, this.trees.sampledNoise(),
            System.nanoTime() - start);
        return stats;
    }

    /** The generator for these parameters, reusing the last one's tables where their inputs are unchanged. */
    private TerrainGenerator generatorFor(TerrainParams params) {
        if (generator == null || !generator.params().equals(params)) {
            generator = new TerrainGenerator(params, generator);
        }
        return generator;
    }

    /** Marks the caches the change from the last render invalidates, resizing the buffers for a new grid. */
    private void invalidate(TerrainParams params, Viewport view, Region area) {
        if (!view.equals(viewport) || !area.equals(region)) {
            resize(view, area);
            elevationNoiseValid = false;
            ridgedValid = false;
            moistureNoiseValid = false;
            shapeValid = false;
            return;
        }
        for (Param changed : params.differences(cachedParams)) {
            if (changed.stage().resamplesElevation()) {
                elevationNoiseValid = false;
            }
            if (changed.stage().resamplesMoisture()) {
                moistureNoiseValid = false;
            }
            if (changed.stage().reshapes()) {
                shapeValid = false;
            }
        }
    }

    private void resize(Viewport view, Region area) {
        shadeValid = false;
        stride = area.width() + 2;
        fieldRows = area.height() + 2;
        int cells = stride * fieldRows;
        if (fbm.length < cells) {
            fbm = new float[cells];
            moistureNoise = new float[cells];
            elevation = new float[cells];
            ridged = new float[0];
        }
        if (biomes.length < area.pixels()) {
            biomes = new byte[area.pixels()];
            shade = new byte[area.pixels()];
        }
        if (xs.length < stride) {
            xs = new double[stride];
        }
        if (elevationGrid.capacity() < stride) {
            elevationGrid = new FractalGrid(stride);
            moistureGrid = new FractalGrid(stride);
        }
        for (int c = 0; c < stride; c++) {
            xs[c] = view.worldX(area.x() - 1 + c);
        }
    }

    private int bands(int rows) {
        return (rows + bandRows - 1) / bandRows;
    }

    /** Samples and shapes the field rows of one band (field row r is view row region.y − 1 + r). */
    private void fieldBand(int band, TerrainGenerator gen, boolean sampleElevation, boolean sampleMoisture,
                           boolean shape, boolean ridges, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("superseded");
        }
        EdgeCache[] edges = borrowEdges();
        int end = Math.min(fieldRows, (band + 1) * bandRows);
        for (int r = band * bandRows; r < end; r++) {
            double y = viewport.worldY(region.y() - 1 + r);
            int off = r * stride;
            if (sampleElevation) {
                elevationGrid.row(y, fbm, ridges ? ridged : null, off, edges[0]);
            }
            if (sampleMoisture) {
                moistureGrid.row(y, moistureNoise, null, off, edges[1]);
            }
            if (shape) {
                gen.shapeRow(fbm, ridged, off, stride, xs, 0, y, elevation, off);
            }
        }
        returnEdges(edges);
    }

    /** An (elevation, moisture) edge-cache pair for the calling thread, from its own slot if it is free. */
    private EdgeCache[] borrowEdges() {
        int slots = edgeCaches.length();
        int home = homeSlot();
        for (int i = 0; i < slots; i++) {
            EdgeCache[] pair = edgeCaches.getAndSet((home + i) % slots, null);
            if (pair != null) {
                return pair;
            }
        }
        return new EdgeCache[] {new EdgeCache(), new EdgeCache()};
    }

    /** Gives a pair back, to the calling thread's slot if it is free; a pair with no free slot is dropped. */
    private void returnEdges(EdgeCache[] pair) {
        int slots = edgeCaches.length();
        int home = homeSlot();
        for (int i = 0; i < slots; i++) {
            if (edgeCaches.compareAndSet((home + i) % slots, null, pair)) {
                return;
            }
        }
    }

    /** The edge-cache slot the calling thread looks in first: its pool index, or 0 off the pool. */
    private int homeSlot() {
        int index = Thread.currentThread() instanceof ForkJoinWorkerThread worker ? worker.getPoolIndex() : 0;
        return index % edgeCaches.length();
    }

    /** Everything the colouring of one render reads, computed once. */
    private final class Colouring {
        final TerrainGenerator gen;
        final BiomeRule rule;
        final float water;
        final boolean biomes;
        final int[] grayscale;
        final int[] hypsometric;
        final int[] terrainPalette;
        final int[] moisturePalette;
        final int[] elevationImage;
        final int[] hypsometricImage;
        final int[] shadedImage;
        final int[] terrainImage;
        final int[] moistureImage;
        final int[] biomeImage;
        final boolean shading;
        final boolean computeShade;
        final int[] terrainFactors;
        final int[] shadedFactors;
        /** Biome colours under each stored shade: entry {@code ordinal << 8 | shade}. */
        final int[] biomeColours;
        final float inverseWater;
        final float slopeScale;

        Colouring(TerrainGenerator gen, TerrainParams params, Set<Layer> layers) {
            this.gen = gen;
            rule = gen.biomeRule();
            water = (float) params.number(Param.WATER_LEVEL);
            biomes = layers.contains(Layer.BIOME);
            grayscale = Palettes.grayTable();
            hypsometric = hypsometricTable(params.number(Param.WATER_LEVEL));
            terrainPalette = params.elevationPalette() == ElevationPalette.GRAYSCALE ? grayscale : hypsometric;
            moisturePalette = params.moisturePalette() == MoisturePalette.GRAYSCALE ? grayscale
                : Palettes.moistureTable();
            elevationImage = layers.contains(Layer.ELEVATION) ? images.get(Layer.ELEVATION) : null;
            hypsometricImage = layers.contains(Layer.HYPSOMETRIC) ? images.get(Layer.HYPSOMETRIC) : null;
            shadedImage = layers.contains(Layer.SHADED) ? images.get(Layer.SHADED) : null;
            terrainImage = layers.contains(Layer.TERRAIN) ? images.get(Layer.TERRAIN) : null;
            moistureImage = layers.contains(Layer.MOISTURE) ? images.get(Layer.MOISTURE) : null;
            biomeImage = layers.contains(Layer.BIOME) ? images.get(Layer.BIOME) : null;
            float hillshade = (float) params.number(Param.HILLSHADE);
            float terrainShade = terrainImage != null ? hillshade : 0;
            float biomeShade = biomeImage != null ? hillshade : 0;
            float shadedShade = shadedImage != null ? (hillshade > 0 ? hillshade : DEFAULT_SHADE) : 0;
            shading = terrainShade > 0 || biomeShade > 0 || shadedShade > 0;
            computeShade = shading && !shadeValid;
            terrainFactors = factors(terrainShade);
            shadedFactors = factors(shadedShade);
            biomeColours = biomeImage != null ? biomeColourTable(biomeShade) : null;
            inverseWater = water > 0 ? 1 / water : 0;
            // Central differences span two pixels; relief turns elevation into world height.
            slopeScale = (float) (RELIEF / (2 * viewport.unitsPerPixel()));
        }
    }

    /** Colour factors (× 256) by stored shade (× 100) for a hillshade strength: 1 + strength · (shade − 1). */
    private static int[] factors(float strength) {
        int[] table = new int[256];
        for (int q = 0; q < 256; q++) {
            table[q] = Math.round((1 + strength * (q / (float) SHADE_SCALE - 1)) * 256);
        }
        return table;
    }

    /** Biome colours by ordinal and stored shade for a hillshade strength, rebuilt only when it changes. */
    private int[] biomeColourTable(float strength) {
        if (biomeColours == null || strength != biomeColourStrength) {
            int[] factors = factors(strength);
            int[] table = new int[Biome.values().length << 8];
            for (Biome biome : Biome.values()) {
                for (int q = 0; q < 256; q++) {
                    table[biome.ordinal() << 8 | q] = Palettes.scale(Palettes.biome(biome), factors[q]);
                }
            }
            biomeColours = table;
            biomeColourStrength = strength;
        }
        return biomeColours;
    }

    /** Stored shade units per unit of shade: flat ground, shade 1, is stored as 100. */
    static final int SHADE_SCALE = 100;

    /** The hypsometric tint for a water level, rebuilt only when the level changes. */
    private int[] hypsometricTable(double water) {
        if (water != hypsometricWater) {
            hypsometric = Palettes.hypsometricTable(water);
            hypsometricWater = water;
        }
        return hypsometric;
    }

    /** Classifies and colours the view rows of one band. */
    private void colourBand(int band, Colouring c, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("superseded");
        }
        int width = region.width();
        int end = Math.min(region.height(), (band + 1) * bandRows);
        for (int row = band * bandRows; row < end; row++) {
            double y = viewport.worldY(region.y() + row);
            float cooling = c.gen.cooling(y);
            int fieldRow = (row + 1) * stride + 1;
            int out = row * width;
            if (c.computeShade) {
                shadeRow(fieldRow, width, c.slopeScale, out);
            }
            for (int col = 0; col < width; col++) {
                int k = fieldRow + col;
                int p = out + col;
                float e = elevation[k];
                // Water is flat: it is never shaded.
                int q = c.shading && e >= c.water ? shade[p] & 0xFF : SHADE_SCALE;
                if (c.elevationImage != null) {
                    c.elevationImage[p] = Palettes.lookUp(c.grayscale, e);
                }
                if (c.hypsometricImage != null) {
                    c.hypsometricImage[p] = Palettes.lookUp(c.hypsometric, e);
                }
                if (c.shadedImage != null) {
                    c.shadedImage[p] = Palettes.scale(Palettes.lookUp(c.hypsometric, e), c.shadedFactors[q]);
                }
                if (c.terrainImage != null) {
                    c.terrainImage[p] = Palettes.scale(Palettes.lookUp(c.terrainPalette, e), c.terrainFactors[q]);
                }
                if (c.moistureImage != null || c.biomes) {
                    float m = c.gen.moisture(moistureNoise[k]);
                    if (c.moistureImage != null) {
                        c.moistureImage[p] = Palettes.lookUp(c.moisturePalette, m);
                    }
                    if (c.biomes) {
                        int biome = c.rule.classify(e, m, cooling);
                        biomes[p] = (byte) biome;
                        if (c.biomeImage != null) {
                            c.biomeImage[p] = biome == OCEAN ? Palettes.ocean((c.water - e) * c.inverseWater)
                                : c.biomeColours[biome << 8 | q];
                        }
                    }
                }
            }
        }
    }

    /**
     * Hillshade of one row, stored for the colour-only renders that follow: the surface normal from central
     * differences, lit from the north-west at 45°, normalised so flat ground is 1, stored as 100 × the shade
     * (0 to 255; a step of 0.01, under two levels of an 8-bit channel).
     */
    private void shadeRow(int fieldRow, int width, float slopeScale, int out) {
        float[] e = elevation;
        int s = stride;
        for (int col = 0; col < width; col++) {
            int k = fieldRow + col;
            float sx = (e[k + 1] - e[k - 1]) * slopeScale;
            float sy = (e[k + s] - e[k - s]) * slopeScale;
            float lit = (1 + (sx + sy) * INVERSE_SQRT2) / (float) Math.sqrt(1 + sx * sx + sy * sy) * SHADE_SCALE;
            // Clamped to a byte and rounded half up; plain comparisons and a cast, which cost far less per
            // pixel than Math.min, Math.max and Math.round.
            float clamped = lit > 0 ? (lit < 255 ? lit : 255) : 0;
            shade[out + col] = (byte) (int) (clamped + 0.5f);
        }
    }


    // ------------------------------------------------------------------ results

    /** What the last render did and how long it took. */
    public Stats stats() {
        return stats;
    }

    /** The last render's pixels of a layer, ARGB row by row (this renderer's buffer: valid until the next render). */
    public int[] image(Layer layer) {
        if (!renderedLayers.contains(layer)) {
            throw new IllegalStateException("the last render did not draw the " + layer.id() + " layer");
        }
        return images.get(layer);
    }

    /** Shaped elevation at a pixel of the last region. */
    public float elevationAt(int column, int row) {
        return elevation[(row + 1) * stride + column + 1];
    }

    /** Moisture at a pixel of the last region. */
    public float moistureAt(int column, int row) {
        return generator.moisture(moistureNoise[(row + 1) * stride + column + 1]);
    }

    /** The biome at a pixel of the last region. */
    public Biome biomeAt(int column, int row) {
        if (!biomesValid) {
            throw new IllegalStateException("the last render classified no biomes");
        }
        return Biome.of(biomes[row * region.width() + column]);
    }

    /** Bytes held by this renderer's caches and buffers (fields, biomes, images, edge caches). */
    public long cacheBytes() {
        long bytes = 4L * (fbm.length + ridged.length + moistureNoise.length + elevation.length) + biomes.length
            + 8L * xs.length;
        for (int[] image : images.values()) {
            bytes += 4L * image.length;
        }
        bytes += shade.length;
        for (int i = 0; i < edgeCaches.length(); i++) {
            EdgeCache[] pair = edgeCaches.get(i);
            if (pair != null) {
                bytes += pair[0].bytes() + pair[1].bytes();
            }
        }
        return bytes;
    }

    /** Copies one row of the last region's shaped elevation into {@code out[0..width)}. */
    public void copyElevationRow(int row, float[] out) {
        System.arraycopy(elevation, (row + 1) * stride + 1, out, 0, region.width());
    }

    /** Copies the last render's images and fields into a frame that outlives the next render. */
    public Frame snapshot(long sequence, boolean coarse) {
        return snapshot(sequence, coarse, new FrameBuffers());
    }

    /** As {@link #snapshot(long, boolean)}, into arrays from {@code buffers} (returned by {@link Frame#release}). */
    Frame snapshot(long sequence, boolean coarse, FrameBuffers buffers) {
        int width = region.width();
        int height = region.height();
        FrameBuffers.Set1 set = buffers.take(width, height, renderedLayers);
        EnumMap<Layer, int[]> copies = set.images();
        for (Layer layer : renderedLayers) {
            System.arraycopy(images.get(layer), 0, copies.get(layer), 0, width * height);
        }
        float[] e = set.elevation();
        float[] m = set.moisture();
        for (int row = 0; row < height; row++) {
            int from = (row + 1) * stride + 1;
            System.arraycopy(elevation, from, e, row * width, width);
            for (int col = 0; col < width; col++) {
                m[row * width + col] = generator.moisture(moistureNoise[from + col]);
            }
        }
        byte[] b = null;
        if (biomesValid) {
            b = set.biomes();
            System.arraycopy(biomes, 0, b, 0, width * height);
        }
        Viewport shown = region.equals(Region.of(viewport)) ? viewport
            : new Viewport(viewport.worldX(region.x()) + (width - 1) * 0.5 * viewport.unitsPerPixel(),
                viewport.worldY(region.y()) + (height - 1) * 0.5 * viewport.unitsPerPixel(),
                viewport.unitsPerPixel(), width, height);
        return new Frame(sequence, cachedParams, shown, coarse, copies, e, m, b, stats.nanos(), set, buffers);
    }
}
