package org.terrainexplorer.terrain;

import java.util.Locale;

/**
 * The biomes of both rules: Amit Patel's elevation × moisture table (after Whittaker's diagram) and the
 * simpler elevation bands. Each says how far apart its trees stand.
 */
public enum Biome {
    OCEAN("Ocean", 0),
    BEACH("Beach", 0),

    // Elevation × moisture, coldest row first.
    SCORCHED("Scorched", 0),
    BARE("Bare", 0),
    TUNDRA("Tundra", 0),
    SNOW("Snow", 0),
    TEMPERATE_DESERT("Temperate desert", 0),
    SHRUBLAND("Shrubland", 3),
    TAIGA("Taiga", 1.5),
    GRASSLAND("Grassland", 4),
    TEMPERATE_DECIDUOUS_FOREST("Temperate deciduous forest", 1.5),
    TEMPERATE_RAIN_FOREST("Temperate rain forest", 1),
    SUBTROPICAL_DESERT("Subtropical desert", 0),
    TROPICAL_SEASONAL_FOREST("Tropical seasonal forest", 1.5),
    TROPICAL_RAIN_FOREST("Tropical rain forest", 1),

    // Elevation bands only.
    FOREST("Forest", 1.5),
    JUNGLE("Jungle", 1),
    SAVANNAH("Savannah", 4),
    DESERT("Desert", 0);

    private static final Biome[] VALUES = values();

    private final String label;
    private final double treeRadius;

    Biome(String label, double treeRadius) {
        this.label = label;
        this.treeRadius = treeRadius;
    }

    /** The biome's name as people read it. */
    public String label() {
        return label;
    }

    /** The id the command line prints: lower case, words joined by hyphens. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The blue-noise radius, in tree-grid cells: a tree stands on a cell whose random value is the largest
     * within this radius. Smaller is denser; 0 means no trees.
     */
    public double treeRadius() {
        return treeRadius;
    }

    /** Whether trees grow here. */
    public boolean hasTrees() {
        return treeRadius > 0;
    }

    /** The biome with the given ordinal (fields store biomes as bytes). */
    public static Biome of(int ordinal) {
        return VALUES[ordinal];
    }
}
