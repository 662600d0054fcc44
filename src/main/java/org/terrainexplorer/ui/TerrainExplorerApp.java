package org.terrainexplorer.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.terrainexplorer.concurrent.RenderPool;

/**
 * The JavaFX application: one render pool for the whole run, one model, one window; the window's size
 * and theme are remembered between runs.
 */
public final class TerrainExplorerApp extends Application {

    private RenderPool pool;

    /** Starts the toolkit and opens the window; returns when the window closes. */
    public static void launchWindow(String[] args) {
        Application.launch(TerrainExplorerApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        AppWindow app = open(stage, WindowSettings.preferences());
        // "--preset FILE" opens a preset of either form (the launcher passes it on).
        java.util.List<String> args = getParameters().getRaw();
        int at = args.indexOf("--preset");
        if (at >= 0 && at + 1 < args.size()) {
            app.maps().files().open(java.nio.file.Path.of(args.get(at + 1)));
        }
    }

    /** Builds the window on {@code stage} with the given settings; returns its content. */
    AppWindow open(Stage stage, WindowSettings settings) {
        pool = new RenderPool();
        ExplorerWindow window = new ExplorerWindow(new ExplorerModel(), pool);
        window.themeProperty().set(settings.theme());
        AppWindow app = new AppWindow(window, pool, org.terrainexplorer.ui.world.WorldDialogs.native_());
        stage.titleProperty().bind(app.title());
        stage.setScene(new Scene(app, settings.width(), settings.height()));
        // The remembered size, even on a stage sized before (a scene sizes only a window never sized by hand).
        stage.setWidth(settings.width());
        stage.setHeight(settings.height());
        if ("WORLD".equals(settings.mode())) {
            app.modeProperty().set(AppWindow.Mode.WORLD);
        }
        stage.setOnCloseRequest(e -> {
            if (!app.mayClose()) {
                e.consume();
            }
        });
        stage.setOnHidden(e -> {
            settings.save(stage.getWidth(), stage.getHeight(), window.themeProperty().get());
            settings.saveMode(app.modeProperty().get().name());
            app.dispose();
        });
        stage.show();
        return app;
    }

    @Override
    public void stop() {
        if (pool != null) {
            pool.close();
        }
    }
}
