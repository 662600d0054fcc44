package org.terrainexplorer.world.density;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.noise.NoiseParameters;
import org.terrainexplorer.world.noise.NormalNoise;
import org.terrainexplorer.world.random.XoroshiroRandom;

/**
 * Random density functions for property tests: every registered type's {@link DensityType#arbitrary} drawing its
 * arguments and children from here. Children are random registered types to a bounded depth (leaves at the
 * bottom), now and then a named function ({@link Reference}) or a child used twice, so compiled programs meet
 * shared operations. Noises are three bound noises; the same ids resolve to the same holders when read back.
 */
final class ArbitraryDensity implements DensityType.Sample, DensityCodec.Resolver {

    private static final List<String> LEAVES = List.of("constant", "y_clamped_gradient", "noise", "shift_a",
        "shift_b", "shift", "blend_alpha", "blend_offset", "beardifier", "old_blended_noise");

    private final SplittableRandom random;
    private final List<NoiseHolder> noises = new ArrayList<>();
    private final Map<String, DensityFunction> named = new HashMap<>();
    private int depth;
    private DensityFunction last;

    ArbitraryDensity(long seed) {
        random = new SplittableRandom(seed);
        for (int i = 0; i < 3; i++) {
            NoiseParameters p = new NoiseParameters(-4 - i, new double[] {1.0, 0.5, i == 2 ? 0.0 : 0.25});
            noises.add(new NoiseHolder("test:noise_" + i, p, NormalNoise.create(new XoroshiroRandom(1000 + i), p)));
        }
    }

    /** An arbitrary function of {@code type}, its children at most {@code maxDepth} deep. */
    DensityFunction make(DensityType<?> type, int maxDepth) {
        depth = maxDepth;
        return type.arbitrary().make(this);
    }

    @Override
    public double number(double lo, double hi) {
        return switch (random.nextInt(12)) {
            case 0 -> lo;
            case 1 -> hi;
            case 2 -> lo <= 0.0 && 0.0 <= hi ? 0.0 : lo;
            default -> lo + random.nextDouble() * (hi - lo);
        };
    }

    @Override
    public int integer(int lo, int hi) {
        return random.nextInt(lo, hi + 1);
    }

    @Override
    public DensityFunction function() {
        if (last != null && random.nextInt(8) == 0) {
            return last;
        }
        DensityFunction f;
        if (depth <= 0) {
            f = DensityTypes.byId(LEAVES.get(random.nextInt(LEAVES.size()))).arbitrary().make(this);
        } else {
            List<DensityType<?>> all = DensityTypes.all();
            DensityType<?> t = all.get(random.nextInt(all.size()));
            depth--;
            f = t.arbitrary().make(this);
            depth++;
        }
        if (random.nextInt(10) == 0) {
            String id = "test:named_" + named.size();
            named.put(id, f);
            f = new Reference(id, f);
        }
        last = f;
        return f;
    }

    @Override
    public NoiseHolder noise() {
        return noises.get(random.nextInt(noises.size()));
    }

    @Override
    public CubicSpline spline() {
        return spline(2);
    }

    private CubicSpline spline(int levels) {
        if (levels == 0 || random.nextInt(4) == 0) {
            return new CubicSpline.Constant((float) number(-2.0, 2.0));
        }
        int n = random.nextInt(1, 5);
        List<CubicSpline.Point> points = new ArrayList<>();
        float location = (float) number(-1.5, 0.0);
        for (int i = 0; i < n; i++) {
            points.add(new CubicSpline.Point(location, spline(levels - 1), (float) number(-2.0, 2.0)));
            // Mostly increasing; now and then repeated or decreasing, as a datapack may hold them.
            location += switch (random.nextInt(6)) {
                case 0 -> 0.0F;
                case 1 -> (float) -number(0.0, 0.8);
                default -> (float) number(0.05, 0.9);
            };
        }
        DensityFunction coordinate;
        depth--;
        coordinate = function();
        depth++;
        return CubicSpline.Multipoint.of(coordinate, points);
    }

    @Override
    public <E> E pick(E[] options) {
        return options[random.nextInt(options.length)];
    }

    @Override
    public DensityFunction densityFunction(String id, JsonValue at) {
        DensityFunction f = named.get(id);
        if (f == null) {
            throw at.error("no named function " + id);
        }
        return f;
    }

    @Override
    public NoiseHolder noise(String id, JsonValue at) {
        for (NoiseHolder h : noises) {
            if (h.id().equals(id)) {
                return h;
            }
        }
        throw at.error("no noise " + id);
    }
}
