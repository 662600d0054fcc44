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
        if (e < water) {
            return Biome.OCEAN;
        }
        float land = (e - water) * landScale;
        if (mode == BiomeMode.ELEVATION) {
            return band(land + cooling);
        }
        if (land < beach) {
            return Biome.BEACH;
        }
        float row = land + cooling;
        if (row > coldest) {
            if (m < 0.1f) {
                return Biome.SCORCHED;
            }
            if (m < 0.2f) {
                return Biome.BARE;
            }
            return m < 0.5f ? Biome.TUNDRA : Biome.SNOW;
        }
        if (row > cold) {
            if (m < 0.33f) {
                return Biome.TEMPERATE_DESERT;
            }
            return m < 0.66f ? Biome.SHRUBLAND : Biome.TAIGA;
        }
        if (row > temperate) {
            if (m < 0.16f) {
                return Biome.TEMPERATE_DESERT;
            }
            if (m < 0.50f) {
                return Biome.GRASSLAND;
            }
            return m < 0.83f ? Biome.TEMPERATE_DECIDUOUS_FOREST : Biome.TEMPERATE_RAIN_FOREST;
        }
        if (m < 0.16f) {
            return Biome.SUBTROPICAL_DESERT;
        }
        if (m < 0.33f) {
            return Biome.GRASSLAND;
        }
        return m < 0.66f ? Biome.TROPICAL_SEASONAL_FOREST : Biome.TROPICAL_RAIN_FOREST;
    }

    private Biome band(float land) {
        if (land < bandBeach) {
            return Biome.BEACH;
        }
        if (land < bandForest) {
            return Biome.FOREST;
        }
        if (land < bandJungle) {
            return Biome.JUNGLE;
        }
        if (land < bandSavannah) {
            return Biome.SAVANNAH;
        }
        return land < bandDesert ? Biome.DESERT : Biome.SNOW;
    }
}
