/**
 * Where structure sets may start, as the game's placements: {@code random_spread} grids (linear and triangular),
 * {@code concentric_rings} (strongholds), the frequency reducers and exclusion zones. Pure functions of the seed
 * and the chunk. Imports only {@code world.structure}, {@code world.chunk} and {@code world.random}.
 */
package org.terrainexplorer.world.structure.placement;
