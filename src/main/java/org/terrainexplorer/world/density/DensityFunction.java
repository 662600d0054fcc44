package org.terrainexplorer.world.density;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A density function: a number at every block position, built from the game's JSON. Implementations are
 * immutable and their {@link #compute} is a pure function of the position, so a tree can be shared between
 * threads and evaluated in any order.
 *
 * <p>Every node also describes itself for the teaching views: its JSON {@link #type()}, its {@link #inputs()}
 * (named child functions) and its scalar {@link #parameters()}.
 */
public interface DensityFunction {

    /** The value at a position. */
    double compute(FunctionContext context);

    /** The game's lower bound for this function's values; its short-cuts (min, max, mul) rely on it. */
    double minValue();

    /** The game's upper bound. */
    double maxValue();

    /** The JSON type without namespace, e.g. {@code add}, {@code shifted_noise}, or {@code reference}. */
    String type();

    /** The named child functions, in JSON order. */
    List<Input> inputs();

    /** The scalar arguments as display text, in JSON order (e.g. {@code noise=minecraft:ridge}). */
    List<Parameter> parameters();

    /**
     * This node rebuilt with each child function replaced by {@code children.apply(child)} and each noise
     * reference by {@code noises.apply(noise)}; this node itself when nothing changed.
     */
    DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises);

    /**
     * A bottom-up rewrite, as the game's {@code mapAll}: every node's children are rewritten first, then the
     * node rebuilt on them is passed to {@code visitor.apply}. A subtree shared by several parents (a named
     * function referenced twice) is rewritten once and stays shared.
     */
    default DensityFunction mapAll(Visitor visitor) {
        return mapAll(this, visitor, new IdentityHashMap<>());
    }

    private static DensityFunction mapAll(DensityFunction node, Visitor visitor,
                                          Map<DensityFunction, DensityFunction> done) {
        DensityFunction result = done.get(node);
        if (result == null) {
            DensityFunction rebuilt = node.mapChildren(child -> mapAll(child, visitor, done), visitor::visitNoise);
            result = visitor.apply(rebuilt);
            done.put(node, result);
        }
        return result;
    }

    /**
     * A function without child functions: no inputs, no parameters unless it says otherwise, and rewriting it
     * changes nothing unless it holds a noise.
     */
    interface Leaf extends DensityFunction {

        @Override
        default List<Input> inputs() {
            return List.of();
        }

        @Override
        default List<Parameter> parameters() {
            return List.of();
        }

        @Override
        default DensityFunction mapChildren(UnaryOperator<DensityFunction> children,
                                            UnaryOperator<NoiseHolder> noises) {
            return this;
        }
    }

    /** A child function with its JSON field name. */
    record Input(String name, DensityFunction function) {
    }

    /** A scalar argument with its JSON field name and its value as text. */
    record Parameter(String name, String value) {
    }

    /** A rewrite applied to each node of a tree, children first. */
    @FunctionalInterface
    interface Visitor {

        /** The replacement for a node whose children have already been rewritten. */
        DensityFunction apply(DensityFunction function);

        /** The replacement for a noise reference (binding a seed instantiates the noise here). */
        default NoiseHolder visitNoise(NoiseHolder noise) {
            return noise;
        }
    }
}
