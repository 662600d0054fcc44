package org.terrainexplorer.ui.world;

import java.net.URL;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
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

    /** The application's style sheets, which give the window the sizes a user sees. */
    private static final String[] SHEETS = {"/styles/app.css", "/styles/parameters.css", "/styles/maps.css",
        "/styles/perlin.css", "/styles/statusbar.css", "/styles/world.css"};

    /** Opens the window on {@code stage} styled as the application styles it (the scripted dialogs of a test). */
    static WorldWindowFixture openStyled(Stage stage, int width, int height) {
        WorldWindowFixture f = open(stage, new WorldWindowTest.Scripted(), width, height, m -> { });
        for (String sheet : SHEETS) {
            URL url = WorldWindowFixture.class.getResource(sheet);
            stage.getScene().getStylesheets().add(url.toExternalForm());
        }
        return f;
    }

    /** What a labeled's skin draws of its text (its LabeledText child), or null before it has a skin. */
    static String drawn(Labeled l) {
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t && c.getStyleClass().contains("text")) {
                return t.getText();
            }
        }
        return null;
    }

    /**
     * The labeled's text and what its skin draws of it, read together on the FX thread after a layout: a text that
     * changes meanwhile (the chunk counts go on) cannot race the comparison.
     */
    static String[] textAndDrawn(FxRobot robot, Labeled l) {
        String[] out = new String[2];
        robot.interact(() -> {
            l.getScene().getRoot().applyCss();
            l.getScene().getRoot().layout();
            out[0] = l.getText();
            out[1] = drawn(l);
        });
        return out;
    }

    @Override
    public void close() {
        window.dispose();
        pool.close();
    }
}
