package org.terrainexplorer.bench;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import de.articdive.jnoise.core.api.functions.Interpolation;
import de.articdive.jnoise.generators.noise_parameters.fade_functions.FadeFunction;
import de.articdive.jnoise.modules.octavation.fractal_functions.FractalFunction;
import de.articdive.jnoise.pipeline.JNoise;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.noise.EdgeCache;
import org.terrainexplorer.noise.FractalGrid;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.Palettes;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Biome;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;
import squidpony.squidmath.FastNoise;

/**
 * Milliseconds to regenerate a view: elevation (6 octaves of Perlin), moisture (4 octaves) and colours into
 * ARGB, on a pool of one thread per core.
 *
 * <ul>
 *   <li>{@code renderer}: the app's {@link TerrainRenderer}, every cache invalidated (the view moves by
 *       10⁻⁹ units each time), drawing the window's three layers (elevation with hillshade, moisture,
 *       biome with hillshade and trees) or the biome layer alone;</li>
 *   <li>{@code colourOnly}: the renderer after a water-level change: no noise, recolouring only;</li>
 *   <li>{@code samePipeline*}: one pipeline written once — elevation and moisture fBm, shaping, biome
 *       classification, biome colours into ARGB, in row bands on the same pool — with only the noise source
 *       swapped: ours ({@link FractalGrid}), squidlib's FastNoise PERLIN_FRACTAL, JNoise's octavated
 *       Perlin, each called the way its library is meant to be.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PipelineBenchmark {

    private static final int BAND_ROWS = 16;

    @Param({"512", "1024"})
    public int size;

    private RenderPool pool;
    private TerrainRenderer renderer;
    private Viewport view;
    private TerrainParams params;
    private TerrainParams wetter;
    private int flip;
    private final Set<Layer> windowLayers = EnumSet.of(Layer.TERRAIN, Layer.MOISTURE, Layer.BIOME);

    // The same-pipeline comparison.
    private TerrainGenerator generator;
    private double[] xs;
    private float[] fbm;
    private float[] moisture;
    private float[] elevation;
    private int[] argb;
    private FractalGrid elevationGrid;
    private FractalGrid moistureGrid;
    /** Each pool thread's (elevation, moisture) edge caches, as the renderer keeps them. */
    private final ThreadLocal<EdgeCache[]> threadEdges =
        ThreadLocal.withInitial(() -> new EdgeCache[] {new EdgeCache(), new EdgeCache()});
    private FastNoise squidElevation;
    private FastNoise squidMoisture;
    private JNoise jnoiseElevation;
    private JNoise jnoiseMoisture;

    @Setup(Level.Trial)
    public void setUp() {
        pool = new RenderPool();
        renderer = new TerrainRenderer(pool);
        view = Viewport.home(size, size);
        params = TerrainParams.defaults();
        wetter = params.with(org.terrainexplorer.terrain.Param.WATER_LEVEL, 0.43);

        generator = new TerrainGenerator(params);
        xs = new double[size];
        for (int i = 0; i < size; i++) {
            xs[i] = view.worldX(i);
        }
        fbm = new float[size * size];
        moisture = new float[size * size];
        elevation = new float[size * size];
        argb = new int[size * size];
        elevationGrid = new FractalGrid(size);
        moistureGrid = new FractalGrid(size);
        generator.prepareElevation(elevationGrid, xs, 0, size);
        generator.prepareMoisture(moistureGrid, xs, 0, size);

        // Peers: the same frequencies, 6 and 4 octaves with gain ½ and lacunarity 2.
        squidElevation = new FastNoise((int) params.seed(), (float) 3.0, FastNoise.PERLIN_FRACTAL, 6);
        squidElevation.setInterpolation(FastNoise.QUINTIC);
        squidElevation.setFractalType(FastNoise.FBM);
        squidMoisture = new FastNoise((int) params.moistureSeed(), (float) 2.0, FastNoise.PERLIN_FRACTAL, 4);
        squidMoisture.setInterpolation(FastNoise.QUINTIC);
        squidMoisture.setFractalType(FastNoise.FBM);
        jnoiseElevation = JNoise.newBuilder().perlin(params.seed(), Interpolation.LINEAR, FadeFunction.QUINTIC_POLY)
            .octavate(6, 0.5, 2.0, FractalFunction.FBM, false).scale(3.0).build();
        jnoiseMoisture = JNoise.newBuilder().perlin(params.moistureSeed(), Interpolation.LINEAR,
            FadeFunction.QUINTIC_POLY).octavate(4, 0.5, 2.0, FractalFunction.FBM, false).scale(2.0).build();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        pool.close();
    }

    @Benchmark
    public long rendererWindowLayers() {
        flip++;
        return renderer.render(params, view.centredOn((flip & 1) * 1e-9, 0), windowLayers).nanos();
    }

    @Benchmark
    public long rendererBiomeLayer() {
        flip++;
        return renderer.render(params, view.centredOn((flip & 1) * 1e-9, 0), EnumSet.of(Layer.BIOME)).nanos();
    }

    @Benchmark
    public long colourOnlyWindowLayers() {
        flip++;
        return renderer.render((flip & 1) == 0 ? params : wetter, view, windowLayers).nanos();
    }

    @Benchmark
    public int samePipelineOurs() {
        pool.forEach(size / BAND_ROWS, band -> {
            for (int row = band * BAND_ROWS; row < (band + 1) * BAND_ROWS; row++) {
                double y = view.worldY(row);
                EdgeCache[] edges = threadEdges.get();
                elevationGrid.row(y, fbm, null, row * size, edges[0]);
                moistureGrid.row(y, moisture, null, row * size, edges[1]);
                shadeAndColour(row);
            }
        });
        return argb[size * size / 2];
    }

    @Benchmark
    public int samePipelineSquidlib() {
        pool.forEach(size / BAND_ROWS, band -> {
            for (int row = band * BAND_ROWS; row < (band + 1) * BAND_ROWS; row++) {
                float y = (float) view.worldY(row);
                for (int col = 0; col < size; col++) {
                    fbm[row * size + col] = squidElevation.getConfiguredNoise((float) xs[col], y);
                    moisture[row * size + col] = squidMoisture.getConfiguredNoise((float) xs[col], y);
                }
                shadeAndColour(row);
            }
        });
        return argb[size * size / 2];
    }

    @Benchmark
    public int samePipelineJNoise() {
        pool.forEach(size / BAND_ROWS, band -> {
            for (int row = band * BAND_ROWS; row < (band + 1) * BAND_ROWS; row++) {
                double y = view.worldY(row);
                for (int col = 0; col < size; col++) {
                    fbm[row * size + col] = (float) jnoiseElevation.evaluateNoise(xs[col], y);
                    moisture[row * size + col] = (float) jnoiseMoisture.evaluateNoise(xs[col], y);
                }
                shadeAndColour(row);
            }
        });
        return argb[size * size / 2];
    }

    /** The part every variant shares: shape elevation, classify, colour. */
    private void shadeAndColour(int row) {
        int off = row * size;
        double y = view.worldY(row);
        generator.shapeRow(fbm, null, off, size, xs, 0, y, elevation, off);
        for (int col = 0; col < size; col++) {
            float e = elevation[off + col];
            Biome biome = generator.biome(e, generator.moisture(moisture[off + col]), y);
            argb[off + col] = biome == Biome.OCEAN ? Palettes.ocean(1 - e) : Palettes.biome(biome);
        }
    }
}
