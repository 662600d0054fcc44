/**
 * Images of the voxel world, drawn from chunks without JavaFX so the command line, the tests and the window make
 * the same pixels: the map from above (surface, biomes, height, climate layers; far out a preview in the chunks'
 * style, the top blocks from the world's surface rule; a saved world's at any scale, a column per pixel; the game's
 * world border and nothing beyond it), the vertical section (blocks or density) and the isometric view, with the
 * colours of blocks ({@link org.terrainexplorer.render.world.BlockColors}) and biomes, tinted as the game tints
 * them ({@link org.terrainexplorer.render.world.BiomeTints}).
 *
 * <p>Imports {@code world.*}, {@code render} and {@code concurrent}; never {@code javafx.*}, {@code io},
 * {@code session} or {@code ui}.
 */
package org.terrainexplorer.render.world;
