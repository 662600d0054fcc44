/**
 * The headless command line: the same pipeline as the window, driven by picocli subcommands, so every map
 * the app shows can be made in a script or a test.
 *
 * <p>Builds every voxel world through {@code session}, as the window does; reads {@code noise}, {@code terrain},
 * {@code render}, {@code io}, {@code world} and {@code concurrent}; never imports {@code javafx.*} or {@code ui}.
 * Errors go to standard error with a non-zero exit.
 */
package org.terrainexplorer.cli;
