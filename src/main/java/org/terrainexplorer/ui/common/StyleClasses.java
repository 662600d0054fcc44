package org.terrainexplorer.ui.common;

/** The style-class names the panels set and the sheets in {@code styles/} match. */
public final class StyleClasses {

    public static final String MAP_VIEW = "map-view";
    public static final String MAP_TITLE = "map-title";
    public static final String MAP_AREA = "map-area";
    public static final String MINIMAP = "minimap";
    public static final String VIEW_MARKER = "view-marker";
    public static final String PREVIEW_MARKER = "preview-marker";
    public static final String PARAMETER_PANEL = "parameter-panel";
    public static final String PARAMETER_ROW = "parameter-row";
    public static final String PARAMETER_LABEL = "parameter-label";
    public static final String PARAMETER_FIELD = "parameter-field";
    public static final String PARAMETER_UNIT = "parameter-unit";
    public static final String INVALID = "invalid";
    public static final String STATUS_BAR = "status-bar";
    public static final String STATUS_TEXT = "status-text";
    public static final String TEACHING_PANEL = "teaching-panel";
    public static final String PANEL_TITLE = "panel-title";
    public static final String HINT = "hint";
    public static final String SWATCH = "swatch";

    private StyleClasses() {
    }
}
