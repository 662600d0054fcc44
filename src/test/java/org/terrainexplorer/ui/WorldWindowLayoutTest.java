package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.io.PngImages;
import org.terrainexplorer.io.anvil.SmallSaves;
import org.terrainexplorer.ui.world.WorldModel;
import org.terrainexplorer.ui.world.WorldWaits;
import org.terrainexplorer.ui.world.WorldWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The voxel world's window at 1280 × 800 and 1400 × 900, styled as the application styles it, with the generated
 * world and with a saved world open (whose map toolbar has more to hold): nothing reaches past the window's edge, and
 * no text anywhere is cut short with an ellipsis — the knobs' labels included, which shorten to forms that stay
 * distinct ("Oct 3") where "Octave 3" does not fit. With {@code -Dlayout.dump=DIR} each state's snapshot is written
 * there, to look at.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The voxel world window's layout at its smallest sizes")
class WorldWindowLayoutTest {

    @TempDir
    static Path shared;
    private static Path savedWorld;

    private AppWindowFixture fixture;
    private AppWindow app;
    private Stage stage;

    @BeforeAll
    static void saveAWorld() throws IOException {
        savedWorld = shared.resolve("saved");
        SmallSaves.seed42(savedWorld);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void tearDown() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @ParameterizedTest(name = "{0} × {1}")
    @CsvSource({"1280, 800", "1400, 900"})
    @DisplayName("nothing is cut or pushed past the edge, with the generated world and with a saved world open")
    void fits(int width, int height, FxRobot robot) throws Exception {
        robot.interact(() -> {
            fixture = AppWindowFixture.open(stage, width, height);
            app = fixture.app;
            app.modeProperty().set(AppWindow.Mode.WORLD);
        });
        WorldWindow world = app.worldWindow();
        WorldModel model = app.worldModel();
        WorldWaits.loaded(model, 120);
        Map<String, String> faults = new LinkedHashMap<>();
        check(robot, width + "x" + height + " generated", faults);
        robot.interact(() -> model.change(model.settings().withSavedWorld(savedWorld, "1.21.1")));
        WorldWaits.waitUntil("the saved world", 120, () -> model.savedWorld() != null
            && !model.loadingProperty().get());
        for (int side = 0; side < world.sideTabs().getTabs().size(); side++) {
            int s = side;
            robot.interact(() -> world.sideTabs().getSelectionModel().select(s));
            check(robot, width + "x" + height + " saved world, side tab " + s, faults);
        }
        robot.interact(() -> model.explain(WorldModel.Spot.block(3, 60, 5)));
        robot.interact(() -> world.sideTabs().getSelectionModel().select(1));
        check(robot, width + "x" + height + " saved world, explain", faults);
        robot.interact(() -> model.change(model.settings().backToGenerated()));
        WorldWaits.loaded(model, 120);
        check(robot, width + "x" + height + " back to generated", faults);
        assertEquals(List.of(), new ArrayList<>(faults.values()), "cut or out of the window at " + width + " × "
            + height);
    }

    private void check(FxRobot robot, String state, Map<String, String> faults) throws IOException {
        double[] size = new double[2];
        robot.interact(() -> {
            app.applyCss();
            app.layout();
            size[0] = app.getScene().getWidth();
            size[1] = app.getScene().getHeight();
            collect(app, state, size[0], faults);
        });
        String dump = System.getProperty("layout.dump");
        if (dump != null) {
            int[][] pixels = new int[1][];
            int[] wh = new int[2];
            robot.interact(() -> {
                WritableImage image = app.getScene().snapshot(null);
                wh[0] = (int) image.getWidth();
                wh[1] = (int) image.getHeight();
                pixels[0] = new int[wh[0] * wh[1]];
                image.getPixelReader().getPixels(0, 0, wh[0], wh[1], PixelFormat.getIntArgbInstance(), pixels[0], 0,
                    wh[0]);
            });
            Files.createDirectories(Path.of(dump));
            PngImages.writeRgb(pixels[0], wh[0], wh[1], Path.of(dump, state.replaceAll("[^A-Za-z0-9]+", "-")
                + ".png"));
        }
    }

    /** Adds each visible control that is cut short or reaches past the window's right edge. */
    private static void collect(Node node, String state, double sceneWidth, Map<String, String> out) {
        collect(node, state, sceneWidth, false, out);
    }

    /**
     * @param clipped inside something that scrolls or clips its content (a scroll pane, a list's or tree's cells):
     *                reaching past the window there is not the window's fault, but an ellipsis still is
     */
    private static void collect(Node node, String state, double sceneWidth, boolean clipped,
                                Map<String, String> out) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            String shown = shownText(l);
            if (shown != null && shown.contains("…") && !l.getText().contains("…")) {
                String what = describe(l) + " shows '" + shown + "' of '" + l.getText() + "'";
                out.putIfAbsent(what, state + ": " + what);
            }
        }
        if (!clipped && node instanceof Control c && !(node.getParent() instanceof Control)) {
            Bounds b = c.localToScene(c.getLayoutBounds());
            if (b.getWidth() > 0 && b.getMaxX() > sceneWidth + 0.5) {
                String what = describe(c) + " reaches x " + Math.round(b.getMaxX()) + " past the window's "
                    + Math.round(sceneWidth);
                out.putIfAbsent(describe(c) + " past the edge", state + ": " + what);
            }
        }
        if (node instanceof javafx.scene.layout.HBox box && !clipped) {
            // A label and the control after it in a row keep a gap ("Layer" touched its chooser).
            Node previous = null;
            for (Node c : box.getChildrenUnmodifiable()) {
                if (!c.isVisible() || !c.isManaged()) {
                    continue;
                }
                if (previous instanceof javafx.scene.control.Label l && c instanceof Control) {
                    double gap = c.getBoundsInParent().getMinX() - previous.getBoundsInParent().getMaxX();
                    if (gap < 3) {
                        String what = describe(l) + " touches " + describe(c) + " (gap " + gap + ")";
                        out.putIfAbsent(what, state + ": " + what);
                    }
                }
                previous = c;
            }
        }
        boolean inside = clipped || node instanceof ScrollPane || node instanceof VirtualFlow;
        if (node instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, state, sceneWidth, inside, out);
            }
        }
    }

    /** What a labeled's skin draws of its text (its LabeledText child), or null before it has a skin. */
    private static String shownText(Labeled l) {
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t && c.getStyleClass().contains("text")) {
                return t.getText();
            }
        }
        return null;
    }

    private static String describe(Node n) {
        String what = (n.getId() != null ? "#" + n.getId() : n.getClass().getSimpleName())
            + (n instanceof Labeled l && l.getText() != null ? " '" + l.getText() + "'" : "");
        for (Node p = n.getParent(); p != null && n.getId() == null; p = p.getParent()) {
            if (p.getId() != null) {
                return what + " in #" + p.getId();
            }
        }
        return what;
    }
}
