package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** {@code spline}: a {@link CubicSpline} over coordinate functions, in float, widened to double. */
public record SplineFunction(CubicSpline spline) implements DensityFunction {

    /** The type {@code spline}. */
    public static final DensityType<SplineFunction> TYPE = DensityType.of("spline", SplineFunction.class,
        (v, r) -> new SplineFunction(r.spline(v.field("spline"))), (f, o, w) -> o.set("spline", w.spline(f.spline)),
        s -> new SplineFunction(s.spline())).compiledBy((f, lowering) -> lowering.spline(f.spline));

    @Override
    public double compute(FunctionContext context) {
        return spline.apply(context);
    }

    @Override
    public double minValue() {
        return spline.minValue();
    }

    @Override
    public double maxValue() {
        return spline.maxValue();
    }

    @Override
    public String type() {
        return "spline";
    }

    /** The distinct coordinate functions of the spline and its nested splines, outermost first. */
    @Override
    public List<Input> inputs() {
        List<Input> inputs = new ArrayList<>();
        collect(spline, inputs);
        return inputs;
    }

    private static void collect(CubicSpline s, List<Input> into) {
        if (s instanceof CubicSpline.Multipoint m) {
            if (into.stream().noneMatch(i -> i.function() == m.coordinate())) {
                into.add(new Input("coordinate", m.coordinate()));
            }
            for (int i = 0; i < m.size(); i++) {
                collect(m.value(i), into);
            }
        }
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("points", spline instanceof CubicSpline.Multipoint m
            ? Integer.toString(m.size()) : "constant"));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        CubicSpline s = spline.mapCoordinates(children);
        return s == spline ? this : new SplineFunction(s);
    }
}
