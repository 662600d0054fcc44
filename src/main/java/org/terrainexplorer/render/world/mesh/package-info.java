/**
 * Chunks as meshes, without JavaFX: the greedy mesher that both the {@code .glb} export and the 3D view use, the
 * cells it meshes ({@link org.terrainexplorer.render.world.mesh.VoxelGrid}), and the chunk mesher that turns a
 * chunk and its neighbours into finished triangle arrays (a level of detail, the cut-aways, palette slots for the
 * view's one texture), ready to be handed to the FX thread whole.
 *
 * <p>Imports {@code world.chunk} and {@code render.world} (block colours); never {@code javafx.*}, {@code ui} or
 * {@code io}.
 */
package org.terrainexplorer.render.world.mesh;
