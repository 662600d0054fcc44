package org.terrainexplorer.ui.world.fly;

import java.util.HashMap;
import java.util.Map;
import javafx.collections.ObservableFloatArray;
import javafx.scene.Group;
import javafx.scene.paint.Material;
import javafx.scene.shape.CullFace;
import javafx.scene.shape.MeshView;
import javafx.scene.shape.TriangleMesh;
import javafx.scene.shape.VertexFormat;
import org.terrainexplorer.render.world.fly.MeshStreamer;
import org.terrainexplorer.render.world.fly.ViewFrustum;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.render.world.mesh.PaletteTexture;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The chunks' nodes in the 3D scene: per chunk a {@code MeshView} for its opaque part in one group and one for its
 * water in a second group drawn after the first (so water blends over what lies behind it); far (coarse) chunks
 * share one pair of views per tile of 4 × 4 chunks. Applies the
 * streamer's changes (a finished mesh's arrays are copied into a {@code TriangleMesh} whole), fogs each chunk by
 * its points' distances (rewriting its texture coordinates when the camera has moved a few blocks, a limited number
 * of points a frame) and hides chunks out of view. FX thread only.
 *
 * <p>Meshes are placed relative to an origin that follows the camera in steps of 1024 blocks, so coordinates stay
 * small enough for floats however far out the world is.
 */
final class ChunkNodes {

    /** How far the camera may be from the origin before the origin moves to it. */
    private static final double ORIGIN_STEP = 1024;
    /**
     * How far the camera moves, as a share of the view distance, before a fogged chunk's fog is brought up to date
     * (at least 4 blocks): each update makes JavaFX build the chunk's geometry again.
     */
    private static final double REFOG_SHARE = 1 / 32.0;

    /**
     * Views no longer shown, kept to show other meshes: a view and its mesh hold native buffers (on the GPU, or in
     * the process's memory under a software renderer) that are freed only when the garbage collector comes to the
     * dropped node, which with a large heap can be minutes; reused, the buffers are written again in place. At most
     * {@value #POOL} are kept.
     */
    private final java.util.ArrayDeque<MeshView> pool = new java.util.ArrayDeque<>();
    static final int POOL = 1024;

    private final Group solids = new Group();
    private final Group waters = new Group();
    private final Material material;
    private final Map<ChunkPos, Node> nodes = new HashMap<>();
    private final Map<ChunkPos, Tile> tiles = new HashMap<>();
    private final java.util.Set<Tile> dirtyTiles = new java.util.LinkedHashSet<>();
    /** The frame's nodes in view whose fog is out of date, nearest first (kept from frame to frame). */
    private final java.util.ArrayList<Node> stale = new java.util.ArrayList<>();
    private static final java.util.Comparator<Node> NEAREST = java.util.Comparator.comparingDouble(n -> n.distance);
    /**
     * Blocks nearer than it is that a chunk's fog is set for: the camera moves on before the fog is set again, and
     * fog a little too thin shows the terrain where fog too thick would show only sky (flying fast, every chunk
     * ahead was fogged for where the camera had been, and the whole view was sky).
     */
    private double lead;
    private int originX;
    private int originZ;

    /**
     * The views of one chunk, or of one tile of far chunks drawn as one mesh, with what fogging and culling need
     * of its mesh (its quads' slots, its height): the mesh's points stay in the {@code TriangleMesh} only.
     */
    private static final class Node {
        /** The chunk whose corner the mesh's points are measured from. */
        final ChunkPos pos;
        /** The side in blocks: 16 for a chunk, {@link #TILE} chunks' worth for a tile. */
        final int side;
        final MeshView solid;
        final MeshView water;
        final int[] solidSlots;
        final int[] waterSlots;
        final double bottom;
        final double top;
        /** Where the camera was when the fog was last set; NaN before. */
        double fogX = Double.NaN;
        double fogZ = Double.NaN;
        boolean clear;
        /** Whether it has been shown for a frame: JavaFX builds a mesh's geometry the first time it draws it. */
        boolean drawn;
        /** Its distance from the camera this frame, nearest point, for fogging the nearest first. */
        double distance;

        Node(ChunkPos pos, int side, ChunkMesh.Part s, ChunkMesh.Part w, MeshView solid, MeshView water) {
            this.pos = pos;
            this.side = side;
            this.solid = solid;
            this.water = water;
            solidSlots = s.slots();
            waterSlots = w.slots();
            bottom = Math.min(s.isEmpty() ? Double.MAX_VALUE : s.minY(), w.isEmpty() ? Double.MAX_VALUE : w.minY());
            top = Math.max(s.isEmpty() ? -Double.MAX_VALUE : s.maxY(), w.isEmpty() ? -Double.MAX_VALUE : w.maxY());
        }

        int points() {
            return solidSlots.length + waterSlots.length;
        }
    }

    /**
     * Far (coarse) chunks, {@value #TILE} × {@value #TILE} to a tile, drawn as one mesh: each view costs JavaFX
     * a fixed time per frame, which thousands of small far chunks would otherwise spend. A tile keeps its
     * members' meshes to build its own again when one changes.
     */
    private static final class Tile {
        final ChunkPos first;
        final Map<ChunkPos, ChunkMesh> members = new HashMap<>();
        Node node;

        Tile(ChunkPos first) {
            this.first = first;
        }
    }

    /** Chunks to a tile's side. */
    static final int TILE = 4;

    ChunkNodes(Material material) {
        this.material = material;
        solids.setId("fly-solids");
        waters.setId("fly-waters");
    }

    /** The group of opaque parts. */
    Group solids() {
        return solids;
    }

    /** The group of water, to be placed after {@link #solids}. */
    Group waters() {
        return waters;
    }

    /** The origin's block x (meshes and the camera are placed relative to it). */
    int originX() {
        return originX;
    }

    int originZ() {
        return originZ;
    }

    /** The number of views: a chunk's or a tile's, each its opaque part and its water. */
    int views() {
        return solids.getChildren().size() + waters.getChildren().size();
    }

    /** Shows a change: a chunk's new mesh, or nothing for it; fogged for a camera at (x, z). */
    void apply(MeshStreamer.Change change, double cameraX, double cameraZ, double viewBlocks) {
        ChunkPos pos = change.pos();
        Node old = nodes.remove(pos);
        if (old != null) {
            remove(old);
        }
        Tile tile = tiles.get(tileOf(pos));
        if (tile != null && tile.members.remove(pos) != null) {
            dirtyTiles.add(tile);
        }
        ChunkMesh mesh = change.mesh();
        if (mesh == null || mesh.quads() == 0) {
            return;
        }
        if (mesh.lod() == Lod.COARSE) {
            Tile t = tiles.computeIfAbsent(tileOf(pos), k -> new Tile(new ChunkPos(k.x() * TILE, k.z() * TILE)));
            t.members.put(pos, mesh);
            dirtyTiles.add(t);
            return;
        }
        Node n = new Node(pos, 16, mesh.solid(), mesh.water(), view(mesh.solid()), view(mesh.water()));
        add(n, cameraX, cameraZ, viewBlocks);
        nodes.put(pos, n);
    }

    private static ChunkPos tileOf(ChunkPos p) {
        return new ChunkPos(Math.floorDiv(p.x(), TILE), Math.floorDiv(p.z(), TILE));
    }

    private void add(Node n, double cameraX, double cameraZ, double viewBlocks) {
        fog(n, cameraX, cameraZ, viewBlocks);
        place(n);
        if (n.solid != null) {
            solids.getChildren().add(n.solid);
        }
        if (n.water != null) {
            waters.getChildren().add(n.water);
        }
    }

    /** Forgets every chunk and tile: their views leave the scene at once (another world is shown). */
    void clear() {
        for (Node n : nodes.values()) {
            remove(n);
        }
        for (Tile t : tiles.values()) {
            if (t.node != null) {
                remove(t.node);
            }
        }
        solids.getChildren().clear();
        waters.getChildren().clear();
        nodes.clear();
        tiles.clear();
        dirtyTiles.clear();
    }

    /** Builds again the meshes of at most {@code max} tiles whose members changed. */
    void rebuildTiles(int max, double cameraX, double cameraZ, double viewBlocks) {
        var it = dirtyTiles.iterator();
        for (int i = 0; i < max && it.hasNext(); i++) {
            Tile t = it.next();
            it.remove();
            if (t.node != null) {
                remove(t.node);
                t.node = null;
            }
            if (t.members.isEmpty()) {
                tiles.remove(tileOf(t.first));
                continue;
            }
            ChunkMesh.Part s = merge(t, true);
            ChunkMesh.Part w = merge(t, false);
            t.node = new Node(t.first, 16 * TILE, s, w, view(s), view(w));
            add(t.node, cameraX, cameraZ, viewBlocks);
        }
    }

    /** A tile's members' parts as one, their points moved to the tile's corner. */
    private static ChunkMesh.Part merge(Tile t, boolean solid) {
        int quads = 0;
        int pointCount = 0;
        int faceInts = 0;
        for (ChunkMesh m : t.members.values()) {
            ChunkMesh.Part p = solid ? m.solid() : m.water();
            quads += p.quads();
            pointCount += p.pointCount();
            faceInts += p.faces().length;
        }
        if (quads == 0) {
            return ChunkMesh.Part.EMPTY;
        }
        float[] points = new float[pointCount * 3];
        int[] faces = new int[faceInts];
        int[] slots = new int[pointCount];
        float low = Float.MAX_VALUE;
        float high = -Float.MAX_VALUE;
        int at = 0;
        int faceAt = 0;
        for (ChunkMesh m : t.members.values()) {
            ChunkMesh.Part p = solid ? m.solid() : m.water();
            if (p.isEmpty()) {
                continue;
            }
            float dx = m.pos().minBlockX() - t.first.minBlockX();
            float dz = m.pos().minBlockZ() - t.first.minBlockZ();
            float[] src = p.points();
            for (int i = 0; i < p.pointCount() * 3; i += 3) {
                points[at * 3 + i] = src[i] + dx;
                points[at * 3 + i + 1] = src[i + 1];
                points[at * 3 + i + 2] = src[i + 2] + dz;
            }
            int[] f = p.faces();
            for (int i = 0; i < f.length; i++) {
                faces[faceAt + i] = f[i] + at;
            }
            System.arraycopy(p.slots(), 0, slots, at, p.pointCount());
            low = Math.min(low, p.minY());
            high = Math.max(high, p.maxY());
            at += p.pointCount();
            faceAt += f.length;
        }
        return new ChunkMesh.Part(points, faces, slots, quads, low, high);
    }

    private void remove(Node n) {
        if (n.solid != null) {
            solids.getChildren().remove(n.solid);
            recycle(n.solid);
        }
        if (n.water != null) {
            waters.getChildren().remove(n.water);
            recycle(n.water);
        }
    }

    private void recycle(MeshView v) {
        if (pool.size() < POOL) {
            v.setVisible(true);
            pool.push(v);
        }
    }

    /** The views kept for reuse now (for tests). */
    int pooled() {
        return pool.size();
    }

    private MeshView view(ChunkMesh.Part part) {
        if (part.isEmpty()) {
            return null;
        }
        MeshView v = pool.poll();
        if (v == null) {
            v = new MeshView(new TriangleMesh(VertexFormat.POINT_TEXCOORD));
            v.setMaterial(material);
            v.setCullFace(CullFace.BACK);
        }
        TriangleMesh mesh = (TriangleMesh) v.getMesh();
        mesh.getPoints().setAll(part.points());
        mesh.getPoints().trimToSize();
        mesh.getFaces().setAll(part.faces());
        mesh.getFaces().trimToSize();
        mesh.getTexCoords().clear();
        v.setTranslateX(0);
        v.setTranslateZ(0);
        return v;
    }

    private void place(Node n) {
        double x = n.pos.minBlockX() - originX;
        double z = n.pos.minBlockZ() - originZ;
        for (MeshView v : new MeshView[] {n.solid, n.water}) {
            if (v != null) {
                v.setTranslateX(x);
                v.setTranslateZ(z);
            }
        }
    }

    /** Moves the origin to the camera when it has gone {@value #ORIGIN_STEP} blocks from it; true if it moved. */
    boolean follow(double cameraX, double cameraZ) {
        if (Math.abs(cameraX - originX) < ORIGIN_STEP && Math.abs(cameraZ - originZ) < ORIGIN_STEP) {
            return false;
        }
        originX = (int) Math.floor(cameraX / 16) * 16;
        originZ = (int) Math.floor(cameraZ / 16) * 16;
        for (Node n : nodes.values()) {
            place(n);
        }
        for (Tile t : tiles.values()) {
            if (t.node != null) {
                place(t.node);
            }
        }
        return true;
    }

    /**
     * Brings fog up to date (at most {@code maxPoints} points' texture coordinates rewritten in one call; the rest
     * follow in the next frames) and hides chunks out of view. Returns the number of chunks in view.
     */
    int update(double cameraX, double cameraZ, ViewFrustum frustum, double viewBlocks, int maxPoints) {
        return update(cameraX, cameraZ, frustum, viewBlocks, maxPoints, 0);
    }

    /**
     * {@link #update(double, double, ViewFrustum, double, int)}, the nearest chunks' fog first, each set for
     * {@code lead} blocks nearer than it is (how far the camera moves before fog is set again: more when it flies
     * fast), so that fog out of date errs toward the terrain rather than the sky.
     */
    int update(double cameraX, double cameraZ, ViewFrustum frustum, double viewBlocks, int maxPoints, double lead) {
        this.lead = Math.max(0, lead);
        stale.clear();
        int visible = 0;
        for (Node n : nodes.values()) {
            visible += update(n, cameraX, cameraZ, frustum, viewBlocks) ? 1 : 0;
        }
        for (Tile t : tiles.values()) {
            if (t.node != null && update(t.node, cameraX, cameraZ, frustum, viewBlocks)) {
                visible += t.members.size();
            }
        }
        stale.sort(NEAREST);
        int budget = maxPoints;
        for (int i = 0; i < stale.size() && budget > 0; i++) {
            Node n = stale.get(i);
            fog(n, cameraX, cameraZ, viewBlocks);
            budget -= n.points();
        }
        stale.clear();
        return visible;
    }

    private boolean update(Node n, double cameraX, double cameraZ, ViewFrustum frustum, double viewBlocks) {
        ChunkPos p = n.pos;
        boolean inView = frustum.sees(p.minBlockX(), n.bottom, p.minBlockZ(), p.minBlockX() + n.side, n.top,
            p.minBlockZ() + n.side);
        // A new mesh is shown for its first frame even out of view, so JavaFX builds its geometry as it arrives
        // rather than all at once when the camera turns to it; only meshes in view are fogged again (each
        // update makes JavaFX build the geometry again), the nearest first.
        boolean seen = inView || !n.drawn;
        n.drawn = true;
        if (inView && needsFog(n, cameraX, cameraZ, viewBlocks)) {
            n.distance = nearest(n, cameraX, cameraZ);
            stale.add(n);
        }
        show(n.solid, seen);
        show(n.water, seen);
        return seen;
    }

    /** The horizontal distance from (x, z) to the nearest point of a node's square. */
    private static double nearest(Node n, double x, double z) {
        double dx = Math.max(0, Math.max(n.pos.minBlockX() - x, x - (n.pos.minBlockX() + n.side)));
        double dz = Math.max(0, Math.max(n.pos.minBlockZ() - z, z - (n.pos.minBlockZ() + n.side)));
        return Math.sqrt(dx * dx + dz * dz);
    }

    private static void show(MeshView v, boolean seen) {
        if (v != null && v.isVisible() != seen) {
            v.setVisible(seen);
        }
    }

    /** The fog of a chunk is out of date: it has never been set, or it is not clear and the camera moved. */
    private static boolean needsFog(Node n, double cameraX, double cameraZ, double viewBlocks) {
        if (Double.isNaN(n.fogX)) {
            return true;
        }
        if (n.clear && farthest(n, cameraX, cameraZ) < ViewFrustum.FOG_START * viewBlocks) {
            return false;
        }
        return Math.abs(cameraX - n.fogX) + Math.abs(cameraZ - n.fogZ) >= Math.max(4, viewBlocks * REFOG_SHARE);
    }

    private static double farthest(Node n, double x, double z) {
        double dx = Math.max(Math.abs(n.pos.minBlockX() - x), Math.abs(n.pos.minBlockX() + n.side - x));
        double dz = Math.max(Math.abs(n.pos.minBlockZ() - z), Math.abs(n.pos.minBlockZ() + n.side - z));
        return Math.sqrt(dx * dx + dz * dz);
    }

    private void fog(Node n, double cameraX, double cameraZ, double viewBlocks) {
        n.fogX = cameraX;
        n.fogZ = cameraZ;
        n.clear = farthest(n, cameraX, cameraZ) - lead < ViewFrustum.FOG_START * viewBlocks;
        fog(n.solid, n.solidSlots, n.pos, cameraX, cameraZ, viewBlocks, n.clear, lead);
        fog(n.water, n.waterSlots, n.pos, cameraX, cameraZ, viewBlocks, n.clear, lead);
    }

    /** Sets each point's texture coordinate: its slot, fogged by the point's level distance. */
    private static void fog(MeshView v, int[] slots, ChunkPos pos, double cameraX, double cameraZ, double viewBlocks,
                            boolean clear, double lead) {
        if (v == null) {
            return;
        }
        TriangleMesh mesh = (TriangleMesh) v.getMesh();
        ObservableFloatArray points = mesh.getPoints();
        float[] uv = new float[slots.length * 2];
        double ox = pos.minBlockX() - cameraX;
        double oz = pos.minBlockZ() - cameraZ;
        for (int i = 0; i < slots.length; i++) {
            double fog = 0;
            if (!clear) {
                double dx = points.get(3 * i) + ox;
                double dz = points.get(3 * i + 2) + oz;
                fog = ViewFrustum.fog(Math.max(0, Math.sqrt(dx * dx + dz * dz) - lead), viewBlocks);
            }
            uv[2 * i] = PaletteTexture.u(slots[i]);
            uv[2 * i + 1] = PaletteTexture.v(slots[i], fog);
        }
        mesh.getTexCoords().setAll(uv);
    }
}
