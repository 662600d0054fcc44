package org.terrainexplorer.ui;

import javafx.scene.paint.Color;

/**
 * The colours of the teaching plots, per theme. Canvases are painted in code, out of the style sheets'
 * reach, so each theme names its plot colours here, matching its sheet.
 *
 * @param background the plot area
 * @param frame      frames and zero lines
 * @param grid       the faintest lines: lattice lines, the identity diagonal
 * @param guide      axes and markers
 * @param ink        the main curve
 * @param muted      captions
 * @param accent     the pointer and what it explains
 * @param gradient   gradients (and the left gradient line)
 * @param inset      behind an inset plot (the fade curve)
 */
record PlotColours(Color background, Color frame, Color grid, Color guide, Color ink, Color muted, Color accent,
                   Color gradient, Color inset) {

    static final PlotColours LIGHT = new PlotColours(Color.web("#fbfaf7"), Color.web("#d4d2cc"),
        Color.web("#e6e2d9"), Color.web("#c9c5bb"), Color.web("#1f2328"), Color.web("#5b6470"), Color.web("#2f6fb3"),
        Color.web("#b3261e"), Color.web("#ffffff", 0.9));

    static final PlotColours DARK = new PlotColours(Color.web("#23272d"), Color.web("#3e434b"),
        Color.web("#30353c"), Color.web("#4f5660"), Color.web("#e6e6e3"), Color.web("#a2a8b0"), Color.web("#5b9bd8"),
        Color.web("#f2786d"), Color.web("#272b31", 0.92));
}
