package org.terrainexplorer.render;

import java.util.Locale;

/** The images the renderer can draw. */
public enum Layer {
    /** Elevation as gray, black at 0 and white at 1, unshaded: a heightmap. */
    ELEVATION,
    /** Elevation as a hypsometric tint, sea blues to snow, unshaded. */
    HYPSOMETRIC,
    /** The hypsometric tint lit from the north-west (the parameters' hillshade, or 0.6 if that is 0). */
    SHADED,
    /** Elevation as the parameters choose: their palette and hillshade (the window's elevation map). */
    TERRAIN,
    /** Moisture in the parameters' palette. */
    MOISTURE,
    /** Biome colours with the parameters' hillshade and trees. */
    BIOME;

    /** The command line's name for the layer. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The layer with the given name. */
    public static Layer byId(String id) {
        for (Layer layer : values()) {
            if (layer.id().equalsIgnoreCase(id.strip())) {
                return layer;
            }
        }
        throw new IllegalArgumentException("layer: '" + id + "' is not one of elevation, hypsometric, shaded, "
            + "terrain, moisture, biome");
    }
}
