package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.List;

/**
 * A density function tree evaluated at one position, for "explain this block": every node with its value and its
 * part in the result. A {@code range_choice} takes one branch and not the other; a {@code min} or {@code max} takes
 * its value from one argument (the <em>decisive</em> one) and the other is not taken, or not even computed when the
 * game's short-cut skips it (the first argument is already beyond the second's bound). Values of branches the game
 * skips are computed anyway, so the view can show what they would have been.
 *
 * <p>Values are those of the interpreted tree ({@link DensityFunction#compute}), the same bits as the compiled
 * evaluator's direct mode; markers such as {@code interpolated} are transparent, as outside a chunk.
 *
 * @param input    the JSON field the node fills in its parent ({@code argument1}, {@code when_in_range}, …), or
 *                 {@code root}
 * @param function the node
 * @param value    its value at the position
 * @param role     its part in its parent's value
 * @param skipped  whether the game does not compute this node here (its value is shown for the teaching view)
 * @param children the traced children, in {@link DensityFunction#inputs()} order
 */
public record DensityTrace(String input, DensityFunction function, double value, Role role, boolean skipped,
                           List<DensityTrace> children) {

    /** A node's part in its parent's value. */
    public enum Role {
        /** Computed and used, as every argument of {@code add} or the input of a {@code range_choice} is. */
        USED,
        /** The branch or argument the parent's value comes from. */
        DECISIVE,
        /** The branch or argument the parent's value does not come from. */
        NOT_TAKEN
    }

    /** The tree under {@code root} at a position. */
    public static DensityTrace of(DensityFunction root, FunctionContext at) {
        return trace("root", root, Role.DECISIVE, false, at);
    }

    private static DensityTrace trace(String input, DensityFunction f, Role role, boolean skipped, FunctionContext at) {
        double value = f.compute(at);
        List<DensityFunction.Input> inputs = f.inputs();
        List<DensityTrace> children = new ArrayList<>(inputs.size());
        Role[] roles = new Role[inputs.size()];
        boolean[] skips = new boolean[inputs.size()];
        java.util.Arrays.fill(roles, Role.USED);
        if (f instanceof RangeChoice r) {
            boolean in = r.inRange(r.input().compute(at));
            roles[1] = in ? Role.DECISIVE : Role.NOT_TAKEN;
            roles[2] = in ? Role.NOT_TAKEN : Role.DECISIVE;
            skips[1] = !in;
            skips[2] = in;
        } else if (f instanceof Arithmetic a && (a.op() == Arithmetic.Op.MIN || a.op() == Arithmetic.Op.MAX)) {
            double first = a.argument1().compute(at);
            boolean min = a.op() == Arithmetic.Op.MIN;
            boolean shortCut = min ? first < a.argument2().minValue() : first > a.argument2().maxValue();
            boolean firstDecides = shortCut || first == value;
            roles[0] = firstDecides ? Role.DECISIVE : Role.NOT_TAKEN;
            roles[1] = firstDecides ? Role.NOT_TAKEN : Role.DECISIVE;
            skips[1] = shortCut;
        } else if (f instanceof IntervalSelect s) {
            // Inputs: the input, then the functions; only the picked function is computed.
            int picked = s.pick(s.input().compute(at)) + 1;
            for (int i = 1; i < roles.length; i++) {
                roles[i] = i == picked ? Role.DECISIVE : Role.NOT_TAKEN;
                skips[i] = i != picked;
            }
        } else if (f instanceof Arithmetic a && a.op() == Arithmetic.Op.MUL && a.constantSide() == 0
            && a.argument1().compute(at) == 0.0) {
            skips[1] = true;
            roles[1] = Role.NOT_TAKEN;
        }
        for (int i = 0; i < inputs.size(); i++) {
            DensityFunction.Input in = inputs.get(i);
            children.add(trace(in.name(), in.function(), roles[i], skipped || skips[i], at));
        }
        return new DensityTrace(input, f, value, role, skipped, List.copyOf(children));
    }

    /** The node's JSON type. */
    public String type() {
        return function.type();
    }

    /** The node's scalar arguments. */
    public List<DensityFunction.Parameter> parameters() {
        return function.parameters();
    }

    /** The id when the node is a reference to a named function, else null. */
    public String id() {
        return function instanceof Reference r ? r.id() : null;
    }

    /** The number of nodes in this tree. */
    public int size() {
        int n = 1;
        for (DensityTrace c : children) {
            n += c.size();
        }
        return n;
    }

    /**
     * The decisive path: from this node down through decisive children; where a node has none (an {@code add},
     * a marker) through the one child whose subtree holds a decisive choice, if exactly one does. Ends at the
     * deepest node the value can be pinned to, or at the first named function below the root: a named function is
     * one idea (the terrain, a cave kind) and the choices inside it are about its shape, not about this block.
     */
    public List<DensityTrace> decisivePath() {
        List<DensityTrace> path = new ArrayList<>();
        DensityTrace at = this;
        while (at != null) {
            path.add(at);
            if (at != this && at.id() != null) {
                break;
            }
            DensityTrace next = null;
            for (DensityTrace c : at.children) {
                if (c.role == Role.DECISIVE) {
                    next = c;
                    break;
                }
            }
            if (next == null) {
                for (DensityTrace c : at.children) {
                    if (c.holdsChoice()) {
                        if (next != null) {
                            next = null;
                            break;
                        }
                        next = c;
                    }
                }
            }
            at = next;
        }
        return path;
    }

    /** Whether a choice (a decisive or not-taken branch) lies in this subtree. */
    private boolean holdsChoice() {
        for (DensityTrace c : children) {
            if (c.role != Role.USED || c.holdsChoice()) {
                return true;
            }
        }
        return false;
    }

    /** Every node, depth first, for searches and tests. */
    public List<DensityTrace> flatten() {
        List<DensityTrace> all = new ArrayList<>();
        flatten(all);
        return all;
    }

    private void flatten(List<DensityTrace> into) {
        into.add(this);
        for (DensityTrace c : children) {
            c.flatten(into);
        }
    }
}
