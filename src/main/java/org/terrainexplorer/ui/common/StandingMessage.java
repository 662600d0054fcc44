package org.terrainexplorer.ui.common;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Label;

/**
 * A status bar's message and how long it stands: until the next message, or, for a typed value's refusal, while
 * the field still holds the value; then the label is emptied and the bar shows its usual lines.
 */
public final class StandingMessage {

    private final Label label;
    /** What a refusal shown stands on, or null for other messages. */
    private ObservableBooleanValue standsWhile;
    private final ChangeListener<Boolean> fallen = (o, was, now) -> {
        if (!now) {
            show("");
        }
    };

    /** @param label the label the messages are shown in */
    public StandingMessage(Label label) {
        this.label = label;
    }

    /** Shows a message until the next one. */
    public void show(String text) {
        forget();
        label.setText(text);
    }

    /**
     * Shows a refusal's reason while {@code wrong} holds (its field still holds the value); a newer message replaces
     * it sooner. A refusal already mended shows nothing.
     */
    public void showWhile(String text, ObservableBooleanValue wrong) {
        if (wrong.get()) {
            show(text);
            standsWhile = wrong;
            wrong.addListener(fallen);
        }
    }

    /** A refusal shown no longer waits for its field: another message takes its place. */
    public void forget() {
        if (standsWhile != null) {
            standsWhile.removeListener(fallen);
            standsWhile = null;
        }
    }
}
