package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/** {@code constant}, or a bare number in JSON: the same value everywhere. */
public record Constant(double value) implements DensityFunction {

    /** The constant 0. */
    public static final Constant ZERO = new Constant(0.0);

    @Override
    public double compute(FunctionContext context) {
        return value;
    }

    @Override
    public double minValue() {
        return value;
    }

    @Override
    public double maxValue() {
        return value;
    }

    @Override
    public String type() {
        return "constant";
    }

    @Override
    public List<Input> inputs() {
        return List.of();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("argument", Format.number(value)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        return this;
    }
}
