package org.terrainexplorer.render.world.fly;

import java.util.function.Function;
import org.terrainexplorer.world.chunk.BlockState;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Where to put the eye to look at a block in a cave: in the cave's open air, along the longest clear line from the
 * block, looking back at it. The camera's usual place, 48 blocks behind and above, lies in solid rock for a block
 * underground, and rock seen from inside looks see-through. Reads the chunks at hand only, without JavaFX.
 */
public final class CaveView {

    /** How far from the block the eye goes at most, in blocks. */
    static final double MAX_DISTANCE = 10;
    /** How far a line is followed through open blocks, in blocks. */
    private static final double REACH = 16;
    private static final double STEP = 0.25;
    private static final int YAWS = 16;
    private static final int[] PITCHES = {-40, -15, 0, 15, 35, 60};

    private CaveView() {
    }

    /**
     * The eye {x, y, z} and the point it looks at {x, y, z} (six numbers) for the block at (x, y, z), or null when
     * the block is not closed off: open sky above it (or the block above it), where looking from behind and above
     * sees it. A clicked solid block (a cave's floor or wall) is looked at from the open block beside it; a chunk not
     * at hand counts as solid.
     */
    public static double[] eye(Function<ChunkPos, ChunkData> chunks, int x, int y, int z) {
        int[] open = openCell(chunks, x, y, z);
        if (open == null || openSky(chunks, open[0], open[1], open[2])) {
            return null;
        }
        double tx = x + 0.5;
        double ty = y + 0.5;
        double tz = z + 0.5;
        double sx = open[0] + 0.5;
        double sy = open[1] + 0.5;
        double sz = open[2] + 0.5;
        double best = -1;
        double[] dir = null;
        for (int p : PITCHES) {
            for (int k = 0; k < YAWS; k++) {
                double yaw = Math.toRadians(360.0 * k / YAWS);
                double cp = Math.cos(Math.toRadians(p));
                double dx = Math.sin(yaw) * cp;
                double dy = Math.sin(Math.toRadians(p));
                double dz = -Math.cos(yaw) * cp;
                double run = clearRun(chunks, sx, sy, sz, dx, dy, dz);
                // The longest clear line, a little above level preferred (looking down into the cave).
                double score = Math.min(run, MAX_DISTANCE + 1) + (p > 0 && p < 45 ? 0.5 : 0);
                if (score > best) {
                    best = score;
                    dir = new double[] {dx, dy, dz};
                }
            }
        }
        double run = clearRun(chunks, sx, sy, sz, dir[0], dir[1], dir[2]);
        // Short of the wall, so the near plane does not clip it.
        double d = Math.max(0, Math.min(MAX_DISTANCE, run - 1.0));
        return new double[] {sx + dir[0] * d, sy + dir[1] * d, sz + dir[2] * d, tx, ty, tz};
    }

    /** The block itself if it is open, else the first open one of the block above and its four sides and below. */
    private static int[] openCell(Function<ChunkPos, ChunkData> chunks, int x, int y, int z) {
        int[][] around = {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}, {-1, 0, 0}, {0, 0, 1}, {0, 0, -1}, {0, -1, 0}};
        for (int[] d : around) {
            if (open(chunks, x + d[0], y + d[1], z + d[2])) {
                return new int[] {x + d[0], y + d[1], z + d[2]};
            }
        }
        return null;
    }

    /** Whether nothing solid lies above the block, to the chunk's top. */
    private static boolean openSky(Function<ChunkPos, ChunkData> chunks, int x, int y, int z) {
        ChunkData c = chunks.apply(ChunkPos.ofBlock(x, z));
        if (c == null) {
            return false;
        }
        for (int v = y + 1; v < c.minY() + c.height(); v++) {
            if (!open(c, x, v, z)) {
                return false;
            }
        }
        return true;
    }

    /** How far from (x, y, z) along the unit direction the blocks stay open, up to {@link #REACH}. */
    private static double clearRun(Function<ChunkPos, ChunkData> chunks, double x, double y, double z, double dx,
                                   double dy, double dz) {
        for (double t = STEP; t <= REACH; t += STEP) {
            if (!open(chunks, (int) Math.floor(x + dx * t), (int) Math.floor(y + dy * t),
                (int) Math.floor(z + dz * t))) {
                return t - STEP;
            }
        }
        return REACH;
    }

    private static boolean open(Function<ChunkPos, ChunkData> chunks, int x, int y, int z) {
        ChunkData c = chunks.apply(ChunkPos.ofBlock(x, z));
        return c != null && open(c, x, y, z);
    }

    /** Air or fluid: what the eye can be in. Outside the world's height counts as open above, solid below. */
    private static boolean open(ChunkData c, int x, int y, int z) {
        if (y < c.minY()) {
            return false;
        }
        if (y >= c.minY() + c.height()) {
            return true;
        }
        BlockState s = c.palette().state(c.block(x & 15, y, z & 15));
        return s.isAir() || s.isFluid();
    }
}
