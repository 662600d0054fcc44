/**
 * Minecraft Java Edition's world files: region files ({@code r.X.Z.mca}: a header of 4 KiB sectors, then one
 * compressed NBT compound per chunk, zlib, gzip, none or LZ4), chunk NBT of releases 1.18 to 26.2,
 * {@code level.dat} and 26.1's {@code world_gen_settings.dat}, and the save formats of the releases the explorer
 * ships ({@link org.terrainexplorer.io.anvil.SaveFormat}). Saves generated chunks as a world a chosen release's
 * game opens and continues, never deleting what it did not write; reads any world of 1.18 or newer (a folder,
 * its level.dat or a zip), in any of its three dimensions, as chunks or as the few columns a map needs, never
 * writing to it.
 *
 * <p>Depends on {@code world} (chunks, worlds, datapacks), the NBT library and lz4-java; never imports
 * {@code javafx.*}, {@code ui}, {@code render} or {@code cli}. A save is written into a temporary folder and put in
 * place at the end.
 */
package org.terrainexplorer.io.anvil;
