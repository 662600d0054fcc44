/**
 * Exports of a box of blocks for other tools: MagicaVoxel {@code .vox} (voxels, a palette of the blocks' colours as
 * the map and the 3D view give them, models of at most 256³ placed by the scene graph) and glTF binary {@code .glb}
 * (a surface meshed by the 3D view's own greedy mesher in {@code render.world.mesh}, with vertex colours and
 * normals). The box is read from any {@link org.terrainexplorer.world.chunk.ChunkGenerator}: a generated world or
 * a saved one.
 *
 * <p>Depends on {@code world.chunk}, {@code io}, {@code concurrent}'s pool, the shared mesher of
 * {@code render.world.mesh} and the blocks' colours of {@code render.world}; never imports {@code javafx.*},
 * {@code ui} or {@code cli}. Files are written atomically through {@link org.terrainexplorer.io.AtomicFiles}.
 */
package org.terrainexplorer.io.export;
