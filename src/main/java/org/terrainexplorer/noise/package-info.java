/**
 * Noise kernels: pure, static functions of (seed, coordinates) — the lattice hash, Perlin (1D, 2D, 3D and
 * Ken Perlin's reference 3D), simplex, value noise, fade curves and fractal sums.
 *
 * <p>Nothing here holds mutable state or allocates per sample, and nothing imports {@code javafx.*},
 * {@code terrain} or {@code render}: every other layer depends on this one, never the reverse.
 */
package org.terrainexplorer.noise;
