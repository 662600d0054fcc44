package org.terrainexplorer.ui;

import java.nio.IntBuffer;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.terrainexplorer.render.NoiseGallery;
import org.terrainexplorer.render.RenderPool;

/**
 * White, value, Perlin and simplex noise side by side at the maps' first-octave frequency and seed, over
 * the view's area, each with its 1D counterpart below: white noise has no structure, value noise is blocky
 * along the axes, Perlin noise is smoother but still aligned to the grid, simplex the least.
 */
final class NoiseTypesPanel extends HBox {

    static final int IMAGE_SIZE = 112;

    private final Background<NoiseGallery> gallery;

    NoiseTypesPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing,
                    ObservableValue<Theme> theme, Consumer<String> errors) {
        super(10);
        setId("noise-types");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        gallery = new Background<>(pool, showing, errors);
        for (NoiseGallery.Kind kind : NoiseGallery.Kind.values()) {
            ImageView image = new ImageView();
            image.setId("gallery-" + kind.name().toLowerCase(Locale.ROOT));
            image.setFitWidth(IMAGE_SIZE);
            image.setFitHeight(IMAGE_SIZE);
            Canvas curve = new Canvas(IMAGE_SIZE, 34);
            Label label = new Label(kind.label());
            label.getStyleClass().add(StyleClasses.PANEL_TITLE);
            VBox column = new VBox(2, label, image, curve);
            column.setAlignment(Pos.TOP_CENTER);
            getChildren().add(column);
            gallery.valueProperty().addListener((o, was, g) -> {
                if (g != null) {
                    WritableImage img = new WritableImage(g.size(), g.size());
                    img.getPixelWriter().setPixels(0, 0, g.size(), g.size(), PixelFormat.getIntArgbInstance(),
                        IntBuffer.wrap(g.image(kind)), g.size());
                    image.setImage(img);
                    drawCurve(curve, g.curve(kind), theme.getValue().plot());
                }
            });
            theme.addListener(o -> {
                NoiseGallery g = gallery.valueProperty().get();
                if (g != null) {
                    drawCurve(curve, g.curve(kind), theme.getValue().plot());
                }
            });
        }
        Label note = new Label("One octave each, at the maps' frequency and seed, over the view. White noise has "
            + "no structure; value noise lines up with the axes; Perlin is smoother; simplex has no grid direction.");
        note.getStyleClass().add(StyleClasses.HINT);
        note.setWrapText(true);
        note.setMaxWidth(220);
        getChildren().add(note);
        Runnable recompute = () -> gallery.request(() -> {
            var params = model.params();
            var view = model.shownViewport().get();
            return () -> NoiseGallery.of(params, view, IMAGE_SIZE, IMAGE_SIZE);
        });
        model.paramsProperty().addListener(o -> recompute.run());
        model.shownViewport().addListener(o -> recompute.run());
        recompute.run();
    }

    private static void drawCurve(Canvas canvas, float[] values, PlotColours colours) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(colours.background());
        g.fillRect(0, 0, w, h);
        g.setStroke(colours.frame());
        g.strokeLine(0, h / 2, w, h / 2);
        g.setStroke(colours.ink());
        g.setLineWidth(1.2);
        g.beginPath();
        for (int i = 0; i < values.length; i++) {
            double x = (double) i / (values.length - 1) * w;
            double y = h / 2 - values[i] * (h / 2 - 3);
            if (i == 0) {
                g.moveTo(x, y);
            } else {
                g.lineTo(x, y);
            }
        }
        g.stroke();
    }

    /** The computed gallery (for tests). */
    ReadOnlyObjectProperty<NoiseGallery> galleryProperty() {
        return gallery.valueProperty();
    }
}
