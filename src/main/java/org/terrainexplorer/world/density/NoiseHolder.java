package org.terrainexplorer.world.density;

import org.terrainexplorer.world.noise.NoiseParameters;
import org.terrainexplorer.world.noise.NormalNoise;

/**
 * A density function's reference to a {@code worldgen/noise}: its id, its parameters and, once a seed is
 * bound, the noise instance. Unbound, it samples 0 and has the game's default bound of 2.
 *
 * @param id         the noise's id, such as {@code minecraft:ridge}
 * @param parameters its octaves and amplitudes
 * @param noise      the seeded noise, or null before binding
 */
public record NoiseHolder(String id, NoiseParameters parameters, NormalNoise noise) {

    /** The noise at a point; 0 while unbound. */
    public double getValue(double x, double y, double z) {
        return noise == null ? 0.0 : noise.getValue(x, y, z);
    }

    /** The game's bound for the noise's values. */
    public double maxValue() {
        return noise == null ? 2.0 : noise.maxValue();
    }

    /** This reference bound to a seeded noise. */
    public NoiseHolder withNoise(NormalNoise bound) {
        return new NoiseHolder(id, parameters, bound);
    }
}
