/**
 * Geometry of voxels, below both the 3D view ({@code render.world.mesh}) and the {@code .glb} export
 * ({@code export}): a grid of cells ({@link org.terrainexplorer.mesh.VoxelGrid}) and the greedy mesher that turns the
 * faces between cells of different kinds into as few quads as it finds
 * ({@link org.terrainexplorer.mesh.GreedyMesher}).
 *
 * <p>Imports nothing of the project; no {@code javafx.*}.
 */
package org.terrainexplorer.mesh;
