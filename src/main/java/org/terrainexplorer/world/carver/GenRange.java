package org.terrainexplorer.world.carver;

/**
 * The game's {@code WorldGenerationContext}: the lowest y generation fills ({@code max} of the dimension's and the
 * noise's bottom) and how many blocks up it goes ({@code min} of their heights). Anchors and heights resolve
 * against it.
 *
 * @param minY  the lowest y
 * @param depth the height in blocks
 */
public record GenRange(int minY, int depth) {
}
