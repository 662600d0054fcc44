package org.terrainexplorer.noise;

/** A noise kernel under test: a name, its dimension, and a function of (seed, point). */
record Kernel(String name, int dims, Sampler sampler) {

    @FunctionalInterface
    interface Sampler {
        double sample(long seed, double x, double y, double z);
    }

    double sample(long seed, double[] p) {
        return sampler.sample(seed, p[0], dims > 1 ? p[1] : 0, dims > 2 ? p[2] : 0);
    }

    @Override
    public String toString() {
        return name;
    }

    static Kernel perlin1() {
        return new Kernel("perlin 1D", 1, (s, x, y, z) -> Perlin.noise1(s, x));
    }

    static Kernel perlin2() {
        return new Kernel("perlin 2D", 2, (s, x, y, z) -> Perlin.noise2(s, x, y));
    }

    static Kernel perlin3() {
        return new Kernel("perlin 3D", 3, Perlin::noise3);
    }

    static Kernel simplex1() {
        return new Kernel("simplex 1D", 1, (s, x, y, z) -> Simplex.noise1(s, x));
    }

    static Kernel simplex2() {
        return new Kernel("simplex 2D", 2, (s, x, y, z) -> Simplex.noise2(s, x, y));
    }

    static Kernel simplex3() {
        return new Kernel("simplex 3D", 3, Simplex::noise3);
    }

    static Kernel value1() {
        return new Kernel("value 1D", 1, (s, x, y, z) -> ValueNoise.noise1(s, x));
    }

    static Kernel value2() {
        return new Kernel("value 2D", 2, (s, x, y, z) -> ValueNoise.noise2(s, x, y));
    }

    static Kernel value3() {
        return new Kernel("value 3D", 3, ValueNoise::noise3);
    }
}
