package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/** {@code noise}: a normal noise sampled at (x · xzScale, y · yScale, z · xzScale). */
public record NoiseFunction(NoiseHolder noise, double xzScale, double yScale) implements DensityFunction {

    /** The type {@code noise}. */
    public static final DensityType<NoiseFunction> TYPE = DensityType.of("noise", NoiseFunction.class,
        (v, r) -> new NoiseFunction(r.noise(v.field("noise")), v.field("xz_scale").asDouble(),
            v.field("y_scale").asDouble()),
        (n, o, w) -> {
            o.put("noise", n.noise.id());
            o.put("xz_scale", n.xzScale);
            o.put("y_scale", n.yScale);
        },
        s -> new NoiseFunction(s.noise(), s.number(0.0, 3.0), s.number(0.0, 3.0)))
        .compiledBy((n, lowering) -> lowering.noise(n.noise.noise(), n.xzScale, n.yScale));

    @Override
    public double compute(FunctionContext context) {
        return noise.getValue(context.blockX() * xzScale, context.blockY() * yScale, context.blockZ() * xzScale);
    }

    @Override
    public double minValue() {
        return -maxValue();
    }

    @Override
    public double maxValue() {
        return noise.maxValue();
    }

    @Override
    public String type() {
        return "noise";
    }

    @Override
    public List<Input> inputs() {
        return List.of();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("noise", noise.id()), new Parameter("xz_scale", Format.number(xzScale)),
            new Parameter("y_scale", Format.number(yScale)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        NoiseHolder n = noises.apply(noise);
        return n == noise ? this : new NoiseFunction(n, xzScale, yScale);
    }
}
