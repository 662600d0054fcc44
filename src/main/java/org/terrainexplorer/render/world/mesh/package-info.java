/**
 * Chunks as meshes, without JavaFX: the chunk mesher that turns a chunk and its neighbours into finished triangle
 * arrays (a level of detail, the cut-aways, palette slots for the view's one texture), ready to be handed to the FX
 * thread whole, over the greedy mesher of {@code mesh} that the {@code .glb} export uses too.
 *
 * <p>Imports {@code mesh}, {@code world.chunk} and {@code render.world} (block colours); never {@code javafx.*},
 * {@code ui} or {@code io}.
 */
package org.terrainexplorer.render.world.mesh;
