package org.terrainexplorer.world.gen;

import java.util.List;
import org.terrainexplorer.world.noise.Mth;

/**
 * How structures reshape the terrain of one chunk at the noise stage: the game's {@code Beardifier}, a density
 * added to the final density of every block, built from the pieces of the structure starts near the chunk (their
 * boxes and terrain adaptation) and the junctions of their terrain-matching jigsaw pieces. Immutable; made by the
 * structure layer, read here (pieces in, blocks out).
 *
 * <p>Each term reaches only a fixed distance (12 blocks, 6 for {@code bury}), so a cell of the noise that lies
 * outside every term's {@link #touches reach} gets exactly 0 and is filled as without structures.
 */
public final class Beard implements DensityAddend {

    /** The game's {@code TerrainAdjustment}. */
    public enum Kind { NONE, BURY, BEARD_THIN, BEARD_BOX, ENCAPSULATE }

    /**
     * A rigid piece: its box, how it adapts the terrain and how far above its box's bottom its ground is.
     */
    public record Rigid(int minX, int minY, int minZ, int maxX, int maxY, int maxZ, Kind kind, int groundLevelDelta) {
    }

    /** A junction of a terrain-matching jigsaw piece: where its ground meets the piece it joins. */
    public record Junction(int x, int groundY, int z) {
    }

    /** No structures: adds nothing. */
    public static final Beard NONE = new Beard(List.of(), List.of());

    private static final int RADIUS = 12;
    private static final int SIZE = 24;
    /** The game's beard kernel: exp(−(x² + (y + ½)² + z²) / 16) on a 24³ grid, indexed [z][x][y]. */
    private static final float[] KERNEL = new float[SIZE * SIZE * SIZE];

    static {
        for (int i = 0; i < SIZE; i++) {
            for (int j = 0; j < SIZE; j++) {
                for (int k = 0; k < SIZE; k++) {
                    double x = j - RADIUS;
                    double y = k - RADIUS + 0.5;
                    double z = i - RADIUS;
                    KERNEL[i * SIZE * SIZE + j * SIZE + k] = (float) Math.pow(Math.E, -(x * x + y * y + z * z) / 16.0);
                }
            }
        }
    }

    private final Rigid[] rigids;
    private final Junction[] junctions;
    /** The reach of each term: {minX, minY, minZ, maxX, maxY, maxZ}, rigids first, then junctions. */
    private final int[][] reach;
    /**
     * The values at every block of the last box {@link #bounds} found touched (y, then x, then z), so that adding
     * them to that cell does not compute them again: a Beard is made per chunk and used by one thread.
     */
    private double[] cell = new double[0];
    /** The terms whose reach meets that box, in order: the only ones {@link #bounds} computes at its blocks. */
    private final int[] active;
    private int cellX = Integer.MIN_VALUE;
    private int cellY;
    private int cellZ;
    private int cellWidth;
    private int cellDepth;
    private int cellHeight;

    /** A beard of these pieces and junctions, summed in this order (the game's). */
    public Beard(List<Rigid> rigids, List<Junction> junctions) {
        this.rigids = rigids.toArray(new Rigid[0]);
        this.junctions = junctions.toArray(new Junction[0]);
        reach = new int[this.rigids.length + this.junctions.length][];
        for (int i = 0; i < this.rigids.length; i++) {
            reach[i] = reach(this.rigids[i]);
        }
        for (int i = 0; i < this.junctions.length; i++) {
            Junction j = this.junctions[i];
            reach[this.rigids.length + i] = new int[] {j.x() - RADIUS, j.groundY() - RADIUS, j.z() - RADIUS,
                j.x() + RADIUS - 1, j.groundY() + RADIUS - 1, j.z() + RADIUS - 1};
        }
        active = new int[reach.length];
    }

    /** Whether this beard adds nothing anywhere. */
    public boolean isEmpty() {
        return reach.length == 0;
    }

    /** The rigid pieces. */
    public List<Rigid> rigids() {
        return List.of(rigids);
    }

    /** The junctions. */
    public List<Junction> junctions() {
        return List.of(junctions);
    }

    /** The blocks where a rigid piece's term can be non-zero. */
    private static int[] reach(Rigid r) {
        int ground = r.minY() + r.groundLevelDelta();
        return switch (r.kind()) {
            case NONE -> new int[] {1, 1, 1, 0, 0, 0};
            // |dy| < 12 from the ground level; |dx|, |dz| < 6 outside the box.
            case BURY -> new int[] {r.minX() - 6, ground - 11, r.minZ() - 6, r.maxX() + 6, ground + 11, r.maxZ() + 6};
            case BEARD_THIN -> new int[] {r.minX() - RADIUS, ground - RADIUS, r.minZ() - RADIUS, r.maxX() + RADIUS,
                ground + RADIUS - 1, r.maxZ() + RADIUS};
            case BEARD_BOX -> new int[] {r.minX() - RADIUS, ground - RADIUS, r.minZ() - RADIUS, r.maxX() + RADIUS,
                Math.max(ground, r.maxY()) + RADIUS, r.maxZ() + RADIUS};
            case ENCAPSULATE -> new int[] {r.minX() - RADIUS, r.minY() - RADIUS, r.minZ() - RADIUS,
                r.maxX() + RADIUS, r.maxY() + RADIUS, r.maxZ() + RADIUS};
        };
    }

    /** Whether some term can be non-zero in the box from (x0, y0, z0) to (x1, y1, z1), inclusive. */
    public boolean touches(int x0, int y0, int z0, int x1, int y1, int z1) {
        for (int[] r : reach) {
            if (reaches(r, x0, y0, z0, x1, y1, z1)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a term's reach ({minX, minY, minZ, maxX, maxY, maxZ}) meets the box (x0, y0, z0)..(x1, y1, z1). */
    private static boolean reaches(int[] r, int x0, int y0, int z0, int x1, int y1, int z1) {
        return r[3] >= x0 && r[0] <= x1 && r[4] >= y0 && r[1] <= y1 && r[5] >= z0 && r[2] <= z1;
    }

    /**
     * The range of the term over a box of blocks: 0 where no piece or junction reaches it, else the least and the
     * most of its value at every block (the noise stage asks this for a cell only near structures).
     */
    @Override
    public void bounds(int x0, int y0, int z0, int width, int depth, int height, double[] range) {
        if (!touches(x0, y0, z0, x0 + width - 1, y0 + height - 1, z0 + depth - 1)) {
            range[0] = 0.0;
            range[1] = 0.0;
            return;
        }
        int n = width * depth * height;
        if (cell.length < n) {
            cell = new double[n];
        }
        // A term outside its reach is exactly 0, and adding 0 changes no sum: the box's own terms give each
        // block's value with the same bits.
        int terms = 0;
        for (int i = 0; i < reach.length; i++) {
            if (reaches(reach[i], x0, y0, z0, x0 + width - 1, y0 + height - 1, z0 + depth - 1)) {
                active[terms++] = i;
            }
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        int p = 0;
        for (int y = y0; y < y0 + height; y++) {
            for (int x = x0; x < x0 + width; x++) {
                for (int z = z0; z < z0 + depth; z++, p++) {
                    double v = 0.0;
                    for (int t = 0; t < terms; t++) {
                        v += term(active[t], x, y, z);
                    }
                    cell[p] = v;
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        cellX = x0;
        cellY = y0;
        cellZ = z0;
        cellWidth = width;
        cellDepth = depth;
        cellHeight = height;
        range[0] = lo;
        range[1] = hi;
    }

    /**
     * A range holding the term over a box without computing a block: each term reaching the box bounded by its
     * largest possible size there (a beard by its kernel at the box's nearest offset, a bury by its value at the
     * nearest distance) and by its sign where the box lies wholly above or below the term's ground. Wider than
     * {@link #bounds}, but where the density's range is far from 0 (most cells a piece reaches but for those at its
     * ground) it shows the cell solid or open for a few operations a term instead of the term at each block.
     */
    @Override
    public void roughBounds(int x0, int y0, int z0, int width, int depth, int height, double[] range) {
        int x1 = x0 + width - 1;
        int y1 = y0 + height - 1;
        int z1 = z0 + depth - 1;
        range[0] = 0.0;
        range[1] = 0.0;
        for (int i = 0; i < rigids.length; i++) {
            int[] r = reach[i];
            if (!reaches(r, x0, y0, z0, x1, y1, z1)) {
                continue;
            }
            Rigid p = rigids[i];
            int dx = Math.max(0, Math.max(p.minX() - x1, x0 - p.maxX()));
            int dz = Math.max(0, Math.max(p.minZ() - z1, z0 - p.maxZ()));
            int ground = p.minY() + p.groundLevelDelta();
            switch (p.kind()) {
                case NONE -> { }
                case BURY -> range[1] += buryMost(dx, minAbs(y0 - ground, y1 - ground) / 2.0, dz);
                case ENCAPSULATE -> range[1] += buryMost(dx / 2.0,
                    Math.max(0, Math.max(p.minY() - y1, y0 - p.maxY())) / 2.0, dz / 2.0) * 0.8;
                case BEARD_THIN, BEARD_BOX -> {
                    double dy = p.kind() == Kind.BEARD_THIN ? minAbsHalf(y0 - ground, y1 - ground)
                        : Math.max(0, Math.max(ground - y1, y0 - p.maxY())) + 0.5;
                    addBeard(BEARD_MOST * kernelMost(dx, dy, dz) * 0.8, y0, y1, ground, range);
                }
            }
        }
        for (int i = 0; i < junctions.length; i++) {
            int[] r = reach[rigids.length + i];
            if (!reaches(r, x0, y0, z0, x1, y1, z1)) {
                continue;
            }
            Junction j = junctions[i];
            int ground = j.groundY();
            addBeard(BEARD_MOST * kernelMost(minAbs(x0 - j.x(), x1 - j.x()), minAbsHalf(y0 - ground, y1 - ground),
                minAbs(z0 - j.z(), z1 - j.z())) * 0.4, y0, y1, ground, range);
        }
        // Margins for the sums' rounding, far below any density the noise gives a cell.
        range[0] = range[0] == 0.0 ? 0.0 : range[0] - 1e-9;
        range[1] = range[1] == 0.0 ? 0.0 : range[1] + 1e-9;
    }

    /**
     * Adds a beard term of at most {@code most} over blocks y0..y1 to a range by its sign: it lowers the density at
     * and above its ground (y ≥ ground), raises it below, so a box wholly on one side gets only that side.
     */
    private static void addBeard(double most, int y0, int y1, int ground, double[] range) {
        range[0] -= y1 - ground <= -1 ? 0.0 : most;
        range[1] += y0 - ground >= 0 ? 0.0 : most;
    }

    /**
     * The most a beard's value can be before its kernel and weight: |y| / 2 · fastInvSqrt((dx² + y² + dz²) / 2) is
     * at most √2 / 2 (|y| is at most the distance), and {@code fastInvSqrt} is within 0.2 % of the square root it
     * stands for; 1 % is allowed.
     */
    private static final double BEARD_MOST = Math.sqrt(2.0) / 2.0 * 1.01;

    /** The kernel's most at offsets at least (dx, dy − ½, dz) away (dy is |y offset + ½|), with a margin for floats. */
    private static double kernelMost(int dx, double dy, int dz) {
        return Math.exp(-(dx * (double) dx + dy * dy + dz * (double) dz) / 16.0) * (1.0 + 1e-6);
    }

    /** The most {@link #bury} can be at a distance at least that of (dx, dy, dz): exactly 0 from 6 on. */
    private static double buryMost(double dx, double dy, double dz) {
        double distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
        return distance >= 6.0 ? 0.0 : Math.min(1.0, 1.0 - distance / 6.0 + 1e-9);
    }

    /** The least |t| for integers t in [a, b]. */
    private static int minAbs(int a, int b) {
        return a > 0 ? a : b < 0 ? -b : 0;
    }

    /** The least |t + ½| for integers t in [a, b]. */
    private static double minAbsHalf(int a, int b) {
        return a >= 0 ? a + 0.5 : b <= -1 ? -b - 0.5 : 0.5;
    }

    /** Adds the term to a cell's densities: the values {@link #bounds} kept when it is that cell, else computed. */
    @Override
    public void addToCell(double[] out, int x0, int y0, int z0, int width, int height) {
        if (x0 == cellX && y0 == cellY && z0 == cellZ && width == cellWidth && width == cellDepth
            && height == cellHeight) {
            for (int p = 0; p < width * width * height; p++) {
                out[p] += cell[p];
            }
        } else if (touches(x0, y0, z0, x0 + width - 1, y0 + height - 1, z0 + width - 1)) {
            DensityAddend.super.addToCell(out, x0, y0, z0, width, height);
        }
    }

    /**
     * The game's {@code Beardifier.compute} at a block: every piece's term, then every junction's, in order (those
     * whose reach leaves the block out are 0 there and skipped).
     */
    @Override
    public double at(int x, int y, int z) {
        double d = 0.0;
        for (int i = 0; i < reach.length; i++) {
            if (reaches(reach[i], x, y, z, x, y, z)) {
                d += term(i, x, y, z);
            }
        }
        return d;
    }

    /** Term {@code i} at a block, wherever it is: rigid piece {@code i}, or junction {@code i − rigids} after them. */
    double term(int i, int x, int y, int z) {
        if (i >= rigids.length) {
            Junction j = junctions[i - rigids.length];
            int dy = y - j.groundY();
            return beard(x - j.x(), dy, z - j.z(), dy) * 0.4;
        }
        Rigid r = rigids[i];
        int dx = Math.max(0, Math.max(r.minX() - x, x - r.maxX()));
        int dz = Math.max(0, Math.max(r.minZ() - z, z - r.maxZ()));
        int ground = r.minY() + r.groundLevelDelta();
        int toGround = y - ground;
        return switch (r.kind()) {
            case NONE -> 0.0;
            case BURY -> bury(dx, toGround / 2.0, dz);
            case BEARD_THIN -> beard(dx, toGround, dz, toGround) * 0.8;
            case BEARD_BOX -> beard(dx, Math.max(0, Math.max(ground - y, y - r.maxY())), dz, toGround) * 0.8;
            case ENCAPSULATE -> bury(dx / 2.0, Math.max(0, Math.max(r.minY() - y, y - r.maxY())) / 2.0, dz / 2.0)
                * 0.8;
        };
    }

    private static double bury(double dx, double dy, double dz) {
        double distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
        return Mth.clampedMap(distance, 0.0, 6.0, 1.0, 0.0);
    }

    private static double beard(int dx, int dy, int dz, int toGround) {
        int xi = dx + RADIUS;
        int yi = dy + RADIUS;
        int zi = dz + RADIUS;
        if (xi < 0 || xi >= SIZE || yi < 0 || yi >= SIZE || zi < 0 || zi >= SIZE) {
            return 0.0;
        }
        double y = toGround + 0.5;
        double distanceSqr = (double) dx * dx + y * y + (double) dz * dz;
        double value = -y * fastInvSqrt(distanceSqr / 2.0) / 2.0;
        return value * KERNEL[zi * SIZE * SIZE + xi * SIZE + yi];
    }

    /** The game's {@code Mth.fastInvSqrt}: one Newton step from the bit trick. */
    static double fastInvSqrt(double d) {
        double half = 0.5 * d;
        long l = Double.doubleToRawLongBits(d);
        l = 6910469410427058090L - (l >> 1);
        double r = Double.longBitsToDouble(l);
        return r * (1.5 - half * r * r);
    }
}
