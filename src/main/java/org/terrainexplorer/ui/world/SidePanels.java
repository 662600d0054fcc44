package org.terrainexplorer.ui.world;

import javafx.beans.InvalidationListener;
import javafx.scene.control.SplitPane;

/**
 * The world window's side panels' first widths, in pixels rather than shares: the parameters on the left and the
 * teaching tabs on the right get what their labels need from a 1280-pixel window up (more on a wider one, up to a
 * limit), and the map the rest. Set once, on the first layout; then the dividers are the user's, and the side
 * panels keep their widths when the window is resized.
 */
final class SidePanels {

    /** The parameters' width: a fifth of the window, within these bounds. */
    static final double LEFT_MIN = 270;
    static final double LEFT_MAX = 330;
    /** The teaching tabs' width: 26 % of the window, within these bounds. */
    static final double RIGHT_MIN = 360;
    static final double RIGHT_MAX = 440;

    private SidePanels() {
    }

    /** Sets a three-part split's dividers from the side panels' widths once it is first laid out wide enough. */
    static void widthsOnFirstLayout(SplitPane split) {
        InvalidationListener[] once = new InvalidationListener[1];
        once[0] = o -> {
            double w = split.getWidth();
            if (w <= 0) {
                return;
            }
            split.widthProperty().removeListener(once[0]);
            double[] at = dividers(w);
            split.setDividerPositions(at[0], at[1]);
        };
        split.widthProperty().addListener(once[0]);
    }

    /** The two dividers' positions (shares of {@code width}) for the side panels' first widths. */
    static double[] dividers(double width) {
        double left = Math.max(LEFT_MIN, Math.min(LEFT_MAX, width * 0.2));
        double right = Math.max(RIGHT_MIN, Math.min(RIGHT_MAX, width * 0.26));
        if (left + right > width * 0.75) {
            // A very narrow window: the map keeps a quarter, the sides share the rest in proportion.
            double scale = width * 0.75 / (left + right);
            left *= scale;
            right *= scale;
        }
        return new double[] {left / width, 1 - right / width};
    }
}
