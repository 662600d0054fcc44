package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.event.ActionEvent;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.world.gen.ColumnProfile;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What a new user meets first in the voxel world window at its default size (1400 × 900), styled as the application
 * styles it: a refused value's message that goes once the value is mended, a Column tab that plots something before
 * the pointer moves, the Learn walk's heading whole, humidity named as the command line names it, and the Search
 * tab saying which release it searches.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The voxel world window at first look")
class WorldFirstLookTest {

    private WorldWindowFixture fixture;

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.openStyled(stage, 1400, 900);
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private void selectSideTab(FxRobot robot, String id) {
        TabPane side = fixture.window.sideTabs();
        robot.interact(() -> side.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
            .ifPresent(t -> side.getSelectionModel().select(t)));
    }

    /** Types {@code text} into the field and presses Enter, as a user does. */
    private static void enter(FxRobot robot, TextField field, String text) {
        robot.interact(() -> {
            field.requestFocus();
            field.setText(text);
            field.fireEvent(new ActionEvent());
        });
    }

    @Test
    @DisplayName("a refused sea level's message stands while the field holds it and goes once the field is mended "
        + "(a good value, or Escape); a later message is not wiped by mending an older refusal")
    void refusalStandsWhileWrong(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 120);
        TextField sea = robot.lookup("#field-world-sea-level").queryAs(TextField.class);
        Label line = robot.lookup("#world-status-hover").queryAs(Label.class);

        // Given a refused value, the status line says why while the field holds it.
        enter(robot, sea, "abc");
        String refusal = fixture.window.statusMessage();
        assertTrue(refusal.startsWith("Sea level: 'abc' is not a whole number"), refusal);
        String[] shown = new String[2];
        robot.interact(() -> {
            shown[0] = line.getText();
            shown[1] = sea.getText();
        });
        assertEquals(refusal, shown[0], "the status line shows the refusal");
        assertEquals("abc", shown[1]);

        // When a good value is typed, the refusal goes and the bar is back to its usual lines.
        enter(robot, sea, "60");
        assertEquals(Integer.valueOf(60), fixture.model.settings().seaLevel());
        assertEquals("", fixture.window.statusMessage(), "the refusal of a mended field is gone");

        // Escape takes the field back to the setting: the refusal goes too.
        enter(robot, sea, "1000");
        assertTrue(fixture.window.statusMessage().startsWith("Sea level: 1000 is above"),
            fixture.window.statusMessage());
        robot.interact(() -> sea.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false,
            false, false)));
        assertEquals("", fixture.window.statusMessage(), "Escape mends the field and the message goes");

        // A message after a refusal replaces it, and mending the field later leaves the newer message be.
        enter(robot, sea, "abc");
        robot.interact(() -> fixture.window.showMessage("Saved world.zip"));
        enter(robot, sea, "61");
        assertEquals("Saved world.zip", fixture.window.statusMessage());
    }

    @Test
    @DisplayName("before the pointer points anywhere, the Column tab plots the column at the view's centre and "
        + "says so")
    void columnPlotsTheCentreFirst(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 120);
        selectSideTab(robot, "tab-column");
        ColumnPlotPane column = fixture.window.columnPlot();
        WorldWaits.waitUntil("a column plotted", 120, () -> column.profile() != null);
        ColumnProfile.Profile[] p = new ColumnProfile.Profile[1];
        String[] values = new String[1];
        double[] centre = new double[2];
        robot.interact(() -> {
            p[0] = column.profile();
            values[0] = robot.lookup("#column-values").queryAs(Label.class).getText();
            centre[0] = fixture.model.view().centreX();
            centre[1] = fixture.model.view().centreZ();
        });
        assertEquals((int) Math.floor(centre[0]), p[0].x(), "the view's centre, x");
        assertEquals((int) Math.floor(centre[1]), p[0].z(), "the view's centre, z");
        assertTrue(values[0].contains("the view's centre; point at the map or the section for another"), values[0]);
    }

    @Test
    @DisplayName("the Learn walk's heading is drawn whole, not shortened nor cut, beside Back and Next")
    void learnHeadingWhole(FxRobot robot) {
        robot.interact(() -> fixture.window.showLearn(true));
        WorldLearnPane learn = robot.lookup("#world-learn").queryAs(WorldLearnPane.class);
        Labeled heading = (Labeled) ((HBox) learn.getChildren().get(0)).getChildren().get(0);
        String[] out = WorldWindowFixture.textAndDrawn(robot, heading);
        assertEquals("Learn: how Minecraft makes terrain", out[0], "the heading is the whole title");
        assertEquals(out[0], out[1], "and drawn whole");
    }

    @Test
    @DisplayName("the map's humidity layer names the game's noise, vegetation, as the command line does")
    void humidityNamesVegetation(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ChoiceBox<WorldLayer> layer = robot.lookup("#world-layer").queryAs(ChoiceBox.class);
        String[] title = new String[1];
        robot.interact(() -> title[0] = layer.getConverter().toString(WorldLayer.HUMIDITY));
        assertEquals("Humidity (vegetation)", title[0]);
        assertEquals("vegetation", WorldLayer.HUMIDITY.id(), "the command line's name");
    }

    @Test
    @DisplayName("the Search tab says which release its specification searches, and when that is not the map's")
    void searchSaysItsRelease(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 120);
        selectSideTab(robot, "tab-search");
        Label release = robot.lookup("#search-release").queryAs(Label.class);
        assertNotNull(release);
        String newest = fixture.worlds.newest();
        String[] out = WorldWindowFixture.textAndDrawn(robot, release);
        // The shipped example names 1.21.1; the map shows the newest release.
        assertEquals("Searches 1.21.1, overworld; the map shows " + newest, out[0]);
        assertEquals(out[0], out[1], "drawn whole");
        assertEquals("Searches Minecraft 1.21.1, overworld: the release the specification names; the map shows "
            + newest + ".", release.getTooltip().getText(), "the tooltip says why");
        robot.interact(() -> fixture.model.change(fixture.model.settings().withVersion("1.21.1")));
        assertEquals("Searches 1.21.1, overworld", release.getText());
        assertEquals("Searches 26.2, nether, amplified; the map shows 1.21.1",
            SearchPane.releaseLine(null, "26.2", "minecraft:the_nether", "amplified", "1.21.1", false));
        assertTrue(SearchPane.releaseLine(null, "26.2", "overworld", "overworld", "26.2", true)
            .startsWith("Searches Minecraft 26.2, overworld: the newest release: the specification names none"));
    }
}
