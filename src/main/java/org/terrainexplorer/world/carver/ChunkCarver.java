package org.terrainexplorer.world.carver;

import java.util.Arrays;
import org.terrainexplorer.world.chunk.BlockState;

/**
 * One thread's carving of chunks, after the game's {@code NoiseBasedChunkGenerator.applyCarvers} and
 * {@code WorldCarver.carveEllipsoid}/{@code carveBlock}: for each of the 17 × 17 chunks within the carvers'
 * reach, each carver started there walks its tunnels again as far as the game's reach test lets it for this chunk,
 * and each ellipsoid replaces, in the chunk's columns it covers, the replaceable blocks it has not visited yet with
 * what the aquifer says (lava at and below the carver's lava level); a column cut through grass or mycelium gets
 * its surface block moved down onto the dirt below. The carving mask records what was visited.
 *
 * <p>Each column can be carved, only probed (is anything at or above a level changed? for the partial chunks of
 * maps and sections, which then fall back to the whole chunk) or skipped. Never shared between threads; {@link
 * #carve} starts afresh, so nothing of one chunk reaches the next.
 */
public final class ChunkCarver {

    /** The nether carver's air. */
    public static final BlockState CAVE_AIR = BlockState.of("minecraft:cave_air");
    /**
     * How a column is treated: carved; probed for a change at or above a level; probed for a visit of a block at or
     * above it; only visited (the mask made, no block read: for previews); or skipped.
     */
    public static final byte CARVE = 0;
    public static final byte PROBE_CHANGE = 1;
    public static final byte PROBE_TOUCH = 2;
    public static final byte VISIT = 3;
    public static final byte SKIP = 4;
    /** The reach of a start in chunks: the game's 8. */
    private static final int REACH = 8;
    /** The top blocks of the generation range a new chunk never carves. */
    private static final int PROTECTED_TOP = 7;

    private final CompiledCarvers carvers;
    private final CarverRandom scratch = new CarverRandom(0L);
    private final long[] mask;
    /** Per column (z · 16 + x), the lowest y the last carve visited (MAX_VALUE: none). */
    private final int[] lowestVisit = new int[256];
    private CarveTarget target;
    private byte[] modes;
    private int[] probeFrom;
    /** Where a probe records the columns it found changed, instead of stopping; null to stop. */
    private boolean[] hits;
    private int lowestInterest;
    private boolean probeHit;
    private int minX;
    private int minZ;
    private double midX;
    private double midZ;
    private Started current;
    private Started.Origin origin;
    private int traceIndex = -1;
    private Carving traced;

    /** A carver for one thread. */
    public ChunkCarver(CompiledCarvers carvers) {
        this.carvers = carvers;
        mask = new long[(carvers.height << 8) + 63 >> 6];
    }

    /**
     * Carves chunk (chunkX, chunkZ) into {@code target}. {@code modes} gives each column's treatment (index z · 16
     * + x; null: carve all), {@code probeFrom} the lowest y a probed column is watched at. Returns false if a probe
     * found a change (the carving then stopped), else true.
     */
    public boolean carve(CarveTarget target, int chunkX, int chunkZ, byte[] modes, int[] probeFrom) {
        return carve(target, chunkX, chunkZ, modes, probeFrom, null);
    }

    /**
     * {@link #carve}, but a probe that finds a change marks its column in {@code hits} (and watches it no more)
     * instead of stopping: the columns that need their whole depth. Modes of hit columns become {@link #VISIT}.
     */
    public boolean carve(CarveTarget target, int chunkX, int chunkZ, byte[] modes, int[] probeFrom, boolean[] hits) {
        this.hits = hits;
        this.target = target;
        this.modes = modes;
        this.probeFrom = probeFrom;
        Arrays.fill(mask, 0L);
        Arrays.fill(lowestVisit, Integer.MAX_VALUE);
        probeHit = false;
        traced = null;
        minX = chunkX << 4;
        minZ = chunkZ << 4;
        midX = minX + 7;
        midZ = minZ + 7;
        lowestInterest = Integer.MAX_VALUE;
        for (int column = 0; column < 256; column++) {
            byte m = modes == null ? CARVE : modes[column];
            if (m == CARVE || m == VISIT) {
                lowestInterest = Integer.MIN_VALUE;
                break;
            }
            if (m != SKIP) {
                lowestInterest = Math.min(lowestInterest, probeFrom[column]);
            }
        }
        if (lowestInterest == Integer.MAX_VALUE) {
            return true;
        }
        try {
            for (int dx = -REACH; dx <= REACH; dx++) {
                for (int dz = -REACH; dz <= REACH; dz++) {
                    for (Started s : carvers.starts.at(chunkX + dx, chunkZ + dz, target, scratch)) {
                        current = s;
                        CompiledCarvers.Rules rules = carvers.rules.get(s.config());
                        for (TunnelStart t : s.tunnels()) {
                            if (!t.mayReach(minX, minZ)) {
                                continue;
                            }
                            origin = t.origin;
                            replay(t, rules);
                            if (probeHit) {
                                return false;
                            }
                        }
                    }
                }
            }
        } finally {
            this.target = null;
            current = null;
        }
        return true;
    }

    /**
     * Records, in the next {@link #carve}, what carves block (x, y, z) of the chunk (or moves the surface onto it);
     * read it with {@link #traced()}.
     */
    public void trace(int x, int y, int z) {
        traceIndex = index(x & 15, y, z & 15);
    }

    /** What carved the traced block in the last carve, or null; the trace is then cleared. */
    public Carving traced() {
        Carving c = traced;
        traceIndex = -1;
        traced = null;
        return c;
    }

    /**
     * The carving mask of the last carve as the game saves it ({@code BitSet.toLongArray}: bit x | z << 4 |
     * (y − the world's lowest y) << 8, trailing zero words dropped).
     */
    public long[] mask() {
        int n = mask.length;
        while (n > 0 && mask[n - 1] == 0L) {
            n--;
        }
        return Arrays.copyOf(mask, n);
    }

    /**
     * Whether the last carve visited block (x, y, z) (chunk-local x and z). Not known in a probed column under the
     * level it watches: see {@link #lowestVisited}.
     */
    public boolean visited(int x, int y, int z) {
        int i = index(x, y, z);
        return (mask[i >> 6] >>> i & 1L) != 0L;
    }

    /**
     * The lowest y the last carve visited in a column (chunk-local x and z), whatever its mode; MAX_VALUE if none.
     * The tunnels walked are those that could reach a level watched, as {@link #carve} says.
     */
    public int lowestVisited(int x, int z) {
        return lowestVisit[z << 4 | x];
    }

    // ------------------------------------------------------------------ the walk

    /**
     * Replays a tunnel for this chunk: its ellipsoids while the game's reach test holds (carving those that touch
     * the chunk), then its branches, if it got to them and they may reach the chunk. The walk is taken only as far
     * as this chunk needs it: to where the reach test fails, or where neither the rest of the tunnel nor its
     * branches can touch the chunk (or the levels a probe watches) any more.
     */
    private void replay(TunnelStart start, CompiledCarvers.Rules rules) {
        Tunnel t = start.walked(1);
        int i = 0;
        while (true) {
            for (; i < t.count; i++) {
                int k = 5 * i;
                double x = t.ellipsoids[k];
                double z = t.ellipsoids[k + 2];
                if (t.distance >= 0) {
                    if (!canReach(midX, midZ, x, z, t.step[i], t.distance, t.thickness)) {
                        return;
                    }
                    if (!canStillTouch(start, x, t.ellipsoids[k + 1], z, t.distance - t.step[i])) {
                        return;
                    }
                }
                ellipsoid(t, i, rules);
                if (probeHit) {
                    return;
                }
            }
            if (t.done) {
                break;
            }
            t = start.walked(t.count + 16);
        }
        if (t.left != null) {
            if (t.left.mayReach(minX, minZ)) {
                replay(t.left, rules);
            }
            if (!probeHit && t.right.mayReach(minX, minZ)) {
                replay(t.right, rules);
            }
        }
    }

    /**
     * Whether anything of a tunnel from an ellipsoid at (x, y, z) on, {@code remaining} steps and its branches, can
     * still touch this chunk's columns (and the levels watched): each step moves at most a block across and up.
     */
    private boolean canStillTouch(TunnelStart start, double x, double y, double z, int remaining) {
        double slack = remaining * 1.001 + 3.0;
        double dx = Math.max(Math.max(minX - 1 - x, x - minX - 17), 0.0);
        double dz = Math.max(Math.max(minZ - 1 - z, z - minZ - 17), 0.0);
        double across = slack + start.widest;
        if (dx * dx + dz * dz > across * across) {
            return false;
        }
        return lowestInterest == Integer.MIN_VALUE || y + slack + start.tallest >= lowestInterest;
    }

    /**
     * The game's {@code WorldCarver.canReach}: whether the rest of a tunnel at (x, z) can still reach the chunk
     * whose middle block is (midX, midZ).
     */
    static boolean canReach(double midX, double midZ, double x, double z, int step, int distance, float thickness) {
        double dx = x - midX;
        double dz = z - midZ;
        double remaining = distance - step;
        double reach = thickness + 2.0F + 16.0F;
        return dx * dx + dz * dz - remaining * remaining <= reach * reach;
    }

    /** The game's {@code carveEllipsoid} for ellipsoid i of a tunnel. */
    private void ellipsoid(Tunnel t, int i, CompiledCarvers.Rules rules) {
        double[] e = t.ellipsoids;
        int k = 5 * i;
        double x = e[k];
        double y = e[k + 1];
        double z = e[k + 2];
        double horizontal = e[k + 3];
        double vertical = e[k + 4];
        double reach = 16.0 + horizontal * 2.0;
        if (Math.abs(x - midX) > reach || Math.abs(z - midZ) > reach) {
            return;
        }
        GenRange range = carvers.range;
        int fromX = Math.max(floor(x - horizontal) - minX - 1, 0);
        int toX = Math.min(floor(x + horizontal) - minX, 15);
        int bottom = Math.max(floor(y - vertical) - 1, range.minY() + 1);
        int top = Math.min(floor(y + vertical) + 1, range.minY() + range.depth() - 1 - PROTECTED_TOP);
        int fromZ = Math.max(floor(z - horizontal) - minZ - 1, 0);
        int toZ = Math.min(floor(z + horizontal) - minZ, 15);
        for (int lx = fromX; lx <= toX; lx++) {
            int bx = minX + lx;
            double rx = ((double) bx + 0.5 - x) / horizontal;
            for (int lz = fromZ; lz <= toZ; lz++) {
                int bz = minZ + lz;
                double rz = ((double) bz + 0.5 - z) / horizontal;
                if (rx * rx + rz * rz >= 1.0) {
                    continue;
                }
                int column = lz << 4 | lx;
                byte mode = modes == null ? CARVE : modes[column];
                if (mode == SKIP) {
                    continue;
                }
                // A probed column's blocks under the level it watches are only visited, and of those only the lowest
                // is asked for (lowestVisited): they are not stepped through one by one.
                int low = bottom;
                if (mode == PROBE_CHANGE || mode == PROBE_TOUCH) {
                    low = Math.min(Math.max(bottom, probeFrom[column] - 1), top);
                    markLowest(t, rx, rz, y, vertical, bottom, low, column);
                }
                boolean surface = false;
                for (int by = top; by > low; by--) {
                    double ry = ry(by, y, vertical);
                    if (skip(t, rx, ry, rz, by)) {
                        continue;
                    }
                    if (by < lowestVisit[column]) {
                        lowestVisit[column] = by;
                    }
                    int bit = index(lx, by, lz);
                    long word = mask[bit >> 6];
                    long flag = 1L << bit;
                    if ((word & flag) != 0L && !rules.debug) {
                        continue;
                    }
                    mask[bit >> 6] = word | flag;
                    if (mode == CARVE) {
                        surface = carveBlock(rules, bx, by, bz, surface);
                    } else if (mode != VISIT && by >= probeFrom[column] && probe(rules, mode, bx, by, bz)) {
                        if (hits == null) {
                            probeHit = true;
                            return;
                        }
                        hits[column] = true;
                        // Nothing more to learn of this column: it stops being probed.
                        modes[column] = VISIT;
                        mode = VISIT;
                    }
                }
            }
        }
    }

    /**
     * Records the lowest block of (bottom, top] an ellipsoid visits in a column (at rx, rz from its middle, {@code y}
     * and {@code vertical} its middle's y and height), searched from the bottom up and only as high as the column's
     * lowest visit so far.
     */
    private void markLowest(Tunnel t, double rx, double rz, double y, double vertical, int bottom, int top,
                            int column) {
        int to = Math.min(top, lowestVisit[column] - 1);
        if (to <= bottom) {
            return;
        }
        if (t.widths != null) {
            for (int by = bottom + 1; by <= to; by++) {
                if (visits(t, rx, rz, y, vertical, by)) {
                    lowestVisit[column] = by;
                    return;
                }
            }
            return;
        }
        // A cave visits one run of blocks in a column: ry above the floor level and inside the unit sphere (ry grows
        // with y, and its rounding too). Start a block under where that run begins in exact arithmetic (rounding
        // moves it by far less than a block, so the start is never above the run's first block): up onto the run
        // from a block it skips, down along it from a block it visits.
        double start = Math.max(t.floorLevel, -Math.sqrt(Math.max(0.0, 1.0 - rx * rx - rz * rz)));
        int by = Math.min(Math.max(floor(start * vertical + y + 0.5), bottom + 1), to);
        if (!visits(t, rx, rz, y, vertical, by)) {
            while (by <= to && !visits(t, rx, rz, y, vertical, by)) {
                by++;
            }
            if (by <= to) {
                lowestVisit[column] = by;
            }
            return;
        }
        while (by > bottom + 1 && visits(t, rx, rz, y, vertical, by - 1)) {
            by--;
        }
        lowestVisit[column] = by;
    }

    /** Whether an ellipsoid (its middle at y, {@code vertical} its half height) visits block y {@code by}. */
    private boolean visits(Tunnel t, double rx, double rz, double y, double vertical, int by) {
        return !skip(t, rx, ry(by, y, vertical), rz, by);
    }

    /** An ellipsoid's relative y at block y {@code by} (its middle at y, {@code vertical} its half height). */
    private static double ry(int by, double y, double vertical) {
        return ((double) by - 0.5 - y) / vertical;
    }

    /** The cave's or the canyon's skip test. */
    private boolean skip(Tunnel t, double rx, double ry, double rz, int y) {
        if (t.widths == null) {
            return ry <= t.floorLevel || rx * rx + ry * ry + rz * rz >= 1.0;
        }
        return (rx * rx + rz * rz) * (double) t.widths[y - carvers.range.minY() - 1] + ry * ry / 6.0 >= 1.0;
    }

    /**
     * The game's {@code carveBlock} (the nether cave's own when {@code rules.nether}); returns whether the column has
     * passed grass or mycelium.
     */
    private boolean carveBlock(CompiledCarvers.Rules rules, int x, int y, int z, boolean surface) {
        int id = target.block(x, y, z);
        if (rules.nether) {
            if (rules.replaceable[id]) {
                place(x, y, z, y <= carvers.range.minY() + 31 ? carvers.lava : carvers.caveAir, false);
            }
            return surface;
        }
        if (carvers.surfaceBlock[id]) {
            surface = true;
        }
        if (!rules.replaceable[id] && !rules.debug) {
            return surface;
        }
        int state = carveState(rules, x, y, z);
        if (state < 0) {
            return surface;
        }
        place(x, y, z, state, false);
        if (surface && carvers.dirt[target.block(x, y - 1, z)]) {
            int top = target.topMaterial(x, y - 1, z, carvers.fluid[state]);
            if (top >= 0) {
                place(x, y - 1, z, top, true);
            }
        }
        return surface;
    }

    /** The game's {@code getCarveState}: lava at and below the lava level, else the aquifer's (−1: a barrier). */
    private int carveState(CompiledCarvers.Rules rules, int x, int y, int z) {
        if (y <= rules.lavaLevel) {
            return carvers.lava;
        }
        int s = target.substance(x, y, z);
        if (!rules.debug) {
            return s;
        }
        if (s < 0) {
            return rules.debugBarrier;
        }
        return s == carvers.air ? rules.debugAir : s == carvers.lava ? rules.debugLava
            : carvers.fluid[s] ? rules.debugWater : s;
    }

    /** Whether carving block (x, y, z) would change something a probe watches. */
    private boolean probe(CompiledCarvers.Rules rules, byte mode, int x, int y, int z) {
        int id = target.block(x, y, z);
        if (mode == PROBE_TOUCH) {
            return id != carvers.air;
        }
        if (rules.debug) {
            return true;
        }
        if (!rules.replaceable[id]) {
            return false;
        }
        int state = rules.nether ? (y <= carvers.range.minY() + 31 ? carvers.lava : carvers.caveAir)
            : carveState(rules, x, y, z);
        return state >= 0 && state != id;
    }

    private void place(int x, int y, int z, int id, boolean surface) {
        target.set(x, y, z, id);
        if (traceIndex >= 0 && index(x & 15, y, z & 15) == traceIndex) {
            traced = new Carving(current, origin, surface);
        }
    }

    private int index(int lx, int y, int lz) {
        return lx | lz << 4 | y - carvers.minY << 8;
    }

    private static int floor(double d) {
        int i = (int) d;
        return d < i ? i - 1 : i;
    }
}
