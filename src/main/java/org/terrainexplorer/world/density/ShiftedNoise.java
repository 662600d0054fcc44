package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code shifted_noise}: a normal noise sampled at the scaled position moved by three shift functions, the
 * domain warp that bends the climate noises.
 */
public record ShiftedNoise(DensityFunction shiftX, DensityFunction shiftY, DensityFunction shiftZ,
                           double xzScale, double yScale, NoiseHolder noise) implements DensityFunction {

    /** The type {@code shifted_noise}. */
    public static final DensityType<ShiftedNoise> TYPE = DensityType.of("shifted_noise", ShiftedNoise.class,
        (v, r) -> new ShiftedNoise(r.function(v.field("shift_x")), r.function(v.field("shift_y")),
            r.function(v.field("shift_z")), v.field("xz_scale").asDouble(), v.field("y_scale").asDouble(),
            r.noise(v.field("noise"))),
        (n, o, w) -> {
            o.set("shift_x", w.function(n.shiftX));
            o.set("shift_y", w.function(n.shiftY));
            o.set("shift_z", w.function(n.shiftZ));
            o.put("xz_scale", n.xzScale);
            o.put("y_scale", n.yScale);
            o.put("noise", n.noise.id());
        },
        s -> new ShiftedNoise(s.function(), s.function(), s.function(), s.number(0.0, 3.0), s.number(0.0, 3.0),
            s.noise()))
        .compiledBy((n, lowering) -> lowering.shiftedNoise(lowering.input(n.shiftX), lowering.input(n.shiftY),
            lowering.input(n.shiftZ), n.noise.noise(), n.xzScale, n.yScale));

    @Override
    public double compute(FunctionContext context) {
        double x = context.blockX() * xzScale + shiftX.compute(context);
        double y = context.blockY() * yScale + shiftY.compute(context);
        double z = context.blockZ() * xzScale + shiftZ.compute(context);
        return noise.getValue(x, y, z);
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
        return "shifted_noise";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("shift_x", shiftX), new Input("shift_y", shiftY), new Input("shift_z", shiftZ));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("noise", noise.id()), new Parameter("xz_scale", Format.number(xzScale)),
            new Parameter("y_scale", Format.number(yScale)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction x = children.apply(shiftX);
        DensityFunction y = children.apply(shiftY);
        DensityFunction z = children.apply(shiftZ);
        NoiseHolder n = noises.apply(noise);
        return x == shiftX && y == shiftY && z == shiftZ && n == noise ? this
            : new ShiftedNoise(x, y, z, xzScale, yScale, n);
    }
}
