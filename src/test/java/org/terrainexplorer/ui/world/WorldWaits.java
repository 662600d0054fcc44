package org.terrainexplorer.ui.world;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Waiting in the TestFX tests of the world window (alone or in the application's window): for a condition, then
 * for the FX events it set off.
 */
public final class WorldWaits {

    private WorldWaits() {
    }

    /** Waits up to {@code seconds} for {@code condition}; fails naming {@code what}. */
    public static void waitUntil(String what, long seconds, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::getAsBoolean);
            WaitForAsyncUtils.waitForFxEvents();
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting for " + what, e);
        }
    }

    /** Waits up to {@code seconds} for the model's world to be loaded and no load to be under way. */
    public static void loaded(WorldModel model, long seconds) {
        waitUntil("the world to load", seconds, () -> model.loaded() != null && !model.loadingProperty().get());
    }
}
