package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Kernel;
import org.terrainexplorer.world.density.compile.Lowering;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Op;
import org.terrainexplorer.world.density.compile.Program;
import org.terrainexplorer.world.noise.Mth;

/**
 * {@code find_top_surface} (1.21.9 and later): the highest y, stepping down from {@code upper_bound} (rounded down
 * to a multiple of {@code cell_height}) by {@code cell_height} to {@code lower_bound}, where {@code density} is
 * above 0 at (x, y, z); {@code lower_bound} if there is none. The overworld's {@code preliminary_surface_level}
 * is one: the rough terrain height that aquifers and surface rules read.
 *
 * <p>As the game's {@code DensityFunctions.FindTopSurface}: the density is evaluated at single points of its own
 * (inside a chunk, flat caches at their quart corners and interpolation transparent), whatever y it is asked at.
 */
public record FindTopSurface(DensityFunction density, DensityFunction upperBound, int lowerBound, int cellHeight)
    implements DensityFunction {

    private static final int Y_LIMIT = 4064;

    /** The type: lower_bound within the game's doubled world limits, cell_height positive. */
    public static final DensityType<FindTopSurface> TYPE = DensityType.of("find_top_surface", FindTopSurface.class,
        (v, r) -> new FindTopSurface(r.function(v.field("density")), r.function(v.field("upper_bound")),
            v.field("lower_bound").asInt(-Y_LIMIT, Y_LIMIT - 2), v.field("cell_height").asInt(1, Integer.MAX_VALUE)),
        (f, o, w) -> {
            o.set("density", w.function(f.density));
            o.set("upper_bound", w.function(f.upperBound));
            o.put("lower_bound", f.lowerBound);
            o.put("cell_height", f.cellHeight);
        },
        // Upper bounds clamped to the world's heights: an unbounded one could search for billions of levels.
        s -> new FindTopSurface(s.function(), new Clamp(s.function(), -100.0, 400.0), s.integer(-70, 10),
            s.integer(1, 16)))
        .compiledBy(Search::new);

    /** The first level to search: the upper bound rounded down to a multiple of the cell height, in int. */
    private int top(double upper) {
        return Mth.floor(upper / cellHeight) * cellHeight;
    }

    @Override
    public double compute(FunctionContext context) {
        int topY = top(upperBound.compute(context));
        if (topY <= lowerBound) {
            return lowerBound;
        }
        for (int y = topY; y >= lowerBound; y -= cellHeight) {
            if (density.compute(FunctionContext.of(context.blockX(), y, context.blockZ())) > 0.0) {
                return y;
            }
        }
        return lowerBound;
    }

    @Override
    public double minValue() {
        return lowerBound;
    }

    @Override
    public double maxValue() {
        return Math.max(lowerBound, upperBound.maxValue());
    }

    @Override
    public String type() {
        return "find_top_surface";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("density", density), new Input("upper_bound", upperBound));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("lower_bound", Integer.toString(lowerBound)),
            new Parameter("cell_height", Integer.toString(cellHeight)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction d = children.apply(density);
        DensityFunction u = children.apply(upperBound);
        return d == density && u == upperBound ? this : new FindTopSurface(d, u, lowerBound, cellHeight);
    }

    /**
     * The compiled search: per point, the density's program is run down the column in batches of
     * {@link #BATCH} levels, its y-independent part once per column, after skipping the levels a range bound
     * shows to stay at or under 0 (found by bisection: the bound over [y, top] only grows as y goes down). Levels
     * skipped that way cannot be the answer, so the result is the tree's.
     *
     * <p>Where the point is a single point of the caller too ({@link Mode#POINT} or {@link Mode#DIRECT}: the
     * preliminary surface level, the samplers) and the upper bound is y-independent, the upper bound is a second
     * root of the density's program, so that what the two share (26.2's overworld: the offset and factor
     * splines, and the continents, erosion and ridges under them) is computed once per column, not twice. In a
     * chunk's fill the upper bound is the caller's own ({@code interpolated} is not transparent there).
     */
    private static final class Search extends Kernel {

        private static final int BATCH = 8;
        private static final int DENSITY = 0;
        private static final int UPPER = 1;
        private final FindTopSurface f;
        private final Op upper;
        private final Program density;
        private final boolean upperInProgram;

        Search(FindTopSurface f, Lowering lowering) {
            this(f, lowering.input(f.upperBound), lowering);
        }

        private Search(FindTopSurface f, Op upper, Lowering lowering) {
            super(false, upper);
            this.f = f;
            this.upper = upper;
            upperInProgram = upper.yIndependent()
                && (lowering.mode() == Mode.POINT || lowering.mode() == Mode.DIRECT);
            density = upperInProgram ? lowering.program(f.density, f.upperBound) : lowering.program(f.density);
        }

        /** This search's frame of the density program, and its batch of levels, in {@code frame}. */
        private record State(Frame frame, int[] levels) {
        }

        @Override
        protected void compute(Frame frame, int[] selection, int n, double[] out) {
            State state = local(frame, fr -> new State(linkedFrame(fr, density, BATCH), new int[BATCH]));
            Frame d = state.frame;
            if (upperInProgram) {
                for (int i = 0; i < n; i++) {
                    int p = selection[i];
                    int x = frame.x[p];
                    int z = frame.z[p];
                    d.columnConstants(DENSITY, x, z);
                    out[p] = search(state, x, z, f.top(d.at(UPPER, x, frame.y[p], z)));
                }
                return;
            }
            run(upper, frame, selection, n);
            double[] u = values(upper, frame);
            for (int i = 0; i < n; i++) {
                int p = selection[i];
                int x = frame.x[p];
                int z = frame.z[p];
                int topY = f.top(u[p]);
                if (topY > f.lowerBound) {
                    d.columnConstants(DENSITY, x, z);
                }
                out[p] = search(state, x, z, topY);
            }
        }

        private int search(State state, int x, int z, int topY) {
            int lower = f.lowerBound;
            int step = f.cellHeight;
            if (topY <= lower) {
                return lower;
            }
            int levels = (int) (((long) topY - lower) / step) + 1;
            Frame d = state.frame;
            // The most levels from the top that are certainly at or under 0.
            int low = 0;
            int high = levels;
            while (low < high) {
                int k = (low + high + 1) >>> 1;
                d.columnBounds(DENSITY, topY - (k - 1) * step, topY);
                if (d.upper(0) <= 0.0) {
                    low = k;
                } else {
                    high = k - 1;
                }
            }
            int[] batch = state.levels;
            for (int level = low; level < levels; level += BATCH) {
                int m = Math.min(BATCH, levels - level);
                for (int i = 0; i < m; i++) {
                    batch[i] = topY - (level + i) * step;
                }
                d.column(x, z, batch, m);
                d.run(DENSITY);
                double[] values = d.values(DENSITY);
                for (int i = 0; i < m; i++) {
                    if (values[i] > 0.0) {
                        return batch[i];
                    }
                }
            }
            return lower;
        }

        /** Between the lower bound and the upper bound's highest first level. */
        @Override
        protected void range(Frame frame) {
            double hi = upper(upper, frame);
            if (Double.isFinite(hi) && Math.abs(hi) < 1e9) {
                setRange(frame, f.lowerBound, Math.max(f.lowerBound, f.top(hi)));
            } else {
                super.range(frame);
            }
        }
    }
}
