package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.ui.world.WorldModel;
import org.terrainexplorer.ui.world.WorldWaits;
import org.terrainexplorer.ui.world.WorldWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
@DisplayName("Unsaved changes to the voxel world")
class WorldUnsavedChangesTest {

    private static final String SWISS_CHEESE = "Swiss cheese (louder cave noise)";

    private AppWindowFixture fixture;
    private AppWindow app;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        fixture = AppWindowFixture.open(stage, 1200, 780);
        app = fixture.app;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    @Test
    @DisplayName("moving the sea level slider marks the title with a dot; undoing back to the defaults clears it")
    void marksTitleWhenSeaLevelChanges(FxRobot robot) {
        // given the voxel world as new, loaded
        robot.clickOn("#mode-world");
        WorldModel world = app.worldModel();
        WorldWaits.loaded(world, 120);
        assertFalse(stage.getTitle().endsWith("•"), stage.getTitle());

        // when the sea level slider goes to 117
        Slider sea = robot.lookup("#slider-world-sea-level").queryAs(Slider.class);
        robot.interact(() -> sea.setValue(117));

        // then the title is marked
        assertEquals(117, world.settings().seaLevel());
        assertEquals("Terrain Explorer — Untitled world •", stage.getTitle());
        robot.interact(world::undo);
        assertEquals("Terrain Explorer — Untitled world", stage.getTitle(), "the defaults again");
    }

    @Test
    @DisplayName("a loaded world preset's changes mark the title; saving the preset clears the mark, opening one too")
    void saveAndLoadClearTheMark(FxRobot robot, @TempDir Path dir) throws Exception {
        // given the shipped preset "Swiss cheese", its seed and sea level changed
        robot.clickOn("#mode-world");
        WorldWindow window = (WorldWindow) app.getCenter();
        WorldModel world = app.worldModel();
        Menu presets = (Menu) window.menuItem("world-menu-presets");
        robot.interact(() -> presets.getOnShowing().handle(null));
        MenuItem cheese = presets.getItems().stream().filter(i -> i.getText().equals(SWISS_CHEESE)).findFirst()
            .orElseThrow();
        robot.interact(cheese::fire);
        WorldWaits.waitUntil("the preset's title", 30, () -> stage.getTitle().contains(SWISS_CHEESE));
        assertEquals("Terrain Explorer — " + SWISS_CHEESE, stage.getTitle(), "just loaded: nothing to save");
        robot.interact(() -> world.change(world.settings().withSeed("7").withSeaLevel(117)));
        assertEquals("Terrain Explorer — " + SWISS_CHEESE + " •", stage.getTitle());

        // when it is saved as a file of its own
        Path file = dir.resolve("my-cheese.json");
        fixture.worldDialogs.save = file;
        robot.interact(() -> window.menuItem("world-menu-save-as").fire());

        // then the title names the file, unmarked; the file holds the changes
        assertEquals("Terrain Explorer — my-cheese", stage.getTitle());
        assertTrue(Files.exists(file));
        assertEquals("7", WorldPresets.load(file).seed());
        assertEquals(117, WorldPresets.load(file).seaLevel());

        // when changed again and then the saved preset opened
        robot.interact(() -> world.change(world.settings().withSeed("8")));
        assertEquals("Terrain Explorer — my-cheese •", stage.getTitle());
        robot.interact(() -> app.maps().files().open(file));

        // then the saved settings are back, unmarked
        WorldWaits.waitUntil("the saved seed", 30, () -> "7".equals(world.settings().seedText()));
        assertEquals("Terrain Explorer — my-cheese", stage.getTitle());
    }

    @Test
    @DisplayName("Ctrl+Q in the voxel world asks once, naming the world; Cancel keeps the window; File has Quit")
    void quitAsksAboutTheWorld(FxRobot robot) {
        // given a world with a new seed
        robot.clickOn("#mode-world");
        WorldWindow window = (WorldWindow) app.getCenter();
        WorldModel world = app.worldModel();
        robot.interact(() -> world.change(world.settings().withSeed("7")));
        fixture.dialogs.saveChoice = Dialogs.SaveChoice.CANCEL;

        // when Quit is asked for with Ctrl+Q, and answered Cancel
        robot.push(KeyCode.SHORTCUT, KeyCode.Q);

        // then one question named the world, and the window stays open
        WorldWaits.waitUntil("the question about unsaved changes", 10,
            () -> !fixture.dialogs.saveQuestions.isEmpty());
        assertEquals(List.of(List.of("Untitled world")), fixture.dialogs.saveQuestions);
        assertTrue(stage.isShowing(), "Cancel keeps the window");
        // the same from the File menu's Quit, and closing the window asks the same
        robot.interact(() -> window.menuItem("world-menu-quit").fire());
        assertEquals(2, fixture.dialogs.saveQuestions.size());
        robot.interact(() -> assertFalse(app.mayClose(), "closing the window asks too; Cancel keeps it"));
        assertEquals(3, fixture.dialogs.saveQuestions.size());
        assertTrue(stage.isShowing());
    }

    @Test
    @DisplayName("with both modes changed, Quit asks one question naming both; Save writes the world's preset")
    void quitSavesBothModes(FxRobot robot, @TempDir Path dir) throws Exception {
        // given changes in both modes, Quit asked for in the maps, the maps' preset and the world's given files
        robot.interact(() -> fixture.maps.set(Param.SEED, 99L));
        robot.clickOn("#mode-world");
        WorldModel world = app.worldModel();
        robot.interact(() -> world.change(world.settings().withSeed("7")));
        robot.clickOn("#mode-maps");
        fixture.dialogs.save = dir.resolve("maps.json");
        fixture.worldDialogs.save = dir.resolve("world.json");
        fixture.dialogs.saveChoice = Dialogs.SaveChoice.SAVE;

        // when Quit is asked for with Ctrl+Q and answered Save
        robot.push(KeyCode.SHORTCUT, KeyCode.Q);

        // then one question named both, both were saved and the window closed
        WorldWaits.waitUntil("the window to close", 10, () -> !stage.isShowing());
        assertEquals(List.of(List.of("Untitled", "Untitled world")), fixture.dialogs.saveQuestions);
        assertTrue(Files.exists(dir.resolve("maps.json")));
        assertEquals("7", WorldPresets.load(dir.resolve("world.json")).seed());
    }
}
