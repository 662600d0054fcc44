package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.session.WorldSession;

/**
 * The world window of a TestFX test: a pool of two threads, a model, a session and the window on a stage of a given
 * size. Open it in the test's {@code @Start}, close it in its {@code @AfterEach}.
 */
final class WorldWindowFixture implements AutoCloseable {

    final RenderPool pool = new RenderPool(2);
    final WorldModel model = new WorldModel();
    final WorldSession worlds = new WorldSession();
    final WorldWindow window;

    private WorldWindowFixture(Stage stage, WorldDialogs dialogs, int width, int height, Consumer<WorldModel> before) {
        before.accept(model);
        window = new WorldWindow(model, worlds, pool, dialogs, List.of());
        stage.setScene(new Scene(window, width, height));
        stage.show();
    }

    /** Opens the window on {@code stage}; {@code before} prepares the model before the window starts loading. */
    static WorldWindowFixture open(Stage stage, WorldDialogs dialogs, int width, int height,
                                   Consumer<WorldModel> before) {
        return new WorldWindowFixture(stage, dialogs, width, height, before);
    }

    @Override
    public void close() {
        window.dispose();
        pool.close();
    }
}
