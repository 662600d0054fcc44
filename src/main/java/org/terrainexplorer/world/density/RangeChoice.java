package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/** {@code range_choice}: one function where the input is in [minInclusive, maxExclusive), another elsewhere. */
public record RangeChoice(DensityFunction input, double minInclusive, double maxExclusive,
                          DensityFunction whenInRange, DensityFunction whenOutOfRange) implements DensityFunction {

    @Override
    public double compute(FunctionContext context) {
        double d = input.compute(context);
        return d >= minInclusive && d < maxExclusive ? whenInRange.compute(context) : whenOutOfRange.compute(context);
    }

    /** Whether the input value selects {@link #whenInRange}. */
    public boolean inRange(double inputValue) {
        return inputValue >= minInclusive && inputValue < maxExclusive;
    }

    @Override
    public double minValue() {
        return Math.min(whenInRange.minValue(), whenOutOfRange.minValue());
    }

    @Override
    public double maxValue() {
        return Math.max(whenInRange.maxValue(), whenOutOfRange.maxValue());
    }

    @Override
    public String type() {
        return "range_choice";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("input", input), new Input("when_in_range", whenInRange),
            new Input("when_out_of_range", whenOutOfRange));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("min_inclusive", Format.number(minInclusive)),
            new Parameter("max_exclusive", Format.number(maxExclusive)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction i = children.apply(input);
        DensityFunction a = children.apply(whenInRange);
        DensityFunction b = children.apply(whenOutOfRange);
        return i == input && a == whenInRange && b == whenOutOfRange ? this
            : new RangeChoice(i, minInclusive, maxExclusive, a, b);
    }
}
