package org.terrainexplorer.terrain;

/** The parameter panel's sections, in order. */
public enum Group {
    NOISE("Noise"),
    ELEVATION("Elevation and octaves"),
    REDISTRIBUTION("Redistribution"),
    WATER("Water"),
    ISLAND("Island"),
    RIDGES("Ridges"),
    TERRACES("Terraces"),
    MOISTURE("Moisture"),
    CLIMATE("Climate and biomes"),
    TREES("Trees"),
    COLOURS("Colours");

    private final String title;

    Group(String title) {
        this.title = title;
    }

    /** The section's title as the window shows it. */
    public String title() {
        return title;
    }
}
