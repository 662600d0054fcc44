/**
 * The game's {@code minecraft:jigsaw} structures (villages, pillager outposts, bastions, ancient cities, trail ruins,
 * trial chambers and any datapack's): template pools and their elements read from the world's data, and the
 * assembly of pieces from jigsaw blocks as the game's {@code JigsawPlacement} does it, draw for draw, per release.
 * Imports {@code world.structure}, {@code world.gen}, {@code world.json} and {@code world.random}; no
 * {@code javafx.*}.
 */
package org.terrainexplorer.world.structure.jigsaw;
