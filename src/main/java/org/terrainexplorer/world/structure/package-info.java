/**
 * The game's structures, exact: structure sets and their placements ({@code placement}), each structure type's
 * checks and pieces ({@code types}, {@code jigsaw}), templates read from the release's and datapacks'
 * {@code .nbt}, and {@link org.terrainexplorer.world.structure.StructureWorld}, the structures of a seeded world
 * (which starts exist where, with which pieces, and the terrain adaptation each chunk gets).
 *
 * <p>Placement reads the terrain without structures ({@link org.terrainexplorer.world.structure.StructureTerrain},
 * the noise stage's base heights and biomes); the noise stage reads the pieces back as a
 * {@link org.terrainexplorer.world.gen.Beard}: a one-way input, so {@code world.gen} never imports this package and
 * a chunk stays a pure function of (world, seed, position). Imports {@code world.gen}, {@code world.chunk},
 * {@code world.json}, {@code world.noise}, {@code world.random}; no {@code javafx.*}, {@code world.data} or layers
 * above.
 */
package org.terrainexplorer.world.structure;
