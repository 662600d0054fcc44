package org.terrainexplorer.ui.world;

import java.util.Locale;
import java.util.function.Function;
import java.util.function.IntConsumer;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.TilePane;
import javafx.scene.layout.VBox;
import org.terrainexplorer.world.density.CubicSpline;

/**
 * The spline editor's overview of the nested splines at the level shown: a thumbnail of each point whose value is a
 * spline, labelled with the point's location; a click opens it. Its {@link #title()} says how many there are.
 */
final class NestedSplinesOverview extends TilePane {

    private final Label title = new Label();

    NestedSplinesOverview() {
        super(4, 4);
        setId("spline-overview");
        setPrefColumns(4);
        title.getStyleClass().add(WorldStyles.SECTION_TITLE);
    }

    /** The line above the thumbnails. */
    Label title() {
        return title;
    }

    /**
     * Shows the nested splines of {@code m} (none when null); {@code open} gets a clicked point's index,
     * {@code coordinateName} names a spline's coordinate for the tooltips.
     */
    void show(CubicSpline.Multipoint m, CubicSpline.Coordinates at, IntConsumer open,
              Function<CubicSpline.Multipoint, String> coordinateName) {
        getChildren().clear();
        if (m == null) {
            title.setText("");
            return;
        }
        int nested = 0;
        for (int i = 0; i < m.size(); i++) {
            if (m.value(i) instanceof CubicSpline.Multipoint inner) {
                nested++;
                SplineCanvas thumb = new SplineCanvas(true);
                thumb.setId("spline-thumb-" + i);
                thumb.setWidth(92);
                thumb.setHeight(56);
                thumb.frame(inner, at, null);
                thumb.draw(inner, at, -1, null, "");
                int index = i;
                thumb.setOnMouseClicked(e -> open.accept(index));
                Label label = new Label(String.format(Locale.ROOT, "%d: %s", i + 1, SplineCanvas.fmt(m.location(i))));
                label.getStyleClass().add(WorldStyles.HINT);
                VBox tile = new VBox(1, thumb, label);
                Tooltip.install(tile, new Tooltip("Point " + (i + 1) + ": a spline over "
                    + coordinateName.apply(inner) + ". Click to open it."));
                getChildren().add(tile);
            }
        }
        title.setText(nested == 0 ? "No nested splines at this level: every point is a number."
            : "Nested splines at this level (click one to open it)");
    }
}
