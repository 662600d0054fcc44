package org.terrainexplorer.render.world.mesh;

import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BooleanSupplier;
import org.terrainexplorer.mesh.GreedyMesher;
import org.terrainexplorer.mesh.VoxelGrid;
import org.terrainexplorer.world.chunk.BlockPalette;
import org.terrainexplorer.world.chunk.ChunkData;

/**
 * Turns a chunk (with its neighbours' border blocks) into a {@link ChunkMesh} at a level of detail and with cuts,
 * through the {@link GreedyMesher}. The chunk's blocks fill a {@link VoxelGrid} from the world's bottom (at the
 * far levels, from just below the lowest surface among its columns and its border's: below that they fill
 * everything) to its highest block that is not air, or the cut; below counts as solid (no one sees the world's
 * underside), above as air; neighbours fill the border. Two passes: solid blocks and lava against anything else,
 * then water against air.
 *
 * <p>Thread-safe: each call borrows scratch (grids, quads) and gives it back, so a worker thread keeps nothing
 * between calls and meshing allocates only its result.
 */
public final class ChunkMesher {

    private final PaletteTexture texture;
    private final ConcurrentLinkedQueue<Scratch> idle = new ConcurrentLinkedQueue<>();
    private volatile BlockLooks looks;

    /** A mesher drawing with the slots of {@code texture}. */
    public ChunkMesher(PaletteTexture texture) {
        this.texture = texture;
    }

    /** The texture whose slots meshes use. */
    public PaletteTexture texture() {
        return texture;
    }

    /** Working arrays of one call. */
    private static final class Scratch {
        final VoxelGrid fine = new VoxelGrid();
        final VoxelGrid coarse = new VoxelGrid();
        final GreedyMesher.Quads quads = new GreedyMesher.Quads(4096);
        final GreedyMesher.Quads waterQuads = new GreedyMesher.Quads(1024);
        /** Which lattice points are a quad's corner: (x, y, z) over the grid's size + 1 on each axis. */
        long[] marks = new long[0];
        int strideZ;
        int strideY;
        final int[] corner = new int[3];
        final double[] position = new double[3];
        final Boundary boundary = new Boundary();
        final Output out = new Output();

        /** Clears the marks for a grid of this size. */
        void marks(int[] size) {
            strideZ = size[0] + 1;
            strideY = strideZ * (size[2] + 1);
            int bits = strideY * (size[1] + 1);
            int words = (bits + 63) >>> 6;
            if (marks.length < words) {
                marks = new long[words];
            } else {
                Arrays.fill(marks, 0, words, 0L);
            }
        }

        int index(int x, int y, int z) {
            return y * strideY + z * strideZ + x;
        }

        void mark(int x, int y, int z) {
            int i = index(x, y, z);
            marks[i >>> 6] |= 1L << i;
        }

        boolean marked(int x, int y, int z) {
            int i = y * strideY + z * strideZ + x;
            return (marks[i >>> 6] & 1L << i) != 0;
        }
    }

    /**
     * Meshes a chunk.
     *
     * @throws java.util.concurrent.CancellationException when {@code cancelled} turns true
     */
    public ChunkMesh mesh(ChunkNeighbours chunks, Lod lod, Cuts cuts, BooleanSupplier cancelled) {
        ChunkData c = chunks.centre();
        Cuts own = cuts.forChunk(c.pos(), contentTop(c));
        Scratch s = idle.poll();
        if (s == null) {
            s = new Scratch();
        }
        try {
            long cutTop = own.topY() == Integer.MIN_VALUE ? c.minY() : (long) own.topY() + 1;
            int top = (int) Math.min(contentTop(c), cutTop);
            if (top <= c.minY()) {
                return new ChunkMesh(c.pos(), lod, own, ChunkMesh.Part.EMPTY, ChunkMesh.Part.EMPTY);
            }
            int bottom = lod.filled() ? Math.min(top - 1, lowestSurface(chunks, own, top)) : c.minY();
            if (lod.scale() == 2) {
                // Coarse cells start an odd number of blocks above the world's bottom, the same in every chunk so
                // neighbours' cells line up, and so the overworld's sea (y 62 and below, 127 blocks above its
                // bottom) fills whole cells: the sea's coarse surface is exact. The bottom block is left out:
                // below the grid counts as solid.
                bottom = Math.max(c.minY() + 1, bottom - (bottom - c.minY() + 1) % 2);
            }
            if (top <= bottom) {
                return new ChunkMesh(c.pos(), lod, own, ChunkMesh.Part.EMPTY, ChunkMesh.Part.EMPTY);
            }
            VoxelGrid grid = fill(chunks, own, bottom, top, s.fine);
            if (lod.filled()) {
                fillHollows(grid);
            }
            if (lod.scale() == 2) {
                grid = halve(grid, s.coarse);
            }
            s.quads.clear();
            GreedyMesher.mesh(grid, VoxelGrid.SOLID, 1 << VoxelGrid.SOLID, s.quads, cancelled);
            s.waterQuads.clear();
            GreedyMesher.mesh(grid, VoxelGrid.FLUID, 1 << VoxelGrid.SOLID | 1 << VoxelGrid.FLUID, s.waterQuads,
                cancelled);
            // Both parts' corners are marked first: the water's edges meet the shore's.
            int[] size = {grid.sizeX(), grid.sizeY(), grid.sizeZ()};
            s.marks(size);
            mark(s, s.quads);
            mark(s, s.waterQuads);
            ChunkMesh.Part solid = part(s.quads, size, lod.scale(), bottom, s);
            ChunkMesh.Part water = part(s.waterQuads, size, lod.scale(), bottom, s);
            return new ChunkMesh(c.pos(), lod, own, solid, water);
        } finally {
            idle.offer(s);
        }
    }

    /** One above the highest block of the chunk that may not be air: the top of its highest section not all air. */
    public static int contentTop(ChunkData c) {
        for (int s = c.sectionCount() - 1; s >= 0; s--) {
            if (c.uniformBlock(s) != BlockPalette.AIR) {
                return c.minY() + (s + 1) * 16;
            }
        }
        return c.minY();
    }

    private BlockLooks looks(BlockPalette palette) {
        BlockLooks l = looks;
        if (l == null || !l.covers(palette)) {
            l = BlockLooks.of(palette, texture);
            looks = l;
        }
        return l;
    }

    /**
     * The chunk's cells from y {@code bottom} to {@code top} (exclusive), its neighbours' in the border; below
     * {@code bottom} counts as solid (the world's floor, or what the far levels fill anyway), above {@code top} as
     * air.
     */
    private VoxelGrid fill(ChunkNeighbours chunks, Cuts cuts, int bottom, int top, VoxelGrid grid) {
        ChunkData c = chunks.centre();
        int minY = bottom;
        int sizeY = top - bottom;
        int[] look = looks(c.palette()).cells();
        grid.resize(16, sizeY, 16, VoxelGrid.cell(VoxelGrid.AIR, 0));
        int[] cells = grid.cells();
        // Below: solid, so the faces of the bottom row are not drawn.
        Arrays.fill(cells, 0, grid.strideY(), VoxelGrid.cell(VoxelGrid.SOLID, 0));
        for (int y = 0; y < sizeY; y++) {
            int uniform = c.uniformBlock((minY + y - c.minY()) >> 4);
            for (int z = 0; z < 16; z++) {
                int i = grid.index(0, y, z);
                if (uniform >= 0) {
                    Arrays.fill(cells, i, i + 16, look[uniform]);
                } else {
                    for (int x = 0; x < 16; x++) {
                        cells[i + x] = look[c.block(x, minY + y, z)];
                    }
                }
            }
        }
        border(grid, chunks.west(), 15, -1, true, minY, sizeY);
        border(grid, chunks.east(), 0, 16, true, minY, sizeY);
        border(grid, chunks.north(), 15, -1, false, minY, sizeY);
        border(grid, chunks.south(), 0, 16, false, minY, sizeY);
        if (cuts.alongLine()) {
            cutColumns(grid, cuts, c.pos().minBlockX(), c.pos().minBlockZ());
        }
        return grid;
    }

    /**
     * The lowest y among the highest solid blocks below {@code top} of the chunk's columns and its border's (the
     * world's bottom where a column has none, or is cut away): below it the far levels fill everything, so their
     * grid starts one below.
     */
    private int lowestSurface(ChunkNeighbours chunks, Cuts cuts, int top) {
        ChunkData c = chunks.centre();
        int lowest = top;
        int x0 = c.pos().minBlockX();
        int z0 = c.pos().minBlockZ();
        for (int z = -1; z <= 16 && lowest > c.minY(); z++) {
            for (int x = -1; x <= 16 && lowest > c.minY(); x++) {
                boolean corner = (x == -1 || x == 16) && (z == -1 || z == 16);
                if (corner || cuts.cutsColumn(x0 + x, z0 + z)) {
                    continue;
                }
                ChunkData n = x < 0 ? chunks.west() : x > 15 ? chunks.east() : z < 0 ? chunks.north()
                    : z > 15 ? chunks.south() : c;
                lowest = n == null ? c.minY() : Math.min(lowest, highestSolid(n, x & 15, z & 15, top));
            }
        }
        return Math.max(c.minY(), lowest - 1);
    }

    /** The y of a column's highest solid block below {@code top}, or the chunk's bottom if it has none. */
    private int highestSolid(ChunkData c, int x, int z, int top) {
        int[] look = looks(c.palette()).cells();
        for (int y = top - 1; y >= c.minY(); y--) {
            int section = (y - c.minY()) >> 4;
            int uniform = c.uniformBlock(section);
            if (uniform >= 0 && VoxelGrid.kind(look[uniform]) != VoxelGrid.SOLID) {
                y = c.minY() + (section << 4);
                continue;
            }
            if (VoxelGrid.kind(look[c.block(x, y, z)]) == VoxelGrid.SOLID) {
                return y;
            }
        }
        return c.minY();
    }

    /** Copies a neighbour's row of border columns (at its x or z {@code from}) into the grid's border at {@code to}. */
    private void border(VoxelGrid grid, ChunkData n, int from, int to, boolean alongZ, int minY, int sizeY) {
        if (n == null) {
            return;
        }
        int[] look = looks(n.palette()).cells();
        int[] cells = grid.cells();
        for (int y = 0; y < sizeY; y++) {
            int section = (minY + y - n.minY()) >> 4;
            int uniform = section >= 0 && section < n.sectionCount() ? n.uniformBlock(section) : BlockPalette.AIR;
            for (int k = 0; k < 16; k++) {
                int id = uniform >= 0 ? uniform : alongZ ? n.block(from, minY + y, k) : n.block(k, minY + y, from);
                cells[alongZ ? grid.index(to, y, k) : grid.index(k, y, to)] = look[id];
            }
        }
    }

    /** Empties the columns (the border's too) that the line cuts away. */
    private static void cutColumns(VoxelGrid grid, Cuts cuts, int blockX, int blockZ) {
        int air = VoxelGrid.cell(VoxelGrid.AIR, 0);
        int[] cells = grid.cells();
        for (int z = -1; z <= 16; z++) {
            for (int x = -1; x <= 16; x++) {
                if (cuts.cutsColumn(blockX + x, blockZ + z)) {
                    for (int y = 0; y < grid.sizeY(); y++) {
                        cells[grid.index(x, y, z)] = air;
                    }
                }
            }
        }
    }

    /** In every column, the border's too, fills what is not solid below the highest solid cell with the cell above it. */
    private static void fillHollows(VoxelGrid grid) {
        int[] cells = grid.cells();
        int step = grid.strideY();
        for (int z = -1; z <= grid.sizeZ(); z++) {
            for (int x = -1; x <= grid.sizeX(); x++) {
                int ceiling = -1;
                for (int i = grid.index(x, grid.sizeY() - 1, z); i >= grid.index(x, 0, z); i -= step) {
                    int c = cells[i];
                    if (VoxelGrid.kind(c) == VoxelGrid.SOLID) {
                        ceiling = c;
                    } else if (ceiling != -1) {
                        cells[i] = ceiling;
                    }
                }
            }
        }
    }

    /**
     * The grid at half resolution: a cell of 2 × 2 × 2 is solid if any of them is (keeping the highest solid one's
     * key, the one seen from above), else fluid if any is, else air. The border comes from the fine border, where a
     * cell is the least of what it holds (air if any of it is air, else fluid if any is fluid), so no gap opens
     * where a neighbour drawn finer has its ground or water lower.
     */
    private static VoxelGrid halve(VoxelGrid fine, VoxelGrid coarse) {
        int sx = (fine.sizeX() + 1) / 2;
        int sy = (fine.sizeY() + 1) / 2;
        int sz = (fine.sizeZ() + 1) / 2;
        coarse.resize(sx, sy, sz, VoxelGrid.cell(VoxelGrid.AIR, 0));
        int[] f = fine.cells();
        int[] out = coarse.cells();
        for (int y = -1; y <= sy; y++) {
            int y0 = lo(y, sy, fine.sizeY());
            int y1 = hi(y, sy, fine.sizeY());
            for (int z = -1; z <= sz; z++) {
                int z0 = lo(z, sz, fine.sizeZ());
                int z1 = hi(z, sz, fine.sizeZ());
                for (int x = -1; x <= sx; x++) {
                    int x0 = lo(x, sx, fine.sizeX());
                    int x1 = hi(x, sx, fine.sizeX());
                    int best = VoxelGrid.cell(VoxelGrid.AIR, 0);
                    int least = VoxelGrid.SOLID;
                    for (int fy = y1; fy >= y0; fy--) {
                        for (int fz = z0; fz <= z1; fz++) {
                            for (int fx = x0; fx <= x1; fx++) {
                                int c = f[fine.index(fx, fy, fz)];
                                least = Math.min(least, VoxelGrid.kind(c));
                                if (VoxelGrid.kind(c) > VoxelGrid.kind(best)) {
                                    best = c;
                                }
                            }
                        }
                    }
                    boolean side = x < 0 || x >= sx || z < 0 || z >= sz;
                    // A neighbour's cell hides this chunk's side as what all of it is at least: the neighbour may
                    // be drawn finer, and its ground or water lower, than a coarse cell would be.
                    out[coarse.index(x, y, z)] = side ? VoxelGrid.cell(least, 0) : best;
                }
            }
        }
        return coarse;
    }

    /** The first fine index a coarse index covers (the border maps to the border). */
    private static int lo(int c, int coarseSize, int fineSize) {
        return c < 0 ? -1 : c >= coarseSize ? fineSize : 2 * c;
    }

    private static int hi(int c, int coarseSize, int fineSize) {
        return c < 0 ? -1 : c >= coarseSize ? fineSize : Math.min(2 * c + 1, fineSize);
    }

    /** Marks every corner of the quads in the lattice. */
    private static void mark(Scratch s, GreedyMesher.Quads q) {
        for (int i = 0; i < q.count(); i++) {
            int d = q.get(i, 0);
            int u = (d + 1) % 3;
            int v = (d + 2) % 3;
            for (int k = 0; k < 4; k++) {
                int[] c = s.corner;
                c[d] = q.get(i, 2);
                c[u] = q.get(i, 3) + (k == 1 || k == 2 ? q.get(i, 5) : 0);
                c[v] = q.get(i, 4) + (k >= 2 ? q.get(i, 6) : 0);
                s.mark(c[0], c[1], c[2]);
            }
        }
    }

    /**
     * Turns one pass's quads into a part, watertight: a greedy quad's edge may pass a corner of a smaller
     * quad beside it (a T-junction), where the two rasterise apart and faint dotted lines and single sky-coloured
     * pixels show. So each quad takes, along its edges, every corner of the chunk's other quads that lies on them,
     * and along an edge on the chunk's border a point at every cell (the neighbour's mesh, made apart, has its own
     * corners there: with a point at every cell on both sides they meet). A quad with such points is drawn as the
     * polygon it is, fanned from a corner whose two edges have none (or from its centre); one without, as two
     * triangles as before.
     */
    private static ChunkMesh.Part part(GreedyMesher.Quads q, int[] size, int scale, int minY, Scratch s) {
        int n = q.count();
        if (n == 0) {
            return ChunkMesh.Part.EMPTY;
        }
        s.out.reset();
        for (int i = 0; i < n; i++) {
            int d = q.get(i, 0);
            int u = (d + 1) % 3;
            int v = (d + 2) % 3;
            int plane = q.get(i, 2);
            int a = q.get(i, 3);
            int b = q.get(i, 4);
            int w = q.get(i, 5);
            int h = q.get(i, 6);
            Boundary line = s.boundary;
            line.reset();
            // The four edges, counter-clockwise in (u, v): each from its start corner, with the points on it.
            line.corner(a, b);
            edge(s, size, d, plane, u, v, a, b, w, true, true);
            line.corner(a + w, b);
            edge(s, size, d, plane, v, u, b, a + w, h, true, false);
            line.corner(a + w, b + h);
            edge(s, size, d, plane, u, v, a + w, b + h, w, false, true);
            line.corner(a, b + h);
            edge(s, size, d, plane, v, u, b + h, a, h, false, false);
            emit(s, line, d, u, v, plane, scale, minY, q.get(i, 1) > 0, q.get(i, 7));
        }
        return s.out.part(n);
    }

    /**
     * Adds to the boundary the points strictly inside one edge: the edge runs along axis {@code along} from
     * {@code start} for {@code length} (forward, or backward from {@code start}), at {@code fixed} on axis
     * {@code across}, in the plane {@code plane} of axis {@code d}.
     */
    private static void edge(Scratch s, int[] size, int d, int plane, int along, int across, int start,
                             int fixed, int length, boolean forward, boolean alongU) {
        if (length <= 1) {
            return;
        }
        Boundary line = s.boundary;
        boolean border = onBorder(size, d, plane, across, fixed);
        // The lattice index of the edge's start and its step along the edge.
        int[] c = s.corner;
        c[d] = plane;
        c[across] = fixed;
        c[along] = start;
        int index = s.index(c[0], c[1], c[2]);
        int step = (along == 0 ? 1 : along == 2 ? s.strideZ : s.strideY) * (forward ? 1 : -1);
        long[] marks = s.marks;
        // Along the chunk's border: a point at every cell (every block; every two at the coarse level, whose
        // neighbours are coarse too, but for the ring where it meets the finer level, far out in the fog).
        for (int t = 1; t < length; t++) {
            index += step;
            if (!border && (marks[index >>> 6] & 1L << index) == 0) {
                continue;
            }
            int at = forward ? start + t : start - t;
            if (alongU) {
                line.point(at, fixed);
            } else {
                line.point(fixed, at);
            }
        }
    }

    /** Whether an edge (fixed at {@code plane} on axis d and {@code fixed} on axis across) lies on the chunk's side. */
    private static boolean onBorder(int[] size, int d, int plane, int across, int fixed) {
        return d != 1 && (plane == 0 || plane == size[d]) || across != 1 && (fixed == 0 || fixed == size[across]);
    }

    /** Emits one quad's polygon: its points, each with the quad's slot, and its triangles facing out. */
    private static void emit(Scratch s, Boundary line, int d, int u, int v, int plane, int scale, int minY,
                             boolean positive, int slot) {
        Output out = s.out;
        int first = out.points;
        int count = line.count;
        double[] c = s.position;
        for (int k = 0; k < count; k++) {
            c[d] = plane;
            c[u] = line.u[k];
            c[v] = line.v[k];
            out.point(c, scale, minY, slot);
        }
        if (count == 4) {
            fan(out, first, 0, 4, positive);
            return;
        }
        // A corner whose two edges hold no points: the fan from it has no triangle of three points in a line.
        for (int k = 0; k < count; k++) {
            if (line.corner[k] && line.corner[(k + 1) % count] && line.corner[(k + count - 1) % count]) {
                fan(out, first, k, count, positive);
                return;
            }
        }
        // The face's centre: corners 0 and 2 are opposite.
        int c2 = line.cornerIndex(2);
        c[d] = plane;
        c[u] = (line.u[0] + line.u[c2]) * 0.5;
        c[v] = (line.v[0] + line.v[c2]) * 0.5;
        int centre = out.points;
        out.point(c, scale, minY, slot);
        for (int k = 0; k < count; k++) {
            int p0 = first + k;
            int p1 = first + (k + 1) % count;
            out.triangle(centre, positive ? p0 : p1, positive ? p1 : p0);
        }
    }

    /** Triangles fanned from point {@code origin} of a polygon of {@code count} points starting at {@code first}. */
    private static void fan(Output out, int first, int origin, int count, boolean positive) {
        for (int j = 1; j < count - 1; j++) {
            int p1 = first + (origin + j) % count;
            int p2 = first + (origin + j + 1) % count;
            int o = first + origin;
            out.triangle(o, positive ? p1 : p2, positive ? p2 : p1);
        }
    }

    /** A quad's boundary in (u, v): its corners and the points on its edges, in order. */
    static final class Boundary {
        double[] u = new double[64];
        double[] v = new double[64];
        boolean[] corner = new boolean[64];
        int count;

        void reset() {
            count = 0;
        }

        /** Where the {@code k}th corner (0 to 3) is in the boundary. */
        int cornerIndex(int k) {
            int seen = -1;
            for (int i = 0; i < count; i++) {
                if (corner[i] && ++seen == k) {
                    return i;
                }
            }
            throw new IllegalStateException("a boundary of four corners");
        }

        void corner(double a, double b) {
            add(a, b, true);
        }

        void point(double a, double b) {
            add(a, b, false);
        }

        private void add(double a, double b, boolean isCorner) {
            if (count == u.length) {
                u = Arrays.copyOf(u, count * 2);
                v = Arrays.copyOf(v, count * 2);
                corner = Arrays.copyOf(corner, count * 2);
            }
            u[count] = a;
            v[count] = b;
            corner[count] = isCorner;
            count++;
        }
    }

    /** The part being made: growing arrays, copied to their size at the end (the result is all a call allocates). */
    static final class Output {
        private float[] xyz = new float[3 * 4096];
        private int[] slots = new int[4096];
        private int[] faces = new int[6 * 4096];
        private int faceInts;
        /** Points so far. */
        int points;
        private float low;
        private float high;

        void reset() {
            faceInts = 0;
            points = 0;
            low = Float.MAX_VALUE;
            high = -Float.MAX_VALUE;
        }

        /** A point at cell coordinates {@code c} (blocks: × scale, y from minY), drawn in {@code slot}. */
        void point(double[] c, int scale, int minY, int slot) {
            if (points == slots.length) {
                slots = Arrays.copyOf(slots, points * 2);
                xyz = Arrays.copyOf(xyz, points * 6);
            }
            int o = points * 3;
            float y = (float) (minY + c[1] * scale);
            xyz[o] = (float) (c[0] * scale);
            xyz[o + 1] = y;
            xyz[o + 2] = (float) (c[2] * scale);
            slots[points] = slot;
            low = Math.min(low, y);
            high = Math.max(high, y);
            points++;
        }

        void triangle(int p0, int p1, int p2) {
            if (faceInts + 6 > faces.length) {
                faces = Arrays.copyOf(faces, faces.length * 2);
            }
            ChunkMesher.triangle(faces, faceInts, p0, p1, p2);
            faceInts += 6;
        }

        ChunkMesh.Part part(int polygons) {
            return new ChunkMesh.Part(Arrays.copyOf(xyz, points * 3), Arrays.copyOf(faces, faceInts),
                Arrays.copyOf(slots, points), polygons, low, high);
        }
    }

    /** A triangle of three points, each point's texture coordinate its own (same index). */
    static void triangle(int[] faces, int at, int p0, int p1, int p2) {
        faces[at] = p0;
        faces[at + 1] = p0;
        faces[at + 2] = p1;
        faces[at + 3] = p1;
        faces[at + 4] = p2;
        faces[at + 5] = p2;
    }
}
