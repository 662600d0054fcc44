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
    private final Program program;
    private final ThreadLocal<Frame> frames;
    private final ThreadLocal<long[]> targets = ThreadLocal.withInitial(() -> new long[Climate.PARAMETERS]);
    private final ThreadLocal<java.util.function.Function<long[], String>> searches;

    /** A sampler of a seeded world. */
    public WorldSampler(RandomState state) {
        this.state = state;
        NoiseRouter r = state.router();
        List<DensityFunction> roots = new ArrayList<>(List.of(r.continents(), r.erosion(), r.ridges(),
            peaksAndValleys(r.ridges()), r.temperature(), r.vegetation(), r.depth(), r.finalDensity()));
        program = Compiler.compile(Mode.DIRECT, roots);
        frames = ThreadLocal.withInitial(() -> program.newFrame(64));
        BiomeSource source = state.world().biomeSource();
        searches = ThreadLocal.withInitial(() -> source instanceof BiomeSource.MultiNoise m ? m.cursor()::search
            : source::biome);
    }

    /**
     * Peaks and valleys: the overworld's {@code ridges_folded}, {@code mul(-3, add(-1/3, abs(add(-2/3,
     * abs(ridges)))))}, built from the same functions so it has the same bits.
     */
    private static DensityFunction peaksAndValleys(DensityFunction ridges) {
        DensityFunction inner = new Arithmetic(Arithmetic.Op.ADD, new Constant(-0.6666666666666666),
            new Mapped(Mapped.Kind.ABS, ridges));
        DensityFunction outer = new Arithmetic(Arithmetic.Op.ADD, new Constant(-0.3333333333333333),
            new Mapped(Mapped.Kind.ABS, inner));
        return new Arithmetic(Arithmetic.Op.MUL, new Constant(-3.0), outer);
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
        return frames.get().at(index, x, y, z);
    }

    /** Every value at a block, into {@code out} (length {@link #VALUES}). */
    public void values(int x, int y, int z, double[] out) {
        Frame f = frames.get();
        f.point(x, y, z);
        for (int i = 0; i < VALUES; i++) {
            f.run(i);
            out[i] = f.values(i)[0];
        }
    }

    /** The biome at a block (its climate sampled directly at the block's quart corner). */
    public String biome(int x, int y, int z) {
        Frame f = frames.get();
        int bx = x >> 2 << 2;
        int by = y >> 2 << 2;
        int bz = z >> 2 << 2;
        f.point(bx, by, bz);
        long[] t = targets.get();
        t[0] = quantized(f, TEMPERATURE);
        t[1] = quantized(f, HUMIDITY);
        t[2] = quantized(f, CONTINENTS);
        t[3] = quantized(f, EROSION);
        t[4] = quantized(f, DEPTH);
        t[5] = quantized(f, WEIRDNESS);
        t[6] = 0L;
        return searches.get().apply(t);
    }

    private static long quantized(Frame f, int root) {
        f.run(root);
        return Climate.quantize((float) f.values(root)[0]);
    }

    /**
     * The smooth surface estimate of a column: the y where the depth slot crosses 0, from depth at two levels
     * (depth is linear in y for the game's worlds); the world's bottom if depth never falls below 0.
     */
    public double estimatedSurface(int x, int z) {
        Frame f = frames.get();
        int y0 = 0;
        int y1 = 128;
        double d0 = f.at(DEPTH, x, y0, z);
        double d1 = f.at(DEPTH, x, y1, z);
        if (!(d0 != d1)) {
            return state.world().minY();
        }
        double y = y0 + (0.0 - d0) * (y1 - y0) / (d1 - d0);
        int minY = state.world().minY();
        int maxY = minY + state.world().height() - 1;
        return Math.max(minY, Math.min(maxY, y));
    }
}
