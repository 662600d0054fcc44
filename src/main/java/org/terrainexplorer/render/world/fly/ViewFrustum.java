package org.terrainexplorer.render.world.fly;

/**
 * What a {@link FlyCamera} sees, as four planes through the eye (left, right, top, bottom of a view of an aspect
 * ratio): a box wholly outside one of them is out of view. The 3D view hides such chunks, so neither JavaFX nor
 * the GPU spends time on them. A margin widens the planes a little, so a chunk at the edge never flickers.
 */
public final class ViewFrustum {

    private final double ex;
    private final double ey;
    private final double ez;
    /** Inward normals of the four planes, x y z each. */
    private final double[] normals = new double[12];

    /**
     * @param camera the camera
     * @param aspect the view's width over its height
     */
    public ViewFrustum(FlyCamera camera, double aspect) {
        ex = camera.x();
        ey = camera.y();
        ez = camera.z();
        double[] f = camera.forward();
        double[] r = camera.right();
        double[] u = camera.up();
        double tv = Math.tan(Math.toRadians(camera.fieldOfView() / 2)) * 1.05;
        double th = tv * aspect;
        // A plane's inward normal: the edge direction crossed with the axis it turns about.
        plane(0, f, r, th, 1);
        plane(1, f, r, th, -1);
        plane(2, f, u, tv, 1);
        plane(3, f, u, tv, -1);
    }

    /** The inward normal of the plane through the eye and the view's edge at {@code side · t} along {@code axis}. */
    private void plane(int i, double[] f, double[] axis, double t, int side) {
        // Inward normal: forward · t − axis · side (points from the edge toward the view's centre).
        normals[3 * i] = f[0] * t - axis[0] * side;
        normals[3 * i + 1] = f[1] * t - axis[1] * side;
        normals[3 * i + 2] = f[2] * t - axis[2] * side;
    }

    /** Whether any part of the box (block coordinates) may be in view. */
    public boolean sees(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        for (int i = 0; i < 4; i++) {
            double nx = normals[3 * i];
            double ny = normals[3 * i + 1];
            double nz = normals[3 * i + 2];
            // The box's corner furthest along the normal.
            double px = (nx >= 0 ? maxX : minX) - ex;
            double py = (ny >= 0 ? maxY : minY) - ey;
            double pz = (nz >= 0 ? maxZ : minZ) - ez;
            if (px * nx + py * ny + pz * nz < 0) {
                return false;
            }
        }
        return true;
    }

    /** Where fog starts, as a share of the view distance. */
    public static final double FOG_START = 0.6;

    /** The fog (0 clear to 1 the fog's colour) at a distance: clear to 60% of the view, then thickening to it. */
    public static double fog(double distanceBlocks, double viewBlocks) {
        double start = FOG_START * viewBlocks;
        double t = (distanceBlocks - start) / (viewBlocks - start);
        return Math.max(0, Math.min(1, t));
    }
}
