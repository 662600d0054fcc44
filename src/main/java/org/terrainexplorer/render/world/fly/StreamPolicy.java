package org.terrainexplorer.render.world.fly;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Which chunks the 3D view shows around the camera, in which order and at which level of detail, as pure
 * functions of the camera's place and heading.
 *
 * <ul>
 *   <li>Shown: the chunks whose centre lies within {@code viewDistance} chunks of the camera (a disc, as the
 *       game's render distance), 2 to 32.</li>
 *   <li>Order: nearest first, and in front of the camera before behind it: a chunk's score is its distance,
 *       stretched up to 1.75 times as it turns from straight ahead to straight behind (the chunks within 1.5 of
 *       the camera first regardless, so turning round never finds a hole at one's feet).</li>
 *   <li>Level: every face up to {@code fullDistance} chunks, the surface up to {@code surfaceDistance}, the coarse
 *       surface beyond; a chunk shown at one level keeps it until it is half a chunk past the boundary, so flying
 *       along a boundary does not make it again and again.</li>
 *   <li>Dropped: shown chunks beyond the view distance plus one (the same margin against churn).</li>
 *   <li>Generated: the shown chunks and the ring around them, whose border blocks the outermost meshes need.</li>
 * </ul>
 *
 * @param viewDistance    chunks, 2 to 32
 * @param fullDistance    chunks within which meshes show every face (caves)
 * @param surfaceDistance chunks within which meshes show the whole surface; coarse beyond
 * @param budgetBytes     the memory the shown meshes may take (estimated, {@code ChunkMesh#bytes})
 */
public record StreamPolicy(int viewDistance, double fullDistance, double surfaceDistance, long budgetBytes) {

    public static final int MIN_VIEW_DISTANCE = 2;
    public static final int MAX_VIEW_DISTANCE = 32;
    /** The default memory budget for shown meshes: 256 MB. */
    public static final long DEFAULT_BUDGET = 256L << 20;
    /** How far past a boundary a chunk keeps its level, or stays shown. */
    static final double HYSTERESIS = 0.5;
    /** How much further behind the camera counts than ahead of it. */
    static final double BEHIND = 0.75;

    /** Checks the ranges. */
    public StreamPolicy {
        viewDistance = Math.max(MIN_VIEW_DISTANCE, Math.min(MAX_VIEW_DISTANCE, viewDistance));
        if (budgetBytes <= 0 || !(fullDistance >= 0) || !(surfaceDistance >= fullDistance)) {
            throw new IllegalArgumentException("a stream policy needs a positive budget and 0 <= full <= surface");
        }
    }

    /** The default levels for a view distance: every face within 5 chunks, the surface within 12. */
    public static StreamPolicy of(int viewDistance, long budgetBytes) {
        return new StreamPolicy(viewDistance, 5, 12, budgetBytes);
    }

    /** Blocks a second from which a view counts as flying fast, and under which it no longer does. */
    public static final double FAST = 60;
    public static final double SLOW = 30;

    /**
     * Whether a view counts as flying fast at a speed, having counted so or not until now: fast from above
     * {@link #FAST}, slow again only under {@link #SLOW}, so that a speed between the two never makes the levels of
     * detail flicker back and forth.
     */
    public static boolean fastAfter(boolean fast, double blocksPerSecond) {
        return fast ? blocksPerSecond >= SLOW : blocksPerSecond > FAST;
    }

    /**
     * The levels for a view distance: every face within 4 chunks (8 with a cut, which is there to look inside), the
     * surface within 10, coarse beyond; in fast flight every face within 2 and the surface within 4 only, so chunks
     * are meshed and drawn sooner, coarse rather than not at all (they are made finer when the camera slows down).
     */
    public static StreamPolicy forView(int view, boolean cut, boolean fast) {
        int all = fast ? 2 : cut ? 8 : 4;
        int surface = fast ? 4 : Math.max(10, cut ? 8 : 4);
        return new StreamPolicy(view, Math.min(view, all), Math.min(view, Math.max(all, surface)),
            StreamPolicy.DEFAULT_BUDGET);
    }

    /** A chunk to show: where, how urgently (lower first) and how far from the camera, in chunks. */
    public record Wanted(ChunkPos pos, double score, double distance) {
    }

    /** The distance in chunks from a block position to a chunk's centre, level. */
    public static double distance(ChunkPos pos, double x, double z) {
        return Math.sqrt(pos.distanceSquaredTo(x, z)) / 16;
    }

    /** The chunks to show around a camera at (x, z) heading {@code yaw} (degrees clockwise from north), in order. */
    public List<Wanted> plan(double x, double z, double yaw) {
        double fx = Math.sin(Math.toRadians(yaw));
        double fz = -Math.cos(Math.toRadians(yaw));
        int cx = (int) Math.floor(x / 16);
        int cz = (int) Math.floor(z / 16);
        int r = viewDistance + 1;
        List<Wanted> out = new ArrayList<>((2 * r + 1) * (2 * r + 1));
        for (int dz = -r; dz <= r; dz++) {
            for (int dx = -r; dx <= r; dx++) {
                ChunkPos p = new ChunkPos(cx + dx, cz + dz);
                double d = distance(p, x, z);
                if (d > viewDistance) {
                    continue;
                }
                out.add(new Wanted(p, score(p, d, x, z, fx, fz), d));
            }
        }
        out.sort(Comparator.comparingDouble(Wanted::score).thenComparingInt(w -> w.pos().x())
            .thenComparingInt(w -> w.pos().z()));
        return out;
    }

    private static double score(ChunkPos p, double d, double x, double z, double fx, double fz) {
        if (d < 1.5) {
            return d;
        }
        double ox = p.minBlockX() + 8 - x;
        double oz = p.minBlockZ() + 8 - z;
        double cos = (ox * fx + oz * fz) / (d * 16);
        return d * (1 + BEHIND * (1 - cos) / 2);
    }

    /** The level for a chunk {@code distance} chunks away that is shown at {@code shown} now (null if not shown). */
    public Lod lod(double distance, Lod shown) {
        Lod plain = plainLod(distance);
        if (shown == null || shown == plain) {
            return plain;
        }
        // Keep the shown level while within the margin of its own band.
        double lo = switch (shown) {
            case FULL -> Double.NEGATIVE_INFINITY;
            case SURFACE -> fullDistance;
            case COARSE -> surfaceDistance;
        };
        double hi = switch (shown) {
            case FULL -> fullDistance;
            case SURFACE -> surfaceDistance;
            case COARSE -> Double.POSITIVE_INFINITY;
        };
        return distance >= lo - HYSTERESIS && distance <= hi + HYSTERESIS ? shown : plain;
    }

    private Lod plainLod(double distance) {
        return distance <= fullDistance ? Lod.FULL : distance <= surfaceDistance ? Lod.SURFACE : Lod.COARSE;
    }

    /** Whether a shown chunk is dropped for a camera at (x, z): beyond the view distance and the margin. */
    public boolean drops(ChunkPos pos, double x, double z) {
        return distance(pos, x, z) > viewDistance + HYSTERESIS + 0.5;
    }

    /** The chunks to generate for a plan: its own, most urgent first, then the ring of neighbours around them. */
    public static List<ChunkPos> generation(List<Wanted> plan) {
        Set<ChunkPos> out = new LinkedHashSet<>(plan.size() * 2);
        for (Wanted w : plan) {
            out.add(w.pos());
        }
        for (Wanted w : plan) {
            ChunkPos p = w.pos();
            out.add(new ChunkPos(p.x() + 1, p.z()));
            out.add(new ChunkPos(p.x() - 1, p.z()));
            out.add(new ChunkPos(p.x(), p.z() + 1));
            out.add(new ChunkPos(p.x(), p.z() - 1));
        }
        return new ArrayList<>(out);
    }
}
