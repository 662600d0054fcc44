package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Kernel;
import org.terrainexplorer.world.density.compile.Lowering;
import org.terrainexplorer.world.density.compile.Op;
import org.terrainexplorer.world.json.JsonValue;

/**
 * {@code interval_select} (26.2 and later): the input picks one of n functions by n − 1 ascending thresholds, the
 * first function below the first threshold, the i-th below the i-th, the last at or above the last (and where the
 * input is NaN). 26.2's spaghetti caves choose their noise scale with it, as {@code weird_scaled_sampler} did.
 *
 * <p>As the game's {@code DensityFunctions.IntervalSelect}: thresholds within ±1e6 in non-decreasing order, at least
 * two functions, exactly one threshold fewer than functions.
 */
public record IntervalSelect(DensityFunction input, double[] thresholds, List<DensityFunction> functions)
    implements DensityFunction {

    /** The type. */
    public static final DensityType<IntervalSelect> TYPE = DensityType.of("interval_select", IntervalSelect.class,
        IntervalSelect::read,
        (f, o, w) -> {
            o.set("input", w.function(f.input));
            var t = o.putArray("thresholds");
            for (double d : f.thresholds) {
                t.add(d);
            }
            var fs = o.putArray("functions");
            f.functions.forEach(g -> fs.add(w.function(g)));
        },
        IntervalSelect::arbitrary).compiledBy(Select::new);

    /** The function, its thresholds checked as the game's codec checks them. */
    public IntervalSelect {
        thresholds = thresholds.clone();
        functions = List.copyOf(functions);
        if (functions.size() < 2 || thresholds.length != functions.size() - 1) {
            throw new IllegalArgumentException("expected " + (functions.size() - 1) + " thresholds for "
                + functions.size() + " functions (at least 2), but got " + thresholds.length);
        }
        for (int i = 1; i < thresholds.length; i++) {
            if (Double.compare(thresholds[i - 1], thresholds[i]) > 0) {
                throw new IllegalArgumentException("threshold values must be ordered from smallest to largest");
            }
        }
    }

    private static IntervalSelect read(JsonValue v, DensityType.Reading r) {
        DensityFunction input = r.function(v.field("input"));
        List<JsonValue> t = v.field("thresholds").elements();
        double[] thresholds = new double[t.size()];
        for (int i = 0; i < thresholds.length; i++) {
            thresholds[i] = t.get(i).asDouble(-DensityCodec.VALUE_LIMIT, DensityCodec.VALUE_LIMIT);
        }
        List<DensityFunction> functions = new ArrayList<>();
        for (JsonValue f : v.field("functions").elements()) {
            functions.add(r.function(f));
        }
        try {
            return new IntervalSelect(input, thresholds, functions);
        } catch (IllegalArgumentException e) {
            throw v.error(e.getMessage());
        }
    }

    private static IntervalSelect arbitrary(DensityType.Sample s) {
        int n = s.integer(2, 5);
        double[] thresholds = new double[n - 1];
        List<DensityFunction> functions = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            functions.add(s.function());
        }
        for (int i = 0; i < thresholds.length; i++) {
            thresholds[i] = i == 0 ? s.number(-1.0, 0.5) : thresholds[i - 1] + (s.integer(0, 3) == 0 ? 0.0
                : s.number(0.0, 0.6));
        }
        return new IntervalSelect(s.function(), thresholds, functions);
    }

    /** The index of the function an input value picks. */
    public int pick(double value) {
        for (int i = 0; i < thresholds.length; i++) {
            if (value < thresholds[i]) {
                return i;
            }
        }
        return thresholds.length;
    }

    /** The thresholds. */
    @Override
    public double[] thresholds() {
        return thresholds.clone();
    }

    @Override
    public double compute(FunctionContext context) {
        return functions.get(pick(input.compute(context))).compute(context);
    }

    @Override
    public double minValue() {
        return functions.stream().mapToDouble(DensityFunction::minValue).min().orElseThrow();
    }

    @Override
    public double maxValue() {
        return functions.stream().mapToDouble(DensityFunction::maxValue).max().orElseThrow();
    }

    @Override
    public String type() {
        return "interval_select";
    }

    @Override
    public List<Input> inputs() {
        List<Input> inputs = new ArrayList<>();
        inputs.add(new Input("input", input));
        for (int i = 0; i < functions.size(); i++) {
            inputs.add(new Input("functions[" + i + "]", functions.get(i)));
        }
        return inputs;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("thresholds", java.util.Arrays.toString(thresholds)));
    }

    @Override
    public DensityFunction mapChildren(UnaryOperator<DensityFunction> children, UnaryOperator<NoiseHolder> noises) {
        DensityFunction i = children.apply(input);
        List<DensityFunction> mapped = functions.stream().map(children).toList();
        boolean same = i == input;
        for (int k = 0; k < mapped.size(); k++) {
            same &= mapped.get(k) == functions.get(k);
        }
        return same ? this : new IntervalSelect(i, thresholds, mapped);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntervalSelect s && input.equals(s.input) && java.util.Arrays.equals(thresholds,
            s.thresholds) && functions.equals(s.functions);
    }

    @Override
    public int hashCode() {
        return input.hashCode() * 31 + java.util.Arrays.hashCode(thresholds) * 17 + functions.hashCode();
    }

    @Override
    public String toString() {
        return "IntervalSelect[" + input + ", " + java.util.Arrays.toString(thresholds) + ", " + functions + "]";
    }

    /** The compiled form: the input runs, the selection splits by interval, each function runs for its points. */
    private static final class Select extends Kernel {

        private final IntervalSelect f;
        private final Op input;
        private final Op[] functions;

        Select(IntervalSelect f, Lowering lowering) {
            this(f, lowering.input(f.input), f.functions.stream().map(lowering::input).toArray(Op[]::new));
        }

        private Select(IntervalSelect f, Op input, Op[] functions) {
            super(false, concat(input, functions));
            this.f = f;
            this.input = input;
            this.functions = functions;
        }

        private static Op[] concat(Op first, Op[] rest) {
            Op[] all = new Op[rest.length + 1];
            all[0] = first;
            System.arraycopy(rest, 0, all, 1, rest.length);
            return all;
        }

        @Override
        protected void compute(Frame frame, int[] selection, int n, double[] out) {
            run(input, frame, selection, n);
            double[] in = values(input, frame);
            int[][] groups = scratch(frame, functions.length + 1);
            int[] counts = groups[functions.length];
            java.util.Arrays.fill(counts, 0, functions.length, 0);
            for (int i = 0; i < n; i++) {
                int p = selection[i];
                int k = f.pick(in[p]);
                groups[k][counts[k]++] = p;
            }
            for (int k = 0; k < functions.length; k++) {
                int m = counts[k];
                if (m == 0) {
                    continue;
                }
                int[] group = groups[k];
                run(functions[k], frame, group, m);
                double[] v = values(functions[k], frame);
                for (int i = 0; i < m; i++) {
                    int p = group[i];
                    out[p] = v[p];
                }
            }
        }

        /** The union of the ranges of the functions the input's range can pick (picking is monotone in it). */
        @Override
        protected void range(Frame frame) {
            double lo = lower(input, frame);
            double hi = upper(input, frame);
            boolean unknown = Double.isNaN(lo) || Double.isNaN(hi);
            int from = unknown ? 0 : f.pick(lo);
            int to = unknown ? functions.length - 1 : f.pick(hi);
            double a = Double.POSITIVE_INFINITY;
            double b = Double.NEGATIVE_INFINITY;
            for (int k = from; k <= to; k++) {
                a = Math.min(a, lower(functions[k], frame));
                b = Math.max(b, upper(functions[k], frame));
            }
            setRange(frame, a, b);
        }
    }
}
