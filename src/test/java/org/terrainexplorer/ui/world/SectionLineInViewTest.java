package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.SectionLine;

/** Whether a section line shows on the map after a jump: any part of it in the view, not only its ends. */
class SectionLineInViewTest {

    /** 1000 × 600 pixels at 1 block per pixel around the origin: x in [−500, 500], z in [−300, 300]. */
    private static final WorldView VIEW = new WorldView(0, 0, 1, 1000, 600);

    @Test
    @DisplayName("a line crossing the view with both ends outside it is in view")
    void crossingLine() {
        assertTrue(WorldModel.crosses(new SectionLine(0, -2000, 0, 2000), VIEW), "straight through, along z");
        assertTrue(WorldModel.crosses(new SectionLine(-900, -700, 900, 700), VIEW), "diagonally through");
    }

    @Test
    @DisplayName("a line with an end in the view is in view; one wholly beside it, or passing a corner, is not")
    void endsAndMisses() {
        assertTrue(WorldModel.crosses(new SectionLine(400, 0, 2000, 0), VIEW), "one end inside");
        assertTrue(WorldModel.crosses(new SectionLine(10, 10, 10, 10), VIEW), "a single column inside");
        assertFalse(WorldModel.crosses(new SectionLine(600, -2000, 600, 2000), VIEW), "beside it, along z");
        assertFalse(WorldModel.crosses(new SectionLine(400, -900, 1200, -100), VIEW), "past the corner");
        assertFalse(WorldModel.crosses(new SectionLine(-260, 5000, 255, 5000), VIEW), "far away");
    }
}
