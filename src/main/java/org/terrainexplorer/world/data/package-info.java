/**
 * The worlds' data: the built-in pack (Minecraft Java 1.21.1's worldgen files, in the resources) and users'
 * datapacks (a folder or a zip with {@code data/<namespace>/worldgen/...}), layered so a datapack overrides any
 * file by id with the built-ins underneath, and the loader that turns them into a
 * {@link org.terrainexplorer.world.gen.WorldDefinition}. Loading reads everything a world needs at once and
 * fails with a {@link org.terrainexplorer.world.json.DataException} before anything is generated.
 *
 * <p>Imports {@code world.*} and Jackson; no {@code javafx.*}.
 */
package org.terrainexplorer.world.data;
