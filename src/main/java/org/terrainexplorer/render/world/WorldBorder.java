package org.terrainexplorer.render.world;

import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The game's default world border on the maps: a square centred on 0, 0 whose side is the game's largest border,
 * 59,999,968 blocks ({@code WorldBorder.MAX_SIZE}), so blocks from −29,999,984 to 29,999,983 on each axis are
 * inside. Players cannot pass it nor place a block beyond it; the game still generates the strip of chunks from
 * there to its hard limit of ±30,000,000 ({@link ChunkPos#BLOCK_LIMIT}), beyond which a world has no blocks at all.
 * The maps draw the border as a line in the colour of the game's border wall when it stands still
 * ({@link #COLOUR}), two pixels wide just outside the last block inside, and nothing beyond it: no chunk is made
 * or read and nothing is sampled there.
 */
public final class WorldBorder {

    /** The lowest block coordinate inside the border on each axis. */
    public static final int MIN = -29_999_984;
    /** The highest block coordinate inside the border on each axis. */
    public static final int MAX = 29_999_983;
    /** The game's stationary border wall colour ({@code BorderStatus.STATIONARY}, 0x20A0FF). */
    public static final int COLOUR = 0xFF20A0FF;
    /** Beyond the border: an empty, flat dark. */
    public static final int BEYOND = 0xFF0E1013;
    /** How many pixels wide the border's line is. */
    static final int LINE_PIXELS = 2;

    private WorldBorder() {
    }

    /** Whether block (x, z) lies inside the border. */
    public static boolean inside(int x, int z) {
        return x >= MIN && x <= MAX && z >= MIN && z <= MAX;
    }

    /** Whether a chunk lies inside the border (the border runs along chunk edges, so a chunk is inside or out). */
    public static boolean inside(ChunkPos pos) {
        return inside(pos.minBlockX(), pos.minBlockZ());
    }

    /** How far block coordinate {@code v} lies beyond the border on its axis, in blocks (0 inside). */
    private static long beyond(int v) {
        return v < MIN ? (long) MIN - v : v > MAX ? (long) v - MAX : 0;
    }

    /**
     * The colour of a map pixel at {@code blocksPerPixel} showing block (x, z) beyond the border: the border's line
     * within {@link #LINE_PIXELS} pixels of it, else {@link #BEYOND}. Only for blocks outside.
     */
    public static int colour(int x, int z, int blocksPerPixel) {
        long d = Math.max(beyond(x), beyond(z));
        return d <= (long) LINE_PIXELS * blocksPerPixel ? COLOUR : BEYOND;
    }

    /** Paints every pixel of {@code view} beyond the border (over whatever {@code argb} held there). */
    public static void paint(WorldView view, int[] argb) {
        int w = view.width();
        int b = view.blocksPerPixel();
        for (int j = 0; j < view.height(); j++) {
            int z = view.blockZ(j);
            for (int i = 0; i < w; i++) {
                int x = view.blockX(i);
                if (!inside(x, z)) {
                    argb[j * w + i] = colour(x, z, b);
                }
            }
        }
    }

    /** Whether some of {@code view} lies beyond the border (most views do not: then nothing needs painting). */
    public static boolean reaches(WorldView view) {
        return !inside(view.blockX(0), view.blockZ(0)) || !inside(view.blockX(view.width() - 1),
            view.blockZ(view.height() - 1));
    }
}
