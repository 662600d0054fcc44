package org.terrainexplorer.ui.common;

import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.value.ObservableBooleanValue;

/**
 * Where a panel says why a typed value was refused: a window's status bar, which shows the reason while the field
 * still holds the value ({@link StandingMessage#showWhile}).
 */
@FunctionalInterface
public interface Refusals {

    /** Says why a value was refused; the message may stand while {@code wrong} holds, and no longer. */
    void refused(String why, ObservableBooleanValue wrong);

    /**
     * A number control made by {@code make} from its refusal handler: a refused value's reason goes to {@code to}
     * and stands while the control's field still holds that value ({@link NumberControl#invalidProperty}).
     */
    static NumberControl reporting(Refusals to, Function<Consumer<String>, NumberControl> make) {
        NumberControl[] made = new NumberControl[1];
        made[0] = make.apply(why -> to.refused(why, made[0].invalidProperty()));
        return made[0];
    }
}
