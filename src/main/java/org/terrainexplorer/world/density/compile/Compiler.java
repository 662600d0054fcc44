package org.terrainexplorer.world.density.compile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityTypes;
import org.terrainexplorer.world.density.Reference;

/**
 * Compiles bound density functions into a {@link Program}. References are inlined; a function reached twice
 * (a named function used in two places) becomes one shared operation. Each node is compiled by its type's compile
 * hook ({@link DensityTypes}), given a {@link Lowering}; a type without one is evaluated through its tree. Compiling the overworld's router takes
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
    private final FlatStore.Numbering flatNumbers;
    private final Lowering lowering = new Lowering(this);

    private Compiler(Mode mode, List<DensityFunction> knownInterpolators, FlatStore.Numbering flatNumbers) {
        this.mode = mode;
        this.flatNumbers = flatNumbers;
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
        return compile(mode, roots, knownInterpolators, new FlatStore.Numbering());
    }

    /**
     * {@link #compile(Mode, List, List)} with the flat-cached functions numbered by {@code flatNumbers}: frames of
     * programs compiled with the same numbering can share one {@link FlatStore} ({@link Program#newFrame(int,
     * FlatStore)}).
     */
    public static Program compile(Mode mode, List<DensityFunction> roots, List<DensityFunction> knownInterpolators,
                                  FlatStore.Numbering flatNumbers) {
        Compiler c = new Compiler(mode, knownInterpolators, flatNumbers);
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
        return new Program(ops, rootOps, flatNumbers, c.interpolators.size(), mode, List.copyOf(c.interpolators));
    }

    Op op(DensityFunction f) {
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
        return DensityTypes.compile(f, lowering);
    }

    Mode mode() {
        return mode;
    }

    /** The interpolator number of the function an {@code interpolated} marker wraps, numbered on first sight. */
    int interpolator(DensityFunction wrapped) {
        Integer index = interpolatorIndex.get(wrapped);
        if (index == null) {
            index = interpolators.size();
            interpolators.add(wrapped);
            interpolatorIndex.put(wrapped, index);
        }
        return index;
    }

    /** The numbering of the functions flat caches wrap (programs a kernel compiles share it). */
    FlatStore.Numbering flatNumbers() {
        return flatNumbers;
    }

    /** The number of a function a flat cache wraps. */
    int flatNumber(DensityFunction wrapped) {
        return flatNumbers.of(wrapped);
    }
}
