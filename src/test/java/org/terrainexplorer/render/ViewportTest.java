package org.terrainexplorer.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A viewport")
class ViewportTest {

    private final Viewport view = new Viewport(10, -4, 0.01, 400, 300);

    @Test
    @DisplayName("maps pixel centres to world points and back")
    void pixelsAndWorld() {
        assertEquals(10 + (0.5 - 200) * 0.01, view.worldX(0), 1e-12);
        assertEquals(-4 + (299.5 - 150) * 0.01, view.worldY(299), 1e-12);
        assertEquals(123, view.columnOf(view.worldX(123)), 1e-9);
        assertEquals(77, view.rowOf(view.worldY(77)), 1e-9);
    }

    @Test
    @DisplayName("pans so the world follows the pointer: a drag of (dx, dy) pixels moves the centre by −(dx, dy)·scale")
    void pan() {
        Viewport moved = view.panByPixels(50, -20);
        assertEquals(10 - 0.5, moved.centerX(), 1e-12);
        assertEquals(-4 + 0.2, moved.centerY(), 1e-12);
        assertEquals(view.worldX(100), moved.worldX(150), 1e-12);
    }

    @Test
    @DisplayName("zooms around the cursor: the world point under it stays put")
    void zoomAroundCursor() {
        double px = 123.25;
        double py = 87.5;
        double wx = view.centerX() + (px - view.width() / 2.0) * view.unitsPerPixel();
        double wy = view.centerY() + (py - view.height() / 2.0) * view.unitsPerPixel();
        Viewport zoomed = view.zoomAround(px, py, 2);
        assertEquals(0.005, zoomed.unitsPerPixel(), 1e-15);
        assertEquals(wx, zoomed.centerX() + (px - 200) * zoomed.unitsPerPixel(), 1e-12);
        assertEquals(wy, zoomed.centerY() + (py - 150) * zoomed.unitsPerPixel(), 1e-12);
    }

    @Test
    @DisplayName("home is one world unit across the shorter side, centred on the origin")
    void home() {
        Viewport home = Viewport.home(800, 500);
        assertEquals(1.0, home.worldHeight(), 1e-12);
        assertEquals(0, home.centerX());
    }

    @Test
    @DisplayName("refuses sizes over 16384, non-finite centres and scales out of range, naming them")
    void validation() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> new Viewport(0, 0, 0.01, 16385, 10));
        assertTrue(e.getMessage().contains("16385×10 is out of range"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Viewport(Double.NaN, 0, 0.01, 10, 10));
        assertTrue(e.getMessage().contains("not finite"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Viewport(0, 0, 0, 10, 10));
        assertTrue(e.getMessage().contains("units per pixel: 0.0 is out of range"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Viewport(0, -2e9, 0.01, 10, 10));
        assertTrue(e.getMessage().contains("(0.0, -2.0E9) is out of range; allowed -1e9 to 1e9"), e.getMessage());
    }

    @Test
    @DisplayName("pans and zooms no farther than 10⁹ units from the origin")
    void staysNearEnough() {
        Viewport edge = Viewport.home(100, 100).centredOn(5e9, -5e9);
        assertEquals(Viewport.MAX_COORDINATE, edge.centerX());
        assertEquals(-Viewport.MAX_COORDINATE, edge.centerY());
        Viewport wide = new Viewport(Viewport.MAX_COORDINATE, 0, 1, 100, 100);
        Viewport zoomedOut = wide.zoomAround(0, 50, 0.01);
        assertEquals(Viewport.MAX_COORDINATE, zoomedOut.centerX(), "zooming out at the edge stays within it");
        assertEquals(100, zoomedOut.unitsPerPixel(), 1e-9);
    }
}
