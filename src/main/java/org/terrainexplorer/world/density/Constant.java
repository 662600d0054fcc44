package org.terrainexplorer.world.density;

import java.util.List;

/** {@code constant}, or a bare number in JSON: the same value everywhere. */
public record Constant(double value) implements DensityFunction.Leaf {

    /** The type {@code constant} (a bare number reads as one too, and a constant is written as a number). */
    public static final DensityType<Constant> TYPE = DensityType.of("constant", Constant.class,
        (v, r) -> new Constant(v.field("argument").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT)),
        (c, o, w) -> o.put("argument", c.value), s -> new Constant(s.number(-3.0, 3.0)))
        .compiledBy((c, lowering) -> lowering.constant(c.value));

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
    public List<Parameter> parameters() {
        return List.of(new Parameter("argument", Format.number(value)));
    }
}
