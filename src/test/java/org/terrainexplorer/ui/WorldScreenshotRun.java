package org.terrainexplorer.ui;

import static org.terrainexplorer.ui.FxRuns.onFx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.SectionLine;

/**
 * Takes the docs' screenshots of the voxel world mode from the real window (not a test).
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
        FxRuns.startToolkit();
        FxRuns.OpenApp app = FxRuns.OpenApp.open(Integer.parseInt(size[0]), Integer.parseInt(size[1]),
            AppWindow.Mode.WORLD);
        AppWindow window = app.window();
        shot(out, "world-map.png", window, settle, w -> {
            var m = w.worldModel();
            WorldView v = m.view();
            m.setView(new WorldView(-40, 120, 1, v.width(), v.height()));
            m.setSection(new SectionLine(-260, 150, 180, 150));
            m.setIso(m.iso().withCentre(-40, 150).withSize(6).withCutY(40));
        });
        shot(out, "world-3d.png", window, settle / 2, w -> {
            w.worldWindow().lowerTabs().getSelectionModel().select(1);
        });
        shot(out, "world-density.png", window, settle / 2, w -> {
            w.worldWindow().lowerTabs().getSelectionModel().select(0);
            w.worldModel().sectionLayerProperty().set(SectionRenderer.Layer.DENSITY);
            w.worldModel().layerProperty().set(WorldLayer.BIOME);
        });
        shot(out, "world-splines.png", window, settle / 2, w -> {
            w.worldModel().sectionLayerProperty().set(SectionRenderer.Layer.BLOCKS);
            w.worldModel().layerProperty().set(WorldLayer.HEIGHT);
            w.worldWindow().showSpline("overworld/offset#0", 0.6F);
        });
        shot(out, "world-explain.png", window, settle / 2, w -> {
            w.worldWindow().learnStep(5);
            w.worldWindow().showLearn(false);
        });
        shot(out, "world-column.png", window, settle / 2, w -> {
            w.worldWindow().learnStep(4);
            w.worldWindow().showLearn(false);
        });
        shot(out, "world-learn.png", window, settle / 2, w -> {
            w.worldWindow().learnStep(2);
        });
        app.close();
    }

    private static void shot(Path out, String name, AppWindow window, long wait, Consumer<AppWindow> setUp)
        throws Exception {
        onFx(() -> setUp.accept(window));
        Thread.sleep(wait);
        System.out.println("wrote " + FxRuns.writeSnapshot(window.getScene(), out.resolve(name)));
    }
}
