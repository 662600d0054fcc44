package org.terrainexplorer.terrain;

import java.util.Locale;

/** The enumerated parameters' values, and the rule that names them in presets and on the command line. */
public final class Choices {

    private Choices() {
    }

    /** The id of an enum constant: lower case, words joined by hyphens ({@code SQUARE_BUMP} → {@code square-bump}). */
    public static String id(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** How elevation falls off around the island centre. */
    public enum IslandMode {
        /** No island: the world is endless land and sea. */
        OFF,
        /** e ← e + a − b·d^c. */
        ADDITIVE,
        /** e ← (e + a)·(1 − b·d^c). */
        MULTIPLICATIVE
    }

    /** The distance d from the island centre, in island radii. */
    public enum IslandDistance {
        /** √(dx² + dy²): a round island. */
        EUCLIDEAN,
        /** |dx| + |dy|: a diamond. */
        MANHATTAN,
        /** 1 − (1 − dx²)(1 − dy²): a rounded square that fills the square of the radius. */
        SQUARE_BUMP
    }

    /** Which rule picks a biome. */
    public enum BiomeMode {
        /** Bands by elevation alone: water, beach, forest, jungle, savannah, desert, snow. */
        ELEVATION,
        /** Amit Patel's table of elevation × moisture. */
        ELEVATION_MOISTURE
    }

    /** Colours of the elevation map. */
    public enum ElevationPalette {
        GRAYSCALE,
        HYPSOMETRIC
    }

    /** Colours of the moisture map. */
    public enum MoisturePalette {
        GRAYSCALE,
        BLUES
    }
}
