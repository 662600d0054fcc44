package org.terrainexplorer.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Takes the README's screenshots from the real window (not a test). Each shot sets up a state, waits for
 * the renders to settle, and saves a snapshot of the scene.
 *
 * <pre>xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.ui.ScreenshotRun -Dexec.args=src/docs/screenshots</pre>
 */
public final class ScreenshotRun {

    private ScreenshotRun() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "src/docs/screenshots");
        Files.createDirectories(out);
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        TerrainExplorerApp app = new TerrainExplorerApp();
        ExplorerWindow[] window = new ExplorerWindow[1];
        Stage[] stage = new Stage[1];
        onFx(() -> {
            stage[0] = new Stage();
            WindowSettings settings = WindowSettings.inMemory();
            settings.save(1400, 900, Theme.LIGHT);
            window[0] = app.open(stage[0], settings).maps();
        });
        Thread.sleep(2500);
        // Warm the renderer up, so the status bar shows a typical render time rather than a cold start.
        for (int i = 0; i < 30; i++) {
            long seed = 2026 + (i % 2 == 0 ? 1 : 0);
            onFx(() -> window[0].model().set(Param.SEED, seed));
            Thread.sleep(120);
        }
        onFx(() -> window[0].model().setAll(TerrainParams.defaults()));
        Thread.sleep(1500);
        shot(out, "explorer.png", window[0], w -> { });
        shot(out, "learn-islands.png", window[0], w -> {
            w.learnToggle().setSelected(true);
            w.learn().go(7);
        });
        shot(out, "octaves.png", window[0], w -> {
            w.learnToggle().setSelected(false);
            w.model().setAll(TerrainParams.defaults());
            select(w, "tab-octaves");
        });
        shot(out, "noise-types.png", window[0], w -> select(w, "tab-types"));
        shot(out, "lattice.png", window[0], w -> {
            select(w, "tab-perlin");
            w.model().setLatticeOverlay(true);
            Viewport v = w.model().viewport();
            w.model().setViewport(new Viewport(0.05, 0.02, v.unitsPerPixel() / 1.6, v.width(), v.height()));
        });
        shot(out, "code.png", window[0], w -> {
            w.model().setLatticeOverlay(false);
            w.model().home();
            w.model().set(Param.RIDGES, 0.5);
            select(w, "tab-code");
        });
        shot(out, "biomes.png", window[0], w -> {
            w.model().setAll(TerrainParams.defaults());
            select(w, "tab-biomes");
        });
        shot(out, "dark.png", window[0], w -> {
            w.model().setAll(TerrainParams.defaults());
            select(w, "tab-shaping");
            w.themeProperty().set(Theme.DARK);
        });
        onFx(() -> stage[0].hide());
        app.stop();
        Platform.exit();
    }

    private static void select(ExplorerWindow window, String tabId) {
        window.teaching().getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst()
            .ifPresent(t -> window.teaching().getSelectionModel().select(t));
    }

    private static void shot(Path out, String name, ExplorerWindow window, Consumer<ExplorerWindow> setUp)
        throws Exception {
        onFx(() -> setUp.accept(window));
        Thread.sleep(2500);
        int[][] pixels = new int[1][];
        int[] size = new int[2];
        onFx(() -> {
            WritableImage image = window.getScene().snapshot(null);
            int w = (int) image.getWidth();
            int h = (int) image.getHeight();
            PixelReader reader = image.getPixelReader();
            int[] argb = new int[w * h];
            reader.getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
            pixels[0] = argb;
            size[0] = w;
            size[1] = h;
        });
        PngImages.writeRgb(pixels[0], size[0], size[1], out.resolve(name));
        System.out.println("wrote " + out.resolve(name));
    }

    private static void onFx(Runnable action) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                action.run();
            } finally {
                done.countDown();
            }
        });
        if (!done.await(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the FX thread did not answer");
        }
    }
}
