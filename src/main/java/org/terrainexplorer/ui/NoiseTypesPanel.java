package org.terrainexplorer.ui;

import java.nio.IntBuffer;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.NoiseGallery;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * White, value, Perlin and simplex noise side by side at the maps' first-octave frequency and seed, over
 * the middle of the view, each with its 1D counterpart below and a line on what makes its shapes.
 *
 * <p>Each is drawn at a comparable contrast (see {@link NoiseGallery}): drawn raw, simplex looks far
 * bolder than Perlin only because its range is wider, which would teach the wrong difference. The images
 * share the tab's width and take the height the text leaves, so they grow with the tab; their size is read
 * here, on the FX thread, and they are computed on the render pool.
 */
final class NoiseTypesPanel extends HBox {

    /** The note's width, the gap between columns, and the smallest image side. */
    private static final double NOTE_WIDTH = 270;
    private static final double GAP = 10;
    private static final int MIN_SIZE = 32;
    /** Heights of the column title, the curve, and a caption line, for the images' height budget. */
    private static final double TITLE = 18;
    private static final double CURVE = 34;
    private static final double LINE = 15;
    /** The widest an image gets relative to its height. */
    private static final double MAX_ASPECT = 2;

    private static final Map<NoiseGallery.Kind, String> CAPTIONS = new EnumMap<>(Map.of(
        NoiseGallery.Kind.WHITE, "a new random value per pixel: no structure",
        NoiseGallery.Kind.VALUE, "random values, blended: blobs along the axes",
        NoiseGallery.Kind.PERLIN, "random gradients, 0 on the lattice: even hills",
        NoiseGallery.Kind.SIMPLEX, "gradients on a triangular lattice: no grid direction"));

    private final ExplorerModel model;
    private final Background<NoiseGallery> gallery;
    private final Label note = new Label();

    NoiseTypesPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing,
                    ObservableValue<Theme> theme, Consumer<String> errors) {
        super(GAP);
        this.model = model;
        setId("noise-types");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        // The images are sized from the tab; the tab must never be held open by them.
        setMinSize(0, 0);
        gallery = new Background<>(pool, showing, errors);
        for (NoiseGallery.Kind kind : NoiseGallery.Kind.values()) {
            String name = kind.name().toLowerCase(Locale.ROOT);
            ImageView image = new ImageView();
            image.setId("gallery-" + name);
            Canvas curve = new Canvas(96, CURVE);
            Label label = new Label(kind.label());
            label.getStyleClass().add(StyleClasses.PANEL_TITLE);
            Label caption = new Label(CAPTIONS.get(kind));
            caption.setId("gallery-caption-" + name);
            caption.getStyleClass().add(StyleClasses.HINT);
            caption.setWrapText(true);
            caption.setTextAlignment(TextAlignment.CENTER);
            caption.setMinHeight(Region.USE_PREF_SIZE);
            VBox column = new VBox(2, label, image, curve, caption);
            column.setAlignment(Pos.TOP_CENTER);
            column.setMinWidth(0);
            column.setPrefWidth(96);
            column.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(column, Priority.ALWAYS);
            getChildren().add(column);
            gallery.valueProperty().addListener((o, was, g) -> {
                if (g != null) {
                    WritableImage img = new WritableImage(g.width(), g.height());
                    img.getPixelWriter().setPixels(0, 0, g.width(), g.height(), PixelFormat.getIntArgbInstance(),
                        IntBuffer.wrap(g.image(kind)), g.width());
                    image.setImage(img);
                    curve.setWidth(g.width());
                    caption.setMaxWidth(Math.max(g.width(), 90));
                    column.setPrefWidth(g.width());
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
        note.setId("noise-types-note");
        note.setText("One octave of each kernel at the maps' frequency and seed, over the middle of the view. Each "
            + "image has the contrast the maps give its kernel, and the curves are scaled alike, so brightness and "
            + "height compare fairly (raw, simplex's spread is about twice Perlin's): what differs is the shapes.");
        note.getStyleClass().add(StyleClasses.HINT);
        note.setWrapText(true);
        note.setMinWidth(160);
        note.setPrefWidth(NOTE_WIDTH);
        note.setMaxWidth(NOTE_WIDTH);
        getChildren().add(note);
        model.paramsProperty().addListener(o -> recompute());
        model.shownViewport().addListener(o -> recompute());
        widthProperty().addListener(o -> recompute());
        heightProperty().addListener(o -> recompute());
        recompute();
    }

    /** Computes the gallery at the size the tab gives the images now; latest wins. */
    private void recompute() {
        gallery.request(() -> {
            var params = model.params();
            var view = model.shownViewport().get();
            int[] size = imageSize();
            return () -> NoiseGallery.of(params, view, size[0], size[1], size[0]);
        });
    }

    /** Width and height of each image: an equal share of the width beside the note, the height left by the text. */
    private int[] imageSize() {
        int kinds = NoiseGallery.Kind.values().length;
        double width = getWidth() - snappedLeftInset() - snappedRightInset();
        double height = getHeight() - snappedTopInset() - snappedBottomInset();
        if (width <= 0 || height <= 0) {
            // Not laid out yet: a first guess, replaced as soon as the tab has a size.
            return new int[] {112, 112};
        }
        double cell = (width - Math.min(NOTE_WIDTH, note.getWidth() > 0 ? note.getWidth() : NOTE_WIDTH)
            - GAP * kinds) / kinds;
        // The captions wrap to the images' width (90 px at least): the narrower the images, the more lines they
        // take, so the height is found again for the lines at the width it gives (twice is enough to settle).
        double w = Math.max(MIN_SIZE, Math.floor(cell - 2));
        double h = 0;
        for (int pass = 0; pass < 2; pass++) {
            double text = Math.max(2 * LINE, captionHeight(Math.max(w, 90)));
            h = Math.max(MIN_SIZE, Math.floor(height - TITLE - CURVE - text - 3 * 2 - 2));
            w = Math.max(MIN_SIZE, Math.floor(Math.min(cell - 2, MAX_ASPECT * h)));
        }
        return new int[] {(int) w, (int) Math.min(h, w)};
    }

    /** The tallest caption wrapped to {@code width}. */
    private double captionHeight(double width) {
        double tallest = 0;
        for (Node column : getChildren()) {
            if (column instanceof VBox v && v.getChildren().get(v.getChildren().size() - 1) instanceof Label c) {
                tallest = Math.max(tallest, c.prefHeight(width));
            }
        }
        return tallest;
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
            double y = h / 2 - Math.max(-1, Math.min(1, values[i])) * (h / 2 - 2);
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
