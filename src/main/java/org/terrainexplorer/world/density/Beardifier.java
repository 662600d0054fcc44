package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/** {@code beardifier}: where structures would add or carve terrain. With no structures it is 0. */
public record Beardifier() implements DensityFunction {

    @Override
    public double compute(FunctionContext context) {
        return 0.0;
    }

    @Override
    public double minValue() {
        return 0.0;
    }

    @Override
    public double maxValue() {
        return 0.0;
    }

    @Override
    public String type() {
        return "beardifier";
    }

    @Override
    public List<Input> inputs() {
        return List.of();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        return this;
    }
}
