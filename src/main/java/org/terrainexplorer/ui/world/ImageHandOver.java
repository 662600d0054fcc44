package org.terrainexplorer.ui.world;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Hands values made on the pool to a property on the FX thread, newest only, with at most one hand-over queued:
 * a burst of images costs one {@code Platform.runLater}, and the FX thread only ever sees the latest.
 *
 * @param <T> what is handed over
 */
final class ImageHandOver<T> {

    private final ReadOnlyObjectWrapper<T> target;
    private final AtomicReference<T> waiting = new AtomicReference<>();
    private final AtomicBoolean queued = new AtomicBoolean();
    /** Sees every value offered, before the newest-only hand-over drops any (see {@link #watchOffers}). */
    private volatile Consumer<? super T> watcher = v -> { };

    /** A hand-over to a new read-only property of {@code bean} named {@code name}. */
    ImageHandOver(Object bean, String name) {
        this.target = new ReadOnlyObjectWrapper<>(bean, name);
    }

    /** The property the values arrive in, on the FX thread. */
    ReadOnlyObjectProperty<T> property() {
        return target.getReadOnlyProperty();
    }

    /**
     * Calls {@code w} with every value offered from now on, on the thread that offers it: what was made, where the
     * property shows only what the FX thread had time to take (a busy FX thread may see only the last of a burst).
     */
    void watchOffers(Consumer<? super T> w) {
        watcher = w;
    }

    /** Offers a value from any thread; it replaces one still waiting. */
    void offer(T value) {
        watcher.accept(value);
        waiting.set(value);
        if (queued.compareAndSet(false, true)) {
            Platform.runLater(() -> {
                queued.set(false);
                T v = waiting.getAndSet(null);
                if (v != null) {
                    target.set(v);
                }
            });
        }
    }
}
