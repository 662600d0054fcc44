/**
 * Files: presets (versioned JSON, validated against the parameter table, written atomically) and images
 * (8-bit PNG from ARGB, 16-bit grayscale heightmaps) through {@code javax.imageio}.
 *
 * <p>Depends on {@code terrain} and {@code render}; never imports {@code javafx.*}, {@code ui} or
 * {@code cli}. Every writer writes a temporary file beside the target and renames it into place, so a
 * failure never leaves a half-written file or a damaged original.
 */
package org.terrainexplorer.io;
