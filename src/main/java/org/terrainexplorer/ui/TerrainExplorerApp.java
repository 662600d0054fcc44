package org.terrainexplorer.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.terrainexplorer.render.RenderPool;

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
        open(stage, WindowSettings.preferences());
    }

    /** Builds the window on {@code stage} with the given settings; returns its content. */
    ExplorerWindow open(Stage stage, WindowSettings settings) {
        pool = new RenderPool();
        ExplorerWindow window = new ExplorerWindow(new ExplorerModel(), pool);
        window.themeProperty().set(settings.theme());
        stage.titleProperty().bind(window.document().titleProperty());
        stage.setScene(new Scene(window, settings.width(), settings.height()));
        stage.setOnCloseRequest(e -> {
            if (!window.files().mayClose()) {
                e.consume();
            }
        });
        stage.setOnHidden(e -> {
            settings.save(stage.getWidth(), stage.getHeight(), window.themeProperty().get());
            window.dispose();
        });
        stage.show();
        return window;
    }

    @Override
    public void stop() {
        if (pool != null) {
            pool.close();
        }
    }
}
