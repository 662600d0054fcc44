package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.compile.Compiler;
import org.terrainexplorer.world.density.compile.Frame;
import org.terrainexplorer.world.density.compile.Mode;
import org.terrainexplorer.world.density.compile.Program;
import org.terrainexplorer.world.gen.RandomState;

/** The compiled evaluator gives the inspectable tree's values, bit for bit. */
class CompiledEvaluatorTest {

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("compiled router slots equal the tree's at scattered points and down whole columns")
    void compiledEqualsTree(BuiltinWorld world) {
        RandomState state = new RandomState(TestWorlds.load(world), 8675309L);
        NoiseRouter router = state.router();
        List<DensityFunction> slots = Arrays.asList(router.slots());
        Program program = Compiler.compile(Mode.DIRECT, slots);
        Frame frame = program.newFrame(64);
        SplittableRandom random = new SplittableRandom(7);
        for (int n = 0; n < 300; n++) {
            int x = random.nextInt(-50_000, 50_000);
            int y = random.nextInt(-64, 320);
            int z = random.nextInt(-50_000, 50_000);
            for (int s = 0; s < slots.size(); s++) {
                double tree = slots.get(s).compute(FunctionContext.of(x, y, z));
                assertEquals(tree, frame.at(s, x, y, z), 0.0, NoiseRouter.SLOTS.get(s) + " at " + x + " " + y + " " + z);
            }
        }
        // Column batches take the y-independent short-cut; they must agree too.
        int[] ys = new int[64];
        for (int n = 0; n < 20; n++) {
            int x = random.nextInt(-5000, 5000);
            int z = random.nextInt(-5000, 5000);
            for (int i = 0; i < ys.length; i++) {
                ys[i] = -64 + i * 6;
            }
            frame.column(x, z, ys, ys.length);
            for (int s = 0; s < slots.size(); s++) {
                frame.run(s);
                double[] values = frame.values(s);
                for (int i = 0; i < ys.length; i++) {
                    double tree = slots.get(s).compute(FunctionContext.of(x, ys[i], z));
                    assertEquals(tree, values[i], 0.0, NoiseRouter.SLOTS.get(s) + " at " + x + " " + ys[i] + " " + z);
                }
            }
        }
    }
}
