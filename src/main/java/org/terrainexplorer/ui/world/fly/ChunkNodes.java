package org.terrainexplorer.ui.world.fly;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.Group;
import javafx.scene.paint.Material;
import javafx.scene.shape.CullFace;
import javafx.scene.shape.MeshView;
import javafx.scene.shape.TriangleMesh;
import javafx.scene.shape.VertexFormat;
import org.terrainexplorer.render.world.fly.MeshStreamer;
import org.terrainexplorer.render.world.fly.StreamPolicy;
import org.terrainexplorer.render.world.fly.ViewFrustum;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.PaletteTexture;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The chunks' nodes in the 3D scene: per chunk a {@code MeshView} for its opaque part in one group and one for its
 * water in a second group drawn after the first (so water blends over what lies behind it). Applies the
 * streamer's changes (a finished mesh's arrays are copied into a {@code TriangleMesh} whole), fogs each chunk by
 * its distance (rewriting only its few texture coordinates when its level changes) and hides chunks out of view.
 * FX thread only.
 *
 * <p>Meshes are placed relative to an origin that follows the camera in steps of 1024 blocks, so coordinates stay
 * small enough for floats however far out the world is.
 */
final class ChunkNodes {

    /** How far the camera may be from the origin before the origin moves to it. */
    private static final double ORIGIN_STEP = 1024;

    private final Group solids = new Group();
    private final Group waters = new Group();
    private final Material material;
    private final Map<ChunkPos, Node> nodes = new HashMap<>();
    private int originX;
    private int originZ;

    /**
     * One chunk's views, with what fogging and culling need of its mesh (its slots, its height): the mesh's own
     * arrays are not kept, the {@code TriangleMesh} has them.
     */
    private static final class Node {
        final ChunkPos pos;
        final MeshView solid;
        final MeshView water;
        final int[] solidSlots;
        final int[] waterSlots;
        final double bottom;
        final double top;
        int fog = -1;

        Node(ChunkMesh mesh, MeshView solid, MeshView water) {
            this.pos = mesh.pos();
            this.solid = solid;
            this.water = water;
            solidSlots = mesh.solid().slots();
            waterSlots = mesh.water().slots();
            ChunkMesh.Part s = mesh.solid();
            ChunkMesh.Part w = mesh.water();
            bottom = Math.min(s.isEmpty() ? Double.MAX_VALUE : s.minY(), w.isEmpty() ? Double.MAX_VALUE : w.minY());
            top = Math.max(s.isEmpty() ? -Double.MAX_VALUE : s.maxY(), w.isEmpty() ? -Double.MAX_VALUE : w.maxY());
        }
    }

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

    /** The number of chunks shown. */
    int size() {
        return nodes.size();
    }

    /** Whether a chunk has a mesh shown. */
    boolean shows(ChunkPos pos) {
        return nodes.containsKey(pos);
    }

    /** Shows a change: a chunk's new mesh, or nothing for it. */
    void apply(MeshStreamer.Change change) {
        Node old = nodes.remove(change.pos());
        if (old != null) {
            remove(old);
        }
        ChunkMesh mesh = change.mesh();
        if (mesh == null || mesh.quads() == 0) {
            return;
        }
        Node n = new Node(mesh, view(mesh.solid()), view(mesh.water()));
        place(n);
        if (n.solid != null) {
            solids.getChildren().add(n.solid);
        }
        if (n.water != null) {
            waters.getChildren().add(n.water);
        }
        nodes.put(change.pos(), n);
    }

    /** Removes every chunk. */
    void clear() {
        nodes.clear();
        solids.getChildren().clear();
        waters.getChildren().clear();
    }

    private void remove(Node n) {
        if (n.solid != null) {
            solids.getChildren().remove(n.solid);
        }
        if (n.water != null) {
            waters.getChildren().remove(n.water);
        }
    }

    private MeshView view(ChunkMesh.Part part) {
        if (part.isEmpty()) {
            return null;
        }
        TriangleMesh mesh = new TriangleMesh(VertexFormat.POINT_TEXCOORD);
        mesh.getPoints().setAll(part.points());
        mesh.getTexCoords().setAll(PaletteTexture.texCoords(part.slots(), 0));
        mesh.getFaces().setAll(part.faces());
        MeshView v = new MeshView(mesh);
        v.setMaterial(material);
        v.setCullFace(CullFace.BACK);
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
        return true;
    }

    /**
     * Fogs each chunk by its distance from the camera (at most {@code maxRefogs} chunks get new texture coordinates
     * in one call; the rest follow in the next frames) and hides chunks out of view. Returns the number in view.
     */
    int update(double cameraX, double cameraZ, ViewFrustum frustum, StreamPolicy policy, int maxRefogs) {
        double view = policy.viewDistance() * 16.0;
        int refogs = 0;
        int visible = 0;
        for (Node n : nodes.values()) {
            ChunkPos p = n.pos;
            double d = Math.sqrt(p.distanceSquaredTo(cameraX, cameraZ));
            int fog = ViewFrustum.fogLevel(d, view, PaletteTexture.FOG_LEVELS);
            if (fog != n.fog && refogs < maxRefogs) {
                n.fog = fog;
                refog(n.solid, n.solidSlots, fog);
                refog(n.water, n.waterSlots, fog);
                refogs++;
            }
            boolean seen = frustum.sees(p.minBlockX(), n.bottom, p.minBlockZ(), p.minBlockX() + 16, n.top,
                p.minBlockZ() + 16);
            for (MeshView v : new MeshView[] {n.solid, n.water}) {
                if (v != null && v.isVisible() != seen) {
                    v.setVisible(seen);
                }
            }
            visible += seen ? 1 : 0;
        }
        return visible;
    }

    private static void refog(MeshView v, int[] slots, int fog) {
        if (v != null) {
            ((TriangleMesh) v.getMesh()).getTexCoords().setAll(PaletteTexture.texCoords(slots, fog));
        }
    }
}
