package org.terrainexplorer.ui;

/** The style-class names the panels set and the sheets in {@code styles/} match. */
final class StyleClasses {

    static final String MAP_VIEW = "map-view";
    static final String MAP_TITLE = "map-title";
    static final String MAP_AREA = "map-area";
    static final String MINIMAP = "minimap";
    static final String VIEW_MARKER = "view-marker";
    static final String PREVIEW_MARKER = "preview-marker";
    static final String PARAMETER_PANEL = "parameter-panel";
    static final String PARAMETER_ROW = "parameter-row";
    static final String PARAMETER_LABEL = "parameter-label";
    static final String PARAMETER_FIELD = "parameter-field";
    static final String PARAMETER_UNIT = "parameter-unit";
    static final String INVALID = "invalid";
    static final String STATUS_BAR = "status-bar";
    static final String STATUS_TEXT = "status-text";
    static final String TEACHING_PANEL = "teaching-panel";
    static final String PANEL_TITLE = "panel-title";
    static final String HINT = "hint";
    static final String SWATCH = "swatch";

    private StyleClasses() {
    }
}
