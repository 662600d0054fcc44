package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.event.ActionEvent;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.PerlinCurve;
import org.terrainexplorer.render.RenderScheduler;
import org.terrainexplorer.render.TerrainRenderer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.Choices.IslandMode;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.ui.common.StyleClasses;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The explorer window")
class ExplorerWindowTest {

    private WindowFixture app;

    @Start
    void start(Stage stage) {
        app = new WindowFixture(stage);
    }

    @AfterEach
    void closePool() {
        app.close();
    }

    private ExplorerModel model() {
        return app.model;
    }

    @Test
    @DisplayName("opens titled, with three titled maps, the overview, the 1D panel and the status bar")
    void opensWithEveryPanel(FxRobot robot) {
        app.settle();
        assertEquals("Terrain Explorer — Untitled", app.stage.getTitle());
        for (String id : new String[] {"#map-elevation", "#map-moisture", "#map-biome", "#minimap", "#perlin-panel",
            "#status-bar", "#parameter-panel"}) {
            assertTrue(robot.lookup(id).tryQuery().isPresent(), id);
        }
        Viewport view = model().viewport();
        Bounds area = app.window.map(Layer.BIOME).area().getLayoutBounds();
        assertEquals((int) Math.floor(area.getWidth()), view.width(), "the view is the maps' size");
        assertNotNull(app.window.map(Layer.BIOME).imageView().getImage());
    }

    @Test
    @DisplayName("redraws the biome map when the frequency slider moves, equal to a direct render once settled")
    void redrawsMapWhenFrequencyChanges(FxRobot robot) {
        app.settle();
        int[] before = WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage());
        Slider slider = robot.lookup("#slider-frequency").queryAs(Slider.class);
        robot.interact(() -> slider.setValue(slider.getValue() + 0.08));
        app.settle();
        assertNotEquals(3.0, model().params().number(Param.FREQUENCY));
        int[] after = WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage());
        assertFalse(Arrays.equals(before, after), "the biome map's pixels changed");
        try (RenderPool pool = new RenderPool(1)) {
            TerrainRenderer direct = new TerrainRenderer(pool);
            direct.render(model().params(), model().viewport(), EnumSet.of(Layer.BIOME));
            assertArrayEquals(direct.image(Layer.BIOME), after, "on screen equals a direct render");
        }
    }

    @Test
    @DisplayName("turns a 100-step slider drag into a few renders and one undo step, ending on the last value")
    void dragCoalescesRenders(FxRobot robot) {
        app.settle();
        long startedBefore = app.window.renderController().scheduler().started();
        TerrainParams original = model().params();
        Slider slider = robot.lookup("#slider-waterLevel").queryAs(Slider.class);
        RenderScheduler scheduler = app.window.renderController().scheduler();
        long[] loopNanos = new long[1];
        long[] endedDuringLoop = new long[1];
        robot.interact(() -> {
            long start = System.nanoTime();
            long ended = scheduler.completed() + scheduler.superseded();
            slider.setValueChanging(true);
            for (int i = 1; i <= 100; i++) {
                slider.setValue(0.2 + i * 0.004);
            }
            slider.setValueChanging(false);
            loopNanos[0] = System.nanoTime() - start;
            endedDuringLoop[0] = scheduler.completed() + scheduler.superseded() - ended;
        });
        app.settle();
        long renders = app.window.renderController().scheduler().started() - startedBefore;
        // A change renders at once only when nothing renders; otherwise it waits for the render in flight to
        // end, or for the next pulse once that render is older than a frame. So besides the first and the
        // last, each start needs a render that ended or a frame that passed during the drag: the 100 steps
        // never queue up 100 renders, however fast the renders are.
        long frames = loopNanos[0] / RequestThrottle.FRAME_NANOS + 1;
        assertTrue(renders >= 1 && renders <= 2 + frames + endedDuringLoop[0],
            "renders for a 100-step drag: " + renders + " (" + frames + " frames, " + endedDuringLoop[0]
                + " renders ended meanwhile)");
        assertTrue(renders < 41, "fewer renders than distinct steps: " + renders);
        assertEquals(0.6, model().params().number(Param.WATER_LEVEL), 1e-9);
        assertEquals(model().params(), model().frameProperty().get().params());
        robot.interact(model()::undo);
        assertEquals(original, model().params(), "one undo step undoes the whole drag");
    }

    @Test
    @DisplayName("refuses a bad typed value: marks the field with the reason and leaves the model unchanged")
    void invalidTypedValue(FxRobot robot) {
        app.settle();
        TerrainParams before = model().params();
        TextField field = robot.lookup("#field-frequency").queryAs(TextField.class);
        double[] height = new double[2];
        robot.interact(() -> {
            field.applyCss();
            height[0] = field.prefHeight(-1);
        });
        for (String bad : new String[] {"abc", "NaN", "999", "-1"}) {
            robot.interact(() -> {
                field.setText(bad);
                field.fireEvent(new ActionEvent());
                field.applyCss();
                height[1] = field.prefHeight(-1);
            });
            assertEquals(before, model().params(), bad + " changed the model");
            assertTrue(field.getStyleClass().contains(StyleClasses.INVALID), bad + " did not mark the field");
            assertEquals(height[0], height[1], 1e-9, "the mark keeps the field's size (the controls below stay put)");
            String reason = field.getTooltip().getText();
            assertTrue(reason.contains("frequency") && reason.contains("0.1 to 64"), reason);
        }
        robot.interact(() -> {
            field.setText("5");
            field.fireEvent(new ActionEvent());
        });
        assertEquals(5.0, model().params().number(Param.FREQUENCY));
        assertFalse(field.getStyleClass().contains(StyleClasses.INVALID), "a good value clears the mark");
    }

    @Test
    @DisplayName("typing into a field with the keyboard and pressing Enter sets the parameter")
    void typingSetsValue(FxRobot robot) {
        app.settle();
        robot.interact(() -> app.reveal("#field-exponent"));
        robot.clickOn("#field-exponent");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("2.5").type(KeyCode.ENTER);
        assertEquals(2.5, model().params().number(Param.EXPONENT));
    }

    @Test
    @DisplayName("restores a parameter's default on double-click")
    void doubleClickResets(FxRobot robot) {
        robot.interact(() -> model().set(Param.FREQUENCY, 7.0));
        robot.doubleClickOn("#slider-frequency");
        assertEquals(3.0, model().params().number(Param.FREQUENCY));
        robot.interact(() -> model().set(Param.LACUNARITY, 3.0));
        robot.interact(() -> app.reveal("#param-lacunarity"));
        robot.doubleClickOn("#param-lacunarity .label");
        assertEquals(2.0, model().params().number(Param.LACUNARITY));
    }

    @Test
    @DisplayName("undoes and redoes with Ctrl+Z and Ctrl+Shift+Z, and undo restores the previous map")
    void undoRestoresPreviousMap(FxRobot robot) {
        app.settle();
        int[] before = WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage());
        robot.interact(() -> model().set(Param.SEED, 777L));
        app.settle();
        int[] changed = WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage());
        assertFalse(Arrays.equals(before, changed));
        robot.clickOn("#status-bar");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        app.settle();
        assertEquals(TerrainParams.defaults(), model().params());
        assertArrayEquals(before, WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage()));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertEquals(777L, model().params().seed());
    }

    @Test
    @DisplayName("pans by the dragged distance and zooms around the pointer, all maps together")
    void panAndZoom(FxRobot robot) {
        app.settle();
        Viewport start = model().viewport();
        Bounds area = app.window.map(Layer.ELEVATION).area().localToScreen(
            app.window.map(Layer.ELEVATION).area().getLayoutBounds());
        Point2D from = new Point2D(area.getMinX() + area.getWidth() / 2, area.getMinY() + area.getHeight() / 2);
        robot.drag(from, MouseButton.PRIMARY).dropTo(from.add(60, -40));
        Viewport panned = model().viewport();
        assertEquals(start.centerX() - 60 * start.unitsPerPixel(), panned.centerX(), 2 * start.unitsPerPixel());
        assertEquals(start.centerY() + 40 * start.unitsPerPixel(), panned.centerY(), 2 * start.unitsPerPixel());

        Point2D at = new Point2D(area.getMinX() + area.getWidth() * 0.25, area.getMinY() + area.getHeight() * 0.75);
        robot.moveTo(at);
        Point2D local = app.window.map(Layer.ELEVATION).area().screenToLocal(at);
        double worldX = panned.centerX() + (local.getX() - panned.width() / 2.0) * panned.unitsPerPixel();
        double worldY = panned.centerY() + (local.getY() - panned.height() / 2.0) * panned.unitsPerPixel();
        // The wheel zooms, keeping the world point under the pointer where it is; the two directions undo each other.
        robot.scroll(3, VerticalDirection.UP);
        Viewport wheeled = model().viewport();
        assertNotEquals(panned.unitsPerPixel(), wheeled.unitsPerPixel(), "the wheel zooms");
        // The robot's pointer sits on a whole screen pixel: allow one pixel's width.
        double pixel = panned.unitsPerPixel();
        assertEquals(worldX, wheeled.centerX() + (local.getX() - wheeled.width() / 2.0) * wheeled.unitsPerPixel(), pixel);
        assertEquals(worldY, wheeled.centerY() + (local.getY() - wheeled.height() / 2.0) * wheeled.unitsPerPixel(),
            pixel);
        robot.scroll(3, VerticalDirection.DOWN);
        assertEquals(panned.unitsPerPixel(), model().viewport().unitsPerPixel(), 1e-12, "down undoes up");
        // A wheel turned away from the user (positive delta) zooms in.
        robot.interact(() -> app.window.map(Layer.ELEVATION).area().fireEvent(new ScrollEvent(
            ScrollEvent.SCROLL, local.getX(), local.getY(), at.getX(), at.getY(), false, false,
            false, false, false, false, 0, 40, 0, 40, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
            ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        Viewport zoomed = model().viewport();
        assertEquals(panned.unitsPerPixel() / MapView.ZOOM_PER_NOTCH, zoomed.unitsPerPixel(), 1e-15, "one notch in");
        app.settle();
        assertEquals(zoomed, model().frameProperty().get().viewport(), "all maps render the zoomed view");
        robot.interact(model()::home);
        assertEquals(Viewport.home(zoomed.width(), zoomed.height()), model().viewport());
    }

    @Test
    @DisplayName("shows the pointer's world position and the values there in the status bar")
    void hoverShowsValues(FxRobot robot) {
        app.settle();
        robot.moveTo("#map-biome-area");
        Label hover = robot.lookup("#status-hover").queryAs(Label.class);
        WaitForAsyncUtils.waitForFxEvents();
        String text = hover.getText();
        assertTrue(text.contains("x ") && text.contains("elevation") && text.contains("moisture"), text);
    }

    @Test
    @DisplayName("hovering the overview shows that region in the maps; leaving restores them; clicking goes there")
    void minimapHoverAndClick(FxRobot robot) {
        app.settle();
        Viewport home = model().viewport();
        int[] before = WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage());
        Bounds area = app.window.minimap().area().localToScreen(app.window.minimap().area().getLayoutBounds());
        Point2D corner = new Point2D(area.getMinX() + area.getWidth() * 0.1, area.getMinY() + area.getHeight() * 0.1);
        robot.moveTo(corner);
        assertNotNull(model().previewProperty().get(), "hovering previews a region");
        assertEquals(home, model().viewport(), "the view itself does not move");
        app.settle();
        int[] previewed = WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage());
        assertFalse(Arrays.equals(before, previewed), "the maps show the distant region");
        double previewX = model().previewProperty().get().centerX();
        assertTrue(Math.abs(previewX - home.centerX()) > home.worldWidth(), "the region lies outside the view");

        robot.moveTo("#parameter-panel");
        app.settle();
        assertEquals(null, model().previewProperty().get());
        assertArrayEquals(before, WindowFixture.pixels(app.window.map(Layer.BIOME).imageView().getImage()),
            "leaving restores the maps");

        robot.clickOn(corner);
        robot.moveTo("#parameter-panel");
        assertEquals(previewX, model().viewport().centerX(), 1e-9, "clicking moves the view there");
    }

    @Test
    @DisplayName("changing an octave's amplitude changes the 1D curve")
    void octaveChangesCurve(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        PerlinCurve before = waitForCurve(null);
        float sample = before.sum(before.samples() / 3);
        robot.interact(() -> model().set(Param.OCTAVES, new double[] {1, 0.5, 0.9}));
        PerlinCurve after = waitForCurve(before);
        assertEquals(3, after.octaves());
        assertNotEquals(sample, after.sum(after.samples() / 3));
    }

    private PerlinCurve waitForCurve(PerlinCurve previous) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
                PerlinCurve c = app.window.perlin().curveProperty().get();
                return c != null && c != previous;
            });
        } catch (TimeoutException e) {
            throw new AssertionError("no 1D curve", e);
        }
        return app.window.perlin().curveProperty().get();
    }

    @Test
    @DisplayName("switches to the dark theme and back from the View menu, the painted 1D plot included")
    void switchesTheme(FxRobot robot) {
        assertTrue(plotBrightness(robot) > 0.9, "light plot background");
        robot.clickOn("#menu-view").clickOn("Dark theme");
        assertEquals(Theme.DARK, app.window.themeProperty().get());
        assertTrue(app.stage.getScene().getStylesheets().stream().anyMatch(s -> s.endsWith("dark.css")));
        assertTrue(plotBrightness(robot) < 0.25, "dark plot background");
        robot.clickOn("#menu-view").clickOn("Light theme");
        assertEquals(Theme.LIGHT, app.window.themeProperty().get());
        assertTrue(plotBrightness(robot) > 0.9, "light plot background again");
    }

    /** The brightness of the 1D Perlin canvas's top-left corner, where only the background is painted. */
    private double plotBrightness(FxRobot robot) {
        double[] brightness = new double[1];
        robot.interact(() -> {
            Canvas canvas = app.window.perlin().canvas();
            assertTrue(canvas.getWidth() > 10 && canvas.getHeight() > 10, "the plot is laid out");
            brightness[0] = canvas.snapshot(null, null).getPixelReader().getColor(2, 2).getBrightness();
        });
        return brightness[0];
    }

    @Test
    @DisplayName("starts on the home view of the maps' size: one world unit across the shorter side")
    void startsAtHome() {
        app.settle();
        Viewport view = model().viewport();
        assertEquals(Viewport.home(view.width(), view.height()), view);
    }

    @Test
    @DisplayName("Home goes home even when a slider has the focus, and leaves the slider alone")
    void homeKeyWithFocusedSlider(FxRobot robot) {
        app.settle();
        robot.interact(() -> model().setViewport(model().viewport().centredOn(3, -2)));
        Slider slider = robot.lookup("#slider-frequency").queryAs(Slider.class);
        robot.interact(() -> app.reveal("#slider-frequency"));
        robot.clickOn(slider);
        double frequency = model().params().number(Param.FREQUENCY);
        robot.interact(slider::requestFocus);
        robot.type(KeyCode.HOME);
        assertEquals(frequency, model().params().number(Param.FREQUENCY), "the slider kept its value");
        Viewport view = model().viewport();
        assertEquals(Viewport.home(view.width(), view.height()), view);
    }

    @Test
    @DisplayName("a clicked map takes the keyboard: arrows pan by a tenth of the view, + zooms in")
    void mapKeys(FxRobot robot) {
        app.settle();
        Viewport before = model().viewport();
        robot.clickOn("#map-biome-area");
        robot.type(KeyCode.RIGHT);
        Viewport after = model().viewport();
        assertEquals(before.centerX() + before.worldWidth() * MapView.KEY_PAN, after.centerX(), 1e-9);
        assertEquals(before.centerY(), after.centerY(), 1e-9);
        robot.type(KeyCode.ADD);
        assertEquals(after.unitsPerPixel() / MapView.ZOOM_PER_NOTCH, model().viewport().unitsPerPixel(), 1e-12);
    }

    @Test
    @DisplayName("a refused value is reported in the status bar; leaving the field shows the real value again")
    void refusedValueLeavesNoStaleText(FxRobot robot) {
        app.settle();
        robot.interact(() -> app.reveal("#field-frequency"));
        TextField field = robot.lookup("#field-frequency").queryAs(TextField.class);
        String shown = field.getText();
        robot.doubleClickOn(field).write("abc").type(KeyCode.ENTER);
        assertTrue(field.getStyleClass().contains(StyleClasses.INVALID));
        assertTrue(app.window.status().message().contains("frequency"), app.window.status().message());
        robot.interact(() -> app.reveal("#field-lacunarity"));
        robot.clickOn("#field-lacunarity");
        assertEquals(shown, field.getText(), "the field shows the parameter's value");
        assertFalse(field.getStyleClass().contains(StyleClasses.INVALID));
        assertEquals("", app.window.status().message(), "the refusal went with the refused value");
    }

    @Test
    @DisplayName("a refusal's message stands while its field holds the value: a good value, or a newer message, "
        + "takes its place")
    void refusalStandsWhileWrong(FxRobot robot) {
        app.settle();
        TextField field = robot.lookup("#field-frequency").queryAs(TextField.class);
        robot.interact(() -> {
            field.setText("abc");
            field.fireEvent(new ActionEvent());
        });
        String refusal = app.window.status().message();
        assertTrue(refusal.contains("frequency"), refusal);
        robot.interact(() -> {
            field.setText("5");
            field.fireEvent(new ActionEvent());
        });
        assertEquals(5.0, model().params().number(Param.FREQUENCY));
        assertEquals("", app.window.status().message(), "a mended field's refusal is gone");

        robot.interact(() -> {
            field.setText("999");
            field.fireEvent(new ActionEvent());
            app.window.status().show("Saved map.png");
            field.setText("4");
            field.fireEvent(new ActionEvent());
        });
        assertEquals("Saved map.png", app.window.status().message(), "mending the field leaves a newer message");

        TextField seed = robot.lookup("#field-seed").queryAs(TextField.class);
        robot.interact(() -> {
            seed.setText("twelve");
            seed.fireEvent(new ActionEvent());
        });
        String seedRefusal = app.window.status().message();
        assertTrue(seedRefusal.toLowerCase(java.util.Locale.ROOT).contains("seed"), seedRefusal);
        robot.interact(() -> seed.setText("twelv"));
        assertEquals("", app.window.status().message(), "the seed's refusal goes once the field changes");
    }

    @Test
    @DisplayName("greys the island's shape controls while there is no island")
    void inactiveControlsDisabled(FxRobot robot) {
        Node radius = robot.lookup("#param-islandRadius").query();
        assertTrue(radius.isDisabled(), "no island: radius disabled");
        robot.interact(() -> model().set(Param.ISLAND, IslandMode.ADDITIVE));
        assertFalse(radius.isDisabled(), "an island: radius enabled");
    }

    @Test
    @DisplayName("the Undo and Redo items say what they would change")
    void undoSaysWhat(FxRobot robot) {
        MenuItem undo = app.window.menuItem("menu-undo");
        MenuItem redo = app.window.menuItem("menu-redo");
        robot.clickOn("#menu-edit");
        assertEquals("Undo", undo.getText());
        robot.type(KeyCode.ESCAPE);
        robot.interact(() -> model().set(Param.WATER_LEVEL, 0.5));
        robot.clickOn("#menu-edit");
        assertEquals("Undo Water level", undo.getText());
        robot.type(KeyCode.ESCAPE);
        robot.interact(() -> model().setAll(model().params().with(Param.SEED, 5L).with(Param.RIDGES, 0.5)
            .with(Param.TERRACES, 3)));
        robot.clickOn("#menu-edit");
        assertEquals("Undo 3 changes", undo.getText());
        robot.type(KeyCode.ESCAPE);
        robot.interact(model()::undo);
        robot.clickOn("#menu-edit");
        assertEquals("Redo 3 changes", redo.getText());
        robot.type(KeyCode.ESCAPE);
    }

    @Test
    @DisplayName("in a left panel as narrow as a restart may bring back, Seed and New seed keep their words")
    void seedRowKeepsItsWords(FxRobot robot) {
        String[] cut = new String[1];
        robot.interact(() -> {
            // About 290 px wide, as the window at 1280 x 800 had it after a restart: the panel laid out at that
            // width here, in one FX action (the split pane would give it its width back at the next pulse).
            javafx.scene.control.ScrollPane panel = app.window.parameters();
            panel.applyCss();
            panel.resize(290, panel.getHeight());
            panel.layout();
            Node row = app.window.parameters().getContent().lookup("#param-seed");
            for (Node n : ((javafx.scene.layout.HBox) row).getChildren()) {
                if (n instanceof javafx.scene.control.Labeled l && l.getWidth() < l.prefWidth(-1) - 0.5) {
                    cut[0] = "\"" + l.getText() + "\" is " + l.getWidth() + " px of " + l.prefWidth(-1);
                }
            }
        });
        assertEquals(null, cut[0]);
    }
}
