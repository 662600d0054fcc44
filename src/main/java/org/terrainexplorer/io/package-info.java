/**
 * Files: presets (versioned JSON, validated against the parameter table, written atomically), the folders
 * they live in (shipped in the jar, and the user's own), and images (8-bit PNG from ARGB, 16-bit grayscale
 * heightmaps, raw 16-bit) through {@code javax.imageio}. Minecraft world files live in {@code io.anvil}; exports that
 * draw (maps, voxel and mesh exports) in {@code export}, which may use both this and {@code render}.
 *
 * <p>Depends on {@code noise}, {@code terrain}, {@code concurrent} and the voxel world's data ({@code world.data},
 * {@code world.json}, {@code world.noise}) for world presets; never imports {@code render}, {@code javafx.*},
 * {@code session}, {@code ui} or {@code cli}. Every writer writes a temporary file beside the target and renames it into place, so a
 * failure never leaves a half-written file or a damaged original.
 */
package org.terrainexplorer.io;
