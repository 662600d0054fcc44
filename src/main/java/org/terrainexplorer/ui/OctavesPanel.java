package org.terrainexplorer.ui;

import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.IntBuffer;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.terrainexplorer.render.OctaveStrip;
import org.terrainexplorer.render.RenderPool;

/**
 * The octaves taken apart: above, each octave of non-zero amplitude alone, at its amplitude; below, the
 * running sum after it — the last is the map's fBm. Changing an amplitude shows at once which scale of
 * feature it controls.
 */
final class OctavesPanel extends VBox {

    static final int IMAGE_SIZE = 62;

    private final Background<OctaveStrip> strip;
    private final HBox alone = new HBox(6);
    private final HBox sums = new HBox(6);

    OctavesPanel(ExplorerModel model, RenderPool pool, ObservableBooleanValue showing,
                 Consumer<String> errors) {
        super(2);
        setId("octaves-panel");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        alone.setId("octave-strip");
        sums.setId("octave-sums");
        Label top = new Label("Each octave alone, at its amplitude");
        top.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label bottom = new Label("The running sum: each octave adds finer detail; the last is the map's noise");
        bottom.getStyleClass().add(StyleClasses.PANEL_TITLE);
        getChildren().addAll(top, alone, bottom, sums);
        strip = new Background<>(pool, showing, errors);
        strip.valueProperty().addListener((o, was, s) -> show(s));
        Runnable recompute = () -> strip.request(() -> {
            var params = model.params();
            var view = model.shownViewport().get();
            return () -> OctaveStrip.of(params, view, IMAGE_SIZE);
        });
        model.paramsProperty().addListener(o -> recompute.run());
        model.shownViewport().addListener(o -> recompute.run());
        recompute.run();
    }

    private void show(OctaveStrip s) {
        alone.getChildren().clear();
        sums.getChildren().clear();
        if (s == null) {
            return;
        }
        for (OctaveStrip.Octave octave : s.octaves()) {
            alone.getChildren().add(cell("octave-image-" + (octave.index() + 1), image(octave.alone(), s.size()),
                String.format("%d: a=%s", octave.index() + 1, trim(octave.amplitude()))));
            sums.getChildren().add(cell("octave-sum-" + (octave.index() + 1), image(octave.runningSum(), s.size()),
                "1–" + (octave.index() + 1)));
        }
    }

    private static String trim(double v) {
        return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    private static VBox cell(String id, Image image, String caption) {
        ImageView view = new ImageView(image);
        view.setId(id);
        Label label = new Label(caption);
        label.getStyleClass().add(StyleClasses.HINT);
        VBox box = new VBox(2, view, label);
        box.setAlignment(Pos.TOP_CENTER);
        return box;
    }

    private static Image image(int[] argb, int size) {
        WritableImage img = new WritableImage(size, size);
        img.getPixelWriter().setPixels(0, 0, size, size, PixelFormat.getIntArgbInstance(), IntBuffer.wrap(argb), size);
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
