package org.terrainexplorer.world.gen;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.Constant;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.Mapped;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;

/**
 * Direct samples of a seeded world for maps and hover read-outs, without generating chunks: the router's
 * climate slots and peaks-and-valleys at any block, the biome there, and an estimate of the surface from the
 * depth slot (where depth crosses 0: the smooth terrain before 3D noise, caves and water). Thread-safe; each
 * thread evaluates through its own frame.
 */
public final class WorldSampler {

    /** The values a sample gives, by index into the array it fills. */
    public static final int CONTINENTS = 0;
    public static final int EROSION = 1;
    public static final int WEIRDNESS = 2;
    public static final int PEAKS_VALLEYS = 3;
    public static final int TEMPERATURE = 4;
    public static final int HUMIDITY = 5;
    public static final int DEPTH = 6;
    public static final int FINAL_DENSITY = 7;
    public static final int VALUES = 8;

    private final RandomState state;
    /**
     * The climate's values alone ({@link #CONTINENTS} to {@link #DEPTH}), and every value: each compiled when first
     * sampled, so that a seed search's biome checks never compile the final density.
     */
    private final Lazy<Program> climateProgram;
    private final Lazy<Program> allProgram;
    private final Workers<Tools> tools;

    /** One call's frames (made when first used), climate target and biome search (see {@link Workers}). */
    private final class Tools {
        private Frame climateFrame;
        private Frame allFrame;
        final long[] target = new long[Climate.PARAMETERS];
        final java.util.function.Function<long[], String> search = search(state.world().biomeSource());

        /** A frame for the values up to {@link #DEPTH}. */
        Frame climate() {
            if (climateFrame == null) {
                climateFrame = climateProgram.get().newFrame(64);
            }
            return climateFrame;
        }

        /** A frame for every value. */
        Frame all() {
            if (allFrame == null) {
                allFrame = allProgram.get().newFrame(64);
            }
            return allFrame;
        }

        /** A frame for value {@code index}. */
        Frame forValue(int index) {
            return index < FINAL_DENSITY ? climate() : all();
        }
    }

    /** A sampler of a seeded world. */
    public WorldSampler(RandomState state) {
        this.state = state;
        NoiseRouter r = state.router();
        List<DensityFunction> roots = List.of(r.continents(), r.erosion(), r.ridges(), peaksAndValleys(r.ridges()),
            r.temperature(), r.vegetation(), r.depth(), r.finalDensity());
        List<DensityFunction> climate = roots.subList(0, FINAL_DENSITY);
        climateProgram = new Lazy<>(() -> Compiler.compile(Mode.DIRECT, new ArrayList<>(climate)));
        allProgram = new Lazy<>(() -> Compiler.compile(Mode.DIRECT, new ArrayList<>(roots)));
        tools = new Workers<>(Tools::new);
    }

    /** A biome search of its own: a multi-noise source's cursor keeps state between searches. */
    static java.util.function.Function<long[], String> search(BiomeSource source) {
        if (source instanceof BiomeSource.MultiNoise m) {
            RTree<String>.Cursor cursor = m.cursor();
            return cursor::search;
        }
        if (source instanceof BiomeSource.ByPosition) {
            return target -> {
                throw new IllegalStateException("biomes by position are not searched by climate");
            };
        }
        return source::biome;
    }

    /**
     * Peaks and valleys: the overworld's {@code ridges_folded}, {@code mul(-3, add(-1/3, abs(add(-2/3,
     * abs(ridges)))))}, built from the same functions so it has the same bits.
     */
    static DensityFunction peaksAndValleys(DensityFunction ridges) {
        DensityFunction inner = new Arithmetic(Arithmetic.Op.ADD, new Constant(-0.6666666666666666),
            new Mapped(Mapped.Kind.ABS, ridges));
        DensityFunction outer = new Arithmetic(Arithmetic.Op.ADD, new Constant(-0.3333333333333333),
            new Mapped(Mapped.Kind.ABS, inner));
        return new Arithmetic(Arithmetic.Op.MUL, new Constant(-3.0), outer);
    }

    /**
     * The highest cell corner of a column whose final density (evaluated directly) is positive, scanning down from
     * the top of the noise; the world's bottom if there is none (the end's void). For the nether that is its roof,
     * as a map from above sees it.
     */
    double topOfDensity(int x, int z) {
        NoiseSettings n = state.world().settings();
        int step = n.cellHeight();
        Tools t = tools.take();
        try {
            for (int y = n.minY() + n.height() - step; y >= n.minY(); y -= step) {
                if (t.all().at(FINAL_DENSITY, x, y, z) > 0.0) {
                    return y;
                }
            }
        } finally {
            tools.give(t);
        }
        return state.world().minY();
    }

    /** Peaks and valleys from weirdness, as the game folds it: −3 (||w| − 2/3| − 1/3). */
    public static double fold(double weirdness) {
        return -3.0 * (Math.abs(Math.abs(weirdness) - 0.6666666666666666) - 0.3333333333333333);
    }

    /** The seeded world. */
    public RandomState state() {
        return state;
    }

    /** One value ({@link #CONTINENTS} … {@link #FINAL_DENSITY}) at a block. */
    public double value(int index, int x, int y, int z) {
        Tools t = tools.take();
        try {
            return t.forValue(index).at(index, x, y, z);
        } finally {
            tools.give(t);
        }
    }

    /** Every value at a block, into {@code out} (length {@link #VALUES}). */
    public void values(int x, int y, int z, double[] out) {
        Tools t = tools.take();
        try {
            Frame f = t.all();
            f.point(x, y, z);
            for (int i = 0; i < VALUES; i++) {
                f.run(i);
                out[i] = f.values(i)[0];
            }
        } finally {
            tools.give(t);
        }
    }

    /** The biome at a block (its climate sampled directly at the block's quart corner). */
    public String biome(int x, int y, int z) {
        if (state.world().biomeSource() instanceof BiomeSource.ByPosition p) {
            return p.biome(x >> 2, y >> 2, z >> 2, (bx, by, bz) -> value(EROSION, bx, by, bz));
        }
        Tools tool = tools.take();
        try {
            Frame f = tool.climate();
            f.point(x >> 2 << 2, y >> 2 << 2, z >> 2 << 2);
            long[] t = tool.target;
            t[0] = quantized(f, TEMPERATURE);
            t[1] = quantized(f, HUMIDITY);
            t[2] = quantized(f, CONTINENTS);
            t[3] = quantized(f, EROSION);
            t[4] = quantized(f, DEPTH);
            t[5] = quantized(f, WEIRDNESS);
            t[6] = 0L;
            return tool.search.apply(t);
        } finally {
            tools.give(tool);
        }
    }

    /**
     * The game's climate target at a block, quantised as its {@code Climate.Sampler} gives it (temperature, humidity,
     * continentalness, erosion, depth, weirdness) into {@code out[0..5]}; sampled at the block's quart corner.
     */
    public void target(int x, int y, int z, long[] out) {
        Tools tool = tools.take();
        try {
            Frame f = tool.climate();
            f.point(x >> 2 << 2, y >> 2 << 2, z >> 2 << 2);
            out[0] = quantized(f, TEMPERATURE);
            out[1] = quantized(f, HUMIDITY);
            out[2] = quantized(f, CONTINENTS);
            out[3] = quantized(f, EROSION);
            out[4] = quantized(f, DEPTH);
            out[5] = quantized(f, WEIRDNESS);
        } finally {
            tools.give(tool);
        }
    }

    /** The roots of the climate's parameters in {@link Climate}'s order (temperature … weirdness). */
    static final int[] CLIMATE_ROOTS = {TEMPERATURE, HUMIDITY, CONTINENTS, EROSION, DEPTH, WEIRDNESS};

    /**
     * {@code use} applied to a reader of this sampler's climate parameter by parameter (the values {@link #target}
     * gives), one of its tools held for the call.
     */
    <T> T withClimate(java.util.function.Function<WorldSpawn.Targets, T> use) {
        Tools tool = tools.take();
        try {
            Frame f = tool.climate();
            return use.apply(new WorldSpawn.Targets() {
                @Override
                public void point(int x, int y, int z) {
                    f.point(x >> 2 << 2, y >> 2 << 2, z >> 2 << 2);
                }

                @Override
                public long parameter(int d) {
                    return quantized(f, CLIMATE_ROOTS[d]);
                }
            });
        } finally {
            tools.give(tool);
        }
    }

    private static long quantized(Frame f, int root) {
        f.run(root);
        return Climate.quantize((float) f.values(root)[0]);
    }

    /**
     * Whether the depth slot sets the smooth surface estimate at column (x, z): it changes with y there (the
     * overworld's routers); else (the nether's and the end's hold 0) the estimate searches the density.
     */
    public boolean depthVaries(int x, int z) {
        Tools t = tools.take();
        try {
            return t.climate().at(DEPTH, x, 0, z) != t.climate().at(DEPTH, x, 128, z);
        } finally {
            tools.give(t);
        }
    }

    /**
     * The smooth surface estimate of a column: the y where the depth slot crosses 0, from depth at two levels
     * (depth is linear in y for the game's worlds). Where depth does not change with y (the nether's and the end's
     * routers hold 0 there), the highest solid cell corner ({@link #topOfDensity}).
     */
    public double estimatedSurface(int x, int z) {
        int y0 = 0;
        int y1 = 128;
        double d0;
        double d1;
        Tools t = tools.take();
        try {
            d0 = t.climate().at(DEPTH, x, y0, z);
            d1 = t.climate().at(DEPTH, x, y1, z);
        } finally {
            tools.give(t);
        }
        if (!(d0 != d1)) {
            return topOfDensity(x, z);
        }
        double y = y0 + (0.0 - d0) * (y1 - y0) / (d1 - d0);
        int minY = state.world().minY();
        int maxY = minY + state.world().height() - 1;
        return Math.max(minY, Math.min(maxY, y));
    }
}
