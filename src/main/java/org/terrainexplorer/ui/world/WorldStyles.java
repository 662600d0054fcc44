package org.terrainexplorer.ui.world;

/** The style-class names of the world mode's panels, matched by {@code styles/world.css}. */
final class WorldStyles {

    static final String MAP = "world-map";
    static final String LOADING = "world-loading";
    static final String PANEL = "world-panel";
    static final String SECTION_TITLE = "world-section-title";
    static final String ROW = "world-row";
    static final String LABEL = "world-label";
    static final String PACK_NAME = "world-pack-name";
    static final String HINT = "world-hint";
    static final String AXIS = "world-axis";
    static final String TOOLBAR = "world-toolbar";
    static final String SAVED_BOX = "world-saved-box";

    private WorldStyles() {
    }
}
