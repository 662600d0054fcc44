package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code shifted_noise}: a normal noise sampled at the scaled position moved by three shift functions, the
 * domain warp that bends the climate noises.
 */
public record ShiftedNoise(DensityFunction shiftX, DensityFunction shiftY, DensityFunction shiftZ,
                           double xzScale, double yScale, NoiseHolder noise) implements DensityFunction {

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
