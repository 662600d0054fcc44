package org.terrainexplorer.ui;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableBooleanValue;
import org.terrainexplorer.concurrent.RenderPool;

/**
 * A value computed on the render pool and published on the FX thread, latest wins: a computation started
 * before a newer one is dropped. Computes only while its panel is showing; a request made while hidden runs
 * when the panel shows. FX thread only.
 *
 * @param <T> the computed value
 */
final class Background<T> {

    private final RenderPool pool;
    private final ObservableBooleanValue showing;
    private final Consumer<String> errors;
    private final ReadOnlyObjectWrapper<T> value = new ReadOnlyObjectWrapper<>(this, "value");
    private final AtomicLong generation = new AtomicLong();
    private Supplier<Supplier<T>> pending;

    /**
     * @param showing whether the panel is on screen; null for always
     */
    Background(RenderPool pool, ObservableBooleanValue showing, Consumer<String> errors) {
        this.pool = pool;
        this.showing = showing;
        this.errors = errors;
        if (showing != null) {
            showing.addListener((o, was, now) -> {
                if (now && pending != null) {
                    request(pending);
                }
            });
        }
    }

    /**
     * Computes a new value. {@code capture} runs now, on the FX thread, and reads the inputs; the work it
     * returns runs on the pool.
     */
    void request(Supplier<Supplier<T>> capture) {
        if (showing != null && !showing.get()) {
            pending = capture;
            return;
        }
        pending = null;
        Supplier<T> work = capture.get();
        long mine = generation.incrementAndGet();
        pool.execute(() -> {
            if (generation.get() != mine) {
                return;
            }
            T result;
            try {
                result = work.get();
            } catch (RuntimeException | Error e) {
                // The panel keeps its last value; say what went wrong rather than let a pool thread swallow it.
                Platform.runLater(() -> errors.accept("Could not draw a panel: " + e));
                return;
            }
            Platform.runLater(() -> {
                if (generation.get() == mine) {
                    value.set(result);
                }
            });
        });
    }

    ReadOnlyObjectProperty<T> valueProperty() {
        return value.getReadOnlyProperty();
    }
}
