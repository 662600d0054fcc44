package org.terrainexplorer.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.terrainexplorer.io.PngImages;

/**
 * The JavaFX plumbing of the runs that are not tests (the docs' screenshots and latency figures, started from a
 * {@code main} rather than by TestFX): starting the toolkit, doing something on the FX thread and waiting for it,
 * waiting for a condition, opening a window, and writing a snapshot of a scene as a PNG.
 */
public final class FxRuns {

    /** How long the FX thread may take to answer before a run gives up (it is busy, or hangs). */
    private static final long FX_ANSWER_SECONDS = 180;

    /** How often {@link #waitFor} and {@link #waitOnFx} look at their condition. */
    private static final long POLL_MILLIS = 20;

    private FxRuns() {
    }

    /** Starts the JavaFX toolkit and returns once it runs. */
    public static void startToolkit() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
    }

    /** Runs {@code action} on the FX thread and returns when it has finished. */
    public static void onFx(Runnable action) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                action.run();
            } finally {
                done.countDown();
            }
        });
        if (!done.await(FX_ANSWER_SECONDS, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the FX thread did not answer within " + FX_ANSWER_SECONDS + " s");
        }
    }

    /**
     * Waits up to {@code millis} for {@code condition}, evaluated on the FX thread: for conditions on nodes and
     * properties.
     */
    public static void waitOnFx(BooleanSupplier condition, long millis) throws InterruptedException {
        boolean[] met = new boolean[1];
        await(() -> {
            onFx(() -> met[0] = condition.getAsBoolean());
            return met[0];
        }, millis);
    }

    /**
     * Waits up to {@code millis} for {@code condition}, evaluated on the calling thread: for thread-safe counters,
     * read without waiting for the FX thread's turn.
     */
    public static void waitFor(BooleanSupplier condition, long millis) throws InterruptedException {
        await(condition::getAsBoolean, millis);
    }

    /** A condition whose evaluation may wait. */
    private interface Check {
        boolean met() throws InterruptedException;
    }

    private static void await(Check check, long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (!check.met()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + millis + " ms");
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    /** Builds a root on the FX thread and shows it in a scene of the given size on a new stage; returns the root. */
    public static <T extends Parent> T show(Supplier<T> root, int width, int height) throws InterruptedException {
        List<T> built = new ArrayList<>(1);
        onFx(() -> {
            built.add(root.get());
            Stage stage = new Stage();
            stage.setScene(new Scene(built.get(0), width, height));
            stage.show();
        });
        return built.get(0);
    }

    /**
     * The application's window, opened on a new stage of the given size in the light theme and a mode, with
     * settings held in memory (the user's own are neither read nor written).
     */
    public record OpenApp(TerrainExplorerApp app, Stage stage, AppWindow window) {

        /** Opens the window. */
        public static OpenApp open(int width, int height, AppWindow.Mode mode) throws InterruptedException {
            TerrainExplorerApp app = new TerrainExplorerApp();
            Stage[] stage = new Stage[1];
            AppWindow[] window = new AppWindow[1];
            onFx(() -> {
                stage[0] = new Stage();
                WindowSettings settings = WindowSettings.inMemory();
                settings.save(width, height, Theme.LIGHT);
                settings.saveMode(mode.name());
                window[0] = app.open(stage[0], settings);
            });
            return new OpenApp(app, stage[0], window[0]);
        }

        /** Hides the window, stops the application and the toolkit. */
        public void close() throws InterruptedException {
            onFx(stage::hide);
            app.stop();
            Platform.exit();
        }
    }

    /** Writes what {@code scene} shows now as an RGB PNG (the snapshot on the FX thread, the file off it). */
    public static Path writeSnapshot(Scene scene, Path file) throws InterruptedException, IOException {
        int[][] pixels = new int[1][];
        int[] size = new int[2];
        onFx(() -> {
            WritableImage image = scene.snapshot(null);
            int w = (int) image.getWidth();
            int h = (int) image.getHeight();
            int[] argb = new int[w * h];
            image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
            pixels[0] = argb;
            size[0] = w;
            size[1] = h;
        });
        PngImages.writeRgb(pixels[0], size[0], size[1], file);
        return file;
    }
}
