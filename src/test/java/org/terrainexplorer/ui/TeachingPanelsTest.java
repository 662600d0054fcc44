package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.noise.Fractal;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.render.OctaveStrip;
import org.terrainexplorer.render.PerlinCurve;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainGenerator;
import org.terrainexplorer.terrain.TerrainParams;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The teaching panels")
class TeachingPanelsTest {

    private WindowFixture app;
    /** The shared stage's bounds before, which an earlier test class may have set; put back afterwards. */
    private double stageX;
    private double stageY;
    private double stageWidth;
    private double stageHeight;

    @Start
    void start(Stage stage) {
        stageX = stage.getX();
        stageY = stage.getY();
        stageWidth = stage.getWidth();
        stageHeight = stage.getHeight();
        app = new WindowFixture(stage);
        // These tests measure layouts, so they run at the fixture's size whatever an earlier class left, at the
        // screen's corner so the window stays on the headless screen.
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(WindowFixture.WIDTH);
        stage.setHeight(WindowFixture.HEIGHT);
    }

    @AfterEach
    void closePool(FxRobot robot) {
        // Resized while the window still has its pool: a resize makes the panels compute.
        try {
            if (!Double.isNaN(stageWidth) && !Double.isNaN(stageHeight)) {
                robot.interact(() -> {
                    app.stage.setWidth(stageWidth);
                    app.stage.setHeight(stageHeight);
                    app.stage.setX(stageX);
                    app.stage.setY(stageY);
                });
            }
        } finally {
            app.close();
        }
    }

    private PerlinPanel perlin() {
        return app.window.perlin();
    }

    /** Waits for a 1D curve of the model's current kernel and ridges. */
    private PerlinCurve waitForCurve() {
        TerrainParams params = app.model.params();
        WindowFixture.waitUntil("the 1D curve", () -> {
            PerlinCurve c = perlin().curveProperty().get();
            return c != null && c.kernel() == params.noise() && c.ridges() == params.number(Param.RIDGES)
                && c.octaves() == params.octaves(Param.OCTAVES).length;
        });
        return perlin().curveProperty().get();
    }

    /** Moves the pointer over the 1D plot at a fraction of its width, half-way down. */
    private void hover(FxRobot robot, double fraction) {
        Point2D[] at = new Point2D[1];
        robot.interact(() -> {
            Canvas canvas = perlin().canvas();
            double[] extent = perlin().plotExtent();
            at[0] = canvas.localToScreen(extent[0] + fraction * (extent[1] - extent[0]), canvas.getHeight() / 2);
        });
        robot.moveTo(at[0]);
        WindowFixture.waitUntil("the readout", () -> perlin().explanation().getText().startsWith("x = "));
    }

    private static double parse(String number) {
        return Double.parseDouble(number.replace('−', '-'));
    }

    @Test
    @DisplayName("the hover readout is shown in full, negatives in parentheses, and its result is the dot on the curve")
    void hoverReadoutReadableAndOnTheCurve(FxRobot robot) {
        PerlinCurve c = waitForCurve();
        hover(robot, 0.4);
        Label label = perlin().explanation();
        String text = label.getText();
        // Shown in full: the text the label draws is the whole text, with no ellipsis.
        Text shown = (Text) label.lookup(".text");
        assertEquals(text, shown.getText(), "the readout is not cut short");
        assertEquals(2, text.split("\n").length, "two lines: " + text);
        assertFalse(Pattern.compile("[−+×] −\\d").matcher(text).find(), "a negative operand without parentheses: " + text);
        assertFalse(Pattern.compile("-\\d").matcher(text).find(), "a hyphen for a minus: " + text);
        // The result, scaled by octave 1's share, is the first octave's drawn curve at the hovered x.
        Matcher x = Pattern.compile("^x = (−?[0-9.]+)").matcher(text);
        Matcher dot = Pattern.compile("= (−?[0-9.]+) \\(the dot\\)$").matcher(text);
        assertTrue(x.find() && dot.find(), text);
        TerrainParams params = app.model.params();
        double share = params.elevationFractal().share(0);
        double expected = share * perlin1(params, parse(x.group(1)) * c.latticeFrequency());
        assertEquals(expected, parse(dot.group(1)), 2e-3, text);
        assertTrue(text.contains("× share 0.508"), "the default octaves give octave 1 a share of 32/63: " + text);
    }

    private static double perlin1(TerrainParams params, double lx) {
        return NoiseType.PERLIN.noise1(Fractal.octaveSeed(params.seed(), 0), lx, params.fade());
    }

    @Test
    @DisplayName("the 1D panel follows the maps' kernel: value noise shows values, simplex its falloff")
    void followsTheKernel(FxRobot robot) {
        waitForCurve();
        Label title = robot.lookup("#perlin-title").queryAs(Label.class);
        CheckBox lattice = robot.lookup("#toggle-gradients").queryAs(CheckBox.class);
        CheckBox fade = robot.lookup("#toggle-fade").queryAs(CheckBox.class);
        assertTrue(title.getText().startsWith("1D Perlin noise"), title.getText());
        robot.interact(() -> app.model.set(Param.NOISE, NoiseType.VALUE));
        PerlinCurve value = waitForCurve();
        assertEquals(NoiseType.VALUE, value.kernel());
        assertFalse(value.hasGradients());
        assertTrue(title.getText().startsWith("1D value noise"), title.getText());
        assertEquals("Values", lattice.getText());
        assertTrue(perlin().explanation().getText().contains("lattice values"), perlin().explanation().getText());
        robot.interact(() -> app.model.set(Param.NOISE, NoiseType.SIMPLEX));
        waitForCurve();
        assertTrue(title.getText().startsWith("1D simplex noise"), title.getText());
        assertEquals("Gradients", lattice.getText());
        assertEquals("Falloff", fade.getText());
        hover(robot, 0.55);
        assertTrue(perlin().explanation().getText().contains("falloffs"), perlin().explanation().getText());
    }

    @Test
    @DisplayName("the 1D panel says when the maps mix in ridges it leaves out")
    void saysWhenRidgesAreLeftOut(FxRobot robot) {
        waitForCurve();
        assertFalse(perlin().explanation().getText().contains("ridges"), perlin().explanation().getText());
        robot.interact(() -> app.model.set(Param.RIDGES, 0.5));
        waitForCurve();
        String hint = perlin().explanation().getText();
        assertTrue(hint.contains("ridges (0.50)") && hint.contains("leaves them out"), hint);
    }

    @Test
    @DisplayName("the 1D legend names each drawn octave and the sum, and follows the amplitudes")
    void legendFollowsOctaves(FxRobot robot) {
        waitForCurve();
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "sum"), legendKeys(robot));
        robot.interact(() -> app.model.set(Param.OCTAVES, List.of(1.0, 0.0, 0.5)));
        waitForCurve();
        assertEquals(List.of("1", "3", "sum"), legendKeys(robot));
    }

    private List<String> legendKeys(FxRobot robot) {
        HBox legend = robot.lookup("#perlin-legend").queryAs(HBox.class);
        List<String> keys = new ArrayList<>();
        for (Node node : legend.getChildren()) {
            Label key = (Label) node;
            if (key.getGraphic() != null) {
                keys.add(key.getText());
            }
        }
        return keys;
    }

    @Test
    @DisplayName("octave thumbnails fill the tab's width in even columns, with plain captions")
    void octaveThumbnailsFillTheWidth(FxRobot robot) {
        robot.clickOn("#tab-octaves");
        OctavesPanel panel = app.window.octaves();
        WindowFixture.waitUntil("large thumbnails", () -> {
            OctaveStrip s = panel.stripProperty().get();
            return s != null && s.width() > 100 && panel.octaveImages().getChildren().size() == 6;
        });
        HBox row = panel.octaveImages();
        List<Node> cells = row.getChildren();
        double width = cells.get(0).getBoundsInParent().getWidth();
        double pitch = cells.get(1).getBoundsInParent().getMinX() - cells.get(0).getBoundsInParent().getMinX();
        for (int i = 1; i < cells.size(); i++) {
            double step = cells.get(i).getBoundsInParent().getMinX() - cells.get(i - 1).getBoundsInParent().getMinX();
            assertEquals(pitch, step, 1.5, "column " + (i + 1) + " is spaced like the others");
            assertEquals(width, cells.get(i).getBoundsInParent().getWidth(), 1.5, "column " + (i + 1) + "'s width");
        }
        assertTrue(cells.get(cells.size() - 1).getBoundsInParent().getMaxX() >= row.getWidth() - 2,
            "the columns fill the row");
        ImageView third = robot.lookup("#octave-image-3").queryAs(ImageView.class);
        assertTrue(third.getImage().getWidth() >= 0.8 * width, "the image fills its column");
        assertEquals("octave 3 alone\namplitude 0.25\nfrequency ×4", caption(cells.get(2)));
        assertEquals("octaves 1–3 summed", caption(app.window.octaves().lookup("#octave-sum-3").getParent()));
        assertEquals("octave 1 only", caption(app.window.octaves().lookup("#octave-sum-1").getParent()));
    }

    private static String caption(Node cell) {
        return ((Label) ((VBox) cell).getChildren().get(1)).getText();
    }

    @Test
    @DisplayName("the noise-type images grow with the tab, and the note says the contrasts are evened out")
    void noiseTypesGrowWithTheTab(FxRobot robot) {
        robot.clickOn("#tab-types");
        NoiseTypesPanel panel = app.window.noiseTypes();
        WindowFixture.waitUntil("the gallery", () -> panel.galleryProperty().get() != null && panel.getWidth() > 0);
        WindowFixture.waitUntil("images sized to the tab", () -> panel.galleryProperty().get().width() > 112);
        int before = panel.galleryProperty().get().width();
        ImageView perlinImage = robot.lookup("#gallery-perlin").queryAs(ImageView.class);
        assertEquals(before, (int) perlinImage.getImage().getWidth());
        // The headless screen is no wider than the window, so narrow it and widen it back.
        robot.interact(() -> app.stage.setWidth(WindowFixture.WIDTH - 300));
        WindowFixture.waitUntil("smaller images", () -> panel.galleryProperty().get().width() < before - 40);
        robot.interact(() -> app.stage.setWidth(WindowFixture.WIDTH));
        WindowFixture.waitUntil("larger images again", () -> panel.galleryProperty().get().width() == before);
        String note = robot.lookup("#noise-types-note").queryAs(Label.class).getText();
        assertTrue(note.contains("contrast") && !note.contains("smoother"), note);
        Label caption = robot.lookup("#gallery-caption-perlin").queryAs(Label.class);
        Text shown = (Text) caption.lookup(".text");
        assertEquals(caption.getText().replace('\n', ' '), shown.getText().replace('\n', ' '), "not cut short");
    }

    @Test
    @DisplayName("with Learn open beside the maps the noise-type captions wrap to three lines and still show whole")
    void noiseTypeCaptionsShowWhole(FxRobot robot) {
        robot.clickOn("#learn-toggle");
        robot.clickOn("#tab-types");
        NoiseTypesPanel panel = app.window.noiseTypes();
        // The gallery computed for the tab as Learn narrowed it: the images as wide as the panel allows now.
        WindowFixture.waitUntil("the gallery for the narrow tab", () -> {
            var g = panel.galleryProperty().get();
            return g != null && panel.getWidth() > 0 && g.width() == ((javafx.scene.image.ImageView)
                robot.lookup("#gallery-perlin").query()).getImage().getWidth()
                && g.width() < (panel.getWidth() - 270) / 4;
        });
        String[] cut = new String[1];
        robot.interact(() -> {
            panel.applyCss();
            panel.layout();
            double bottom = panel.localToScene(panel.getLayoutBounds()).getMaxY();
            for (String kind : new String[] {"white", "value", "perlin", "simplex"}) {
                Label caption = robot.lookup("#gallery-caption-" + kind).queryAs(Label.class);
                double captionBottom = caption.localToScene(caption.getLayoutBounds()).getMaxY();
                if (captionBottom > bottom + 0.5) {
                    cut[0] = kind + "'s caption ends at " + captionBottom + ", below the panel's " + bottom;
                }
            }
        });
        assertEquals(null, cut[0]);
    }

    @Test
    @DisplayName("the ridges plot explains ridges 0 as a clamp and draws the fold faint for comparison")
    void ridgesPlotExplainsItself(FxRobot robot) {
        float contrast = TerrainGenerator.contrast(NoiseType.PERLIN);
        assertEquals("ridges 0: 0.5 + 1.20·n, clamped\nfaint: the ridged fold 1 − |n|",
            ShapingPanel.ridgesNote(0, contrast));
        assertTrue(ShapingPanel.ridgesNote(0.5, contrast).startsWith("ridges 0.50: mixed with the fold"));
        robot.clickOn("#tab-shaping");
        // At n = 0.5 the clamp is at 1 (the top) and the fold at 0.5 (half-way up): only the faint fold is there.
        Color[] pixel = new Color[2];
        robot.interact(() -> {
            Canvas canvas = robot.lookup("#plot-ridges").queryAs(Canvas.class);
            var image = canvas.snapshot(null, null);
            double left = 28;
            double right = canvas.getWidth() - 6;
            double top = 6;
            double bottom = canvas.getHeight() - 42;
            pixel[0] = image.getPixelReader().getColor((int) (left + 0.75 * (right - left)),
                (int) Math.round(bottom - 0.5 * (bottom - top)));
            pixel[1] = image.getPixelReader().getColor((int) canvas.getWidth() - 2, 2);
        });
        assertTrue(Math.abs(pixel[0].getGreen() - pixel[1].getGreen()) > 0.08,
            "the fold is drawn at n = 0.5: " + pixel[0] + " against the background " + pixel[1]);
    }
}
