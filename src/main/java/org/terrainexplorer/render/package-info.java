/**
 * Rendering: a viewport on the infinite world, a renderer that fills reusable float fields and ARGB
 * buffers in parallel row bands with a cache per stage, colour maps and hillshade, and a scheduler that
 * coalesces requests so only the newest runs.
 *
 * <p>Depends on {@code noise}, {@code terrain} and {@code concurrent}; never imports {@code javafx.*}, {@code ui}
 * or {@code io}. All work runs on one shared, bounded pool of daemon threads ({@link org.terrainexplorer.concurrent.RenderPool}).
 */
package org.terrainexplorer.render;
