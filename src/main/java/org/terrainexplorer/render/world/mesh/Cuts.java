package org.terrainexplorer.render.world.mesh;

import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Cut-aways: every block above {@code topY}, and (when {@code alongLine}) every column on one side of the line
 * through (ax, az) and (bx, bz), is left out, so what they hid (caves, aquifers, the section's face) shows. The
 * side cut away is the one where the cross product of the line's direction and the column's offset has the sign
 * {@code side}.
 *
 * <p>{@link #forChunk} reduces cuts to what they do to one chunk, so a mesh is made again only when that changes:
 * a level above the chunk's blocks is no cut, a line that misses the chunk is none, one that covers it cuts all.
 */
public record Cuts(int topY, boolean alongLine, double ax, double az, double bx, double bz, int side) {

    /** No cut. */
    public static final Cuts NONE = new Cuts(Integer.MAX_VALUE, false, 0, 0, 0, 0, 0);
    /** Everything cut away. */
    public static final Cuts ALL = new Cuts(Integer.MIN_VALUE, false, 0, 0, 0, 0, 0);

    /** A horizontal cut above y. */
    public static Cuts above(int topY) {
        return new Cuts(topY, false, 0, 0, 0, 0, 0);
    }

    /** These cuts with a vertical one along a line, on the side holding (viewX, viewZ) (the camera). */
    public Cuts withLine(double ax, double az, double bx, double bz, double viewX, double viewZ) {
        int s = (int) Math.signum(cross(ax, az, bx, bz, viewX, viewZ));
        if (ax == bx && az == bz) {
            return new Cuts(topY, false, 0, 0, 0, 0, 0);
        }
        return new Cuts(topY, true, ax, az, bx, bz, s == 0 ? 1 : s);
    }

    /** Whether the column through block (x, z) is cut away by the line. */
    public boolean cutsColumn(int x, int z) {
        return alongLine && Math.signum(cross(ax, az, bx, bz, x + 0.5, z + 0.5)) == side;
    }

    /** Whether the block is cut away. */
    public boolean cuts(int x, int y, int z) {
        return y > topY || cutsColumn(x, z);
    }

    private static double cross(double ax, double az, double bx, double bz, double px, double pz) {
        return (bx - ax) * (pz - az) - (bz - az) * (px - ax);
    }

    /**
     * What these cuts do to a chunk whose blocks (with its neighbours' border) lie below {@code chunkTop}: the
     * same value for any two cuts that leave the chunk's mesh the same.
     */
    public Cuts forChunk(ChunkPos pos, int chunkTop) {
        int top = topY >= chunkTop - 1 ? Integer.MAX_VALUE : topY;
        if (!alongLine) {
            return top == topY ? this : new Cuts(top, false, 0, 0, 0, 0, 0);
        }
        // Columns one beyond the chunk count too: they are the border its faces look into.
        int x0 = pos.minBlockX() - 1;
        int z0 = pos.minBlockZ() - 1;
        int cut = 0;
        for (int k = 0; k < 4; k++) {
            if (cutsColumn(x0 + (k & 1) * 17, z0 + (k >> 1) * 17)) {
                cut++;
            }
        }
        if (cut == 0) {
            return top == Integer.MAX_VALUE ? NONE : new Cuts(top, false, 0, 0, 0, 0, 0);
        }
        if (cut == 4) {
            return ALL;
        }
        return new Cuts(top, true, ax, az, bx, bz, side);
    }
}
