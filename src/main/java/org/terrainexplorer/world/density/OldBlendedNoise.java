package org.terrainexplorer.world.density;

import java.util.List;
import org.terrainexplorer.world.noise.BlendedNoise;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * {@code old_blended_noise}: the pre-1.18 terrain noise ({@link BlendedNoise}). Parsed with the game's
 * placeholder random (seed 0); binding a seed redraws it.
 */
public record OldBlendedNoise(double xzScale, double yScale, double xzFactor, double yFactor,
                              double smearScaleMultiplier, BlendedNoise noise) implements DensityFunction.Leaf {

    /** The type {@code old_blended_noise}: scales and factors within [0.001, 1000], smear within [1, 8]. */
    public static final DensityType<OldBlendedNoise> TYPE = DensityType.of("old_blended_noise",
        OldBlendedNoise.class,
        (v, r) -> unseeded(v.field("xz_scale").asDouble(0.001, 1000.0), v.field("y_scale").asDouble(0.001, 1000.0),
            v.field("xz_factor").asDouble(0.001, 1000.0), v.field("y_factor").asDouble(0.001, 1000.0),
            v.field("smear_scale_multiplier").asDouble(1.0, 8.0)),
        (b, o, w) -> {
            o.put("xz_scale", b.xzScale);
            o.put("y_scale", b.yScale);
            o.put("xz_factor", b.xzFactor);
            o.put("y_factor", b.yFactor);
            o.put("smear_scale_multiplier", b.smearScaleMultiplier);
        },
        s -> unseeded(s.number(0.1, 2.0), s.number(0.1, 2.0), s.number(1.0, 200.0), s.number(1.0, 200.0),
            s.number(1.0, 8.0)))
        .compiledBy((b, lowering) -> lowering.blended(b.noise));

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
    public List<Parameter> parameters() {
        return List.of(new Parameter("xz_scale", Format.number(xzScale)), new Parameter("y_scale", Format.number(yScale)),
            new Parameter("xz_factor", Format.number(xzFactor)), new Parameter("y_factor", Format.number(yFactor)),
            new Parameter("smear_scale_multiplier", Format.number(smearScaleMultiplier)));
    }
}
