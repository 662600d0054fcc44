package org.terrainexplorer.terrain;

import org.terrainexplorer.noise.Fade;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.FractalGrid;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.terrain.Choices.IslandDistance;
import org.terrainexplorer.terrain.Choices.IslandMode;

/**
 * Turns world points into elevation, moisture and biome, for one set of parameters. Immutable and
 * thread-safe; building one precomputes the tables its per-point work reads.
 *
 * <p>Elevation, point by point, after Amit Patel's "Making maps with noise":
 * <ol>
 *   <li>fBm of the elevation octaves at {@code frequency · p}, in [-1, 1], mapped to
 *       {@code e = 0.5 + contrast · n} and clamped to [0, 1]; {@code contrast} evens out the kernels'
 *       different spreads so switching kernel keeps the map's proportions;</li>
 *   <li>ridges: {@code e ← e + ridges · (ridged − e)}, ridged noise in [0, 1];</li>
 *   <li>redistribution: {@code e ← clamp(fudge · e)^exponent};</li>
 *   <li>island: {@code e ← e + a − b·d^c} or {@code (e + a)(1 − b·d^c)}, d the distance from the centre in
 *       radii; past one radius the land tapers to nothing at 1.5 radii, so outside the island is ocean;</li>
 *   <li>terraces: {@code e ← (⌊e·n⌋ + step(frac(e·n)))/n}, a hard step at ½ (that is, round(e·n)/n) or,
 *       with smoothing s, a smoothstep over the middle s of each level.</li>
 * </ol>
 * Moisture is {@code 0.5 + contrast · fBm} of its own octaves, seed and frequency, clamped to [0, 1].
 *
 * <p>The powers {@code e^exponent} and {@code d^c} are read from tables of 4096 and 3072 intervals with
 * linear interpolation (error below 10⁻⁵ for exponents ≥ 1), computed once here with {@link StrictMath};
 * a per-pixel {@code pow} would cost more than all the noise. Every path (maps, tiles, single points)
 * runs this same code, so they agree to the bit.
 */
public final class TerrainGenerator {

    /**
     * The spread of single-octave 2D noise of each kernel (standard deviation measured over 10⁶ samples:
     * Perlin 0.264, simplex 0.539, value 0.453), so that {@link #contrast} can make them alike.
     */
    private static final float PERLIN_SPREAD = 0.264f;
    private static final float SIMPLEX_SPREAD = 0.539f;
    private static final float VALUE_SPREAD = 0.453f;
    /** Elevation contrast for Perlin noise; the others are scaled to match its spread. */
    private static final float BASE_CONTRAST = 1.2f;
    /** Past one island radius the land tapers to ocean, reaching it at this many radii. */
    public static final float OCEAN_RADII = 1.5f;

    private static final int EXPONENT_STEPS = 4096;
    private static final float FALLOFF_RANGE = OCEAN_RADII;
    private static final int FALLOFF_STEPS = 3072;

    private final TerrainParams params;
    private final NoiseType noise;
    private final Fade fade;
    private final Fractal elevationFractal;
    private final Fractal moistureFractal;
    private final float contrast;

    private final boolean ridgesOn;
    private final float ridges;
    private final float fudge;
    private final float[] exponentTable;

    private final IslandMode island;
    private final IslandDistance distance;
    private final float islandA;
    private final float islandB;
    private final double islandX;
    private final double islandY;
    private final double inverseRadius;
    private final float[] falloffTable;

    private final int terraces;
    private final float terraceLow;
    private final float terraceWidth;

    private final BiomeRule biomeRule;
    private final boolean climate;
    private final float polarCooling;

    /** A generator for the given parameters. */
    public TerrainGenerator(TerrainParams params) {
        this(params, null);
    }

    /**
     * A generator for the given parameters that reuses {@code previous}'s power tables where their inputs
     * are unchanged: dragging the water level then rebuilds nothing.
     */
    public TerrainGenerator(TerrainParams params, TerrainGenerator previous) {
        this.params = params;
        noise = params.noise();
        fade = params.fade();
        elevationFractal = params.elevationFractal();
        moistureFractal = params.moistureFractal();
        contrast = contrast(noise);

        ridges = (float) params.number(Param.RIDGES);
        ridgesOn = ridges > 0;
        fudge = (float) params.number(Param.FUDGE);
        exponentTable = previous != null && previous.params.number(Param.EXPONENT) == params.number(Param.EXPONENT)
            ? previous.exponentTable : powerTable(EXPONENT_STEPS, 1, params.number(Param.EXPONENT));

        island = params.islandMode();
        distance = params.islandDistance();
        islandA = (float) params.number(Param.ISLAND_A);
        islandB = (float) params.number(Param.ISLAND_B);
        islandX = params.number(Param.ISLAND_CENTER_X);
        islandY = params.number(Param.ISLAND_CENTER_Y);
        inverseRadius = 1 / params.number(Param.ISLAND_RADIUS);
        falloffTable = previous != null && previous.params.number(Param.ISLAND_C) == params.number(Param.ISLAND_C)
            ? previous.falloffTable : powerTable(FALLOFF_STEPS, FALLOFF_RANGE, params.number(Param.ISLAND_C));

        terraces = params.integer(Param.TERRACES);
        float smoothing = (float) params.number(Param.TERRACE_SMOOTHING);
        terraceLow = 0.5f - smoothing / 2;
        terraceWidth = smoothing;

        biomeRule = new BiomeRule(params.biomeMode(), params.number(Param.WATER_LEVEL));
        climate = params.flag(Param.CLIMATE);
        polarCooling = (float) params.number(Param.POLAR_COOLING);
    }

    /** The contrast that maps a kernel's fBm onto elevation: Perlin's, scaled by the spreads' ratio. */
    public static float contrast(NoiseType type) {
        float spread = switch (type) {
            case PERLIN -> PERLIN_SPREAD;
            case SIMPLEX -> SIMPLEX_SPREAD;
            case VALUE -> VALUE_SPREAD;
        };
        return BASE_CONTRAST * PERLIN_SPREAD / spread;
    }

    /** {@code (i · range / steps)^power} for i = 0 … steps, plus one guard entry. */
    private static float[] powerTable(int steps, double range, double power) {
        float[] table = new float[steps + 2];
        for (int i = 0; i <= steps; i++) {
            table[i] = (float) StrictMath.pow(i * range / steps, power);
        }
        table[steps + 1] = table[steps];
        return table;
    }

    /** Linear interpolation in a power table at {@code t} in [0, steps]. */
    private static float lookUp(float[] table, float t) {
        int i = (int) t;
        float f = t - i;
        float low = table[i];
        return low + f * (table[i + 1] - low);
    }

    public TerrainParams params() {
        return params;
    }

    /** The biome rule at this water level. */
    public BiomeRule biomeRule() {
        return biomeRule;
    }

    /** Whether elevation mixes in ridged noise, which then has to be sampled. */
    public boolean needsRidged() {
        return ridgesOn;
    }

    /** Prepares a grid to sample the elevation noise over world x coordinates {@code xs[from..to)}. */
    public void prepareElevation(FractalGrid grid, double[] xs, int from, int to) {
        grid.prepare(noise, fade, elevationFractal, params.seed(), params.number(Param.FREQUENCY), xs, from, to);
    }

    /** Prepares a grid to sample the moisture noise over world x coordinates {@code xs[from..to)}. */
    public void prepareMoisture(FractalGrid grid, double[] xs, int from, int to) {
        grid.prepare(noise, fade, moistureFractal, params.moistureSeed(), params.number(Param.MOISTURE_FREQUENCY), xs,
            from, to);
    }

    /**
     * Shapes one row of elevation from its noise: {@code out[outOff + i]} for {@code i < n} from
     * {@code fbm[off + i]} (and {@code ridged[off + i]} if {@link #needsRidged()}), at world x
     * {@code xs[xFrom + i]} and world y {@code y}.
     */
    public void shapeRow(float[] fbm, float[] ridged, int off, int n, double[] xs, int xFrom, double y, float[] out,
                         int outOff) {
        boolean islandOn = island != IslandMode.OFF;
        float dy = (float) ((y - islandY) * inverseRadius);
        for (int i = 0; i < n; i++) {
            int k = off + i;
            // fBm to [0, 1], then the ridged mix.
            float e = clamp01(0.5f + fbm[k] * contrast);
            if (ridgesOn) {
                e += ridges * (ridged[k] - e);
            }
            // Redistribution: (fudge·e)^exponent.
            e = lookUp(exponentTable, clamp01(e * fudge) * EXPONENT_STEPS);
            if (islandOn) {
                float dx = (float) ((xs[xFrom + i] - islandX) * inverseRadius);
                e = island(e, islandDistance(dx, dy));
            }
            if (terraces > 0) {
                e = terrace(e);
            }
            out[outOff + i] = e;
        }
    }

    /** The island falloff applied to elevation {@code e} at distance {@code d} (in radii), clamped to [0, 1]. */
    public float island(float e, float d) {
        float falloff = d >= FALLOFF_RANGE ? 0 : lookUp(falloffTable, d * (FALLOFF_STEPS / FALLOFF_RANGE));
        float shaped = island == IslandMode.ADDITIVE ? e + islandA - islandB * falloff
            : (e + islandA) * (1 - islandB * falloff);
        if (d > 1) {
            // Past the radius, taper to ocean by 1.5 radii.
            shaped *= 1 - smoothstep(Math.min(1, (d - 1) * 2));
        }
        return clamp01(shaped);
    }

    /** The distance from the island centre, in radii, for offsets {@code dx, dy} already in radii. */
    public float islandDistance(float dx, float dy) {
        return switch (distance) {
            case EUCLIDEAN -> (float) Math.sqrt(dx * dx + dy * dy);
            case MANHATTAN -> Math.abs(dx) + Math.abs(dy);
            case SQUARE_BUMP -> {
                float ax = Math.abs(dx);
                float ay = Math.abs(dy);
                float outside = Math.max(ax, ay);
                // 1 − (1 − dx²)(1 − dy²) inside the square; outside it, keep growing with the larger offset.
                yield outside >= 1 ? outside : 1 - (1 - ax * ax) * (1 - ay * ay);
            }
        };
    }

    /** Terraces: n levels, with the step between levels smoothed over the middle {@code smoothing} of each. */
    public float terrace(float e) {
        float x = e * terraces;
        float level = (float) Math.floor(x);
        float f = x - level;
        float step;
        if (terraceWidth == 0) {
            step = f >= 0.5f ? 1 : 0;
        } else {
            step = smoothstep(clamp01((f - terraceLow) / terraceWidth));
        }
        return clamp01((level + step) / terraces);
    }

    /** Redistribution alone: {@code clamp(fudge · e)^exponent}, from the table. */
    public float redistribute(float e) {
        return lookUp(exponentTable, clamp01(e * fudge) * EXPONENT_STEPS);
    }

    /** Moisture in [0, 1] from its fBm. */
    public float moisture(float fbm) {
        return clamp01(0.5f + fbm * contrast);
    }

    /** The climate's extra coldness at world y: polar cooling times latitude, or 0 without climate. */
    public float cooling(double y) {
        if (!climate) {
            return 0;
        }
        return polarCooling * (float) Math.min(1, Math.abs(y - islandY) * inverseRadius);
    }

    /** The biome at shaped elevation {@code e}, moisture {@code m} (both in [0, 1]) and world y. */
    public Biome biome(float e, float m, double y) {
        return biomeRule.biome(e, m, cooling(y));
    }

    static float clamp01(float v) {
        return v < 0 ? 0 : (v > 1 ? 1 : v);
    }

    static float smoothstep(float t) {
        return t * t * (3 - 2 * t);
    }
}
