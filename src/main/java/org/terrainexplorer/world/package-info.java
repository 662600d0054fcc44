/**
 * The voxel world: Minecraft Java Edition's terrain generation (release 1.21.1), exact, read from the game's
 * worldgen JSON. Subpackages split it by concept: {@code random} (the game's random sources), {@code noise}
 * (its noise types), {@code density} (density functions, splines, the router), {@code gen} (noise settings,
 * chunk generation, aquifers, surface rules, biomes), {@code carver} (the carvers' tunnels and ravines),
 * {@code chunk} (chunk data and the chunk source) and
 * {@code data} (built-in worlds and datapacks).
 *
 * <p>Nothing here imports {@code javafx.*}, {@code ui}, {@code session}, {@code io} or {@code render}; images of
 * the world are drawn in
 * {@code render} from chunks.
 */
package org.terrainexplorer.world;
