package org.terrainexplorer.ui;

import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.IntBuffer;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.OctaveStrip;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * The octaves taken apart: above, each octave of non-zero amplitude alone, at full contrast so its pattern
 * shows, with its amplitude and frequency said below it; underneath, the running sum after it, at the map's
 * contrast — the last is the map's fBm. Row headings at the left say which row is which. Changing an amplitude shows at once which scale of feature it
 * controls.
 *
 * <p>The images share the tab's width evenly and take the height it leaves after the captions, so they grow
 * with the tab. Their size is read here, on the FX thread, and they are computed on the render pool.
 */
final class OctavesPanel extends GridPane {

    /** Gap between the columns, and the images' smallest side. */
    private static final double GAP = 10;
    private static final int MIN_SIZE = 24;
    /** Height of a caption line (11 px text, perlin.css), for the images' height budget. */
    private static final double LINE = 15;
    /** Lines under each image: three under an octave alone, one under a sum. */
    private static final int ALONE_LINES = 3;
    private static final int SUM_LINES = 1;
    /** The width of the row headings at the left, which leave the height to the images. */
    private static final double HEADING_WIDTH = 128;
    /** The widest an image gets relative to its height, so one octave alone is not a thin strip. */
    private static final double MAX_ASPECT = 3;

    private final ExplorerModel model;
    private final Background<OctaveStrip> strip;
    private final HBox alone = new HBox(GAP);
    private final HBox sums = new HBox(GAP);

    OctavesPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing,
                 Consumer<String> errors) {
        this.model = model;
        setHgap(GAP);
        setVgap(6);
        setId("octaves-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        // The images are sized from the tab; the tab must never be held open by them.
        setMinSize(0, 0);
        alone.setMinWidth(0);
        sums.setMinWidth(0);
        alone.setId("octave-strip");
        sums.setId("octave-sums");
        // The row headings sit at the left, where the width is to spare, so the images get the height.
        Label top = heading("Each octave alone, at full contrast so its pattern shows");
        Label bottom = heading("The running sum, as the map weighs the octaves: the last is the map's noise");
        ColumnConstraints headings = new ColumnConstraints(HEADING_WIDTH);
        ColumnConstraints images = new ColumnConstraints();
        images.setHgrow(Priority.ALWAYS);
        images.setMinWidth(0);
        getColumnConstraints().addAll(headings, images);
        add(top, 0, 0);
        add(alone, 1, 0);
        add(bottom, 0, 1);
        add(sums, 1, 1);
        strip = new Background<>(pool, showing, errors);
        strip.valueProperty().addListener((o, was, s) -> show(s));
        model.paramsProperty().addListener(o -> recompute());
        model.shownViewport().addListener(o -> recompute());
        widthProperty().addListener(o -> recompute());
        heightProperty().addListener(o -> recompute());
        recompute();
    }

    private static Label heading(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(StyleClasses.PANEL_TITLE);
        label.setWrapText(true);
        GridPane.setValignment(label, VPos.TOP);
        return label;
    }

    /** Computes the images at the size the tab gives them now; latest wins. */
    private void recompute() {
        strip.request(() -> {
            TerrainParams params = model.params();
            var view = model.shownViewport().get();
            int[] size = imageSize(params);
            return () -> OctaveStrip.of(params, view, size[0], size[1]);
        });
    }

    /** Width and height of each image: an equal share of the width, and half the height left by the text. */
    private int[] imageSize(TerrainParams params) {
        int count = 0;
        for (double a : params.octaves(Param.OCTAVES)) {
            if (a > 0) {
                count++;
            }
        }
        double width = getWidth() - snappedLeftInset() - snappedRightInset() - HEADING_WIDTH - getHgap();
        double height = getHeight() - snappedTopInset() - snappedBottomInset();
        if (width <= 0 || height <= 0) {
            // Not laid out yet: a first guess, replaced as soon as the tab has a size.
            return new int[] {96, 64};
        }
        double cell = (width - GAP * (count - 1)) / Math.max(1, count);
        // The captions under both rows, the gap between the rows and the gaps between image and caption.
        double text = (ALONE_LINES + SUM_LINES) * LINE + getVgap() + 2 * 2 + 2;
        double h = Math.max(MIN_SIZE, Math.floor((height - text) / 2));
        double w = Math.max(MIN_SIZE, Math.floor(Math.min(cell - 2, MAX_ASPECT * h)));
        return new int[] {(int) w, (int) Math.min(h, w)};
    }

    private void show(OctaveStrip s) {
        alone.getChildren().clear();
        sums.getChildren().clear();
        if (s == null) {
            return;
        }
        int first = s.octaves().isEmpty() ? 0 : s.octaves().get(0).index();
        for (OctaveStrip.Octave octave : s.octaves()) {
            int number = octave.index() + 1;
            alone.getChildren().add(cell("octave-image-" + number, image(octave.alone(), s.width(), s.height()),
                "octave " + number + " alone\namplitude " + trim(octave.amplitude()) + "\nfrequency ×"
                    + trim(octave.multiplier())));
            String summed = octave.index() == first ? "octave " + number + " only"
                : "octaves " + (first + 1) + "–" + number + " summed";
            sums.getChildren().add(cell("octave-sum-" + number, image(octave.runningSum(), s.width(), s.height()),
                summed));
        }
    }

    private static String trim(double v) {
        return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    /** One column: an image and its caption, growing with its share of the row so the columns are even. */
    private static VBox cell(String id, Image image, String caption) {
        ImageView view = new ImageView(image);
        view.setId(id);
        Label label = new Label(caption);
        label.getStyleClass().add(StyleClasses.HINT);
        label.setWrapText(true);
        label.setTextAlignment(TextAlignment.CENTER);
        label.setMinHeight(Region.USE_PREF_SIZE);
        VBox box = new VBox(2, view, label);
        box.setAlignment(Pos.TOP_CENTER);
        box.setMinWidth(0);
        box.setPrefWidth(image.getWidth());
        box.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }

    private static Image image(int[] argb, int width, int height) {
        WritableImage img = new WritableImage(width, height);
        img.getPixelWriter().setPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), IntBuffer.wrap(argb),
            width);
        return img;
    }

    /** The octave images shown (for tests). */
    HBox octaveImages() {
        return alone;
    }

    ReadOnlyObjectProperty<OctaveStrip> stripProperty() {
        return strip.valueProperty();
    }
}
