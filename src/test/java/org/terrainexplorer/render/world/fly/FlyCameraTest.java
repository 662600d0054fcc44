package org.terrainexplorer.render.world.fly;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The camera's controls as a model: orbit, zoom, pan, fly, look, go to, pick rays and what it sees. */
class FlyCameraTest {

    private static final double EPS = 1e-9;

    private static double dist(double[] a, double[] b) {
        return Math.sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
    }

    @Test
    @DisplayName("heading: yaw 0 looks north (−z), 90 east (+x); right is level and up is right × forward")
    void axes() {
        FlyCamera c = new FlyCamera(0, 100, 0);
        c.turnTo(0, 0);
        assertArrayEquals(new double[] {0, 0, -1}, c.forward(), EPS);
        assertArrayEquals(new double[] {1, 0, 0}, c.right(), EPS);
        assertArrayEquals(new double[] {0, 1, 0}, c.up(), EPS);
        c.turnTo(90, 0);
        assertArrayEquals(new double[] {1, 0, 0}, c.forward(), EPS);
        assertArrayEquals(new double[] {0, 0, 1}, c.right(), EPS);
        c.turnTo(-90, 100);
        assertEquals(270, c.yaw(), EPS);
        assertEquals(89, c.pitch(), EPS, "the pitch stops short of straight up");
    }

    @Test
    @DisplayName("orbit: a drag turns the eye around the pivot, which stays put, at the same distance")
    void orbit() {
        FlyCamera c = new FlyCamera(10, 80, 10);
        double[] pivot = c.pivot();
        c.orbit(150, -40);
        assertArrayEquals(pivot, c.pivot(), 1e-6);
        assertEquals(c.distance(), dist(new double[] {c.x(), c.y(), c.z()}, pivot), 1e-6);
        assertEquals(45, c.yaw(), EPS, "150 px right: 45° round");
        assertEquals(-18, c.pitch(), EPS, "40 px up: tipped 12° toward level");
        c.orbit(0, 1000);
        assertEquals(-89, c.pitch(), EPS, "looking straight down at most");
    }

    @Test
    @DisplayName("zoom: the wheel moves the eye toward the pivot by 1.15 a step, within 2 and 4000 blocks")
    void zoom() {
        FlyCamera c = new FlyCamera(0, 100, 0);
        double[] pivot = c.pivot();
        double d = c.distance();
        c.zoom(2);
        assertEquals(d / 1.15 / 1.15, c.distance(), 1e-9);
        assertArrayEquals(pivot, c.pivot(), 1e-6);
        c.zoom(100);
        assertEquals(FlyCamera.MIN_DISTANCE, c.distance(), EPS);
        c.zoom(-1000);
        assertEquals(FlyCamera.MAX_DISTANCE, c.distance(), EPS);
    }

    @Test
    @DisplayName("pan: a drag slides eye and pivot across the view, the pivot's plane following the pointer")
    void pan() {
        FlyCamera c = new FlyCamera(0, 100, 0);
        c.turnTo(0, 0);
        double[] pivot = c.pivot();
        // 70° field of view, 64 blocks away, 700 px high: 2·64·tan 35° / 700 blocks a pixel.
        double perPixel = 2 * 64 * Math.tan(Math.toRadians(35)) / 700;
        c.pan(100, 50, 700);
        double[] moved = c.pivot();
        assertEquals(-100 * perPixel, moved[0] - pivot[0], 1e-9, "dragged right: the world follows, the eye goes left");
        assertEquals(50 * perPixel, moved[1] - pivot[1], 1e-9, "dragged down: the eye goes up");
        assertEquals(0, moved[2] - pivot[2], 1e-9);
        assertEquals(0, c.yaw(), EPS);
    }

    @Test
    @DisplayName("fly: WASD along the heading, space and shift up and down, at the set speed; opposite keys cancel")
    void fly() {
        FlyCamera c = new FlyCamera(0, 70, 0);
        c.turnTo(90, -40);
        c.setSpeed(10);
        c.move(2, EnumSet.of(FlyCamera.Move.FORWARD));
        assertEquals(20, c.x(), 1e-9, "level, along the heading east, pitch aside");
        assertEquals(70, c.y(), 1e-9);
        c.move(1, EnumSet.of(FlyCamera.Move.RIGHT));
        assertEquals(10, c.z(), 1e-9, "right of east is south");
        c.move(1, EnumSet.of(FlyCamera.Move.UP));
        assertEquals(80, c.y(), 1e-9);
        c.move(1, EnumSet.of(FlyCamera.Move.FORWARD, FlyCamera.Move.BACK, FlyCamera.Move.DOWN, FlyCamera.Move.UP));
        assertArrayEquals(new double[] {20, 80, 10}, new double[] {c.x(), c.y(), c.z()}, 1e-9);
        c.move(1, EnumSet.of(FlyCamera.Move.FORWARD, FlyCamera.Move.LEFT));
        assertEquals(10, Math.hypot(c.x() - 20, c.z() - 10), 1e-9, "diagonals are no faster");
        c.setSpeed(1e9);
        assertEquals(FlyCamera.MAX_SPEED, c.speed(), EPS);
        c.move(1e9, Set.of(FlyCamera.Move.FORWARD));
        assertEquals(FlyCamera.LIMIT, c.x(), EPS, "the eye stops at the world's border");
    }

    @Test
    @DisplayName("look: the mouse turns the view where the eye is")
    void look() {
        FlyCamera c = new FlyCamera(5, 70, 5);
        c.turnTo(0, 0);
        c.look(300, 100);
        assertEquals(90, c.yaw(), EPS, "300 px right: a quarter turn to the east");
        assertEquals(-30, c.pitch(), EPS, "100 px down: 30° down");
        assertArrayEquals(new double[] {5, 70, 5}, new double[] {c.x(), c.y(), c.z()}, EPS);
    }

    @Test
    @DisplayName("go to: looks down at a block's top from behind along the heading")
    void goTo() {
        FlyCamera c = new FlyCamera(0, 200, 0);
        c.turnTo(90, 10);
        c.goTo(1000, 64, -500);
        assertArrayEquals(new double[] {1000.5, 64, -499.5}, c.pivot(), 1e-6);
        assertEquals(-35, c.pitch(), EPS);
        assertTrue(c.x() < 1000.5 && c.y() > 64, "behind (west of) and above it");
    }

    @Test
    @DisplayName("pick ray: the view's centre is the heading; its edges lie half the field of view off it")
    void ray() {
        FlyCamera c = new FlyCamera(0, 0, 0);
        c.turnTo(30, -20);
        assertArrayEquals(c.forward(), c.ray(400, 300, 800, 600), 1e-9);
        double[] top = c.ray(400, 0, 800, 600);
        double angle = Math.toDegrees(Math.acos(top[0] * c.forward()[0] + top[1] * c.forward()[1]
            + top[2] * c.forward()[2]));
        assertEquals(35, angle, 1e-9);
        assertTrue(top[1] > c.forward()[1], "the top edge looks higher");
    }

    @Test
    @DisplayName("frustum: boxes ahead are seen, boxes behind or far aside are not")
    void frustum() {
        FlyCamera c = new FlyCamera(0, 64, 0);
        c.turnTo(0, 0);
        ViewFrustum f = new ViewFrustum(c, 16 / 9.0);
        assertTrue(f.sees(-8, 60, -100, 8, 70, -84), "ahead");
        assertFalse(f.sees(-8, 60, 84, 8, 70, 100), "behind");
        assertFalse(f.sees(500, 60, -100, 516, 70, -84), "far to the right");
        assertTrue(f.sees(-8, -64, -8, 8, 320, 8), "the box around the eye");
        assertFalse(f.sees(-8, 400, -60, 8, 420, -40), "far above");
    }

    @Test
    @DisplayName("fog: clear to 60% of the view distance, full at it")
    void fog() {
        assertEquals(0, ViewFrustum.fog(100, 200), 1e-12);
        assertEquals(0, ViewFrustum.fog(120, 200), 1e-12);
        assertEquals(0.5, ViewFrustum.fog(160, 200), 1e-12);
        assertEquals(1, ViewFrustum.fog(200, 200), 1e-12);
        assertEquals(1, ViewFrustum.fog(500, 200), 1e-12);
    }
}
