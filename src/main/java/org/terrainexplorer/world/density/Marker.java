package org.terrainexplorer.world.density;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The caching markers {@code interpolated}, {@code flat_cache}, {@code cache_2d}, {@code cache_once} and
 * {@code cache_all_in_cell}. Outside a chunk they are transparent, as in the game; inside one the chunk's
 * evaluator gives them their meaning (cell interpolation, a column value taken at the quart corner and y 0,
 * memoisation).
 */
public record Marker(Kind kind, DensityFunction wrapped) implements DensityFunction {

    /** The five types, one per marker. */
    public static final List<DensityType<Marker>> TYPES = java.util.Arrays.stream(Kind.values()).map(Marker::type)
        .toList();

    private static DensityType<Marker> type(Kind kind) {
        return DensityType.of(kind.id(), Marker.class, (v, r) -> new Marker(kind, r.function(v.field("argument"))),
            (m, o, w) -> o.set("argument", w.function(m.wrapped())), s -> new Marker(kind, s.function()))
            .compiledBy((m, lowering) -> lowering.marker(kind, m.wrapped()));
    }

    /** The markers. */
    public enum Kind {
        INTERPOLATED("interpolated"), FLAT_CACHE("flat_cache"), CACHE_2D("cache_2d"), CACHE_ONCE("cache_once"),
        CACHE_ALL_IN_CELL("cache_all_in_cell");

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
        return wrapped.compute(context);
    }

    @Override
    public double minValue() {
        return wrapped.minValue();
    }

    @Override
    public double maxValue() {
        return wrapped.maxValue();
    }

    @Override
    public String type() {
        return kind.id();
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("argument", wrapped));
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction w = children.apply(wrapped);
        return w == wrapped ? this : new Marker(kind, w);
    }
}
