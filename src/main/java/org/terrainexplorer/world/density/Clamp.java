package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.noise.Mth;

/** {@code clamp}: the input held within [min, max]. The game takes [min, max] as the bounds. */
public record Clamp(DensityFunction input, double min, double max) implements DensityFunction {

    /** The type {@code clamp}: min and max within ±1e6, max not below min. */
    public static final DensityType<Clamp> TYPE = DensityType.of("clamp", Clamp.class, Clamp::read,
        (c, o, w) -> {
            o.set("input", w.function(c.input));
            o.put("min", c.min);
            o.put("max", c.max);
        },
        s -> {
            double a = s.number(-2.0, 2.0);
            double b = s.number(-2.0, 2.0);
            return new Clamp(s.function(), Math.min(a, b), Math.max(a, b));
        }).compiledBy((c, lowering) -> lowering.clamp(lowering.input(c.input), c.min, c.max));

    private static Clamp read(org.terrainexplorer.world.json.JsonValue v, DensityType.Reading r) {
        double min = v.field("min").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT);
        double max = v.field("max").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT);
        if (max < min) {
            throw v.field("max").error("clamp's max " + max + " is below its min " + min);
        }
        return new Clamp(r.function(v.field("input")), min, max);
    }

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
