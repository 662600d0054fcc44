package org.terrainexplorer.bench;

import de.articdive.jnoise.core.api.functions.Interpolation;
import de.articdive.jnoise.generators.noise_parameters.fade_functions.FadeFunction;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.modules.octavation.fractal_functions.FractalFunction;
import de.articdive.jnoise.pipeline.JNoise;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrainexplorer.noise.EdgeCache;
import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.FractalGrid;
import org.terrainexplorer.noise.NoiseType;
import squidpony.squidmath.FastNoise;

/**
 * Nanoseconds per sample of each 2D kernel over a 512×512 grid, at 1 and 6 octaves (amplitudes 1, ½, ¼, …,
 * lacunarity 2), for this library and two peers in the same run: squidlib's FastNoise and JNoise.
 *
 * <ul>
 *   <li>{@code ours}: {@link FractalGrid}, the path the renderer uses (single precision, row by row, with an
 *       edge cache reused across rows);</li>
 *   <li>{@code oursPoint}: {@link Fractal#fbm2} on the double-precision point kernels;</li>
 *   <li>{@code squidlib}: {@code FastNoise.getConfiguredNoise(x, y)} (single precision);</li>
 *   <li>{@code jnoise}: {@code JNoise.evaluateNoise(x, y)} with octavation (double precision).</li>
 * </ul>
 * Every variant sums its samples, so none can be optimised away. Run with {@code -prof gc} to see the
 * bytes allocated per sample ({@code gc.alloc.rate.norm}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KernelBenchmark {

    static final int SIZE = 512;
    static final int SAMPLES = SIZE * SIZE;
    /** Lattice cells per pixel of the first octave: 8 cells across the grid. */
    static final double FREQUENCY = 8.0 / SIZE;
    static final int SEED = 1337;

    @Param({"perlin", "simplex", "value"})
    public String kernel;

    @Param({"1", "6"})
    public int octaves;

    private FractalGrid grid;
    private NoiseType type;
    private Fractal fractal;
    private NoiseType.Noise2 pointNoise;
    private double[] xs;
    private float[] row;
    private EdgeCache edges;
    private FastNoise fastNoise;
    private JNoise jnoise;

    @Setup
    public void setUp() {
        type = NoiseType.byId(kernel);
        fractal = Fractal.halving(octaves);
        pointNoise = type.in2d(Fade.QUINTIC);
        xs = new double[SIZE];
        for (int i = 0; i < SIZE; i++) {
            xs[i] = i;
        }
        grid = new FractalGrid(SIZE);
        grid.prepare(type, Fade.QUINTIC, fractal, SEED, FREQUENCY, xs, 0, SIZE);
        row = new float[SIZE];
        edges = new EdgeCache();

        int fastType = switch (type) {
            case PERLIN -> octaves == 1 ? FastNoise.PERLIN : FastNoise.PERLIN_FRACTAL;
            case SIMPLEX -> octaves == 1 ? FastNoise.SIMPLEX : FastNoise.SIMPLEX_FRACTAL;
            case VALUE -> octaves == 1 ? FastNoise.VALUE : FastNoise.VALUE_FRACTAL;
        };
        fastNoise = new FastNoise(SEED, (float) FREQUENCY, fastType, octaves);
        fastNoise.setInterpolation(FastNoise.QUINTIC);
        fastNoise.setFractalType(FastNoise.FBM);
        fastNoise.setFractalLacunarity(2f);
        fastNoise.setFractalGain(0.5f);

        JNoise.JNoiseBuilder<?> builder = switch (type) {
            case PERLIN -> JNoise.newBuilder().perlin(SEED, Interpolation.LINEAR, FadeFunction.QUINTIC_POLY);
            case SIMPLEX -> JNoise.newBuilder().fastSimplex(SEED, Simplex2DVariant.CLASSIC, Simplex3DVariant.CLASSIC,
                Simplex4DVariant.CLASSIC);
            case VALUE -> JNoise.newBuilder().value(SEED, Interpolation.LINEAR, FadeFunction.QUINTIC_POLY);
        };
        if (octaves > 1) {
            builder = builder.octavate(octaves, 0.5, 2.0, FractalFunction.FBM, false);
        }
        jnoise = builder.scale(FREQUENCY).build();
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public float ours() {
        float sum = 0;
        for (int y = 0; y < SIZE; y++) {
            grid.row(y, row, null, edges);
            for (int x = 0; x < SIZE; x++) {
                sum += row[x];
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public double oursPoint() {
        double sum = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                sum += fractal.fbm2(pointNoise, SEED, x * FREQUENCY, y * FREQUENCY);
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public float squidlib() {
        float sum = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                sum += fastNoise.getConfiguredNoise(x, y);
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLES)
    public double jnoise() {
        double sum = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                sum += jnoise.evaluateNoise(x, y);
            }
        }
        return sum;
    }
}
