/**
 * The JavaFX window: one class per panel, built in code, bound to one view-model that holds the current
 * parameters as properties.
 *
 * <p>Also the application's shell: the window with its mode chooser, composing this 2D explorer and the voxel world
 * ({@code ui.world}), with the world presets' menu. Only the FX thread touches nodes, and nothing here samples
 * noise: images come finished from {@code render}. Nothing outside {@code ui}, {@code ui.common} and
 * {@code ui.world} imports {@code javafx.*}; {@code ui.world} and {@code ui.common} never import this package.
 */
package org.terrainexplorer.ui;
