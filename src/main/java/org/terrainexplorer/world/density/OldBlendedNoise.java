package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.noise.BlendedNoise;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * {@code old_blended_noise}: the pre-1.18 terrain noise ({@link BlendedNoise}). Parsed with the game's
 * placeholder random (seed 0); binding a seed redraws it.
 */
public record OldBlendedNoise(double xzScale, double yScale, double xzFactor, double yFactor,
                              double smearScaleMultiplier, BlendedNoise noise) implements DensityFunction {

    /** The function with the placeholder noise the game builds while reading JSON. */
    public static OldBlendedNoise unseeded(double xzScale, double yScale, double xzFactor, double yFactor,
                                           double smearScaleMultiplier) {
        return new OldBlendedNoise(xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier,
            new BlendedNoise(new XoroshiroRandom(0L), xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier));
    }

    /** This function with its noise drawn from {@code random}. */
    public OldBlendedNoise withRandom(org.terrainexplorer.world.random.RandomSource random) {
        return new OldBlendedNoise(xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier,
            new BlendedNoise(random, xzScale, yScale, xzFactor, yFactor, smearScaleMultiplier));
    }

    @Override
    public double compute(FunctionContext context) {
        return noise.compute(context.blockX(), context.blockY(), context.blockZ());
    }

    @Override
    public double minValue() {
        return -noise.maxValue();
    }

    @Override
    public double maxValue() {
        return noise.maxValue();
    }

    @Override
    public String type() {
        return "old_blended_noise";
    }

    @Override
    public List<Input> inputs() {
        return List.of();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("xz_scale", Format.number(xzScale)), new Parameter("y_scale", Format.number(yScale)),
            new Parameter("xz_factor", Format.number(xzFactor)), new Parameter("y_factor", Format.number(yFactor)),
            new Parameter("smear_scale_multiplier", Format.number(smearScaleMultiplier)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        return this;
    }
}
