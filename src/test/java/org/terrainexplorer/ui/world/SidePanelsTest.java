package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The world window's side panels' first widths")
class SidePanelsTest {

    private static double[] widths(double window) {
        double[] at = SidePanels.dividers(window);
        return new double[] {at[0] * window, window - at[1] * window};
    }

    @Test
    @DisplayName("from 1280 pixels up the sides get what their labels need and grow with the window to a limit")
    void pixelWidths() {
        double[] small = widths(1280);
        assertEquals(SidePanels.LEFT_MIN, small[0], 1e-9);
        assertEquals(SidePanels.RIGHT_MIN, small[1], 1e-9);
        double[] mid = widths(1600);
        assertEquals(320, mid[0], 1e-9);
        assertEquals(416, mid[1], 1e-9);
        double[] wide = widths(2560);
        assertEquals(SidePanels.LEFT_MAX, wide[0], 1e-9);
        assertEquals(SidePanels.RIGHT_MAX, wide[1], 1e-9);
    }

    @Test
    @DisplayName("in a very narrow window the map keeps a quarter and the dividers stay in order")
    void narrow() {
        double[] at = SidePanels.dividers(600);
        assertTrue(at[0] > 0 && at[0] < at[1] && at[1] < 1);
        assertEquals(0.25, at[1] - at[0], 1e-9);
    }
}
