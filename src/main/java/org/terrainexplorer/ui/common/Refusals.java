package org.terrainexplorer.ui.common;

import javafx.beans.value.ObservableBooleanValue;

/**
 * Where a control says why a typed value was refused ({@link NumberControl}): a window's status bar, which shows the
 * reason while the field still holds the value ({@link StandingMessage#showWhile}).
 */
@FunctionalInterface
public interface Refusals {

    /** Says why a value was refused; the message may stand while {@code wrong} holds, and no longer. */
    void refused(String why, ObservableBooleanValue wrong);
}
