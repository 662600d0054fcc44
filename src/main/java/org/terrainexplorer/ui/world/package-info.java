/**
 * The voxel world in the window: its parameters (seed, world, datapack, aquifers, sea level, the router's
 * noises), the map whose chunks load around the view, the vertical section, the isometric 3D view, and the model
 * and engine behind them. Only the FX thread touches nodes; chunks and images are made on the shared pool and
 * handed over whole.
 *
 * <p>A thin shell over the headless {@code session}, which loads worlds and draws them: this package schedules,
 * hands images to the FX thread and forwards events. Imports {@code ui.common}, {@code session}, {@code render},
 * {@code world}, {@code io} and {@code concurrent}; never {@code ui} (the shell above it) or {@code cli}.
 */
package org.terrainexplorer.ui.world;
