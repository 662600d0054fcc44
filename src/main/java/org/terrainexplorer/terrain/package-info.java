/**
 * The terrain model: the parameter table ({@link org.terrainexplorer.terrain.Param}), immutable validated
 * parameters, and the generator that turns a world point into elevation, moisture, biome and tree marks.
 *
 * <p>World coordinates are an infinite plane; the same point has the same values whatever region, zoom,
 * tile or thread computes it. Depends on {@code noise} only; never imports {@code javafx.*},
 * {@code render}, {@code ui} or {@code io}.
 */
package org.terrainexplorer.terrain;
