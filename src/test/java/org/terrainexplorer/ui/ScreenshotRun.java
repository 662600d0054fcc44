package org.terrainexplorer.ui;

import static org.terrainexplorer.ui.FxRuns.onFx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * Takes the docs' screenshots from the real window (not a test). Each shot sets up a state, waits for
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
        FxRuns.startToolkit();
        FxRuns.OpenApp app = FxRuns.OpenApp.open(1400, 900, AppWindow.Mode.MAPS);
        ExplorerWindow window = app.window().maps();
        Thread.sleep(2500);
        // Warm the renderer up, so the status bar shows a typical render time rather than a cold start.
        for (int i = 0; i < 30; i++) {
            long seed = 2026 + (i % 2 == 0 ? 1 : 0);
            onFx(() -> window.model().set(Param.SEED, seed));
            Thread.sleep(120);
        }
        onFx(() -> window.model().setAll(TerrainParams.defaults()));
        Thread.sleep(1500);
        shot(out, "explorer.png", window, w -> { });
        shot(out, "learn-islands.png", window, w -> {
            w.learnToggle().setSelected(true);
            w.learn().go(7);
        });
        shot(out, "octaves.png", window, w -> {
            w.learnToggle().setSelected(false);
            w.model().setAll(TerrainParams.defaults());
            select(w, "tab-octaves");
        });
        shot(out, "noise-types.png", window, w -> select(w, "tab-types"));
        shot(out, "lattice.png", window, w -> {
            select(w, "tab-perlin");
            w.model().setLatticeOverlay(true);
            Viewport v = w.model().viewport();
            w.model().setViewport(new Viewport(0.05, 0.02, v.unitsPerPixel() / 1.6, v.width(), v.height()));
        });
        shot(out, "code.png", window, w -> {
            w.model().setLatticeOverlay(false);
            w.model().home();
            w.model().set(Param.RIDGES, 0.5);
            select(w, "tab-code");
        });
        shot(out, "biomes.png", window, w -> {
            w.model().setAll(TerrainParams.defaults());
            select(w, "tab-biomes");
        });
        shot(out, "dark.png", window, w -> {
            w.model().setAll(TerrainParams.defaults());
            select(w, "tab-shaping");
            w.themeProperty().set(Theme.DARK);
        });
        app.close();
    }

    private static void select(ExplorerWindow window, String tabId) {
        window.teaching().getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst()
            .ifPresent(t -> window.teaching().getSelectionModel().select(t));
    }

    private static void shot(Path out, String name, ExplorerWindow window, Consumer<ExplorerWindow> setUp)
        throws Exception {
        onFx(() -> setUp.accept(window));
        Thread.sleep(2500);
        System.out.println("wrote " + FxRuns.writeSnapshot(window.getScene(), out.resolve(name)));
    }
}
