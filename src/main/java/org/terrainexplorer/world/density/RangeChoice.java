package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/** {@code range_choice}: one function where the input is in [minInclusive, maxExclusive), another elsewhere. */
public record RangeChoice(DensityFunction input, double minInclusive, double maxExclusive,
                          DensityFunction whenInRange, DensityFunction whenOutOfRange) implements DensityFunction {

    /** The type {@code range_choice}. */
    public static final DensityType<RangeChoice> TYPE = DensityType.of("range_choice", RangeChoice.class,
        (v, r) -> new RangeChoice(r.function(v.field("input")),
            v.field("min_inclusive").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT),
            v.field("max_exclusive").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT),
            r.function(v.field("when_in_range")), r.function(v.field("when_out_of_range"))),
        (c, o, w) -> {
            o.set("input", w.function(c.input));
            o.put("min_inclusive", c.minInclusive);
            o.put("max_exclusive", c.maxExclusive);
            o.set("when_in_range", w.function(c.whenInRange));
            o.set("when_out_of_range", w.function(c.whenOutOfRange));
        },
        s -> new RangeChoice(s.function(), s.number(-1.0, 0.5), s.number(-0.5, 1.0), s.function(), s.function()))
        .compiledBy((c, lowering) -> lowering.rangeChoice(lowering.input(c.input), c.minInclusive, c.maxExclusive,
            lowering.input(c.whenInRange), lowering.input(c.whenOutOfRange)));

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
