package org.terrainexplorer.render.world.mesh;

import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * A chunk's finished mesh in the arrays a JavaFX {@code TriangleMesh} takes, made on a worker and handed to the
 * FX thread whole: the opaque part (solid blocks and lava) and the see-through part (water), drawn after it.
 * Points are in blocks, x and z from the chunk's corner (0 to 16), y the world's; each quad has four points of its
 * own and two triangles, counter-clockwise seen from outside. Each point has its own texture coordinate (the same
 * index), chosen by the view from the quad's {@linkplain Part#slots palette slot} and the point's distance from the
 * camera, so fog thickens smoothly across a chunk and matches its neighbours' at the border.
 *
 * @param pos   the chunk
 * @param lod   the level of detail it was made at
 * @param cuts  the cuts it was made with, {@linkplain Cuts#forChunk reduced to this chunk}
 * @param solid the opaque part
 * @param water the see-through part
 */
public record ChunkMesh(ChunkPos pos, Lod lod, Cuts cuts, Part solid, Part water) {

    /**
     * Bytes a quad costs once shown, estimated: its 4 points and 2 triangles in our arrays (96 bytes) are copied
     * into the {@code TriangleMesh} and again into its render-side peer (192), and the renderer's vertex and index
     * buffers take 4 × 36 + 12 bytes more.
     */
    public static final long BYTES_PER_QUAD = 96 * 2 + 4 * 36 + 12;
    /** Bytes of a shown chunk beyond its quads (nodes, meshes, texture coordinates), estimated. */
    public static final long BYTES_PER_CHUNK = 2048;

    /**
     * One part: its points (x, y, z; four a quad), faces (point, texture-coordinate index, three times per
     * triangle, as {@code VertexFormat.POINT_TEXCOORD}; a point's texture coordinate has its index) and the palette
     * slot of each quad.
     */
    public record Part(float[] points, int[] faces, int[] slots, int quads, float minY, float maxY) {

        /** A part with nothing to draw. */
        public static final Part EMPTY = new Part(new float[0], new int[0], new int[0], 0, 0, 0);

        /** Whether there is nothing to draw. */
        public boolean isEmpty() {
            return quads == 0;
        }
    }

    /** The quads of both parts. */
    public int quads() {
        return solid.quads() + water.quads();
    }

    /** The memory this mesh takes once shown, estimated ({@link #BYTES_PER_QUAD}). */
    public long bytes() {
        return BYTES_PER_CHUNK + quads() * BYTES_PER_QUAD;
    }
}
