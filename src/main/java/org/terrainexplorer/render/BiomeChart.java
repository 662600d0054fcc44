package org.terrainexplorer.render;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.terrainexplorer.terrain.Biome;
import org.terrainexplorer.terrain.BiomeRule;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The biome rule as a chart, after Whittaker's diagram as Amit Patel draws it: moisture from dry (left) to
 * wet (right), elevation from sea level (bottom) to the highest peak (top), each point coloured as the maps
 * colour it. Also the map's legend: the biomes the rule can give, in the chart's order. Without the
 * climate's cooling (which shifts everything toward the top row as latitude grows). Immutable.
 */
public final class BiomeChart {

    private final int width;
    private final int height;
    private final double waterLevel;
    private final int[] argb;
    private final List<Biome> biomes;

    private BiomeChart(int width, int height, double waterLevel, int[] argb, List<Biome> biomes) {
        this.width = width;
        this.height = height;
        this.waterLevel = waterLevel;
        this.argb = argb;
        this.biomes = biomes;
    }

    /** The chart of the parameters' biome rule and water level, {@code width × height} pixels. */
    public static BiomeChart of(TerrainParams params, int width, int height) {
        double water = params.number(Param.WATER_LEVEL);
        BiomeRule rule = new BiomeRule(params.biomeMode(), water);
        int[] argb = new int[width * height];
        Set<Biome> seen = EnumSet.noneOf(Biome.class);
        for (int row = 0; row < height; row++) {
            float e = 1 - (row + 0.5f) / height;
            for (int col = 0; col < width; col++) {
                float m = (col + 0.5f) / width;
                Biome biome = rule.biome(e, m, 0);
                seen.add(biome);
                argb[row * width + col] = biome == Biome.OCEAN
                    ? Palettes.ocean((float) ((water - e) / Math.max(water, 1e-6))) : Palettes.biome(biome);
            }
        }
        List<Biome> biomes = new ArrayList<>(seen);
        return new BiomeChart(width, height, water, argb, List.copyOf(biomes));
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The water level: the chart's row {@code (1 − waterLevel) · height} is the coast. */
    public double waterLevel() {
        return waterLevel;
    }

    /** The chart's pixels, row by row from the top (the highest elevation); the caller must not change them. */
    public int[] argb() {
        return argb;
    }

    /** The biomes the chart shows, in the enum's order (ocean and beach first, then coldest row first). */
    public List<Biome> biomes() {
        return biomes;
    }
}
