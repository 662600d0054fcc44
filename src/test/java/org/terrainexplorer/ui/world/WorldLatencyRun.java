package org.terrainexplorer.ui.world;

import static org.terrainexplorer.ui.FxRuns.onFx;
import static org.terrainexplorer.ui.FxRuns.waitOnFx;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.ui.FxRuns;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.SplinePoints;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * The instrumented run behind the world-mode latency figures of docs/performance.md (not a test: timing belongs to runs). Opens
 * the world window (1500 × 1000) with a 512-block section, then, after three warm-up changes, times knob changes
 * and spline edits in turn:
 * <ul>
 *   <li>a knob change (continentalness, octave 1) to the first section image of the new world, and to the first
 *       map image of it;</li>
 *   <li>a spline edit (the offset's coast point) to the first section image of the new world;</li>
 *   <li>switching the release between 26.2 and 1.21.1 (both read once before) to the first section and map
 *       images of the other release's world;</li>
 *   <li>moving the map to unexplored land until the map (the window's size, 1 block per pixel) is complete.</li>
 * </ul>
 *
 * <pre>xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.ui.world.WorldLatencyRun</pre>
 */
public final class WorldLatencyRun {

    private WorldLatencyRun() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        FxRuns.startToolkit();
        RenderPool pool = new RenderPool();
        WorldModel model = new WorldModel();
        WorldWindow window = FxRuns.show(
            () -> new WorldWindow(model, new WorldSession(), pool, WorldDialogs.native_(), List.of()), 1500, 1000);
        waitOnFx(() -> model.loaded() != null && !model.loadingProperty().get(), 60_000);
        onFx(() -> model.setSection(new SectionLine(-256, 22, 255, 22)));
        WorldView shown = model.view();
        System.out.printf("%d pool threads; map %d x %d at 1 block/px; section 512 blocks%n", pool.threads(),
            shown.width(), shown.height());
        waitOnFx(() -> complete(window.engine().sectionImageProperty().get(), model.section()), 120_000);

        List<Double> sectionAfterKnob = new ArrayList<>();
        List<Double> mapAfterKnob = new ArrayList<>();
        List<Double> sectionAfterSpline = new ArrayList<>();
        // Warm-up changes (the JIT compiles the generator's paths), not measured; then knob changes and spline
        // edits alternate, so both meet the same machine.
        for (int i = 0; i < 3; i++) {
            double amplitude = 1.2 - 0.1 * i;
            change(model, window, () -> model.settings().withKnob("minecraft:continentalness",
                knob(model, amplitude)));
            Thread.sleep(1500);
        }
        for (int i = 0; i < runs; i++) {
            double amplitude = 1.0 + 0.05 * (i % 2 == 0 ? i + 1 : -(i + 1));
            double[] t = change(model, window, () -> model.settings().withKnob("minecraft:continentalness",
                knob(model, amplitude)));
            sectionAfterKnob.add(t[0]);
            mapAfterKnob.add(t[1]);
            Thread.sleep(1500);
            float value = -0.12F + 0.04F * (i + 1);
            t = change(model, window, () -> model.settings().withSpline("minecraft:overworld/offset#0",
                coastPoint(model, value)));
            sectionAfterSpline.add(t[0]);
            Thread.sleep(1500);
        }
        onFx(() -> model.change(WorldSettings.defaults()));
        waitOnFx(() -> model.loaded() != null && model.loaded().settings().equals(WorldSettings.defaults()), 60_000);
        List<Double> sectionAfterRelease = new ArrayList<>();
        List<Double> mapAfterRelease = new ArrayList<>();
        // Each release read once first (its data and overworld), not measured; then switches between the two.
        for (int i = -2; i < runs; i++) {
            String release = i % 2 == 0 ? "1.21.1" : "26.2";
            double[] t = change(model, window, () -> model.settings().withVersion(release));
            if (i >= 0) {
                sectionAfterRelease.add(t[0]);
                mapAfterRelease.add(t[1]);
            }
            Thread.sleep(1500);
        }
        onFx(() -> model.change(WorldSettings.defaults()));
        waitOnFx(() -> model.loaded() != null && model.loaded().settings().equals(WorldSettings.defaults()), 60_000);
        List<Double> fullMap = new ArrayList<>();
        for (int i = 0; i < Math.max(3, runs / 3); i++) {
            int x = 20_000 + i * 4_000;
            long start = System.nanoTime();
            onFx(() -> model.setView(model.view().centredOn(x, -x)));
            waitOnFx(() -> {
                WorldEngine.Image m = window.engine().mapImageProperty().get();
                return m != null && m.complete() && m.shows() instanceof WorldView v && v.centreX() == x;
            }, 300_000);
            fullMap.add((System.nanoTime() - start) / 1e6);
        }
        report("knob change → first section image of the new world", sectionAfterKnob);
        report("knob change → first map image of the new world", mapAfterKnob);
        report("spline edit → first section image of the new world", sectionAfterSpline);
        report("release switch (26.2 ↔ 1.21.1) → first section image of the other world", sectionAfterRelease);
        report("release switch (26.2 ↔ 1.21.1) → first map image of the other world", mapAfterRelease);
        report("new place → complete map at 1 block/px", fullMap);
        onFx(window::dispose);
        pool.close();
        Platform.exit();
    }

    private static NoiseParameters knob(WorldModel model, double amplitude) {
        NoiseParameters base = model.loaded().routerNoises().get("minecraft:continentalness");
        return base.withAmplitude(0, amplitude);
    }

    private static CubicSpline coastPoint(WorldModel model, float value) {
        var found = org.terrainexplorer.world.density.SplineEdits.find(
            Arrays.asList(model.loaded().base().settings().router().slots())).stream()
            .filter(f -> f.key().equals("minecraft:overworld/offset#0")).findFirst().orElseThrow();
        CubicSpline.Multipoint m = (CubicSpline.Multipoint) found.spline();
        for (int i = 0; i < m.size(); i++) {
            if (Math.abs(m.location(i) + 0.18F) < 1e-4) {
                return SplinePoints.withPoint(m, List.of(), i, m.location(i), value, m.derivative(i));
            }
        }
        throw new IllegalStateException("the offset spline has no coast point at -0.18");
    }

    /** Applies a change and returns the ms until the first section and the first map image of the new world. */
    private static double[] change(WorldModel model, WorldWindow window, Supplier<WorldSettings> next)
        throws Exception {
        long[] start = new long[1];
        double[] out = {Double.NaN, Double.NaN};
        double[] loadedAt = {Double.NaN};
        CountDownLatch both = new CountDownLatch(2);
        onFx(() -> {
            WorldSettings target = next.get();
            javafx.beans.value.ChangeListener<WorldEngine.Image> sections = (o, was, now) -> {
                if (Double.isNaN(out[0]) && model.loaded() != null && model.loaded().settings().equals(target)
                    && now != null && now.shows().equals(model.section())) {
                    out[0] = (System.nanoTime() - start[0]) / 1e6;
                    System.out.printf("  section after %.0f ms (its render %.0f ms, loaded after %.0f ms)%n", out[0],
                        now.millis(), loadedAt[0]);
                    both.countDown();
                }
            };
            javafx.beans.value.ChangeListener<WorldEngine.Image> maps = (o, was, now) -> {
                if (Double.isNaN(out[1]) && model.loaded() != null && model.loaded().settings().equals(target)
                    && now != null) {
                    out[1] = (System.nanoTime() - start[0]) / 1e6;
                    both.countDown();
                }
            };
            window.engine().sectionImageProperty().addListener(sections);
            model.loadedProperty().addListener((o, was, now) -> {
                if (Double.isNaN(loadedAt[0]) && now != null && now.settings().equals(target)) {
                    loadedAt[0] = (System.nanoTime() - start[0]) / 1e6;
                }
            });
            window.engine().mapImageProperty().addListener(maps);
            start[0] = System.nanoTime();
            model.change(target);
        });
        both.await(60, TimeUnit.SECONDS);
        return out;
    }

    private static boolean complete(WorldEngine.Image i, Object shows) {
        return i != null && i.complete() && shows.equals(i.shows());
    }

    private static void report(String what, List<Double> ms) {
        double[] v = ms.stream().filter(d -> !d.isNaN()).mapToDouble(Double::doubleValue).sorted().toArray();
        if (v.length == 0) {
            System.out.println(what + ": no samples");
            return;
        }
        System.out.printf("%s: median %.0f ms, min %.0f, max %.0f (%d runs)%n", what, v[v.length / 2], v[0],
            v[v.length - 1], v.length);
    }
}
