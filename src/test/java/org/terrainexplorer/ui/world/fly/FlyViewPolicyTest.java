package org.terrainexplorer.ui.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.fly.StreamPolicy;
import org.terrainexplorer.render.world.mesh.Lod;

@DisplayName("The 3D view's levels of detail")
class FlyViewPolicyTest {

    @Test
    @DisplayName("in fast flight chunks drop to coarser levels sooner, so they are drawn rather than waited for")
    void coarserInFastFlight() {
        StreamPolicy normal = StreamPolicy.forView(12, false, false);
        StreamPolicy fast = StreamPolicy.forView(12, false, true);
        assertEquals(Lod.FULL, normal.lod(3, null));
        assertEquals(Lod.SURFACE, fast.lod(3, null), "every face only very near");
        assertEquals(Lod.SURFACE, normal.lod(8, null));
        assertEquals(Lod.COARSE, fast.lod(8, null), "coarse from 4 chunks");
        assertEquals(Lod.FULL, StreamPolicy.forView(12, true, false).lod(7, null), "a cut looks inside: 8 chunks");
    }

    @Test
    @DisplayName("fast flight starts above 60 blocks a second and ends only under 30, so the levels do not flicker")
    void fastFlightHasAMargin() {
        assertFalse(StreamPolicy.fastAfter(false, 45), "between the two speeds, a slow view stays slow");
        assertTrue(StreamPolicy.fastAfter(true, 45), "between the two speeds, a fast view stays fast");
        assertTrue(StreamPolicy.fastAfter(false, 61));
        assertTrue(StreamPolicy.fastAfter(true, 30));
        assertFalse(StreamPolicy.fastAfter(true, 29));
        assertFalse(StreamPolicy.fastAfter(false, 60));
        // A speed wavering around either threshold switches once, not at every frame.
        boolean fast = false;
        int switches = 0;
        for (double speed : new double[] {59, 62, 58, 63, 57, 61, 40, 33, 31, 35, 29, 31, 28, 32}) {
            boolean next = StreamPolicy.fastAfter(fast, speed);
            switches += next != fast ? 1 : 0;
            fast = next;
        }
        assertEquals(2, switches, "fast once at 62, slow once at 29");
        assertFalse(fast);
    }
}
