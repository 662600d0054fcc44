package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;

/** Router values against deepslate's at scattered points of six seeds, for every built-in world. */
class RouterReferenceTest {

    /** The tolerance; most values are expected to be bit-identical. */
    private static final double TOLERANCE = 1e-6;

    @ParameterizedTest
    @EnumSource(BuiltinWorld.class)
    @DisplayName("every router slot matches deepslate within 1e-6 at 720 points of six seeds")
    void routerSlotsMatchDeepslate(BuiltinWorld world) {
        String file = "router-" + world.id() + ".tsv";
        String[] header = ReferenceVectors.header(file);
        WorldDefinition definition = TestWorlds.load(world);
        Map<Long, RandomState> states = new HashMap<>();
        int exact = 0;
        int total = 0;
        List<String> failures = new ArrayList<>();
        for (String[] row : ReferenceVectors.rows(file)) {
            long seed = Long.parseLong(row[0]);
            RandomState state = states.computeIfAbsent(seed, s -> new RandomState(definition, s));
            FunctionContext at = FunctionContext.of(Integer.parseInt(row[1]), Integer.parseInt(row[2]),
                Integer.parseInt(row[3]));
            for (int c = 4; c < header.length; c++) {
                DensityFunction slot = state.router().slot(header[c]);
                double expected = Double.parseDouble(row[c]);
                double actual = slot.compute(at);
                total++;
                if (Double.compare(expected, actual) == 0) {
                    exact++;
                } else if (!(Math.abs(expected - actual) <= TOLERANCE)) {
                    failures.add(header[c] + " seed " + seed + " at " + row[1] + " " + row[2] + " " + row[3]
                        + ": expected " + expected + ", got " + actual);
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + total + " values differ, first: "
            + failures.subList(0, Math.min(10, failures.size())));
        // Within tolerance is the contract; in practice every value is bit-identical, and a drop says so.
        assertEquals(total, exact, "values within 1e-6 but not bit-identical");
    }
}
