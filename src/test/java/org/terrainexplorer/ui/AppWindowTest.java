package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.ui.world.WorldModel;
import org.terrainexplorer.ui.world.WorldWaits;
import org.terrainexplorer.ui.world.WorldWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The window's two modes")
class AppWindowTest {

    private AppWindowFixture fixture;
    private ExplorerModel maps;
    private AppWindow app;

    @Start
    void start(Stage stage) {
        fixture = AppWindowFixture.open(stage, 1200, 780);
        maps = fixture.maps;
        app = fixture.app;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    @Test
    @DisplayName("switching modes and back keeps each mode's parameters, view and undo history")
    void modesKeepTheirState(FxRobot robot) {
        robot.interact(() -> maps.set(Param.FREQUENCY, 5.0));
        robot.clickOn("#mode-world");
        assertEquals(AppWindow.Mode.WORLD, app.modeProperty().get());
        WorldWindow world = (WorldWindow) app.getCenter();
        robot.interact(() -> {
            app.worldModel().change(app.worldModel().settings().withSeed("7"));
            app.worldModel().layerProperty().set(WorldLayer.EROSION);
        });

        robot.clickOn("#mode-maps");
        assertEquals(AppWindow.Mode.MAPS, app.modeProperty().get());
        assertSame(app.maps(), app.getCenter());
        assertEquals(5.0, maps.params().get(Param.FREQUENCY));
        boolean[] undone = new boolean[1];
        robot.interact(() -> undone[0] = maps.undo());
        assertTrue(undone[0], "the 2D undo history is kept");
        assertEquals(Param.FREQUENCY.defaultValue(), maps.params().get(Param.FREQUENCY));

        robot.clickOn("#mode-world");
        assertSame(world, app.getCenter(), "the world window is kept, not rebuilt");
        assertEquals("7", app.worldModel().settings().seedText());
        assertEquals(WorldLayer.EROSION, app.worldModel().layerProperty().get());
        assertTrue(app.worldModel().canUndoProperty().get(), "the world's undo history is kept");
    }

    @Test
    @DisplayName("a shipped world preset from the File menu sets the world, the map and the title")
    void shippedWorldPreset(FxRobot robot) {
        robot.clickOn("#mode-world");
        WorldWindow world = (WorldWindow) app.getCenter();
        Menu presets = (Menu) world.menuItem("world-menu-presets");
        robot.interact(() -> presets.getOnShowing().handle(null));
        MenuItem peaks = presets.getItems().stream().filter(i -> i.getText().startsWith("Frozen peaks"))
            .findFirst().orElseThrow();
        robot.interact(peaks::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3600, app.worldModel().view().centreX());
        assertEquals(WorldLayer.HEIGHT, app.worldModel().layerProperty().get());
        assertEquals("42", app.worldModel().settings().seedText());
        assertTrue(((Stage) app.getScene().getWindow()).getTitle().contains("Frozen peaks"));
        assertTrue(world.statusMessage().startsWith("Loaded Frozen peaks"), world.statusMessage());

        robot.interact(() -> app.worldModel().change(app.worldModel().settings().withSeed("7")));
        assertEquals("Changed since Frozen peaks (seed 42): seed 7", world.statusMessage(),
            "the status bar no longer says the preset's seed is loaded");
        robot.interact(() -> app.worldModel().undo());
        assertTrue(world.statusMessage().startsWith("Loaded Frozen peaks"), world.statusMessage());
    }

    @Test
    @DisplayName("Home in the voxel world goes to 0, 0 even with a slider focused; back in the maps it goes home there")
    void homeKeyInEitherMode(FxRobot robot) {
        robot.clickOn("#mode-world");
        WorldModel world = app.worldModel();
        WorldWaits.loaded(world, 120);
        robot.interact(() -> world.setView(world.view().centredOn(5000, -3000)));
        Slider sea = robot.lookup("#slider-world-sea-level").queryAs(Slider.class);
        robot.interact(sea::requestFocus);
        robot.type(KeyCode.HOME);
        assertEquals(0, world.view().centreX(), 1, "the map went to 0, 0");
        assertEquals(0, world.view().centreZ(), 1);
        assertNull(world.settings().seaLevel(), "the focused slider kept its value");

        robot.clickOn("#mode-maps");
        robot.interact(() -> maps.setViewport(maps.viewport().centredOn(3, -2)));
        robot.interact(() -> robot.lookup("#mode-maps").query().requestFocus());
        robot.type(KeyCode.HOME);
        assertEquals(Viewport.home(maps.viewport().width(), maps.viewport().height()), maps.viewport());
        robot.interact(() -> world.setView(world.view().centredOn(700, 700)));
        robot.type(KeyCode.HOME);
        assertEquals(700, world.view().centreX(), 1, "the world mode, not shown, leaves its map alone");
    }
}
