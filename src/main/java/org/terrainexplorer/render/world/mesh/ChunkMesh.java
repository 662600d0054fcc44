package org.terrainexplorer.render.world.mesh;

import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A chunk's finished mesh in the arrays a JavaFX {@code TriangleMesh} takes, made on a worker and handed to the
 * FX thread whole: the opaque part (solid blocks and lava) and the see-through part (water), drawn after it.
 * Points are in blocks, x and z from the chunk's corner (0 to 16), y the world's; each face (a greedy quad) has
 * points of its own: its four corners, and the corners of other faces that lie on its edges (and a point at every
 * block along the chunk's border), so faces meet at shared points and the mesh has no T-junctions; its triangles are
 * counter-clockwise seen from outside. Each point has its own texture coordinate (the same index), chosen by the view
 * from the point's {@linkplain Part#slots palette slot} and its distance from the camera, so fog thickens smoothly
 * across a chunk and matches its neighbours' at the border.
 *
 * @param pos   the chunk
 * @param lod   the level of detail it was made at
 * @param cuts  the cuts it was made with, {@linkplain Cuts#forChunk reduced to this chunk}
 * @param solid the opaque part
 * @param water the see-through part
 */
public record ChunkMesh(ChunkPos pos, Lod lod, Cuts cuts, Part solid, Part water) {

    /**
     * Bytes a point costs once shown, estimated: its 3 floats and slot in our arrays (16 bytes) copied into the
     * {@code TriangleMesh} with its texture coordinate, and again into its render-side peer (2 × 20), and the
     * renderer's vertex buffer (36 bytes): 60 in all, rounded from 16 + 40 + 36 less what is shared.
     */
    public static final long BYTES_PER_POINT = 60;
    /** Bytes a triangle costs once shown, estimated: 6 ints ours, copied twice, and 6 bytes of index buffer. */
    public static final long BYTES_PER_TRIANGLE = 54;
    /** Bytes a plain quad (4 points, 2 triangles) costs once shown: 348. */
    public static final long BYTES_PER_QUAD = 4 * BYTES_PER_POINT + 2 * BYTES_PER_TRIANGLE;
    /** Bytes of a shown chunk beyond its quads (nodes, meshes, texture coordinates), estimated. */
    public static final long BYTES_PER_CHUNK = 2048;

    /**
     * One part: its points (x, y, z), faces (point, texture-coordinate index, three times per triangle, as
     * {@code VertexFormat.POINT_TEXCOORD}; a point's texture coordinate has its index), the palette slot of each
     * point, and the number of faces (greedy quads) it draws.
     */
    public record Part(float[] points, int[] faces, int[] slots, int quads, float minY, float maxY) {

        /** A part with nothing to draw. */
        public static final Part EMPTY = new Part(new float[0], new int[0], new int[0], 0, 0, 0);

        /** Whether there is nothing to draw. */
        public boolean isEmpty() {
            return quads == 0;
        }

        /** The number of points. */
        public int pointCount() {
            return slots.length;
        }

        /** The number of triangles. */
        public int triangles() {
            return faces.length / 6;
        }

        /** The memory this part takes once shown, estimated. */
        public long bytes() {
            return pointCount() * BYTES_PER_POINT + triangles() * BYTES_PER_TRIANGLE;
        }
    }

    /** The quads of both parts. */
    public int quads() {
        return solid.quads() + water.quads();
    }

    /** The memory this mesh takes once shown, estimated ({@link #BYTES_PER_POINT}, {@link #BYTES_PER_TRIANGLE}). */
    public long bytes() {
        return BYTES_PER_CHUNK + solid.bytes() + water.bytes();
    }
}
