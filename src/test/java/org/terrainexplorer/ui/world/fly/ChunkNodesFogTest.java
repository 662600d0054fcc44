package org.terrainexplorer.ui.world.fly;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.paint.PhongMaterial;
import javafx.scene.shape.MeshView;
import javafx.scene.shape.TriangleMesh;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.render.world.fly.MeshStreamer;
import org.terrainexplorer.render.world.fly.ViewFrustum;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.render.world.mesh.PaletteTexture;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * Fast flight: the fog of the chunks ahead, set when they were far, must not outlast the budget of fog updates a
 * frame: the nearest are brought up to date first, and fog out of date errs toward the terrain. Before, every chunk
 * ahead kept the fog of where the camera had been, and at 90 to 170 blocks a second the whole view was sky. (The
 * meshes need no 3D pipeline to be made and fogged, so this runs headless.)
 */
@DisplayName("The 3D view's fog keeps up with fast flight")
class ChunkNodesFogTest {

    /** A chunk's mesh: its top at y 64 as 256 quads of a block each, as a surface mesh has hundreds. */
    private static ChunkMesh flat(ChunkPos pos) {
        int quads = 256;
        float[] points = new float[quads * 12];
        int[] faces = new int[quads * 12];
        for (int q = 0; q < quads; q++) {
            float x = q % 16;
            float z = q / 16;
            float[] p = {x, 64, z, x + 1, 64, z, x + 1, 64, z + 1, x, 64, z + 1};
            System.arraycopy(p, 0, points, q * 12, 12);
            int b = q * 4;
            int[] f = {b, b, b + 2, b + 2, b + 1, b + 1, b, b, b + 3, b + 3, b + 2, b + 2};
            System.arraycopy(f, 0, faces, q * 12, 12);
        }
        ChunkMesh.Part solid = new ChunkMesh.Part(points, faces, new int[quads * 4], quads, 64, 64);
        return new ChunkMesh(pos, Lod.SURFACE, Cuts.NONE, solid, ChunkMesh.Part.EMPTY);
    }

    /** The thickest fog of the views in view whose chunk lies within {@code radius} blocks of (x, z), ahead of it. */
    private static double fogNear(ChunkNodes nodes, double x, double z, double radius) {
        double worst = 0;
        for (Node n : nodes.solids().getChildren()) {
            MeshView v = (MeshView) n;
            if (!v.isVisible()) {
                continue;                                   // out of view: not drawn, its fog not kept
            }
            double cx = v.getTranslateX() + nodes.originX() + 8;
            double cz = v.getTranslateZ() + nodes.originZ() + 8;
            if (Math.hypot(cx - x, cz - z) > radius || cz > z) {
                continue;
            }
            float[] uv = ((TriangleMesh) v.getMesh()).getTexCoords().toArray(null);
            for (int i = 1; i < uv.length; i += 2) {
                // v of slot 0: (fog · (levels − 1) + 0.5) / height
                double fog = (uv[i] * PaletteTexture.HEIGHT - 0.5) / (PaletteTexture.FOG_LEVELS - 1);
                worst = Math.max(worst, fog);
            }
        }
        return worst;
    }

    @Test
    @DisplayName("flying north at 170 blocks a second at 9 frames a second, the chunks within the clear part of the "
        + "view ahead show unfogged")
    void nearChunksClearWhileFlyingFast() {
        ChunkNodes nodes = new ChunkNodes(new PhongMaterial());
        double view = 12 * 16;
        // The camera at z 0 looking north (−z), over a field of chunks from z −60 to z 12 chunks.
        FlyCamera camera = new FlyCamera(8, 100, 0);
        camera.look(0, 60);                                 // a little down, toward the ground ahead
        List<MeshStreamer.Change> all = new ArrayList<>();
        for (int cx = -12; cx <= 12; cx++) {
            for (int cz = -70; cz <= 12; cz++) {
                all.add(new MeshStreamer.Change(new ChunkPos(cx, cz), flat(new ChunkPos(cx, cz))));
            }
        }
        for (MeshStreamer.Change c : all) {
            nodes.apply(c, camera.x(), camera.z(), view);
        }
        double perFrame = 170 / 9.0;
        for (int frame = 0; frame < 27; frame++) {
            camera.moveTo(camera.x(), camera.y(), camera.z() - perFrame);
            nodes.follow(camera.x(), camera.z());
            // The view's budget of fog updates a frame, and the lead it gives at that speed.
            nodes.update(camera.x(), camera.z(), new ViewFrustum(camera, 16 / 9.0), view, 16_000, perFrame * 2);
        }
        double clearZone = ViewFrustum.FOG_START * view - 24;
        double fog = fogNear(nodes, camera.x(), camera.z(), clearZone);
        assertTrue(fog < 0.05, "chunks within " + clearZone + " blocks ahead are clear, fog " + fog);
    }
}
