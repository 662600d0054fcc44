package org.terrainexplorer.world.density.compile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.density.Arithmetic;
import org.terrainexplorer.world.density.Beardifier;
import org.terrainexplorer.world.density.Blend;
import org.terrainexplorer.world.density.Clamp;
import org.terrainexplorer.world.density.Constant;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.Mapped;
import org.terrainexplorer.world.density.Marker;
import org.terrainexplorer.world.density.NoiseFunction;
import org.terrainexplorer.world.density.OldBlendedNoise;
import org.terrainexplorer.world.density.RangeChoice;
import org.terrainexplorer.world.density.Reference;
import org.terrainexplorer.world.density.Shift;
import org.terrainexplorer.world.density.ShiftedNoise;
import org.terrainexplorer.world.density.SplineFunction;
import org.terrainexplorer.world.density.WeirdScaledSampler;
import org.terrainexplorer.world.density.YClampedGradient;

/**
 * Compiles bound density functions into a {@link Program}. References are inlined; a function reached twice
 * (a named function used in two places) becomes one shared operation. Compiling the overworld's router takes
 * well under a millisecond, so an edited router is simply compiled again.
 */
public final class Compiler {

    private final Mode mode;
    private final Map<DensityFunction, Op> compiled = new IdentityHashMap<>();
    private final Map<Op, Integer> parents = new IdentityHashMap<>();
    private final List<Op> order = new ArrayList<>();
    private final List<DensityFunction> interpolators;
    /** Interpolator numbers by the function an {@code interpolated} marker wraps. */
    private final Map<DensityFunction, Integer> interpolatorIndex = new IdentityHashMap<>();
    private int flatCaches;

    private Compiler(Mode mode, List<DensityFunction> knownInterpolators) {
        this.mode = mode;
        this.interpolators = new ArrayList<>(knownInterpolators);
        for (int i = 0; i < knownInterpolators.size(); i++) {
            interpolatorIndex.put(knownInterpolators.get(i), i);
        }
    }

    /** Compiles {@code roots} in {@code mode}. */
    public static Program compile(Mode mode, List<DensityFunction> roots) {
        return compile(mode, roots, List.of());
    }

    /**
     * Compiles {@code roots} in {@code mode}, numbering the {@code interpolated} markers it meets after those in
     * {@code knownInterpolators} (pass another program's {@link Program#interpolated} so both share corner
     * values).
     */
    public static Program compile(Mode mode, List<DensityFunction> roots, List<DensityFunction> knownInterpolators) {
        Compiler c = new Compiler(mode, knownInterpolators);
        Op[] rootOps = new Op[roots.size()];
        for (int i = 0; i < rootOps.length; i++) {
            rootOps[i] = c.op(roots.get(i));
            // A root read by the caller counts as a parent, so a root shared with another root is marked.
            c.parents.merge(rootOps[i], 1, Integer::sum);
        }
        Op[] ops = c.order.toArray(new Op[0]);
        for (int i = 0; i < ops.length; i++) {
            ops[i].id = i;
            ops[i].shared = c.parents.getOrDefault(ops[i], 0) > 1;
        }
        return new Program(ops, rootOps, c.flatCaches, c.interpolators.size(), mode, List.copyOf(c.interpolators));
    }

    private Op op(DensityFunction f) {
        Op done = compiled.get(f);
        if (done != null) {
            return done;
        }
        Op op = build(f);
        compiled.put(f, op);
        if (!order.contains(op)) {
            for (Op child : op.children()) {
                parents.merge(child, 1, Integer::sum);
            }
            order.add(op);
        }
        return op;
    }

    private Op build(DensityFunction f) {
        if (f instanceof Reference r) {
            return op(r.target());
        }
        if (f instanceof Constant c) {
            return new Ops.Const(c.value());
        }
        if (f instanceof Arithmetic a) {
            Op left = op(a.argument1());
            Op right = op(a.argument2());
            if (a.constantSide() == 1) {
                return yIndependent(new Ops.MulOrAdd(right, ((Constant) a.argument1()).value(),
                    a.op() == Arithmetic.Op.MUL), right);
            }
            if (a.constantSide() == 2) {
                return yIndependent(new Ops.MulOrAdd(left, ((Constant) a.argument2()).value(),
                    a.op() == Arithmetic.Op.MUL), left);
            }
            return yIndependent(new Ops.TwoArgument(a.op(), left, right, a.argument2().minValue(),
                a.argument2().maxValue()), left, right);
        }
        if (f instanceof Mapped m) {
            Op in = op(m.input());
            return yIndependent(new Ops.Map(m.kind(), in), in);
        }
        if (f instanceof Clamp c) {
            Op in = op(c.input());
            return yIndependent(new Ops.Clamp(in, c.min(), c.max()), in);
        }
        if (f instanceof YClampedGradient g) {
            return new Ops.YGradient(g.fromY(), g.toY(), g.fromValue(), g.toValue());
        }
        if (f instanceof NoiseFunction n) {
            return new Ops.Noise(n.noise().noise(), n.xzScale(), n.yScale());
        }
        if (f instanceof ShiftedNoise s) {
            Op x = op(s.shiftX());
            Op y = op(s.shiftY());
            Op z = op(s.shiftZ());
            Ops.ShiftedNoise op = new Ops.ShiftedNoise(x, y, z, s.noise().noise(), s.xzScale(), s.yScale());
            op.yIndependent = (s.yScale() == 0.0 || s.noise().noise() == null) && x.yIndependent && y.yIndependent
                && z.yIndependent;
            return op;
        }
        if (f instanceof Shift s) {
            return new Ops.ShiftNoise(s.kind(), s.noise().noise());
        }
        if (f instanceof RangeChoice r) {
            Op in = op(r.input());
            Op a = op(r.whenInRange());
            Op b = op(r.whenOutOfRange());
            return yIndependent(new Ops.RangeChoice(in, r.minInclusive(), r.maxExclusive(), a, b), in, a, b);
        }
        if (f instanceof SplineFunction s) {
            List<Op> coordinates = new ArrayList<>();
            Ops.Spline.Node root = splineNode(s.spline(), coordinates);
            Op[] coords = coordinates.toArray(new Op[0]);
            return yIndependent(new Ops.Spline(coords, root), coords);
        }
        if (f instanceof WeirdScaledSampler w) {
            Op in = op(w.input());
            return new Ops.WeirdScaled(in, w.noise().noise(), w.rarityValueMapper());
        }
        if (f instanceof OldBlendedNoise b) {
            return new Ops.Blended(b.noise());
        }
        if (f instanceof Blend b) {
            return switch (b.kind()) {
                case ALPHA -> new Ops.Const(1.0);
                case OFFSET -> new Ops.Const(0.0);
                case DENSITY -> op(b.input());
            };
        }
        if (f instanceof Beardifier) {
            return new Ops.Const(0.0);
        }
        if (f instanceof Marker m) {
            return marker(m);
        }
        // end_islands and anything else: the tree, point by point.
        return new Ops.Tree(f, false);
    }

    private Op marker(Marker m) {
        switch (m.kind()) {
            case INTERPOLATED -> {
                if (mode == Mode.FILL || mode == Mode.UPDATE) {
                    Integer index = interpolatorIndex.get(m.wrapped());
                    if (index == null) {
                        index = interpolators.size();
                        interpolators.add(m.wrapped());
                        interpolatorIndex.put(m.wrapped(), index);
                    }
                    return mode == Mode.FILL ? new Ops.InterpolateFill(index) : new Ops.InterpolateUpdate(index);
                }
                return op(m.wrapped());
            }
            case FLAT_CACHE -> {
                Op inner = op(m.wrapped());
                if (mode == Mode.DIRECT) {
                    return inner;
                }
                Ops.FlatCache cache = new Ops.FlatCache(inner, flatCaches++);
                // Outside the chunk's quarts the inner function is sampled at the point itself, so the cache is
                // only as y-independent as what it wraps.
                cache.yIndependent = inner.yIndependent;
                return cache;
            }
            default -> {
                return op(m.wrapped());
            }
        }
    }

    private Ops.Spline.Node splineNode(CubicSpline spline, List<Op> coordinates) {
        if (spline instanceof CubicSpline.Constant c) {
            return new Ops.Spline.ConstantNode(c.value());
        }
        CubicSpline.Multipoint m = (CubicSpline.Multipoint) spline;
        Op coordinate = op(m.coordinate());
        int index = coordinates.indexOf(coordinate);
        if (index < 0) {
            index = coordinates.size();
            coordinates.add(coordinate);
        }
        Ops.Spline.Node[] values = new Ops.Spline.Node[m.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = splineNode(m.value(i), coordinates);
        }
        return new Ops.Spline.PointsNode(index, m, values);
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
