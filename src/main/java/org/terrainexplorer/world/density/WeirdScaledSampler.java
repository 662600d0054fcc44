package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code weird_scaled_sampler}: the input picks a rarity r from a step table, and the value is
 * r · |noise(position / r)| — how spaghetti caves vary their width.
 */
public record WeirdScaledSampler(DensityFunction input, NoiseHolder noise, RarityMapper rarityValueMapper)
    implements DensityFunction {

    /** The type {@code weird_scaled_sampler} (until 26.2, which builds spaghetti caves from interval_select). */
    public static final DensityType<WeirdScaledSampler> TYPE = DensityType.of("weird_scaled_sampler",
        WeirdScaledSampler.class,
        (v, r) -> new WeirdScaledSampler(r.function(v.field("input")), r.noise(v.field("noise")),
            rarity(v.field("rarity_value_mapper"))),
        (f, o, w) -> {
            o.set("input", w.function(f.input));
            o.put("noise", f.noise.id());
            o.put("rarity_value_mapper", f.rarityValueMapper.id());
        },
        s -> new WeirdScaledSampler(s.function(), s.noise(), s.pick(RarityMapper.values())))
        .compiledBy((f, lowering) -> lowering.weirdScaled(lowering.input(f.input), f.noise.noise(),
            f.rarityValueMapper));

    private static RarityMapper rarity(org.terrainexplorer.world.json.JsonValue v) {
        String s = v.asString();
        for (RarityMapper m : RarityMapper.values()) {
            if (m.id().equals(s)) {
                return m;
            }
        }
        throw v.error("expected type_1 or type_2, found '" + s + "'");
    }

    /** The two step tables. */
    public enum RarityMapper {
        /** For 3D spaghetti: 0.75, 1, 1.5, 2 at thresholds −0.5, 0, 0.5. */
        TYPE_1("type_1", 2.0),
        /** For 2D spaghetti: 0.5, 0.75, 1, 2, 3 at thresholds −0.75, −0.5, 0.5, 0.75. */
        TYPE_2("type_2", 3.0);

        private final String id;
        private final double maxRarity;

        RarityMapper(String id, double maxRarity) {
            this.id = id;
            this.maxRarity = maxRarity;
        }

        /** The JSON name. */
        public String id() {
            return id;
        }

        /** The rarity for an input value. */
        public double rarity(double d) {
            if (this == TYPE_1) {
                if (d < -0.5) {
                    return 0.75;
                }
                if (d < 0.0) {
                    return 1.0;
                }
                return d < 0.5 ? 1.5 : 2.0;
            }
            if (d < -0.75) {
                return 0.5;
            }
            if (d < -0.5) {
                return 0.75;
            }
            if (d < 0.5) {
                return 1.0;
            }
            return d < 0.75 ? 2.0 : 3.0;
        }
    }

    @Override
    public double compute(FunctionContext context) {
        double rarity = rarityValueMapper.rarity(input.compute(context));
        return rarity * Math.abs(noise.getValue(context.blockX() / rarity, context.blockY() / rarity,
            context.blockZ() / rarity));
    }

    @Override
    public double minValue() {
        return 0.0;
    }

    @Override
    public double maxValue() {
        return rarityValueMapper.maxRarity * noise.maxValue();
    }

    @Override
    public String type() {
        return "weird_scaled_sampler";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("input", input));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("noise", noise.id()), new Parameter("rarity_value_mapper", rarityValueMapper.id()));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction i = children.apply(input);
        NoiseHolder n = noises.apply(noise);
        return i == input && n == noise ? this : new WeirdScaledSampler(i, n, rarityValueMapper);
    }
}
