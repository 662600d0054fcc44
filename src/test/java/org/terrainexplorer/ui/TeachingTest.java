package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.image.ImageView;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.noise.NoiseType;
import org.terrainexplorer.render.LatticeOverlay;
import org.terrainexplorer.render.NoiseGallery;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Choices.BiomeMode;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Group;
import org.terrainexplorer.terrain.LiveCode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("Teaching mode")
class TeachingTest {

    private WindowFixture app;

    @Start
    void start(Stage stage) {
        app = new WindowFixture(stage);
    }

    @AfterEach
    void closePool() {
        app.close();
    }

    @Test
    @DisplayName("draws the lattice over the elevation map past the zoom threshold, and not before")
    void latticeOverlayAppearsPastThreshold(FxRobot robot) {
        ExplorerModel model = app.model;
        robot.interact(() -> model.setLatticeOverlay(true));
        Viewport view = model.viewport();
        // Zoomed out so a first-octave cell spans fewer pixels than the threshold: nothing drawn.
        double farOut = 1 / (3.0 * (LatticeOverlay.MIN_CELL_PIXELS / 2));
        robot.interact(() -> model.setViewport(new Viewport(0, 0, farOut, view.width(), view.height())));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.window.lattice().showing(), "no overlay when cells are small");
        // Zoomed in past the threshold: lattice points with Perlin gradients.
        double close = 1 / (3.0 * 100);
        robot.interact(() -> model.setViewport(new Viewport(0.2, 0.1, close, view.width(), view.height())));
        WindowFixture.waitUntil("the overlay", () -> app.window.lattice().showing());
        // Turning it off hides it.
        robot.clickOn("#menu-view").clickOn("Lattice overlay");
        assertFalse(model.latticeOverlayProperty().get());
        assertFalse(app.window.lattice().showing());
    }

    @Test
    @DisplayName("the lattice overlay holds gradients for Perlin, values for value noise, triangles for simplex")
    void latticeOverlayByKernel() {
        Viewport view = new Viewport(0, 0, 1 / 300.0, 600, 400);
        TerrainParams params = TerrainParams.defaults();
        LatticeOverlay perlin = LatticeOverlay.of(params, view);
        assertTrue(perlin.points().stream().allMatch(p -> Math.abs(p.gx()) + Math.abs(p.gy()) > 0));
        assertTrue(perlin.points().size() >= 2 * 3, "about 2 × 1.3 cells visible: " + perlin.points().size());
        LatticeOverlay value = LatticeOverlay.of(params.with(Param.NOISE, NoiseType.VALUE), view);
        assertTrue(value.points().stream().anyMatch(p -> p.value() != 0));
        LatticeOverlay simplex = LatticeOverlay.of(params.with(Param.NOISE, NoiseType.SIMPLEX), view);
        assertTrue(simplex.lines().size() >= 3 * simplex.points().size() - 3, "three edges per lattice point");
    }

    @Test
    @DisplayName("the octave strip has one image per non-zero octave, and updates with the amplitudes")
    void octaveStripOneImagePerOctave(FxRobot robot) {
        robot.clickOn("#tab-octaves");
        WindowFixture.waitUntil("the strip", () -> app.window.octaves().octaveImages().getChildren().size() == 6);
        robot.interact(() -> app.model.set(Param.OCTAVES, List.of(1.0, 0.0, 0.5, 0.25)));
        WindowFixture.waitUntil("three images", () -> app.window.octaves().octaveImages().getChildren().size() == 3);
        assertTrue(robot.lookup("#octave-image-1").tryQuery().isPresent());
        assertFalse(robot.lookup("#octave-image-2").tryQuery().isPresent(), "octave 2 has amplitude 0");
        assertTrue(robot.lookup("#octave-image-4").tryQuery().isPresent());
        assertNotNull(robot.lookup("#octave-sum-4").queryAs(ImageView.class).getImage());
    }

    @Test
    @DisplayName("a Learn step sets its parameters as one undo step; leaving keeps them")
    void learnStepSetsParameters(FxRobot robot) {
        robot.clickOn("#learn-toggle");
        assertTrue(robot.lookup("#learn-panel").tryQuery().isPresent());
        for (int i = 0; i < 8; i++) {
            robot.clickOn("#learn-next");
        }
        assertEquals("8. Islands", robot.lookup("#learn-title").queryAs(Label.class).getText());
        TerrainParams expected = LearnPanel.STEPS.get(7).apply().apply(TerrainParams.defaults());
        assertEquals(expected, app.model.params());
        assertEquals(IslandMode.MULTIPLICATIVE, app.model.params().islandMode());
        robot.clickOn("#learn-previous");
        assertEquals("7. Moisture", robot.lookup("#learn-title").queryAs(Label.class).getText());
        robot.interact(app.model::undo);
        assertEquals(expected, app.model.params(), "undo goes back one step of the walk");
        robot.clickOn("#learn-toggle");
        assertFalse(robot.lookup("#learn-panel").tryQuery().isPresent(), "the panel closes");
        assertEquals(expected, app.model.params(), "and the parameters stay");
    }

    @Test
    @DisplayName("Learn's Back and Next stay where they are from step to step, however long each step's text")
    void learnButtonsStayPut(FxRobot robot) {
        robot.clickOn("#learn-toggle");
        double[] first = null;
        for (int i = 0; i < LearnPanel.STEPS.size() - 1; i++) {
            // Clicked where they are: a button that moved would be missed, and the step would not advance.
            robot.clickOn("#learn-next");
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(LearnPanel.STEPS.get(i).title(), robot.lookup("#learn-title").queryAs(Label.class).getText());
            double[] at = new double[4];
            robot.interact(() -> {
                var next = robot.lookup("#learn-next").query();
                var back = robot.lookup("#learn-previous").query();
                at[0] = next.localToScene(next.getLayoutBounds()).getMinX();
                at[1] = next.localToScene(next.getLayoutBounds()).getMinY();
                at[2] = back.localToScene(back.getLayoutBounds()).getMinX();
                at[3] = back.localToScene(back.getLayoutBounds()).getMinY();
            });
            if (first == null) {
                first = at;
            }
            assertTrue(Arrays.equals(first, at), "step " + (i + 1) + ": the buttons at " + Arrays.toString(at)
                + ", at step 1 " + Arrays.toString(first));
        }
    }

    @Test
    @DisplayName("the first Learn step turns the lattice overlay on; closing the walk turns it back off")
    void learnShowsLattice(FxRobot robot) {
        assertFalse(app.model.latticeOverlayProperty().get());
        robot.clickOn("#learn-toggle").clickOn("#learn-next");
        assertTrue(app.model.latticeOverlayProperty().get());
        assertEquals(List.of(1.0), app.model.params().get(Param.OCTAVES));
        robot.clickOn("#learn-toggle");
        assertFalse(app.model.latticeOverlayProperty().get(), "the overlay is as it was before the walk");
    }

    @Test
    @DisplayName("a Learn step shows its idea: home view, its teaching tab, its parameter's section opened")
    void learnStepShowsItsIdea(FxRobot robot) {
        robot.interact(() -> app.model.setViewport(app.model.viewport().centredOn(40, -25)));
        robot.clickOn("#learn-toggle");
        robot.interact(() -> app.window.learn().go(7));
        assertEquals("8. Islands", robot.lookup("#learn-title").queryAs(Label.class).getText());
        Viewport view = app.model.viewport();
        assertEquals(Viewport.home(view.width(), view.height()), view, "the island is at the origin: home");
        assertEquals("tab-shaping", robot.lookup("#teaching-tabs").queryAs(TabPane.class).getSelectionModel()
            .getSelectedItem().getId());
        assertTrue(app.window.parameters().section(Group.ISLAND).isExpanded(), "the island section is open");
        robot.interact(() -> app.window.learn().go(10));
        assertEquals(Viewport.home(view.width(), view.height()).unitsPerPixel() / 3,
            app.model.viewport().unitsPerPixel(), 1e-12, "the trees step zooms in");
    }

    @Test
    @DisplayName("the code panel shows the actual computation, follows the sliders, and copies")
    void liveCodeFollowsSliders(FxRobot robot) {
        robot.clickOn("#tab-code");
        assertEquals(LiveCode.of(app.model.params()), app.window.liveCode().text());
        Slider exponent = robot.lookup("#slider-exponent").queryAs(Slider.class);
        robot.interact(() -> exponent.setValue(3.0));
        assertEquals(3.0, app.model.params().number(Param.EXPONENT));
        assertEquals(LiveCode.of(app.model.params()), app.window.liveCode().text());
        assertTrue(app.window.liveCode().text().contains("3.0);  // redistribution"));
        robot.clickOn("#copy-code");
        String[] clip = new String[1];
        robot.interact(() -> clip[0] = Clipboard.getSystemClipboard().getString());
        assertEquals(app.window.liveCode().text(), clip[0]);
    }

    @Test
    @DisplayName("shows the wavelength next to the frequency, in world units and pixels")
    void wavelength(FxRobot robot) {
        Label label = robot.lookup("#wavelength").queryAs(Label.class);
        double px = (1 / 3.0) / app.model.viewport().unitsPerPixel();
        assertTrue(label.getText().contains("0.333 units") && label.getText().contains(Math.round(px) + " px"),
            label.getText());
        robot.interact(() -> app.model.set(Param.FREQUENCY, 8.0));
        assertTrue(label.getText().contains("0.125 units"), label.getText());
    }

    @Test
    @DisplayName("shows white, value, Perlin and simplex noise side by side when its tab opens")
    void noiseTypesSideBySide(FxRobot robot) {
        assertEquals(null, app.window.noiseTypes().galleryProperty().get(), "nothing computed while hidden");
        robot.clickOn("#tab-types");
        WindowFixture.waitUntil("the gallery", () -> app.window.noiseTypes().galleryProperty().get() != null);
        NoiseGallery gallery = app.window.noiseTypes().galleryProperty().get();
        for (NoiseGallery.Kind kind : NoiseGallery.Kind.values()) {
            ImageView view = robot.lookup("#gallery-" + kind.name().toLowerCase(Locale.ROOT))
                .queryAs(ImageView.class);
            assertNotNull(view.getImage(), kind + " image");
        }
        assertFalse(Arrays.equals(gallery.image(NoiseGallery.Kind.PERLIN),
            gallery.image(NoiseGallery.Kind.SIMPLEX)));
    }

    @Test
    @DisplayName("the Biomes tab charts the rule and lists a swatch for each biome it gives")
    void biomesLegend(FxRobot robot) throws TimeoutException {
        robot.clickOn("#tab-biomes");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#legend-snow").tryQuery().isPresent());
        assertTrue(robot.lookup("#legend-tropical-rain-forest").tryQuery().isPresent());
        assertFalse(robot.lookup("#legend-jungle").tryQuery().isPresent(), "no band biomes with the table");
        robot.interact(() -> app.model.set(Param.BIOMES, BiomeMode.ELEVATION));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#legend-jungle").tryQuery().isPresent());
        assertFalse(robot.lookup("#legend-tundra").tryQuery().isPresent());
    }
}
