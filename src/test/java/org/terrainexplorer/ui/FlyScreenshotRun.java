package org.terrainexplorer.ui;

import static org.terrainexplorer.ui.FxRuns.onFx;
import static org.terrainexplorer.ui.FxRuns.waitFor;
import static org.terrainexplorer.ui.FxRuns.waitOnFx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.render.world.fly.MeshStreamer;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.ui.world.fly.FlyView;

/**
 * Flies the 3D view to three places and writes the docs' screenshots, and measures (not a test: timing belongs
 * to runs) the time from opening the view to its first chunk drawn and to a complete 12-chunk radius, and the
 * frames per second while flying. Needs real 3D: under Xvfb, Mesa's software renderer with
 * {@code -Dprism.forceGPU=true}.
 *
 * <pre>MAVEN_OPTS=-Dprism.forceGPU=true xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java \
 *     -Dexec.classpathScope=test -Dexec.mainClass=org.terrainexplorer.ui.FlyScreenshotRun \
 *     -Dexec.args=src/docs/screenshots</pre>
 */
public final class FlyScreenshotRun {

    private FlyScreenshotRun() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "src/docs/screenshots");
        Files.createDirectories(out);
        FxRuns.startToolkit();
        System.out.println("3D supported: " + FlyView.supported());
        FxRuns.OpenApp app = FxRuns.OpenApp.open(1760, 1000, AppWindow.Mode.WORLD);
        AppWindow w = app.window();
        waitOnFx(() -> w.worldModel().loaded() != null && !w.worldModel().loadingProperty().get(), 120_000);
        FlyView fly = (FlyView) w.worldWindow().lowerTabs().getTabs().get(2).getContent();
        onFx(() -> {
            // A larger 3D view: the map above gets a third of the height.
            for (Node n : w.lookupAll(".split-pane")) {
                if (n instanceof SplitPane s && s.getOrientation() == Orientation.VERTICAL) {
                    s.setDividerPositions(0.34);
                }
            }
            var m = w.worldModel();
            m.setView(new WorldView(-40, 120, 2, m.view().width(), m.view().height()));
            m.setIso(m.iso().withCentre(-40, 150));
        });
        // The map first, so the figures below are the 3D view's own (the map's chunks share the pool).
        waitOnFx(() -> w.worldWindow().engine().mapImageProperty().get() != null
            && w.worldWindow().engine().mapImageProperty().get().complete(), 300_000);
        Thread.sleep(2000);

        // 1. Opening the view: the first chunk drawn, then the whole 12-chunk radius.
        long open = System.nanoTime();
        onFx(() -> w.worldWindow().lowerTabs().getSelectionModel().select(2));
        waitFor(() -> fly.stats().shown() > 0, 120_000);
        double firstMs = (System.nanoTime() - open) / 1e6;
        waitFor(() -> fly.stats().settled(), 300_000);
        double completeMs = (System.nanoTime() - open) / 1e6;
        MeshStreamer.Stats s = fly.stats();
        System.out.printf(Locale.ROOT, "open -> first chunk drawn: %.0f ms; -> complete 12-chunk radius (%d chunks, "
            + "%.1f MB of meshes): %.0f ms%n", firstMs, s.shown(), s.bytes() / 1048576.0, completeMs);
        shot(out, "world-fly-plains.png", w, fly, 1500);

        // 2. The peaks, from above, 16 chunks.
        onFx(() -> {
            fly.viewDistanceProperty().set(16);
            fly.camera().turnTo(200, -30);
            fly.goTo(3600, -3888);
            fly.camera().zoom(-6);
            fly.cameraMoved();
        });
        settle(fly);
        shot(out, "world-fly-peaks.png", w, fly, 1500);

        // 3. Caves and aquifers under the plains: cut away above y 50 and on the camera's side of the section line.
        onFx(() -> {
            fly.viewDistanceProperty().set(12);
            w.worldModel().setSection(new SectionLine(-140, 150, 80, 150));
            w.worldModel().setIso(w.worldModel().iso().withCentre(-30, 150).withCutY(50).withCutAlongSection(true));
            fly.camera().moveTo(-20, 55, 212);
            fly.camera().turnTo(-10, -16);
            fly.cameraMoved();
        });
        settle(fly);
        shot(out, "world-fly-caves.png", w, fly, 1500);

        // 4. Flying low over the land at 20 blocks a second for 15 s: frames per second while chunks stream in.
        onFx(() -> {
            w.worldModel().setIso(w.worldModel().iso().withCutY(319).withCutAlongSection(false));
            fly.viewDistanceProperty().set(12);
            fly.flyingProperty().set(true);
            fly.camera().moveTo(-300, 110, 400);
            fly.camera().turnTo(60, -15);
            fly.cameraMoved();
        });
        settle(fly);
        double[] flight = fps(fly, 15, seconds -> fly.camera().move(seconds,
            java.util.EnumSet.of(org.terrainexplorer.render.world.fly.FlyCamera.Move.FORWARD)));
        System.out.printf(Locale.ROOT, "flying at 20 blocks/s, 12 chunks: %.1f fps median (min %.1f, max %.1f)%n",
            flight[0], flight[1], flight[2]);
        shot(out, "world-fly-flight.png", w, fly, 0);

        // 5. 32 chunks around the peaks, turning slowly: the far levels of detail.
        onFx(() -> {
            fly.flyingProperty().set(false);
            fly.viewDistanceProperty().set(32);
            fly.camera().turnTo(150, -25);
            fly.goTo(3500, -3700);
            fly.camera().zoom(-8);
            fly.cameraMoved();
        });
        long far = System.nanoTime();
        settle(fly);
        System.out.printf(Locale.ROOT, "32 chunks complete after %.0f ms: %s%n", (System.nanoTime() - far) / 1e6,
            fly.stats());
        shot(out, "world-fly-far.png", w, fly, 1500);
        double[] turning = fps(fly, 10, seconds -> fly.camera().orbit(seconds * 30, 0));
        System.out.printf(Locale.ROOT, "orbiting at 32 chunks: %.1f fps median (min %.1f, max %.1f)%n", turning[0],
            turning[1], turning[2]);
        app.close();
    }

    /** Frames per second (median, min, max of one-second samples) while {@code step} moves the camera each frame. */
    private static double[] fps(FlyView fly, int seconds, java.util.function.DoubleConsumer step) throws Exception {
        fly.camera().setSpeed(20);
        List<Double> samples = new ArrayList<>();
        AnimationTimer[] pilot = new AnimationTimer[1];
        onFx(() -> {
            pilot[0] = new AnimationTimer() {
                private long last;

                @Override
                public void handle(long now) {
                    if (last != 0) {
                        step.accept((now - last) / 1e9);
                        fly.cameraMoved();
                    }
                    last = now;
                }
            };
            pilot[0].start();
        });
        for (int i = 0; i < seconds; i++) {
            Thread.sleep(1000);
            samples.add(fly.framesPerSecond());
        }
        onFx(() -> pilot[0].stop());
        samples.sort(Double::compare);
        return new double[] {samples.get(samples.size() / 2), samples.get(0), samples.get(samples.size() - 1)};
    }

    private static void settle(FlyView fly) throws Exception {
        Thread.sleep(500);
        waitFor(() -> fly.stats().settled(), 300_000);
    }

    private static void shot(Path out, String name, AppWindow window, FlyView fly, long wait) throws Exception {
        Thread.sleep(wait);
        Path file = FxRuns.writeSnapshot(window.getScene(), out.resolve(name));
        System.out.println("wrote " + file + " (" + fly.stats() + ")");
    }
}
