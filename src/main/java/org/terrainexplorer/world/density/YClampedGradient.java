package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.noise.Mth;

/** {@code y_clamped_gradient}: {@code fromValue} at and below {@code fromY}, {@code toValue} at and above {@code toY}, linear between. */
public record YClampedGradient(int fromY, int toY, double fromValue, double toValue) implements DensityFunction {

    @Override
    public double compute(FunctionContext context) {
        return Mth.clampedMap(context.blockY(), fromY, toY, fromValue, toValue);
    }

    @Override
    public double minValue() {
        return Math.min(fromValue, toValue);
    }

    @Override
    public double maxValue() {
        return Math.max(fromValue, toValue);
    }

    @Override
    public String type() {
        return "y_clamped_gradient";
    }

    @Override
    public List<Input> inputs() {
        return List.of();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("from_y", Integer.toString(fromY)), new Parameter("to_y", Integer.toString(toY)),
            new Parameter("from_value", Format.number(fromValue)), new Parameter("to_value", Format.number(toValue)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        return this;
    }
}
