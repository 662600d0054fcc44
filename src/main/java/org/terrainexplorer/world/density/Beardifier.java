package org.terrainexplorer.world.density;


/** {@code beardifier}: where structures would add or carve terrain. With no structures it is 0. */
public record Beardifier() implements DensityFunction.Leaf {

    /** The type {@code beardifier}: no fields; 0 without structures. */
    public static final DensityType<Beardifier> TYPE = DensityType.of("beardifier", Beardifier.class,
        (v, r) -> new Beardifier(), (f, o, w) -> { }, s -> new Beardifier())
        .compiledBy((f, lowering) -> lowering.constant(0.0));

    @Override
    public double compute(FunctionContext context) {
        return 0.0;
    }

    @Override
    public double minValue() {
        return 0.0;
    }

    @Override
    public double maxValue() {
        return 0.0;
    }

    @Override
    public String type() {
        return "beardifier";
    }
}
