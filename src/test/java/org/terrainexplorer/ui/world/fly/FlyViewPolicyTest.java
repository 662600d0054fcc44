package org.terrainexplorer.ui.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        assertTrue(FlyView.FAST > FlyView.SLOW, "a margin between, so the levels do not flicker");
        assertEquals(Lod.FULL, StreamPolicy.forView(12, true, false).lod(7, null), "a cut looks inside: 8 chunks");
    }
}
