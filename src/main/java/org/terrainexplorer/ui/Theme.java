package org.terrainexplorer.ui;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;

/** The window's themes: the root sheet, each panel's sheet, and for dark the overriding colours. */
enum Theme {
    LIGHT,
    DARK;

    private static final List<String> SHEETS = List.of("/styles/app.css", "/styles/parameters.css",
        "/styles/maps.css", "/styles/perlin.css", "/styles/statusbar.css", "/styles/world.css");

    /** The style sheets, as resource URLs, in order. */
    List<String> stylesheets() {
        List<String> sheets = new ArrayList<>();
        for (String sheet : SHEETS) {
            sheets.add(url(sheet));
        }
        if (this == DARK) {
            sheets.add(url("/styles/dark.css"));
        }
        return sheets;
    }

    private static String url(String resource) {
        URL url = Theme.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing style sheet " + resource);
        }
        return url.toExternalForm();
    }

    /** The colours of the plots painted on canvases. */
    PlotColours plot() {
        return this == LIGHT ? PlotColours.LIGHT : PlotColours.DARK;
    }

    Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
