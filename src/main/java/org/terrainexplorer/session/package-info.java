/**
 * The headless world session: where a user's settings (release, dimension, world or datapack, seed, switches, sea
 * level, noise and spline edits, or a saved world shown instead) become a loaded world, with its chunk sources,
 * its map and section drawings and its world presets. The window and the command line both build worlds here and
 * nowhere else, as Chunky drives one render core from its JavaFX shell and its command line.
 *
 * <p>Sits above {@code world}, {@code io} and {@code render} and below {@code ui} and {@code cli}: imports
 * {@code world.*}, {@code io.*}, {@code render.*} and {@code concurrent}; never {@code javafx.*}, {@code ui} or
 * {@code cli}.
 */
package org.terrainexplorer.session;
