package org.terrainexplorer.render.world.fly;

import java.util.Set;

/**
 * The 3D view's camera as a model, without JavaFX: an eye in block coordinates (x east, y up, z south), a heading
 * (yaw, degrees clockwise from north seen from above: 0 north, 90 east) and a pitch (degrees, up positive), a
 * vertical field of view, and the distance to the point orbiting turns around. Two ways to move it:
 *
 * <ul>
 *   <li><b>orbit</b>: {@link #orbit} turns the eye around the pivot (the point {@link #distance} ahead),
 *       {@link #zoom} moves it nearer or further, {@link #pan} slides eye and pivot across the view;</li>
 *   <li><b>fly</b>: {@link #look} turns the view where the eye is, {@link #move} flies it (WASD along the
 *       heading, up and down along y) at {@link #speed} blocks a second.</li>
 * </ul>
 * {@link #goTo} looks at a block from above and behind it. Angles and distances are kept in range: the pitch
 * within ±89°, the distance 2 to 4000 blocks, the eye within the world's ±30,000,000 and 2,048 blocks of y 0.
 *
 * <p>Not thread-safe: one thread (the FX thread) owns it; {@link #pose} gives an immutable snapshot for others.
 */
public final class FlyCamera {

    /** The largest |x| and |z| the eye may reach: the game's world border. */
    public static final double LIMIT = 30_000_000;
    /** The largest |y|. */
    public static final double Y_LIMIT = 2048;
    /** Degrees of turn per pixel dragged. */
    public static final double DEGREES_PER_PIXEL = 0.3;
    /** The factor one wheel step zooms by. */
    public static final double ZOOM_STEP = 1.15;
    public static final double MIN_DISTANCE = 2;
    public static final double MAX_DISTANCE = 4000;
    public static final double MIN_SPEED = 2;
    public static final double MAX_SPEED = 1000;

    /** Which way a held key moves the eye. */
    public enum Move { FORWARD, BACK, LEFT, RIGHT, UP, DOWN }

    /** A snapshot: where the eye is and where it looks. */
    public record Pose(double x, double y, double z, double yaw, double pitch) {
    }

    private double x;
    private double y;
    private double z;
    private double yaw;
    private double pitch;
    private double distance = 64;
    private double fieldOfView = 70;
    private double speed = 20;

    /** A camera at (x, y, z) looking north and 30° down. */
    public FlyCamera(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.pitch = -30;
        clamp();
    }

    /** The pose now. */
    public Pose pose() {
        return new Pose(x, y, z, yaw, pitch);
    }

    /** The unit vector the eye looks along. */
    public double[] forward() {
        double cy = Math.cos(Math.toRadians(yaw));
        double sy = Math.sin(Math.toRadians(yaw));
        double cp = Math.cos(Math.toRadians(pitch));
        double sp = Math.sin(Math.toRadians(pitch));
        return new double[] {sy * cp, sp, -cy * cp};
    }

    /** The unit vector to the view's right, level. */
    public double[] right() {
        double r = Math.toRadians(yaw);
        return new double[] {Math.cos(r), 0, Math.sin(r)};
    }

    /** The unit vector up in the view: right × forward. */
    public double[] up() {
        double[] f = forward();
        double[] r = right();
        return new double[] {r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0]};
    }

    /** The point orbiting turns around: {@link #distance} ahead of the eye. */
    public double[] pivot() {
        double[] f = forward();
        return new double[] {x + f[0] * distance, y + f[1] * distance, z + f[2] * distance};
    }

    /**
     * Orbit: turns the eye around the pivot by a drag of (dx, dy) pixels, as if the drag turned the world: right
     * carries the near side right, down tips it toward the eye (so the eye looks more from above).
     */
    public void orbit(double dx, double dy) {
        double[] p = pivot();
        yaw = normalise(yaw + dx * DEGREES_PER_PIXEL);
        pitch = Math.max(-89, Math.min(89, pitch - dy * DEGREES_PER_PIXEL));
        placeBehind(p);
    }

    /** Orbit: wheel steps toward the pivot (positive) or away from it. */
    public void zoom(double steps) {
        double[] p = pivot();
        distance = Math.max(MIN_DISTANCE, Math.min(MAX_DISTANCE, distance * Math.pow(ZOOM_STEP, -steps)));
        placeBehind(p);
    }

    /**
     * Orbit: slides the eye and the pivot by a drag of (dx, dy) pixels in a view {@code viewHeight} pixels high,
     * so the pivot's plane follows the pointer.
     */
    public void pan(double dx, double dy, double viewHeight) {
        double blocksPerPixel = 2 * distance * Math.tan(Math.toRadians(fieldOfView / 2)) / Math.max(1, viewHeight);
        double[] r = right();
        double[] u = up();
        x += (-r[0] * dx + u[0] * dy) * blocksPerPixel;
        y += (-r[1] * dx + u[1] * dy) * blocksPerPixel;
        z += (-r[2] * dx + u[2] * dy) * blocksPerPixel;
        clamp();
    }

    /** Fly: turns the view by a mouse move of (dx, dy) pixels, the eye staying where it is. */
    public void look(double dx, double dy) {
        yaw = normalise(yaw + dx * DEGREES_PER_PIXEL);
        pitch = Math.max(-89, Math.min(89, pitch - dy * DEGREES_PER_PIXEL));
    }

    /** Fly: moves the eye for {@code seconds} with these keys held, at {@link #speed}. Opposite keys cancel. */
    public void move(double seconds, Set<Move> held) {
        double r = Math.toRadians(yaw);
        double fx = Math.sin(r);
        double fz = -Math.cos(r);
        double dx = 0;
        double dy = 0;
        double dz = 0;
        int along = (held.contains(Move.FORWARD) ? 1 : 0) - (held.contains(Move.BACK) ? 1 : 0);
        int across = (held.contains(Move.RIGHT) ? 1 : 0) - (held.contains(Move.LEFT) ? 1 : 0);
        int vertical = (held.contains(Move.UP) ? 1 : 0) - (held.contains(Move.DOWN) ? 1 : 0);
        dx += fx * along - fz * across;
        dz += fz * along + fx * across;
        dy += vertical;
        double length = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (length == 0 || seconds <= 0) {
            return;
        }
        double step = speed * seconds / length;
        x += dx * step;
        y += dy * step;
        z += dz * step;
        clamp();
    }

    /** Looks at the top of a block from behind and above it, along the current heading, 48 blocks away. */
    public void goTo(double blockX, double topY, double blockZ) {
        pitch = -35;
        distance = 48;
        placeBehind(new double[] {blockX + 0.5, topY, blockZ + 0.5});
    }

    /**
     * Puts the eye at {@code eye} looking at {@code target} (each {x, y, z}), which it then orbits around: for a
     * block in a cave, seen from the cave's open air.
     */
    public void lookAt(double[] eye, double[] target) {
        double dx = target[0] - eye[0];
        double dy = target[1] - eye[1];
        double dz = target[2] - eye[2];
        double level = Math.hypot(dx, dz);
        double length = Math.sqrt(level * level + dy * dy);
        if (length < 1e-6) {
            moveTo(eye[0], eye[1], eye[2]);
            return;
        }
        yaw = normalise(Math.toDegrees(Math.atan2(dx, -dz)));
        pitch = Math.max(-89, Math.min(89, Math.toDegrees(Math.atan2(dy, level))));
        distance = Math.max(MIN_DISTANCE, length);
        moveTo(eye[0], eye[1], eye[2]);
    }

    /** Puts the eye at (x, y, z), keeping the heading. */
    public void moveTo(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
        clamp();
    }

    /** Turns the view to a heading and pitch, the eye staying. */
    public void turnTo(double yaw, double pitch) {
        this.yaw = normalise(yaw);
        this.pitch = Math.max(-89, Math.min(89, pitch));
    }

    /**
     * The direction through a point of the view, {@code (px, py)} pixels from its top left in a view of
     * {@code width} × {@code height} pixels: for picking the block under the pointer.
     */
    public double[] ray(double px, double py, double width, double height) {
        double t = Math.tan(Math.toRadians(fieldOfView / 2));
        double nx = (2 * px / width - 1) * t * width / height;
        double ny = (1 - 2 * py / height) * t;
        double[] f = forward();
        double[] r = right();
        double[] u = up();
        double[] d = {f[0] + r[0] * nx + u[0] * ny, f[1] + r[1] * nx + u[1] * ny, f[2] + r[2] * nx + u[2] * ny};
        double length = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        return new double[] {d[0] / length, d[1] / length, d[2] / length};
    }

    private void placeBehind(double[] pivot) {
        double[] f = forward();
        x = pivot[0] - f[0] * distance;
        y = pivot[1] - f[1] * distance;
        z = pivot[2] - f[2] * distance;
        clamp();
    }

    private void clamp() {
        x = Math.max(-LIMIT, Math.min(LIMIT, x));
        z = Math.max(-LIMIT, Math.min(LIMIT, z));
        y = Math.max(-Y_LIMIT, Math.min(Y_LIMIT, y));
    }

    private static double normalise(double degrees) {
        double d = degrees % 360;
        return d < 0 ? d + 360 : d;
    }

    public double x() {
        return x;
    }

    public double y() {
        return y;
    }

    public double z() {
        return z;
    }

    public double yaw() {
        return yaw;
    }

    public double pitch() {
        return pitch;
    }

    /** The orbit's distance from the eye to the pivot. */
    public double distance() {
        return distance;
    }

    /** The vertical field of view, degrees. */
    public double fieldOfView() {
        return fieldOfView;
    }

    /** Flying speed, blocks a second. */
    public double speed() {
        return speed;
    }

    /** Sets the flying speed, kept within 2 to 1000 blocks a second. */
    public void setSpeed(double blocksPerSecond) {
        speed = Math.max(MIN_SPEED, Math.min(MAX_SPEED, blocksPerSecond));
    }
}
