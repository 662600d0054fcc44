package org.terrainexplorer.world.structure.jigsaw;

/**
 * Where a jigsaw piece meets another (the game's {@code JigsawJunction}): the block in front of the joining jigsaw,
 * the ground's height there, how far the other piece sits above, and how the other piece meets the ground. The
 * terrain adaptation smooths the ground around a junction.
 *
 * @param sourceX         x of the junction
 * @param sourceGroundY   the ground's y at it
 * @param sourceZ         z of the junction
 * @param deltaY          how far the other piece's jigsaw sits above this one's
 * @param destProjection  the other piece's projection
 */
public record JigsawJunction(int sourceX, int sourceGroundY, int sourceZ, int deltaY, Projection destProjection) {
}
