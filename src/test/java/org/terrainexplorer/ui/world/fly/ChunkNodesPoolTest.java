package org.terrainexplorer.ui.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.paint.PhongMaterial;
import javafx.scene.shape.MeshView;
import javafx.scene.shape.TriangleMesh;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.terrainexplorer.render.world.fly.MeshStreamer;
import org.terrainexplorer.render.world.mesh.ChunkMesh;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.render.world.mesh.Lod;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The memory of a long flight: chunks leave and others come, and their views and meshes are used again, so the
 * native buffers behind them (freed only when the garbage collector comes to a dropped node) stay as many as the
 * chunks shown, plus a bounded pool.
 */
@DisplayName("The 3D view reuses the views of chunks that leave")
class ChunkNodesPoolTest {

    private static ChunkMesh mesh(ChunkPos pos, int height) {
        float y = height;
        float[] points = {0, y, 0, 16, y, 0, 16, y, 16, 0, y, 16};
        int[] faces = {0, 0, 2, 2, 1, 1, 0, 0, 3, 3, 2, 2};
        return new ChunkMesh(pos, Lod.SURFACE, Cuts.NONE, new ChunkMesh.Part(points, faces, new int[4], 1, y, y),
            ChunkMesh.Part.EMPTY);
    }

    private static Set<Node> views(ChunkNodes nodes) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        out.addAll(nodes.solids().getChildren());
        return out;
    }

    @Test
    @DisplayName("a chunk's view that leaves is kept, and the next chunk's mesh is shown in it: no new view is made")
    void viewsAreReused() {
        ChunkNodes nodes = new ChunkNodes(new PhongMaterial());
        for (int i = 0; i < 100; i++) {
            nodes.apply(new MeshStreamer.Change(new ChunkPos(i, 0), mesh(new ChunkPos(i, 0), 64)), 0, 0, 192);
        }
        Set<Node> first = views(nodes);
        assertEquals(100, first.size());
        for (int i = 0; i < 100; i++) {
            nodes.apply(new MeshStreamer.Change(new ChunkPos(i, 0), null), 0, 0, 192);
        }
        assertEquals(0, nodes.solids().getChildren().size());
        assertEquals(100, nodes.pooled());
        for (int i = 0; i < 100; i++) {
            nodes.apply(new MeshStreamer.Change(new ChunkPos(i, 5), mesh(new ChunkPos(i, 5), 80)), 0, 0, 192);
        }
        assertEquals(first, views(nodes), "the same views show the new chunks");
        assertEquals(0, nodes.pooled());
        for (Node n : nodes.solids().getChildren()) {
            TriangleMesh m = (TriangleMesh) ((MeshView) n).getMesh();
            assertEquals(80f, m.getPoints().get(1), "the new mesh's points");
            assertEquals(8, m.getTexCoords().size(), "its own texture coordinates");
        }
        nodes.clear();
        assertTrue(nodes.pooled() == 100 && nodes.solids().getChildren().isEmpty(), "another world: kept for reuse");
    }
}
