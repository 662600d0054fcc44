/**
 * The game's carvers: the {@code cave}, {@code nether_cave} and {@code canyon} carvers that each biome lists, which
 * cut worm-like tunnels, rooms and ravines into a chunk after its surface stage. Reads the configured carvers,
 * the biomes' carver lists and the block tags they name ({@link org.terrainexplorer.world.carver.CarverLoader});
 * computes what a carver started in a chunk does once per starting chunk ({@link
 * org.terrainexplorer.world.carver.CarverStarts}); and replays those paths into each chunk they reach, as the
 * game's {@code NoiseBasedChunkGenerator.applyCarvers} does ({@link org.terrainexplorer.world.carver.ChunkCarver}).
 *
 * <p>Imports {@code world.random}, {@code world.json}, {@code world.height} and {@code world.chunk}; not
 * {@code world.gen}, which calls it through {@link org.terrainexplorer.world.carver.CarveTarget}; no {@code javafx.*}.
 */
package org.terrainexplorer.world.carver;
