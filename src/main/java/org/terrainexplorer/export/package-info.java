/**
 * Exports that draw, in the layer that may call both {@code render} and {@code io}: the 2D explorer's maps as 8-bit
 * PNG, 16-bit PNG or raw 16-bit heightmaps, rendered strip by strip ({@link org.terrainexplorer.export.MapExport}),
 * and a box of blocks for other tools: MagicaVoxel {@code .vox} (voxels, a palette of the blocks' colours as the map
 * and the 3D view give them, models of at most 256³ placed by the scene graph) and glTF binary {@code .glb} (a
 * surface meshed by the greedy mesher of {@code mesh}, the one the 3D view uses, with vertex colours and normals).
 * The box is read from any {@link org.terrainexplorer.world.chunk.ChunkGenerator}: a generated world or a saved one.
 *
 * <p>Depends on {@code noise}, {@code terrain}, {@code render.*}, {@code mesh}, {@code io}, {@code concurrent} and
 * {@code world.chunk}; never imports {@code javafx.*}, {@code session}, {@code ui} or {@code cli}. Files are written
 * atomically through {@link org.terrainexplorer.io.AtomicFiles}, so a cancel or an error leaves no partial file.
 */
package org.terrainexplorer.export;
