package org.terrainexplorer.world.gen;

import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.FunctionContext;
import org.terrainexplorer.world.density.NoiseRouter;

/**
 * The game's {@code Climate.Sampler} over the inspectable tree: the six climate functions of the router
 * evaluated directly at a quart's corner block and quantised. Thread-safe; for the teaching views and tests.
 * Chunk generation samples the same values through the compiled evaluator.
 */
public final class ClimateSampler {

    private final DensityFunction temperature;
    private final DensityFunction humidity;
    private final DensityFunction continentalness;
    private final DensityFunction erosion;
    private final DensityFunction depth;
    private final DensityFunction weirdness;

    /** A sampler over a bound router. */
    public ClimateSampler(NoiseRouter router) {
        temperature = router.temperature();
        humidity = router.vegetation();
        continentalness = router.continents();
        erosion = router.erosion();
        depth = router.depth();
        weirdness = router.ridges();
    }

    /** The climate target at quart (qx, qy, qz), sampled at block (4qx, 4qy, 4qz). */
    public Climate.TargetPoint sample(int qx, int qy, int qz) {
        FunctionContext at = FunctionContext.of(qx << 2, qy << 2, qz << 2);
        return Climate.TargetPoint.of((float) temperature.compute(at), (float) humidity.compute(at),
            (float) continentalness.compute(at), (float) erosion.compute(at), (float) depth.compute(at),
            (float) weirdness.compute(at));
    }
}
