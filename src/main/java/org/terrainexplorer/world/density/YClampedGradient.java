package org.terrainexplorer.world.density;

import java.util.List;
import org.terrainexplorer.world.noise.Mth;

/** {@code y_clamped_gradient}: {@code fromValue} at and below {@code fromY}, {@code toValue} at and above {@code toY}, linear between. */
public record YClampedGradient(int fromY, int toY, double fromValue, double toValue) implements DensityFunction.Leaf {

    private static final int Y_LIMIT = 4064;

    /** The type {@code y_clamped_gradient}: from_y and to_y within the game's doubled world limits. */
    public static final DensityType<YClampedGradient> TYPE = DensityType.of("y_clamped_gradient",
        YClampedGradient.class,
        (v, r) -> new YClampedGradient(v.field("from_y").asInt(-Y_LIMIT, Y_LIMIT - 2),
            v.field("to_y").asInt(-Y_LIMIT, Y_LIMIT - 2),
            v.field("from_value").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT),
            v.field("to_value").asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT)),
        (g, o, w) -> {
            o.put("from_y", g.fromY);
            o.put("to_y", g.toY);
            o.put("from_value", g.fromValue);
            o.put("to_value", g.toValue);
        },
        s -> new YClampedGradient(s.integer(-80, 330), s.integer(-80, 330), s.number(-2.0, 2.0), s.number(-2.0, 2.0)))
        .compiledBy((g, lowering) -> lowering.yGradient(g.fromY, g.toY, g.fromValue, g.toValue));

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
    public List<Parameter> parameters() {
        return List.of(new Parameter("from_y", Integer.toString(fromY)), new Parameter("to_y", Integer.toString(toY)),
            new Parameter("from_value", Format.number(fromValue)), new Parameter("to_value", Format.number(toValue)));
    }
}
