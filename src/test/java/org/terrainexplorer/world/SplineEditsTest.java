package org.terrainexplorer.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.DatapackWriter;
import org.terrainexplorer.world.data.Pack;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityCodec;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityWriter;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.NoiseRouter;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.json.JsonValue;

/** Spline edits apply where they belong, and a saved datapack re-opens to the same world. */
class SplineEditsTest {

    @TempDir
    Path folder;

    private static CubicSpline.Multipoint raised(CubicSpline.Multipoint m, int point, float by) {
        List<CubicSpline.Point> points = new ArrayList<>(m.points());
        CubicSpline.Point p = points.get(point);
        CubicSpline value = p.value() instanceof CubicSpline.Constant c ? new CubicSpline.Constant(c.value() + by)
            : p.value();
        points.set(point, new CubicSpline.Point(p.location(), value, p.derivative()));
        return CubicSpline.Multipoint.of(m.coordinate(), points);
    }

    @Test
    @DisplayName("the overworld's terrain splines are found by their functions, and an edit changes only what uses them")
    void findAndApply() {
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        NoiseRouter router = world.settings().router();
        List<SplineEdits.Found> found = SplineEdits.find(Arrays.asList(router.slots()));
        List<String> keys = found.stream().map(SplineEdits.Found::key).toList();
        assertTrue(keys.contains("minecraft:overworld/offset#0"), keys.toString());
        assertTrue(keys.contains("minecraft:overworld/factor#0"), keys.toString());
        assertTrue(keys.contains("minecraft:overworld/jaggedness#0"), keys.toString());
        SplineEdits.Found offset = found.stream().filter(f -> f.key().equals("minecraft:overworld/offset#0"))
            .findFirst().orElseThrow();
        CubicSpline.Multipoint edited = (CubicSpline.Multipoint) offset.spline();
        for (int i = 0; i < edited.size(); i++) {
            edited = raised(edited, i, 0.3f);
        }
        NoiseRouter changed = SplineEdits.apply(router, Map.of(offset.key(), edited));
        assertSame(router.temperature(), changed.temperature(), "slots without the spline are untouched");
        RandomState before = new RandomState(world, 5);
        RandomState after = new RandomState(world.withSettings(world.settings().withRouter(changed)), 5);
        // Deep ocean: continentalness below the first point, where the edit raises the offset.
        boolean differs = false;
        for (int x = -20000; x <= 20000 && !differs; x += 997) {
            FunctionContext at = FunctionContext.of(x, 0, -x / 3);
            differs = before.router().depth().compute(at) != after.router().depth().compute(at);
        }
        assertTrue(differs, "the edited offset changes depth somewhere");
    }

    @Test
    @DisplayName("writing a function as JSON and reading it back gives the same function, for every named function")
    void writerRoundTrips() {
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        Map<String, DensityFunction> named = SplineEdits.named(Arrays.asList(world.settings().router().slots()));
        for (Map.Entry<String, DensityFunction> e : named.entrySet()) {
            var json = DensityWriter.write(e.getValue());
            DensityFunction back = DensityCodec.read(JsonValue.root(json, e.getKey()), new DensityCodec.Resolver() {
                @Override
                public DensityFunction densityFunction(String id, JsonValue at) {
                    return named.get(id);
                }

                @Override
                public org.terrainexplorer.world.density.NoiseHolder noise(String id, JsonValue at) {
                    return new org.terrainexplorer.world.density.NoiseHolder(id, world.noises().getOrDefault(id,
                        new org.terrainexplorer.world.noise.NoiseParameters(0, new double[] {1})), null);
                }
            });
            assertEquals(json, DensityWriter.write(back), e.getKey());
        }
        assertTrue(named.size() > 10, named.keySet().toString());
    }

    @Test
    @DisplayName("save as a datapack, re-open: identical router values at 1000 points; only edited files written")
    void saveAndReopen() throws Exception {
        WorldDefinition world = TestWorlds.load(BuiltinWorld.OVERWORLD);
        NoiseRouter router = world.settings().router();
        SplineEdits.Found factor = SplineEdits.find(Arrays.asList(router.slots())).stream()
            .filter(f -> f.key().equals("minecraft:overworld/factor#0")).findFirst().orElseThrow();
        Map<String, CubicSpline> edits = Map.of(factor.key(), raised((CubicSpline.Multipoint) factor.spline(), 1, 2.5f));
        WorldDefinition edited = world.withSettings(world.settings().withRouter(SplineEdits.apply(router, edits)));
        DensityFunction function = SplineEdits.applyTo(factor.function(),
            SplineEdits.named(Arrays.asList(router.slots())).get(factor.function()), edits);
        Path pack = folder.resolve("edited.zip");
        DatapackWriter.write(pack, DatapackWriter.files("test", Map.of(factor.function(), function), Map.of()), false);
        WorldDefinition reopened = TestWorlds.version("1.21.1").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD, List.of(Pack.open(pack))).definition();
        RandomState a = new RandomState(edited, 77);
        RandomState b = new RandomState(reopened, 77);
        SplittableRandom random = new SplittableRandom(12);
        DensityFunction[] sa = a.router().slots();
        DensityFunction[] sb = b.router().slots();
        for (int n = 0; n < 1000; n++) {
            FunctionContext at = FunctionContext.of(random.nextInt(-100000, 100000), random.nextInt(-64, 320),
                random.nextInt(-100000, 100000));
            for (int s = 0; s < sa.length; s++) {
                assertEquals(sa[s].compute(at), sb[s].compute(at), 0.0, NoiseRouter.SLOTS.get(s) + " at " + at);
            }
        }
        try (var zip = new java.util.zip.ZipFile(pack.toFile())) {
            List<String> names = zip.stream().map(java.util.zip.ZipEntry::getName).sorted().toList();
            assertEquals(List.of("data/minecraft/worldgen/density_function/overworld/factor.json", "pack.mcmeta"), names);
        }
        assertTrue(Files.exists(pack));
    }
}
