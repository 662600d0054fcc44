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
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.SectionLine;

/**
 * Takes the README's screenshots of the voxel world mode from the real window (not a test).
 *
 * <pre>xvfb-run -s "-screen 0 1920x1200x24" mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.terrainexplorer.ui.WorldScreenshotRun -Dexec.args=src/docs/screenshots</pre>
 *
 * <p>Arguments: the folder (default {@code src/docs/screenshots}), the wait in milliseconds for the first
 * screenshot (20000), and the window's size (1760x1000).
 */
public final class WorldScreenshotRun {

    private WorldScreenshotRun() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "src/docs/screenshots");
        long settle = args.length > 1 ? Long.parseLong(args[1]) : 20000;
        String[] size = (args.length > 2 ? args[2] : "1760x1000").split("x");
        Files.createDirectories(out);
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        TerrainExplorerApp app = new TerrainExplorerApp();
        AppWindow[] window = new AppWindow[1];
        Stage[] stage = new Stage[1];
        onFx(() -> {
            stage[0] = new Stage();
            WindowSettings settings = WindowSettings.inMemory();
            settings.save(Integer.parseInt(size[0]), Integer.parseInt(size[1]), Theme.LIGHT);
            window[0] = app.open(stage[0], settings);
            window[0].modeProperty().set(AppWindow.Mode.WORLD);
        });
        shot(out, "world-map.png", window[0], settle, w -> {
            var m = w.worldModel();
            WorldView v = m.view();
            m.setView(new WorldView(-40, 120, 1, v.width(), v.height()));
            m.setSection(new SectionLine(-260, 150, 180, 150));
            m.setIso(m.iso().withCentre(-40, 150).withSize(6).withCutY(40));
        });
        shot(out, "world-3d.png", window[0], settle / 2, w -> {
            w.worldWindow().lowerTabs().getSelectionModel().select(1);
        });
        shot(out, "world-density.png", window[0], settle / 2, w -> {
            w.worldWindow().lowerTabs().getSelectionModel().select(0);
            w.worldModel().sectionLayerProperty().set(SectionRenderer.Layer.DENSITY);
            w.worldModel().layerProperty().set(WorldLayer.BIOME);
        });
        shot(out, "world-splines.png", window[0], settle / 2, w -> {
            w.worldModel().sectionLayerProperty().set(SectionRenderer.Layer.BLOCKS);
            w.worldModel().layerProperty().set(WorldLayer.HEIGHT);
            w.worldWindow().showSpline("overworld/offset#0", 0.6F);
        });
        shot(out, "world-explain.png", window[0], settle / 2, w -> {
            w.worldWindow().learnStep(5);
            w.worldWindow().showLearn(false);
        });
        shot(out, "world-column.png", window[0], settle / 2, w -> {
            w.worldWindow().learnStep(4);
            w.worldWindow().showLearn(false);
        });
        shot(out, "world-learn.png", window[0], settle / 2, w -> {
            w.worldWindow().learnStep(2);
        });
        onFx(() -> stage[0].hide());
        app.stop();
        Platform.exit();
    }

    private static void shot(Path out, String name, AppWindow window, long wait, Consumer<AppWindow> setUp)
        throws Exception {
        onFx(() -> setUp.accept(window));
        Thread.sleep(wait);
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
        if (!done.await(180, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the FX thread did not answer");
        }
    }
}
