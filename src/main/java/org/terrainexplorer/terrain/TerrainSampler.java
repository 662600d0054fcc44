package org.terrainexplorer.terrain;

import org.terrainexplorer.noise.EdgeCache;
import org.terrainexplorer.noise.FractalGrid;

/**
 * Samples single world points through exactly the code that fills the maps (a one-point row), so a
 * sampled value equals the map's pixel at the same world point, bit for bit. Reusable and allocation-free
 * per sample; not thread-safe (one per thread).
 */
public final class TerrainSampler {

    private final TerrainGenerator generator;
    private final FractalGrid elevationGrid = new FractalGrid(1);
    private final FractalGrid moistureGrid = new FractalGrid(1);
    private final EdgeCache elevationEdges = new EdgeCache();
    private final EdgeCache moistureEdges = new EdgeCache();
    private final double[] xs = new double[1];
    private final float[] fbm = new float[1];
    private final float[] ridged = new float[1];
    private final float[] moistureNoise = new float[1];
    private final float[] shaped = new float[1];
    private float elevation;
    private float moisture;
    private Biome biome = Biome.OCEAN;

    public TerrainSampler(TerrainGenerator generator) {
        this.generator = generator;
    }

    /** Samples the point (x, y); read the results with the accessors. */
    public void sample(double x, double y) {
        xs[0] = x;
        generator.prepareElevation(elevationGrid, xs, 0, 1);
        elevationGrid.row(y, fbm, generator.needsRidged() ? ridged : null, elevationEdges);
        generator.shapeRow(fbm, ridged, 0, 1, xs, 0, y, shaped, 0);
        generator.prepareMoisture(moistureGrid, xs, 0, 1);
        moistureGrid.row(y, moistureNoise, null, moistureEdges);
        elevation = shaped[0];
        moisture = generator.moisture(moistureNoise[0]);
        biome = generator.biome(elevation, moisture, y);
    }

    /** Shaped elevation in [0, 1] at the last point. */
    public float elevation() {
        return elevation;
    }

    /** Moisture in [0, 1] at the last point. */
    public float moisture() {
        return moisture;
    }

    /** The biome at the last point. */
    public Biome biome() {
        return biome;
    }
}
