package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code blend_alpha}, {@code blend_offset} and {@code blend_density}: how the game blends new terrain into
 * chunks saved by older versions. A freshly generated world has nothing to blend with, so alpha is 1, the
 * offset 0 and the density passes through, as the game's empty blender gives.
 */
public record Blend(Kind kind, DensityFunction input) implements DensityFunction {

    /** The three types, {@code blend_alpha}, {@code blend_offset} and {@code blend_density}. */
    public static final List<DensityType<Blend>> TYPES = List.of(
        DensityType.of("blend_alpha", Blend.class, (v, r) -> alpha(), (f, o, w) -> { }, s -> alpha())
            .compiledBy((f, lowering) -> lowering.constant(1.0)),
        DensityType.of("blend_offset", Blend.class, (v, r) -> offset(), (f, o, w) -> { }, s -> offset())
            .compiledBy((f, lowering) -> lowering.constant(0.0)),
        DensityType.of("blend_density", Blend.class, (v, r) -> new Blend(Kind.DENSITY, r.function(v.field("argument"))),
            (f, o, w) -> o.set("argument", w.function(f.input)), s -> new Blend(Kind.DENSITY, s.function()))
            .compiledBy((f, lowering) -> lowering.input(f.input)));

    /** The three blend functions. */
    public enum Kind {
        ALPHA("blend_alpha"), OFFSET("blend_offset"), DENSITY("blend_density");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** The JSON type without namespace. */
        public String id() {
            return id;
        }
    }

    /** {@code blend_alpha}. */
    public static Blend alpha() {
        return new Blend(Kind.ALPHA, null);
    }

    /** {@code blend_offset}. */
    public static Blend offset() {
        return new Blend(Kind.OFFSET, null);
    }

    @Override
    public double compute(FunctionContext context) {
        return switch (kind) {
            case ALPHA -> 1.0;
            case OFFSET -> 0.0;
            case DENSITY -> input.compute(context);
        };
    }

    @Override
    public double minValue() {
        return switch (kind) {
            case ALPHA -> 1.0;
            case OFFSET -> 0.0;
            case DENSITY -> Double.NEGATIVE_INFINITY;
        };
    }

    @Override
    public double maxValue() {
        return switch (kind) {
            case ALPHA -> 1.0;
            case OFFSET -> 0.0;
            case DENSITY -> Double.POSITIVE_INFINITY;
        };
    }

    @Override
    public String type() {
        return kind.id();
    }

    @Override
    public List<Input> inputs() {
        return kind == Kind.DENSITY ? List.of(new Input("argument", input)) : List.of();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        if (kind != Kind.DENSITY) {
            return this;
        }
        DensityFunction i = children.apply(input);
        return i == input ? this : new Blend(kind, i);
    }
}
