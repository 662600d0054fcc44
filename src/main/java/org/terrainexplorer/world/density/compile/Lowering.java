package org.terrainexplorer.world.density.compile;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.Mapped;
import org.terrainexplorer.world.density.Marker;
import org.terrainexplorer.world.density.Shift;
import org.terrainexplorer.world.density.WeirdScaledSampler;
import org.terrainexplorer.world.noise.BlendedNoise;
import org.terrainexplorer.world.noise.NormalNoise;

/**
 * What a density type's compile hook is given: its children compiled ({@link #input}), the program's
 * {@link Mode}, and the operations of the built-in families to build its own from. A type whose computation none
 * of them is writes a {@link Kernel}. Every operation built here computes exactly what its density function
 * computes, in the same arithmetic order.
 */
public final class Lowering {

    private final Compiler compiler;

    Lowering(Compiler compiler) {
        this.compiler = compiler;
    }

    /** How the program treats the caching markers. */
    public Mode mode() {
        return compiler.mode();
    }

    /** A child function compiled (once, however many parents read it). */
    public Op input(DensityFunction child) {
        return compiler.op(child);
    }

    /**
     * {@code roots} compiled on their own (one program, their shared parts once), for evaluating at points a kernel
     * picks (as the game evaluates a child at a single point it makes up): outside a chunk directly, inside one with
     * the markers a single point sees
     * ({@link Mode#POINT}: interpolation transparent, flat caches at their quart corners).
     */
    public Program program(DensityFunction... roots) {
        return Compiler.compile(mode() == Mode.DIRECT ? Mode.DIRECT : Mode.POINT, List.of(roots), List.of(),
            compiler.flatNumbers());
    }

    /** A constant. */
    public Op constant(double value) {
        return new ArithmeticOps.Const(value);
    }

    /** {@code add} or {@code mul} with a constant folded in (the game's {@code MulOrAdd}). */
    public Op mulOrAdd(Op input, double argument, boolean multiply) {
        return yIndependent(new ArithmeticOps.MulOrAdd(input, argument, multiply), input);
    }

    /** {@code add}, {@code mul}, {@code min}, {@code max} with the game's short-cuts on b's declared bounds. */
    public Op twoArgument(Arithmetic.Op kind, Op a, Op b, double bMin, double bMax) {
        return yIndependent(new ArithmeticOps.TwoArgument(kind, a, b, bMin, bMax), a, b);
    }

    /** A one-argument shaper. */
    public Op mapped(Mapped.Kind kind, Op input) {
        return yIndependent(new ArithmeticOps.Map(kind, input), input);
    }

    /** {@code clamp}. */
    public Op clamp(Op input, double min, double max) {
        return yIndependent(new ArithmeticOps.Clamp(input, min, max), input);
    }

    /** {@code range_choice}: each branch runs only for the points that take it. */
    public Op rangeChoice(Op input, double minInclusive, double maxExclusive, Op inRange, Op outOfRange) {
        return yIndependent(new ArithmeticOps.RangeChoice(input, minInclusive, maxExclusive, inRange, outOfRange),
            input, inRange, outOfRange);
    }

    /** {@code y_clamped_gradient}. */
    public Op yGradient(int fromY, int toY, double fromValue, double toValue) {
        return new NoiseOps.YGradient(fromY, toY, fromValue, toValue);
    }

    /** {@code noise} (0 where the noise is unbound). */
    public Op noise(NormalNoise noise, double xzScale, double yScale) {
        return new NoiseOps.Noise(noise, xzScale, yScale);
    }

    /** {@code shifted_noise}. */
    public Op shiftedNoise(Op shiftX, Op shiftY, Op shiftZ, NormalNoise noise, double xzScale, double yScale) {
        NoiseOps.ShiftedNoise op = new NoiseOps.ShiftedNoise(shiftX, shiftY, shiftZ, noise, xzScale, yScale);
        op.yIndependent = (yScale == 0.0 || noise == null) && shiftX.yIndependent && shiftY.yIndependent
            && shiftZ.yIndependent;
        return op;
    }

    /** {@code shift_a}, {@code shift_b}, {@code shift}. */
    public Op shift(Shift.Kind kind, NormalNoise noise) {
        return new NoiseOps.ShiftNoise(kind, noise);
    }

    /** {@code weird_scaled_sampler}. */
    public Op weirdScaled(Op input, NormalNoise noise, WeirdScaledSampler.RarityMapper mapper) {
        return new NoiseOps.WeirdScaled(input, noise, mapper);
    }

    /** {@code old_blended_noise}. */
    public Op blended(BlendedNoise noise) {
        return new NoiseOps.Blended(noise);
    }

    /** A spline, its coordinate functions compiled, evaluated in float as {@link CubicSpline} evaluates it. */
    public Op spline(CubicSpline spline) {
        List<Op> coordinates = new ArrayList<>();
        SplineOp.Node root = splineNode(spline, coordinates);
        Op[] coords = coordinates.toArray(new Op[0]);
        return yIndependent(new SplineOp(coords, root), coords);
    }

    private SplineOp.Node splineNode(CubicSpline spline, List<Op> coordinates) {
        if (spline instanceof CubicSpline.Constant c) {
            return new SplineOp.ConstantNode(c.value());
        }
        CubicSpline.Multipoint m = (CubicSpline.Multipoint) spline;
        Op coordinate = input(m.coordinate());
        int index = coordinates.indexOf(coordinate);
        if (index < 0) {
            index = coordinates.size();
            coordinates.add(coordinate);
        }
        SplineOp.Node[] values = new SplineOp.Node[m.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = splineNode(m.value(i), coordinates);
        }
        return new SplineOp.PointsNode(index, m, values);
    }

    /**
     * A caching marker as the mode gives it meaning: {@code interpolated} blends the cell's corners while a cell is
     * filled or block by block, {@code flat_cache} takes the quart corner's value inside a chunk; every other
     * marker, and every marker outside a chunk, is its argument.
     */
    public Op marker(Marker.Kind kind, DensityFunction wrapped) {
        Mode mode = mode();
        if (kind == Marker.Kind.INTERPOLATED && (mode == Mode.FILL || mode == Mode.UPDATE)) {
            return new ChunkOps.Interpolate(compiler.interpolator(wrapped), mode == Mode.FILL);
        }
        Op inner = input(wrapped);
        if (kind != Marker.Kind.FLAT_CACHE || mode == Mode.DIRECT) {
            return inner;
        }
        ChunkOps.FlatCache cache = new ChunkOps.FlatCache(inner, compiler.flatNumber(wrapped));
        // Outside the chunk's quarts the inner function is sampled at the point itself, so the cache is only as
        // y-independent as what it wraps.
        cache.yIndependent = inner.yIndependent;
        return cache;
    }

    /** A function evaluated through its tree, point by point (a type without a compiled form). */
    public Op tree(DensityFunction function) {
        return new ChunkOps.Tree(function, false);
    }

    /**
     * A function of x and z alone evaluated through its tree ({@code end_islands}): once per column in a column
     * batch, and known exactly at a column where ranges are taken over y (the open sky above the end's islands).
     */
    public Op treeOfColumn(DensityFunction function) {
        return new ChunkOps.Tree(function, true);
    }

    private static Op yIndependent(Op op, Op... children) {
        boolean independent = true;
        for (Op c : children) {
            independent &= c.yIndependent;
        }
        op.yIndependent = independent;
        return op;
    }
}
