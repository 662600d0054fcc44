/**
 * The worlds' data: the game's releases ({@link org.terrainexplorer.world.data.GameData}: shipped in the jar from
 * {@code ../shared/mcdata}, or a user's data-generator folder; never copied into the repository), one release read
 * once and shared by content with the others ({@link org.terrainexplorer.world.data.VersionData}: its files as the
 * lowest pack, its biome lists from {@code reports/}, its worlds per dimension), users' datapacks (a folder or a
 * zip, with overlays) layered over it, read all or nothing as the game reads them
 * ({@link org.terrainexplorer.world.data.PackCheck}), and the loader that turns them into a
 * {@link org.terrainexplorer.world.gen.WorldDefinition}. Every refusal is a
 * {@link org.terrainexplorer.world.json.DataException} naming the file and JSON path, before anything is generated.
 *
 * <p>Imports {@code world.*} and Jackson; no {@code javafx.*}, no {@code ui}, {@code cli} or {@code io}.
 */
package org.terrainexplorer.world.data;
