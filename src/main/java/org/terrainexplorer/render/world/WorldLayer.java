package org.terrainexplorer.render.world;

import java.util.Locale;
import org.terrainexplorer.world.gen.WorldSampler;

/** What a world map shows. */
public enum WorldLayer {
    /** Like a Minecraft map: surface block colours, water tinted by depth, hillshade. */
    SURFACE("Surface", -1),
    /** The biome at the surface, in the conventional biome map colours. */
    BIOME("Biomes", -1),
    /**
     * The biomes at 1:4 from the climate alone, as seed maps draw them (the depth parameter 0, where the surface
     * biomes sit): no terrain, so at once at any scale.
     */
    CLIMATE_BIOME("Biomes from the climate (1:4)", -1),
    /** The biomes the game stores at a height, at 1:4 (cave biomes where they are), from the climate alone. */
    BIOME_AT_Y("Biomes at a height (1:4)", -1),
    /** Surface height with contour lines every 16 blocks. */
    HEIGHT("Height", -1),
    /** Continentalness: oceans (negative) to inland (positive). */
    CONTINENTS("Continentalness", WorldSampler.CONTINENTS),
    /** Erosion: mountainous (negative) to flat (positive). */
    EROSION("Erosion", WorldSampler.EROSION),
    /** Weirdness (the router's ridges). */
    WEIRDNESS("Weirdness", WorldSampler.WEIRDNESS),
    /** Peaks and valleys: weirdness folded, valleys (negative) to peaks (positive). */
    PEAKS_VALLEYS("Peaks and valleys", WorldSampler.PEAKS_VALLEYS),
    /** Temperature. */
    TEMPERATURE("Temperature", WorldSampler.TEMPERATURE),
    /**
     * Humidity, the biomes' name for it; the router (and the command line) call it vegetation, and so the title
     * names both.
     */
    HUMIDITY("Humidity (vegetation)", WorldSampler.HUMIDITY),
    /** Depth at sea level: above the smooth surface negative, below it positive. */
    DEPTH("Depth", WorldSampler.DEPTH);

    private final String title;
    private final int sample;

    WorldLayer(String title, int sample) {
        this.title = title;
        this.sample = sample;
    }

    /** The name shown to the user. */
    public String title() {
        return title;
    }

    /** The command-line name: surface, biome, ..., peaks_valleys. */
    public String id() {
        return this == HUMIDITY ? "vegetation" : name().toLowerCase(Locale.ROOT);
    }

    /** The {@link WorldSampler} value a climate layer shows, or −1 for the surface layers. */
    public int sample() {
        return sample;
    }

    /** Whether this is a climate layer (sampled directly, never from chunks). */
    public boolean climate() {
        return sample >= 0;
    }

    /** Whether this is a layer of biomes from the climate alone, sampled per quart ({@code ClimateBiomes}). */
    public boolean quartBiomes() {
        return this == CLIMATE_BIOME || this == BIOME_AT_Y;
    }

    /** Whether this layer is sampled directly from the world at every scale, never drawn from chunks. */
    public boolean direct() {
        return climate() || quartBiomes();
    }

    /** The value range the colour ramp spans. */
    public double[] range() {
        return switch (this) {
            case CONTINENTS -> new double[] {-1.2, 1.0};
            case DEPTH -> new double[] {-1.5, 1.5};
            default -> new double[] {-1.0, 1.0};
        };
    }
}
