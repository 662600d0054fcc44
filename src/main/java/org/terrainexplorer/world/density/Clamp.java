package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.noise.Mth;

/** {@code clamp}: the input held within [min, max]. The game takes [min, max] as the bounds. */
public record Clamp(DensityFunction input, double min, double max) implements DensityFunction {

    @Override
    public double compute(FunctionContext context) {
        return Mth.clamp(input.compute(context), min, max);
    }

    @Override
    public double minValue() {
        return min;
    }

    @Override
    public double maxValue() {
        return max;
    }

    @Override
    public String type() {
        return "clamp";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("input", input));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("min", Format.number(min)), new Parameter("max", Format.number(max)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction a = children.apply(input);
        return a == input ? this : new Clamp(a, min, max);
    }
}
