package org.terrainexplorer.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.UserPresets;
import org.terrainexplorer.ui.world.WorldDialogs;

/**
 * The application's window with both modes in a TestFX test: a pool of two threads, the maps' model and window
 * (scripted dialogs, user presets in a temporary folder), world dialogs that choose no file unless told one to save
 * to, and the window on a stage of a given size, its title bound as the application binds it. Open it in the test's
 * {@code @Start}, close it in its {@code @AfterEach}.
 */
final class AppWindowFixture implements AutoCloseable {

    final RenderPool pool = new RenderPool(2);
    final ExplorerModel maps = new ExplorerModel();
    final ScriptedDialogs dialogs = new ScriptedDialogs();
    final ScriptedWorldDialogs worldDialogs = new ScriptedWorldDialogs();
    final AppWindow app;

    private AppWindowFixture(Stage stage, int width, int height) {
        Path userPresets;
        try {
            userPresets = Files.createTempDirectory("user-presets");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ExplorerWindow window = new ExplorerWindow(maps, pool, dialogs, new UserPresets(userPresets));
        app = new AppWindow(window, pool, worldDialogs);
        stage.titleProperty().bind(app.title());
        stage.setScene(new Scene(app, width, height));
        stage.show();
    }

    /** Opens the window on {@code stage} at {@code width} × {@code height}. */
    static AppWindowFixture open(Stage stage, int width, int height) {
        return new AppWindowFixture(stage, width, height);
    }

    @Override
    public void close() {
        app.dispose();
        pool.close();
    }

    /** World dialogs that choose no datapack, save to {@link #save} (none unless set) and report errors nowhere. */
    static final class ScriptedWorldDialogs implements WorldDialogs {
        Path save;

        @Override
        public Optional<Path> chooseDatapack(Window owner, boolean folder) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseSave(Window owner, String title, String name, String description, String ext) {
            return Optional.ofNullable(save);
        }

        @Override
        public void error(Window owner, String title, String message) {
        }
    }
}
