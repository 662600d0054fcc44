/**
 * Minecraft Java Edition's world files: region files ({@code r.X.Z.mca}: a header of 4 KiB sectors, then one
 * compressed NBT compound per chunk), chunk NBT of release 1.21.1 and {@code level.dat}. Saves generated chunks
 * as a world the game opens and continues, and reads any world of 1.18 or newer as chunks, never writing to it.
 *
 * <p>Depends on {@code world} (chunks, worlds, datapacks) and the NBT library; never imports {@code javafx.*},
 * {@code ui}, {@code render} or {@code cli}. A save is written into a temporary folder and renamed into place.
 */
package org.terrainexplorer.io.anvil;
