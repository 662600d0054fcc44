package org.terrainexplorer.terrain;

import org.terrainexplorer.terrain.Choices.BiomeMode;

/**
 * Picks a biome from elevation and moisture, after Amit Patel's "Making maps with noise".
 *
 * <p>The article's thresholds assume the sea at 0.1 (beach to 0.12; rows at 0.3, 0.6, 0.8). Here they are
 * measured on land elevation, {@code (e − water) / (1 − water)}, and mapped so that at water level 0.1 they
 * are exactly the article's; raising the sea raises every threshold with it, so beaches stay on the coast.
 *
 * <p>With climate on, the row of the table is picked by coldness rather than elevation alone: land
 * elevation plus {@code polarCooling × latitude}, where latitude is the distance north or south of the
 * island centre in island radii (capped at 1).
 */
public final class BiomeRule {

    /** The article's water level, to which its thresholds are relative. */
    static final double ARTICLE_WATER = 0.1;

    private final BiomeMode mode;
    private final float water;
    private final float landScale;
    private final float beach;
    private final float coldest;
    private final float cold;
    private final float temperate;
    private final float bandBeach;
    private final float bandForest;
    private final float bandJungle;
    private final float bandSavannah;
    private final float bandDesert;

    /** The rule for a biome mode and water level. */
    public BiomeRule(BiomeMode mode, double waterLevel) {
        this.mode = mode;
        this.water = (float) waterLevel;
        this.landScale = (float) (1 / (1 - waterLevel));
        beach = land(0.12);
        coldest = land(0.8);
        cold = land(0.6);
        temperate = land(0.3);
        bandBeach = land(0.2);
        bandForest = land(0.3);
        bandJungle = land(0.5);
        bandSavannah = land(0.7);
        bandDesert = land(0.9);
    }

    /** An article threshold (for water at 0.1) as a land elevation in [0, 1]. */
    private static float land(double articleThreshold) {
        return (float) ((articleThreshold - ARTICLE_WATER) / (1 - ARTICLE_WATER));
    }

    /** The elevation threshold, in [0, 1], that corresponds to the article's threshold {@code t}. */
    public double threshold(double articleThreshold) {
        return water + land(articleThreshold) / landScale;
    }

    /** Land elevation in [0, 1] (0 at the waterline), or negative under water. */
    public float landElevation(float e) {
        return (e - water) * landScale;
    }

    /**
     * The biome at elevation {@code e} and moisture {@code m} (both in [0, 1]), with {@code cooling} the
     * climate's extra coldness (0 without climate).
     */
    public Biome biome(float e, float m, float cooling) {
        return Biome.of(classify(e, m, cooling));
    }

    /**
     * {@link #biome}'s ordinal. The table is read by counting thresholds crossed rather than by nested
     * branches, which the renderer's per-pixel loop runs without mispredicting at every biome edge:
     * <ul>
     *   <li>below the water level, ocean; then beach up to the beach threshold;</li>
     *   <li>the table's row: how many of the temperate, cold and coldest thresholds {@code land + cooling}
     *       is above;</li>
     *   <li>its column: how many of the row's moisture thresholds {@code m} is at or above.</li>
     * </ul>
     */
    public int classify(float e, float m, float cooling) {
        if (e < water) {
            return OCEAN;
        }
        float land = (e - water) * landScale;
        if (mode == BiomeMode.ELEVATION) {
            float l = land + cooling;
            int band = (l < bandBeach ? 0 : 1) + (l < bandForest ? 0 : 1) + (l < bandJungle ? 0 : 1)
                + (l < bandSavannah ? 0 : 1) + (l < bandDesert ? 0 : 1);
            return BANDS[band];
        }
        if (land < beach) {
            return BEACH;
        }
        float row = land + cooling;
        int r = (row > temperate ? 4 : 0) + (row > cold ? 4 : 0) + (row > coldest ? 4 : 0);
        int column = (m < MOISTURE_STEPS[r] ? 0 : 1) + (m < MOISTURE_STEPS[r + 1] ? 0 : 1)
            + (m < MOISTURE_STEPS[r + 2] ? 0 : 1);
        return TABLE[r + column];
    }

    private static final int OCEAN = Biome.OCEAN.ordinal();
    private static final int BEACH = Biome.BEACH.ordinal();

    /** The elevation-only bands, by how many band thresholds the land is at or above. */
    private static final int[] BANDS = ordinals(Biome.BEACH, Biome.FOREST, Biome.JUNGLE, Biome.SAVANNAH,
        Biome.DESERT, Biome.SNOW);

    /**
     * Amit Patel's table, four entries a row from the warmest row up, and each row's moisture thresholds (a
     * row with two pads the third with infinity, which finite moisture never reaches).
     */
    private static final int[] TABLE = ordinals(
        Biome.SUBTROPICAL_DESERT, Biome.GRASSLAND, Biome.TROPICAL_SEASONAL_FOREST, Biome.TROPICAL_RAIN_FOREST,
        Biome.TEMPERATE_DESERT, Biome.GRASSLAND, Biome.TEMPERATE_DECIDUOUS_FOREST, Biome.TEMPERATE_RAIN_FOREST,
        Biome.TEMPERATE_DESERT, Biome.SHRUBLAND, Biome.TAIGA, Biome.TAIGA,
        Biome.SCORCHED, Biome.BARE, Biome.TUNDRA, Biome.SNOW);
    private static final float[] MOISTURE_STEPS = {
        0.16f, 0.33f, 0.66f, 0,
        0.16f, 0.50f, 0.83f, 0,
        0.33f, 0.66f, Float.POSITIVE_INFINITY, 0,
        0.1f, 0.2f, 0.5f, 0};

    private static int[] ordinals(Biome... biomes) {
        int[] ordinals = new int[biomes.length];
        for (int i = 0; i < biomes.length; i++) {
            ordinals[i] = biomes[i].ordinal();
        }
        return ordinals;
    }
}
