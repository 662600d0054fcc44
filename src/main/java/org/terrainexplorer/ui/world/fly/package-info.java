/**
 * The world in 3D in the window: a JavaFX {@code SubScene} to fly through ({@link
 * org.terrainexplorer.ui.world.fly.FlyView}), its toolbar and controls, the chunks' nodes and their one material,
 * and the camera's marker for the map. What to show is decided headless in {@code render.world.fly} and
 * {@code render.world.mesh}; this package only shows it. Where JavaFX has no 3D (Monocle, software without
 * {@code -Dprism.forceGPU=true}) the view says so.
 *
 * <p>Imports {@code javafx.*}, {@code render.world.fly}, {@code render.world.mesh} and {@code world.chunk}; never
 * {@code ui.world} (the window wires this view, not the other way round), {@code io} or {@code cli}.
 */
package org.terrainexplorer.ui.world.fly;
