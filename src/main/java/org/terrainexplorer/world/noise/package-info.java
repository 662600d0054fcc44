/**
 * The game's noises: Improved Noise over a permutation and origin drawn from a random source (the kernel is
 * {@link org.terrainexplorer.noise.Perlin#improved}, shared with Ken Perlin's reference), octave sums
 * ({@link org.terrainexplorer.world.noise.PerlinNoise}), the double "normal" noise every density function
 * samples, {@code old_blended_noise}, and the simplex noises of the end islands and biome temperature.
 *
 * <p>Instances are immutable once built and safe to share between threads. Imports {@code noise} and
 * {@code world.random} only.
 */
package org.terrainexplorer.world.noise;
