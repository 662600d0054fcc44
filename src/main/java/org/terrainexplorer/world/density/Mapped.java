package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.noise.Mth;

/**
 * The one-argument shapers: {@code abs}, {@code square}, {@code cube}, {@code half_negative},
 * {@code quarter_negative}, {@code squeeze} and {@code invert}, with the game's bounds.
 */
public final class Mapped implements DensityFunction {

    /** The shapers. */
    public enum Kind {
        ABS("abs"), SQUARE("square"), CUBE("cube"), HALF_NEGATIVE("half_negative"),
        QUARTER_NEGATIVE("quarter_negative"), SQUEEZE("squeeze"), INVERT("invert");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** The JSON type without namespace. */
        public String id() {
            return id;
        }

        /** This shaper applied to a value. */
        public double apply(double d) {
            return switch (this) {
                case ABS -> Math.abs(d);
                case SQUARE -> d * d;
                case CUBE -> d * d * d;
                case HALF_NEGATIVE -> d > 0.0 ? d : d * 0.5;
                case QUARTER_NEGATIVE -> d > 0.0 ? d : d * 0.25;
                case SQUEEZE -> {
                    double e = Mth.clamp(d, -1.0, 1.0);
                    yield e / 2.0 - e * e * e / 24.0;
                }
                case INVERT -> 1.0 / d;
            };
        }
    }

    /** The seven types, one per shaper. */
    public static final List<DensityType<Mapped>> TYPES = java.util.Arrays.stream(Kind.values()).map(Mapped::type)
        .toList();

    private static DensityType<Mapped> type(Kind kind) {
        return DensityType.of(kind.id(), Mapped.class, (v, r) -> new Mapped(kind, r.function(v.field("argument"))),
            (m, o, w) -> o.set("argument", w.function(m.input)), s -> new Mapped(kind, s.function()))
            .compiledBy((m, lowering) -> lowering.mapped(kind, lowering.input(m.input)));
    }

    private final Kind kind;
    private final DensityFunction input;
    private final double minValue;
    private final double maxValue;

    /** The shaper applied to {@code input}. */
    public Mapped(Kind kind, DensityFunction input) {
        this.kind = kind;
        this.input = input;
        double lo = input.minValue();
        double hi = input.maxValue();
        double atLo = kind.apply(lo);
        double atHi = kind.apply(hi);
        switch (kind) {
            // As the game: the lower bound of abs and square is max(0, input's lower bound).
            case ABS, SQUARE -> {
                minValue = Math.max(0.0, lo);
                maxValue = Math.max(atLo, atHi);
            }
            // As the game (1.21.9's Mapped.create): unbounded only when the input's bounds straddle 0 strictly; a
            // bound at 0 gives an infinite end (1 / ±0), and the ends swap.
            case INVERT -> {
                if (lo < 0.0 && hi > 0.0) {
                    minValue = Double.NEGATIVE_INFINITY;
                    maxValue = Double.POSITIVE_INFINITY;
                } else {
                    minValue = atHi;
                    maxValue = atLo;
                }
            }
            default -> {
                minValue = atLo;
                maxValue = atHi;
            }
        }
    }

    /** The shaper. */
    public Kind kind() {
        return kind;
    }

    /** The argument. */
    public DensityFunction input() {
        return input;
    }

    @Override
    public double compute(FunctionContext context) {
        return kind.apply(input.compute(context));
    }

    @Override
    public double minValue() {
        return minValue;
    }

    @Override
    public double maxValue() {
        return maxValue;
    }

    @Override
    public String type() {
        return kind.id();
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("argument", input));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction a = children.apply(input);
        return a == input ? this : new Mapped(kind, a);
    }
}
