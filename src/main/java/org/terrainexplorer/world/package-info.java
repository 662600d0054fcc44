/**
 * The voxel world: Minecraft Java Edition's terrain generation, exact, for every release whose worldgen data it is
 * given (the shipped ones, 1.19.3 to 26.2, or a user's data-generator output), in the overworld, the nether and the
 * end, read from the game's worldgen JSON. Subpackages split it by concept: {@code random} (the game's random
 * sources), {@code noise} (its noise types), {@code density} (density functions, splines, the router), {@code gen}
 * (noise settings, chunk generation, aquifers, surface rules, biomes, the code that differs between releases),
 * {@code carver} (the carvers' tunnels and ravines), {@code chunk} (chunk data and the chunk source) and
 * {@code data} (the releases' data, built-in worlds and datapacks).
 *
 * <p>Nothing here imports {@code javafx.*}, {@code ui}, {@code session}, {@code io} or {@code render}; images of
 * the world are drawn in {@code render} from chunks.
 */
package org.terrainexplorer.world;
