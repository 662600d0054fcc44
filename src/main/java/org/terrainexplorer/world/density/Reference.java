package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A reference by id to a named density function ({@code "minecraft:overworld/continents"} in JSON): computes
 * as its target and keeps the name for the teaching views and for saving edits back to a datapack.
 */
public record Reference(String id, DensityFunction target) implements DensityFunction {

    @Override
    public double compute(FunctionContext context) {
        return target.compute(context);
    }

    @Override
    public double minValue() {
        return target.minValue();
    }

    @Override
    public double maxValue() {
        return target.maxValue();
    }

    @Override
    public String type() {
        return "reference";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input(id, target));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("id", id));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction t = children.apply(target);
        return t == target ? this : new Reference(id, t);
    }
}
