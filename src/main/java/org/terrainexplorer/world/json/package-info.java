/**
 * Reading the game's JSON with the place of every value: a {@link org.terrainexplorer.world.json.JsonValue} is a
 * Jackson node with its file and JSON path, and its typed accessors throw a
 * {@link org.terrainexplorer.world.json.DataException} that names the file, the path
 * ({@code final_density.argument1.argument2.noise}) and what was expected; and
 * {@link org.terrainexplorer.world.json.Suggestions}, the "did you mean …?" for a mistyped name that the command line
 * and the seed search's names share.
 *
 * <p>Imports Jackson only.
 */
package org.terrainexplorer.world.json;
