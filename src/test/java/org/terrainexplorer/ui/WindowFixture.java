package org.terrainexplorer.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.stage.Stage;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.io.UserPresets;
import org.terrainexplorer.render.Frame;
import org.testfx.util.WaitForAsyncUtils;

/** The explorer window in a test stage, and the waits its tests need. */
final class WindowFixture {

    static final double WIDTH = 1200;
    static final double HEIGHT = 800;

    final RenderPool pool = new RenderPool(2);
    final ExplorerModel model = new ExplorerModel();
    final ScriptedDialogs dialogs = new ScriptedDialogs();
    final Path userFolder;
    final ExplorerWindow window;
    final Stage stage;

    WindowFixture(Stage stage) {
        this.stage = stage;
        try {
            userFolder = Files.createTempDirectory("terrain-user-presets");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        window = new ExplorerWindow(model, pool, dialogs, new UserPresets(userFolder));
        stage.titleProperty().bind(window.document().titleProperty());
        stage.setScene(new Scene(window, WIDTH, HEIGHT));
        stage.show();
    }

    /** Waits until the maps show a full frame of the model's parameters and shown view, and nothing renders. */
    void settle() {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
                Frame frame = model.frameProperty().get();
                return frame != null && !frame.coarse() && frame.params().equals(model.params())
                    && frame.viewport().equals(model.shownViewport().get()) && !model.renderingProperty().get()
                    && !window.renderController().scheduler().busy();
            });
            WaitForAsyncUtils.waitForFxEvents();
        } catch (TimeoutException e) {
            throw new AssertionError("the maps did not settle on " + model.params(), e);
        }
    }

    /** Waits up to 15 s for {@code condition}, then for the FX events it queued; fails naming {@code what}. */
    static void waitUntil(String what, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, condition::getAsBoolean);
            WaitForAsyncUtils.waitForFxEvents();
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting for " + what, e);
        }
    }

    /** Scrolls the parameter panel so that {@code id} (a node in it) is in view. FX thread. */
    void reveal(String id) {
        ParameterPanel panel = window.parameters();
        panel.reveal(panel.getContent().lookup(id));
    }

    /** The pixels of an image on screen, ARGB row by row. */
    static int[] pixels(Image image) {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] argb = new int[w * h];
        PixelReader reader = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                argb[y * w + x] = reader.getArgb(x, y);
            }
        }
        return argb;
    }

    /** Disposes of the window on the FX thread, as the application does when it closes, then stops the pool. */
    void close() {
        try {
            WaitForAsyncUtils.asyncFx(window::dispose).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the window did not dispose", e);
        } finally {
            pool.close();
        }
    }
}
