package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.density.compile.Lowering;

/**
 * {@code add}, {@code mul}, {@code min} and {@code max} of two functions, with the game's short-cuts: a
 * product whose first factor is 0 is 0 without the second; a min (max) whose first argument is below (above)
 * the second's bound is the first. When one side is a constant the game folds it into the other
 * ({@code MulOrAdd}); {@link #constantSide} says so and {@link #compute} follows it.
 */
public final class Arithmetic implements DensityFunction {

    /** The four operations. */
    public enum Op {
        ADD("add"), MUL("mul"), MIN("min"), MAX("max");

        private final String id;

        Op(String id) {
            this.id = id;
        }

        /** The JSON type without namespace. */
        public String id() {
            return id;
        }
    }

    /** The four types, {@code add}, {@code mul}, {@code min} and {@code max}. */
    public static final List<DensityType<Arithmetic>> TYPES = List.of(type(Op.ADD), type(Op.MUL), type(Op.MIN),
        type(Op.MAX));

    private static DensityType<Arithmetic> type(Op op) {
        return DensityType.of(op.id(), Arithmetic.class,
            (v, r) -> new Arithmetic(op, r.function(v.field("argument1")), r.function(v.field("argument2"))),
            (a, o, w) -> {
                o.set("argument1", w.function(a.argument1));
                o.set("argument2", w.function(a.argument2));
            },
            s -> new Arithmetic(op, s.function(), s.function())).compiledBy(Arithmetic::compile);
    }

    /** The game's {@code MulOrAdd} where a side is a constant, else the two-argument form with its short-cuts. */
    private static org.terrainexplorer.world.density.compile.Op compile(Arithmetic a, Lowering lowering) {
        var left = lowering.input(a.argument1);
        var right = lowering.input(a.argument2);
        if (a.constantSide == 1) {
            return lowering.mulOrAdd(right, ((Constant) a.argument1).value(), a.op == Op.MUL);
        }
        if (a.constantSide == 2) {
            return lowering.mulOrAdd(left, ((Constant) a.argument2).value(), a.op == Op.MUL);
        }
        return lowering.twoArgument(a.op, left, right, a.argument2.minValue(), a.argument2.maxValue());
    }

    private final Op op;
    private final DensityFunction argument1;
    private final DensityFunction argument2;
    private final double minValue;
    private final double maxValue;
    /** 1 or 2 when the game folds that side's constant into the other (add and mul only), else 0. */
    private final int constantSide;

    /** The function {@code op(argument1, argument2)} with the game's bounds. */
    public Arithmetic(Op op, DensityFunction argument1, DensityFunction argument2) {
        this.op = op;
        this.argument1 = argument1;
        this.argument2 = argument2;
        double min1 = argument1.minValue();
        double min2 = argument2.minValue();
        double max1 = argument1.maxValue();
        double max2 = argument2.maxValue();
        switch (op) {
            case ADD -> {
                minValue = min1 + min2;
                maxValue = max1 + max2;
            }
            case MUL -> {
                minValue = min1 > 0.0 && min2 > 0.0 ? min1 * min2
                    : max1 < 0.0 && max2 < 0.0 ? max1 * max2 : Math.min(min1 * max2, max1 * min2);
                maxValue = min1 > 0.0 && min2 > 0.0 ? max1 * max2
                    : max1 < 0.0 && max2 < 0.0 ? min1 * min2 : Math.max(min1 * min2, max1 * max2);
            }
            case MIN -> {
                minValue = Math.min(min1, min2);
                maxValue = Math.min(max1, max2);
            }
            default -> {
                minValue = Math.max(min1, min2);
                maxValue = Math.max(max1, max2);
            }
        }
        if (op == Op.ADD || op == Op.MUL) {
            constantSide = argument1 instanceof Constant ? 1 : argument2 instanceof Constant ? 2 : 0;
        } else {
            constantSide = 0;
        }
    }

    /** The operation. */
    public Op op() {
        return op;
    }

    /** The first argument. */
    public DensityFunction argument1() {
        return argument1;
    }

    /** The second argument. */
    public DensityFunction argument2() {
        return argument2;
    }

    /** 1 or 2 when that argument is a constant folded into the other (add and mul), else 0. */
    public int constantSide() {
        return constantSide;
    }

    @Override
    public double compute(FunctionContext context) {
        if (constantSide == 1) {
            double d = argument2.compute(context);
            double c = ((Constant) argument1).value();
            return op == Op.ADD ? d + c : d * c;
        }
        if (constantSide == 2) {
            double d = argument1.compute(context);
            double c = ((Constant) argument2).value();
            return op == Op.ADD ? d + c : d * c;
        }
        double d = argument1.compute(context);
        return switch (op) {
            case ADD -> d + argument2.compute(context);
            case MUL -> d == 0.0 ? 0.0 : d * argument2.compute(context);
            case MIN -> d < argument2.minValue() ? d : Math.min(d, argument2.compute(context));
            case MAX -> d > argument2.maxValue() ? d : Math.max(d, argument2.compute(context));
        };
    }

    @Override
    public double minValue() {
        return minValue;
    }

    @Override
    public double maxValue() {
        return maxValue;
    }

    @Override
    public String type() {
        return op.id();
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("argument1", argument1), new Input("argument2", argument2));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction a = children.apply(argument1);
        DensityFunction b = children.apply(argument2);
        return a == argument1 && b == argument2 ? this : new Arithmetic(op, a, b);
    }
}
