package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code shift_a}, {@code shift_b} and {@code shift}: a noise at a quarter of the position, times 4, used as
 * the offsets of {@link ShiftedNoise}. {@code shift_a} samples (x, 0, z), {@code shift_b} (z, x, 0).
 */
public record Shift(Kind kind, NoiseHolder noise) implements DensityFunction.Leaf {

    /** The three types, {@code shift_a}, {@code shift_b} and {@code shift}. */
    public static final List<DensityType<Shift>> TYPES = java.util.Arrays.stream(Kind.values()).map(Shift::type)
        .toList();

    private static DensityType<Shift> type(Kind kind) {
        return DensityType.of(kind.id(), Shift.class, (v, r) -> new Shift(kind, r.noise(v.field("argument"))),
            (n, o, w) -> o.put("argument", n.noise.id()), s -> new Shift(kind, s.noise()))
            .compiledBy((n, lowering) -> lowering.shift(kind, n.noise.noise()));
    }

    /** The three sampling patterns. */
    public enum Kind {
        A("shift_a"), B("shift_b"), XYZ("shift");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** The JSON type without namespace. */
        public String id() {
            return id;
        }
    }

    @Override
    public double compute(FunctionContext context) {
        double x = context.blockX();
        double y = context.blockY();
        double z = context.blockZ();
        return switch (kind) {
            case A -> noise.getValue(x * 0.25, 0.0, z * 0.25) * 4.0;
            case B -> noise.getValue(z * 0.25, x * 0.25, 0.0) * 4.0;
            case XYZ -> noise.getValue(x * 0.25, y * 0.25, z * 0.25) * 4.0;
        };
    }

    @Override
    public double minValue() {
        return -maxValue();
    }

    @Override
    public double maxValue() {
        return noise.maxValue() * 4.0;
    }

    @Override
    public String type() {
        return kind.id();
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("argument", noise.id()));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        NoiseHolder n = noises.apply(noise);
        return n == noise ? this : new Shift(kind, n);
    }
}
