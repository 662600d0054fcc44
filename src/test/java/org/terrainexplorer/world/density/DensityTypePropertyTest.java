package org.terrainexplorer.world.density;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;
import org.terrainexplorer.world.json.JsonValue;

/**
 * Every registered density function type, with random arguments and random children: the compiled program gives
 * the tree's values bit for bit, at single points and down columns, and writing then reading gives the same
 * function. A type added to {@link DensityTypes} is checked here without anything else to write.
 */
class DensityTypePropertyTest {

    private static final int INSTANCES = 60;
    private static final int POINTS = 24;

    static Stream<String> types() {
        return DensityTypes.all().stream().map(DensityType::id);
    }

    @Test
    @DisplayName("the registry holds every type the game's data of 1.21.1 to 26.2 uses")
    void registryIsComplete() {
        for (String id : List.of("constant", "add", "mul", "min", "max", "abs", "square", "cube", "half_negative",
            "quarter_negative", "squeeze", "invert", "clamp", "y_clamped_gradient", "noise", "shifted_noise",
            "shift_a", "shift_b", "shift", "range_choice", "spline", "weird_scaled_sampler", "old_blended_noise",
            "end_islands", "interpolated", "flat_cache", "cache_2d", "cache_once", "cache_all_in_cell", "blend_alpha",
            "blend_offset", "blend_density", "beardifier", "find_top_surface", "interval_select")) {
            assertFalse(DensityTypes.byId(id) == null, id + " is registered");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("types")
    @DisplayName("compiled equals tree bit for bit, and write then read gives the same function")
    void compiledAndRoundTrip(String id) {
        DensityType<?> type = DensityTypes.byId(id);
        SplittableRandom points = new SplittableRandom(id.hashCode());
        for (int n = 0; n < INSTANCES; n++) {
            ArbitraryDensity sample = new ArbitraryDensity(id.hashCode() * 31L + n);
            DensityFunction f = sample.make(type, 2);
            assertEquals(id, f.type());
            compiledEqualsTree(f, points);
            roundTrip(f, sample);
        }
    }

    private static void compiledEqualsTree(DensityFunction f, SplittableRandom random) {
        Program program = Compiler.compile(Mode.DIRECT, List.of(f));
        Frame frame = program.newFrame(16);
        for (int i = 0; i < POINTS; i++) {
            int x = random.nextInt(-3000, 3000);
            int y = random.nextInt(-80, 330);
            int z = random.nextInt(-3000, 3000);
            same(f.compute(FunctionContext.of(x, y, z)), frame.at(0, x, y, z), f, x, y, z);
        }
        int[] ys = new int[16];
        for (int c = 0; c < 3; c++) {
            int x = random.nextInt(-3000, 3000);
            int z = random.nextInt(-3000, 3000);
            for (int i = 0; i < ys.length; i++) {
                ys[i] = random.nextInt(-80, 330);
            }
            frame.column(x, z, ys, ys.length);
            frame.run(0);
            double[] values = frame.values(0);
            for (int i = 0; i < ys.length; i++) {
                same(f.compute(FunctionContext.of(x, ys[i], z)), values[i], f, x, ys[i], z);
            }
        }
    }

    private static void same(double tree, double compiled, DensityFunction f, int x, int y, int z) {
        if (Double.doubleToLongBits(tree) != Double.doubleToLongBits(compiled)) {
            fail("at " + x + " " + y + " " + z + " the tree gives " + tree + ", the compiled program " + compiled
                + " for " + DensityWriter.write(f));
        }
    }

    private static void roundTrip(DensityFunction f, ArbitraryDensity sample) {
        JsonNode json = DensityWriter.write(f);
        DensityFunction read = DensityCodec.read(JsonValue.root(json, "test.json"), sample);
        sameFunction(f, read, "");
        assertEquals(json, DensityWriter.write(read), "written again");
    }

    /** The same function: class, type, parameters, and the same children (splines by their JSON). */
    static void sameFunction(DensityFunction a, DensityFunction b, String path) {
        String at = path.isEmpty() ? a.type() : path;
        assertEquals(a.getClass(), b.getClass(), at);
        assertEquals(a.type(), b.type(), at);
        assertEquals(a.parameters(), b.parameters(), at);
        if (a instanceof SplineFunction s) {
            // Its inputs are its distinct coordinate objects, which a shared child read back twice is not.
            assertEquals(DensityWriter.spline(s.spline()), DensityWriter.spline(((SplineFunction) b).spline()), at);
            return;
        }
        if (a instanceof Constant c) {
            assertEquals(Double.doubleToLongBits(c.value()), Double.doubleToLongBits(((Constant) b).value()), at);
        }
        List<DensityFunction.Input> ia = a.inputs();
        List<DensityFunction.Input> ib = b.inputs();
        assertEquals(ia.size(), ib.size(), at + " inputs");
        for (int i = 0; i < ia.size(); i++) {
            assertEquals(ia.get(i).name(), ib.get(i).name(), at);
            sameFunction(ia.get(i).function(), ib.get(i).function(), at + "." + ia.get(i).name());
        }
    }
}
