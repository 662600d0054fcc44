/**
 * The voxel world in the window: its parameters (seed, world, datapack, aquifers, sea level, the router's
 * noises), the map whose chunks load around the view, the vertical section, the isometric 3D view, and the model
 * and engine behind them. Only the FX thread touches nodes; chunks and images are made on the shared pool and
 * handed over whole.
 *
 * <p>Imports {@code ui}, {@code render}, {@code world} and {@code io}.
 */
package org.terrainexplorer.ui.world;
