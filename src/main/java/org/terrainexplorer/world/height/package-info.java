/**
 * Heights as the game's data writes them: vertical anchors (a y absolute, above the bottom or below the top) and the
 * height providers that draw a y between them, read by surface rules, carvers and structures alike.
 *
 * <p>Imports {@code world.json} and {@code world.random} only; no {@code javafx.*}.
 */
package org.terrainexplorer.world.height;
