/**
 * Generation as the game does it: noise settings, the seeded {@link org.terrainexplorer.world.gen.RandomState},
 * the climate and its biome search tree, the chunk generator (noise fill with cell interpolation, aquifers, ore
 * veins, surface rules, biomes, then the carvers of {@code world.carver} over the chunk's aquifer and surface rule)
 * and the world definition that ties them together.
 *
 * <p>Imports {@code world.density}, {@code world.noise}, {@code world.random}, {@code world.json},
 * {@code world.carver} and {@code world.chunk}; no {@code javafx.*}.
 */
package org.terrainexplorer.world.gen;
