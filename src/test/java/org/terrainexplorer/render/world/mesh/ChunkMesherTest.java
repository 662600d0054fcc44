package org.terrainexplorer.render.world.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.WorldColors;
import org.terrainexplorer.world.chunk.ChunkPos;

/** Chunk meshes against a face-by-face count of what must show, on shapes whose faces are known. */
class ChunkMesherTest {

    private final PaletteTexture texture = new PaletteTexture();
    private final ChunkMesher mesher = new ChunkMesher(texture);

    /** A unit face: the block it belongs to and the direction it faces (0..5: +x, −x, +y, −y, +z, −z). */
    record Face(int x, int y, int z, int dir) {
    }

    private static final int[][] DIRS = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};

    /** 0 air, 1 fluid (water), 2 solid (blocks and lava), as the view sees them. */
    private static int kind(int block) {
        return block == TestChunks.AIR ? 0 : block == TestChunks.WATER ? 1 : 2;
    }

    /**
     * The faces a chunk must show, one by one: a solid block's face toward anything not solid, a water block's face
     * toward air; below the world counts as solid, above as air; cut blocks as air.
     */
    private static Map<Face, Integer> expected(TestChunks w, ChunkPos pos, Cuts cuts, boolean water) {
        Map<Face, Integer> faces = new HashMap<>();
        for (int y = TestChunks.MIN_Y; y < TestChunks.MIN_Y + TestChunks.HEIGHT; y++) {
            for (int z = pos.minBlockZ(); z < pos.minBlockZ() + 16; z++) {
                for (int x = pos.minBlockX(); x < pos.minBlockX() + 16; x++) {
                    int b = cuts.cuts(x, y, z) ? TestChunks.AIR : w.at(x, y, z);
                    if (kind(b) != (water ? 1 : 2)) {
                        continue;
                    }
                    for (int d = 0; d < 6; d++) {
                        int nx = x + DIRS[d][0];
                        int ny = y + DIRS[d][1];
                        int nz = z + DIRS[d][2];
                        int nk = ny < TestChunks.MIN_Y ? 2 : cuts.cuts(nx, ny, nz) ? 0 : kind(w.at(nx, ny, nz));
                        boolean shows = water ? nk == 0 : nk != 2;
                        if (shows) {
                            faces.put(new Face(x, y, z, d), b);
                        }
                    }
                }
            }
        }
        return faces;
    }

    /** A face polygon of a part: its points and triangles (indices into the part). */
    record Polygon(java.util.List<Integer> points, java.util.List<int[]> triangles) {
    }

    /** The part's face polygons: triangles grouped by the points they share (a face's points are its own). */
    static java.util.List<Polygon> polygons(ChunkMesh.Part part) {
        int n = part.pointCount();
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        int[] f = part.faces();
        for (int t = 0; t < f.length; t += 6) {
            union(parent, f[t], f[t + 2]);
            union(parent, f[t], f[t + 4]);
        }
        Map<Integer, Polygon> byRoot = new java.util.LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            byRoot.computeIfAbsent(find(parent, i), r -> new Polygon(new java.util.ArrayList<>(),
                new java.util.ArrayList<>())).points().add(i);
        }
        for (int t = 0; t < f.length; t += 6) {
            byRoot.get(find(parent, f[t])).triangles().add(new int[] {f[t], f[t + 2], f[t + 4]});
        }
        return new java.util.ArrayList<>(byRoot.values());
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void union(int[] parent, int a, int b) {
        parent[find(parent, a)] = find(parent, b);
    }

    /** The normal (unnormalised) of a triangle of the part. */
    private static double[] normal(float[] p, int[] t) {
        int a = t[0] * 3;
        int b = t[1] * 3;
        int c = t[2] * 3;
        double[] e1 = {p[b] - p[a], p[b + 1] - p[a + 1], p[b + 2] - p[a + 2]};
        double[] e2 = {p[c] - p[a], p[c + 1] - p[a + 1], p[c + 2] - p[a + 2]};
        return new double[] {e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2],
            e1[0] * e2[1] - e1[1] * e2[0]};
    }

    /**
     * The unit faces a part's polygons cover, with the slot each is drawn in; every face must come once, its normal
     * (from the triangles' winding) pointing out of its block, and each polygon's triangles must cover its rectangle
     * exactly (their areas add up to it, none of them turned the other way).
     */
    private static Map<Face, Integer> drawn(ChunkMesh.Part part, ChunkPos pos, int scale) {
        Map<Face, Integer> faces = new HashMap<>();
        float[] p = part.points();
        int[] f = part.faces();
        for (int k = 0; k < f.length; k += 2) {
            assertEquals(f[k], f[k + 1], "a point's texture coordinate is its own");
        }
        java.util.List<Polygon> polygons = polygons(part);
        assertEquals(part.quads(), polygons.size(), "one polygon a face");
        for (Polygon poly : polygons) {
            double[] n = normal(p, poly.triangles().get(0));
            int axis = Math.abs(n[0]) > 0 ? 0 : Math.abs(n[1]) > 0 ? 1 : 2;
            int sign = n[axis] > 0 ? 1 : -1;
            float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
            float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
            int slot = part.slots()[poly.points().get(0)];
            for (int i : poly.points()) {
                for (int c = 0; c < 3; c++) {
                    lo[c] = Math.min(lo[c], p[i * 3 + c]);
                    hi[c] = Math.max(hi[c], p[i * 3 + c]);
                }
                assertEquals(slot, part.slots()[i], "a face's points share its slot");
            }
            assertEquals(lo[axis], hi[axis], "a face is flat across its normal");
            double area = 0;
            for (int[] t : poly.triangles()) {
                double[] tn = normal(p, t);
                assertTrue(tn[axis] * sign >= 0 && tn[(axis + 1) % 3] == 0 && tn[(axis + 2) % 3] == 0,
                    "every triangle of a face faces its way");
                area += Math.abs(tn[axis]) / 2;
            }
            double rect = 1;
            for (int c = 0; c < 3; c++) {
                if (c != axis) {
                    rect *= hi[c] - lo[c];
                }
            }
            assertEquals(rect, area, 1e-3, "the triangles cover the face");
            int[] from = new int[3];
            int[] to = new int[3];
            for (int i = 0; i < 3; i++) {
                from[i] = (int) lo[i];
                to[i] = (int) hi[i];
            }
            from[axis] = sign > 0 ? (int) lo[axis] - scale : (int) lo[axis];
            to[axis] = from[axis] + scale;
            for (int y = from[1]; y < to[1]; y++) {
                for (int z = from[2]; z < to[2]; z++) {
                    for (int x = from[0]; x < to[0]; x++) {
                        int dir = axis * 2 + (sign > 0 ? 0 : 1);
                        Face face = new Face(pos.minBlockX() + x, y, pos.minBlockZ() + z, dir);
                        assertEquals(null, faces.put(face, slot), "a face drawn twice: " + face);
                    }
                }
            }
        }
        return faces;
    }

    private int slotOf(int block) {
        var state = TestChunks.STATES.get(block);
        PaletteTexture.Look look = block == TestChunks.LAVA ? PaletteTexture.Look.GLOWING
            : block == TestChunks.WATER ? PaletteTexture.Look.SEE_THROUGH : PaletteTexture.Look.OPAQUE;
        return texture.slot(WorldColors.block(state) & 0xFFFFFF, look);
    }

    /** Checks that both parts of a chunk's mesh draw exactly the expected faces, each in its block's colour. */
    private ChunkMesh check(TestChunks w, int cx, int cz, Cuts cuts) {
        ChunkMesh mesh = mesher.mesh(w.around(cx, cz), Lod.FULL, cuts, () -> false);
        ChunkPos pos = new ChunkPos(cx, cz);
        for (boolean water : new boolean[] {false, true}) {
            Map<Face, Integer> want = expected(w, pos, cuts, water);
            Map<Face, Integer> got = drawn(water ? mesh.water() : mesh.solid(), pos, 1);
            assertEquals(want.keySet(), got.keySet(), water ? "water faces" : "solid faces");
            for (Map.Entry<Face, Integer> e : want.entrySet()) {
                assertEquals(slotOf(e.getValue()), got.get(e.getKey()), "the colour of " + e.getKey());
            }
        }
        return mesh;
    }

    @Test
    @DisplayName("one block in the air is 6 quads, one per side, drawn outward")
    void oneBlock() {
        TestChunks w = new TestChunks((x, y, z) -> x == 5 && y == 30 && z == 7 ? TestChunks.DIRT : TestChunks.AIR);
        ChunkMesh mesh = check(w, 0, 0, Cuts.NONE);
        assertEquals(6, mesh.solid().quads());
        assertEquals(0, mesh.water().quads());
        assertEquals(30f, mesh.solid().minY());
        assertEquals(31f, mesh.solid().maxY());
    }

    @Test
    @DisplayName("a cuboid of one block is 6 quads covering its 2(ab + bc + ca) faces")
    void cuboid() {
        TestChunks w = new TestChunks((x, y, z) -> x >= 3 && x < 8 && y >= 10 && y < 14 && z >= 2 && z < 15
            ? TestChunks.STONE : TestChunks.AIR);
        ChunkMesh mesh = check(w, 0, 0, Cuts.NONE);
        assertEquals(6, mesh.solid().quads());
        assertEquals(2 * (5 * 4 + 4 * 13 + 13 * 5), area(mesh.solid()));
    }

    @Test
    @DisplayName("ground of one block with solid neighbours: only its top, one quad; no face between two solids")
    void noFaceBetweenSolids() {
        TestChunks w = new TestChunks((x, y, z) -> y < 20 ? TestChunks.STONE : TestChunks.AIR);
        ChunkMesh mesh = check(w, 0, 0, Cuts.NONE);
        assertEquals(1, mesh.solid().quads(), "the top; the bottom is the world's, the sides face stone");
        assertEquals(256, area(mesh.solid()));
    }

    @Test
    @DisplayName("chunk borders: closed where the neighbour is solid, open down to the neighbour's ground where it is lower")
    void borders() {
        // This chunk's ground at y 30; the east neighbour's at 25, the west's at 40, north and south as here.
        TestChunks w = new TestChunks((x, y, z) -> {
            int ground = x >= 16 ? 25 : x < 0 ? 40 : 30;
            return y < ground ? TestChunks.STONE : TestChunks.AIR;
        });
        ChunkMesh mesh = check(w, 0, 0, Cuts.NONE);
        assertEquals(2, mesh.solid().quads(), "the top and the east cliff");
        assertEquals(256 + 16 * 5, area(mesh.solid()));
        // With no neighbours (not in the world) every border is open down to the world's bottom.
        ChunkMesh alone = mesher.mesh(ChunkNeighbours.alone(w.chunk(0, 0)), Lod.FULL, Cuts.NONE, () -> false);
        assertEquals(256 + 4 * 16 * 30, area(alone.solid()));
    }

    @Test
    @DisplayName("a lake: water shows only its top to the air; the stone under it shows its faces to the water")
    void water() {
        TestChunks w = new TestChunks((x, y, z) -> {
            boolean basin = x >= 4 && x < 12 && z >= 4 && z < 12;
            if (y < (basin ? 20 : 24)) {
                return TestChunks.STONE;
            }
            return basin && y < 23 ? TestChunks.WATER : TestChunks.AIR;
        });
        ChunkMesh mesh = check(w, 0, 0, Cuts.NONE);
        assertEquals(1, mesh.water().quads());
        assertEquals(64, area(mesh.water()));
        // Stone: the rim's top (256 − 64), the basin's floor (64) and its walls, 4 sides × 8 × 4.
        assertEquals(256 - 64 + 64 + 4 * 8 * 4, area(mesh.solid()));
    }

    @Test
    @DisplayName("random ground with caves, water and lava: every face that must show, once, in its block's colour")
    void randomTerrain() {
        for (int seed = 0; seed < 4; seed++) {
            Random r = new Random(seed);
            long salt = r.nextLong();
            TestChunks w = new TestChunks((x, y, z) -> {
                long h = (x * 73856093L) ^ (z * 83492791L) ^ salt;
                int ground = 28 + (int) ((h >>> 40) & 7);
                long c = h ^ (y * 19349663L);
                if (y >= ground) {
                    return y < 31 ? TestChunks.WATER : TestChunks.AIR;
                }
                if (((c >>> 20) & 7) == 0) {
                    return y < 8 ? TestChunks.LAVA : TestChunks.AIR;
                }
                return y == ground - 1 ? TestChunks.SAND : y < 12 ? TestChunks.STONE : TestChunks.DIRT;
            });
            ChunkMesh mesh = check(w, seed - 2, 3 - seed, Cuts.NONE);
            assertTrue(mesh.solid().quads() < area(mesh.solid()), "merging reduces the quads, seed " + seed);
        }
    }

    @Test
    @DisplayName("cuts: above a level the top faces at the cut show; along a line the cut side is open")
    void cuts() {
        TestChunks w = new TestChunks((x, y, z) -> y < 40 ? (y < 10 ? TestChunks.STONE : TestChunks.DIRT)
            : TestChunks.AIR);
        ChunkMesh flat = check(w, 0, 0, Cuts.above(19));
        assertEquals(256, area(flat.solid()), "the cut's top at y 20");
        assertEquals(20f, flat.solid().maxY());
        // A line along x = 8.0: columns with x + 0.5 > 8 on one side are cut.
        Cuts line = Cuts.above(19).withLine(8, -100, 8, 100, 12, 0);
        ChunkMesh half = check(w, 0, 0, line);
        assertEquals(8 * 16 + 16 * 20, area(half.solid()), "the top of the kept half and the wall of the cut");
        // The east neighbour is wholly on the cut side: nothing to draw, at any level.
        for (Lod lod : Lod.values()) {
            assertEquals(0, mesher.mesh(w.around(1, 0), lod, line, () -> false).quads(), lod.toString());
            assertEquals(0, mesher.mesh(w.around(0, 0), lod, Cuts.ALL, () -> false).quads(), lod.toString());
            assertEquals(0, mesher.mesh(w.around(0, 0), lod, Cuts.above(-1), () -> false).quads(), lod.toString());
        }
    }

    @Test
    @DisplayName("cuts reduce to what they do to one chunk: a level above its blocks or a line past it is no cut")
    void cutsForChunk() {
        ChunkPos pos = new ChunkPos(0, 0);
        assertEquals(Cuts.NONE, Cuts.above(200).forChunk(pos, 64));
        assertEquals(Cuts.above(40), Cuts.above(40).forChunk(pos, 64));
        Cuts near = Cuts.NONE.withLine(100, -5, 100, 5, 0, 0);
        assertEquals(Cuts.ALL, near.forChunk(pos, 64), "the camera's side of the line, west of x 100, is cut away");
        assertEquals(Cuts.NONE, Cuts.NONE.withLine(100, -5, 100, 5, 200, 0).forChunk(pos, 64));
        Cuts through = Cuts.NONE.withLine(8, -5, 8, 5, 200, 0);
        assertEquals(through, through.forChunk(pos, 64));
    }

    @Test
    @DisplayName("far levels: SURFACE fills caves (only the skin is left), COARSE draws it at 2 × 2 × 2")
    void levelsOfDetail() {
        // Flat ground up to y 30 (its top a coarse cell's) with a cave from y 10 to 19 in the middle.
        TestChunks w = new TestChunks((x, y, z) -> {
            boolean cave = y >= 10 && y < 20 && x >= 2 && x < 14 && z >= 2 && z < 14;
            return y < 31 && !cave ? TestChunks.STONE : TestChunks.AIR;
        });
        ChunkMesh full = check(w, 0, 0, Cuts.NONE);
        assertEquals(256 + 2 * (12 * 12 + 12 * 10 * 2), area(full.solid()), "the ground's top and the cave's walls");
        ChunkMesh surface = mesher.mesh(w.around(0, 0), Lod.SURFACE, Cuts.NONE, () -> false);
        assertEquals(1, surface.solid().quads());
        assertEquals(256, area(surface.solid()));
        ChunkMesh coarse = mesher.mesh(w.around(0, 0), Lod.COARSE, Cuts.NONE, () -> false);
        assertEquals(1, coarse.solid().quads());
        assertEquals(256, area(coarse.solid()), "in blocks: one quad of 8 × 8 cells of 2 × 2");
        assertEquals(31f, coarse.solid().maxY());
        Map<Face, Integer> faces = drawn(coarse.solid(), new ChunkPos(0, 0), 2);
        assertEquals(256 * 2, faces.size(), "2 blocks deep per coarse cell");
    }

    @Test
    @DisplayName("no gap between levels: a coarse chunk, rounded up, shows its sides where finer neighbours are lower")
    void coarseBordersClosed() {
        // Ground up to y 31: coarse cells (y 31 and 32 one of them) round it up to 33, above the finer neighbours.
        TestChunks w = new TestChunks((x, y, z) -> y < 32 ? TestChunks.STONE : TestChunks.AIR);
        ChunkMesh coarse = mesher.mesh(w.around(0, 0), Lod.COARSE, Cuts.NONE, () -> false);
        assertEquals(33f, coarse.solid().maxY());
        assertEquals(256 + 4 * 16 * 2, area(coarse.solid()), "the top and a 2-block rim on each side");
        ChunkMesh fine = mesher.mesh(w.around(0, 0), Lod.SURFACE, Cuts.NONE, () -> false);
        assertEquals(256, area(fine.solid()), "drawn finer, no rim");
        // Likewise water: a sea up to y 61 is drawn up to 63 when coarse, with a rim where finer neighbours stop...
        TestChunks sea = new TestChunks((x, y, z) -> y < 40 ? TestChunks.STONE : y < 62 ? TestChunks.WATER
            : TestChunks.AIR);
        ChunkMesh coarseSea = mesher.mesh(sea.around(0, 0), Lod.COARSE, Cuts.NONE, () -> false);
        assertEquals(63f, coarseSea.water().maxY());
        assertEquals(256 + 4 * 16 * 2, area(coarseSea.water()));
        // ...but a sea up to an even height above the world's bottom, as the overworld's (y 62, 126 above −64),
        // fills whole cells: its coarse surface is exact, without a rim.
        TestChunks level = new TestChunks((x, y, z) -> y < 40 ? TestChunks.STONE : y < 63 ? TestChunks.WATER
            : TestChunks.AIR);
        ChunkMesh exact = mesher.mesh(level.around(0, 0), Lod.COARSE, Cuts.NONE, () -> false);
        assertEquals(63f, exact.water().maxY());
        assertEquals(256, area(exact.water()));
    }

    @Test
    @DisplayName("on ground without hollows the SURFACE level draws exactly the faces of the FULL level")
    void surfaceEqualsFullWithoutHollows() {
        TestChunks w = new TestChunks((x, y, z) -> {
            int ground = 20 + Math.floorMod(x * 7 + z * 13, 11);
            return y < ground ? (y < 25 ? TestChunks.STONE : TestChunks.DIRT) : y < 24 ? TestChunks.WATER
                : TestChunks.AIR;
        });
        ChunkPos pos = new ChunkPos(2, -1);
        ChunkMesh full = mesher.mesh(w.around(2, -1), Lod.FULL, Cuts.NONE, () -> false);
        ChunkMesh surface = mesher.mesh(w.around(2, -1), Lod.SURFACE, Cuts.NONE, () -> false);
        assertEquals(drawn(full.solid(), pos, 1), drawn(surface.solid(), pos, 1));
        assertEquals(drawn(full.water(), pos, 1), drawn(surface.water(), pos, 1));
        assertTrue(full.water().quads() > 0);
    }

    /** The summed area of a part's faces, in square blocks. */
    private static long area(ChunkMesh.Part part) {
        double a = 0;
        float[] p = part.points();
        int[] f = part.faces();
        for (int t = 0; t < f.length; t += 6) {
            double[] n = normal(p, new int[] {f[t], f[t + 2], f[t + 4]});
            a += Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]) / 2;
        }
        return Math.round(a);
    }

    /**
     * No T-junction: no point of the meshes lies inside an edge of a triangle (strictly between its ends), where the
     * two would rasterise apart and leave dotted lines and single pixels of sky.
     */
    static void watertight(java.util.List<float[]> pointSets, java.util.List<ChunkMesh.Part> parts) {
        // The points on their face's outline (a face fanned from its centre has a point inside it, which may lie on
        // the edge of a face that meets this one's middle, as a wall stands on a floor: no gap opens there).
        java.util.Set<java.util.List<Float>> all = new java.util.HashSet<>();
        for (int k = 0; k < parts.size(); k++) {
            float[] pts = pointSets.get(k);
            for (Polygon poly : polygons(parts.get(k))) {
                float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
                float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
                for (int i : poly.points()) {
                    for (int c = 0; c < 3; c++) {
                        lo[c] = Math.min(lo[c], pts[i * 3 + c]);
                        hi[c] = Math.max(hi[c], pts[i * 3 + c]);
                    }
                }
                for (int i : poly.points()) {
                    boolean outline = false;
                    for (int c = 0; c < 3; c++) {
                        outline |= lo[c] != hi[c] && (pts[i * 3 + c] == lo[c] || pts[i * 3 + c] == hi[c]);
                    }
                    if (outline) {
                        all.add(java.util.List.of(pts[i * 3], pts[i * 3 + 1], pts[i * 3 + 2]));
                    }
                }
            }
        }
        // Each face's outline edges (a triangle edge along the face's rectangle's side): no point may lie inside one.
        for (int k = 0; k < parts.size(); k++) {
            float[] p = pointSets.get(k);
            for (Polygon poly : polygons(parts.get(k))) {
                float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
                float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
                for (int i : poly.points()) {
                    for (int c = 0; c < 3; c++) {
                        lo[c] = Math.min(lo[c], p[i * 3 + c]);
                        hi[c] = Math.max(hi[c], p[i * 3 + c]);
                    }
                }
                for (int[] v : poly.triangles()) {
                    for (int e = 0; e < 3; e++) {
                        int a = v[e] * 3;
                        int b = v[(e + 1) % 3] * 3;
                        boolean outline = false;
                        for (int c = 0; c < 3; c++) {
                            outline |= lo[c] != hi[c] && p[a + c] == p[b + c] && (p[a + c] == lo[c] || p[a + c] == hi[c]);
                        }
                        if (!outline) {
                            continue;
                        }
                        // The edge's lattice points (the points all lie at whole or half blocks).
                        double len = Math.max(Math.abs(p[b] - p[a]), Math.max(Math.abs(p[b + 1] - p[a + 1]),
                            Math.abs(p[b + 2] - p[a + 2])));
                        int steps = (int) Math.round(len * 2);
                        for (int st = 1; st < steps; st++) {
                            double r = (double) st / steps;
                            java.util.List<Float> q = java.util.List.of((float) (p[a] + (p[b] - p[a]) * r),
                                (float) (p[a + 1] + (p[b + 1] - p[a + 1]) * r),
                                (float) (p[a + 2] + (p[b + 2] - p[a + 2]) * r));
                            assertTrue(!all.contains(q), "a point inside a face's edge (a T-junction): " + q
                                + " on the edge " + p[a] + "," + p[a + 1] + "," + p[a + 2] + " to " + p[b] + ","
                                + p[b + 1] + "," + p[b + 2] + " of part " + k);
                        }
                    }
                }
            }
        }
    }

    /** Terraces of uneven steps with a pond and a hollow: greedy quads of many sizes meet along every edge. */
    private static TestChunks terrain(long seed) {
        return new TestChunks((x, y, z) -> {
            int ground = 20 + Math.floorMod(Math.floorDiv(x, 3) + Math.floorDiv(z * 2, 5) + (int) seed, 7)
                + (Math.floorMod(x * 7 + z * 3, 11) == 0 ? 2 : 0);
            if (y >= ground) {
                return y < 23 ? TestChunks.WATER : TestChunks.AIR;
            }
            if (y > 12 && y < 16 && Math.floorMod(x + 2 * z, 9) < 4) {
                return TestChunks.AIR;
            }
            return y == ground - 1 ? TestChunks.SAND : TestChunks.STONE;
        });
    }

    @Test
    @DisplayName("meshes are watertight: no point of a chunk's mesh, or of its neighbour's across the border, lies "
        + "inside a triangle's edge (greedy quads met in T-junctions, which showed dotted lines and sky pixels)")
    void watertight() {
        TestChunks w = terrain(7);
        for (Lod lod : Lod.values()) {
            ChunkMesh a = mesher.mesh(w.around(0, 0), lod, Cuts.NONE, () -> false);
            ChunkMesh b = mesher.mesh(w.around(1, 0), lod, Cuts.NONE, () -> false);
            ChunkMesh c = mesher.mesh(w.around(0, 1), lod, Cuts.NONE, () -> false);
            java.util.List<ChunkMesh.Part> parts = java.util.List.of(a.solid(), a.water(), b.solid(), b.water(),
                c.solid(), c.water());
            java.util.List<float[]> points = new java.util.ArrayList<>();
            float[][] shift = {{0, 0}, {0, 0}, {16, 0}, {16, 0}, {0, 16}, {0, 16}};
            for (int k = 0; k < parts.size(); k++) {
                float[] pts = parts.get(k).points().clone();
                for (int i = 0; i < pts.length; i += 3) {
                    pts[i] += shift[k][0];
                    pts[i + 2] += shift[k][1];
                }
                points.add(pts);
            }
            assertTrue(a.solid().quads() > 20, "a shape with steps: " + a.solid().quads());
            watertight(points, parts);
        }
    }
}
