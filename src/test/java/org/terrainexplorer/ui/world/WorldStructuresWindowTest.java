package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Point2D;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.StructureMarks;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
@DisplayName("Structures in the voxel world window")
class WorldStructuresWindowTest {

    private WorldWindowFixture fixture;

    @Start
    void start(Stage stage) {
        // Seed 42 of the newest release: swamp huts and buried treasure around (-268, 355) at 12 blocks per pixel.
        fixture = WorldWindowFixture.open(stage, new WorldWindowTest.Scripted(), 1100, 760,
            m -> m.setView(new WorldView(-268, 355, 12, 512, 512)));
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    private StructureOverlay.Marks marks() {
        return fixture.window.structureOverlay().marksProperty().get();
    }

    private StructureMarks.Mark hut() {
        StructureOverlay.Marks m = marks();
        return m == null ? null : m.marks().stream().filter(x -> x.kind().equals("swamp_hut")).findFirst()
            .orElse(null);
    }

    /** The screen point of a mark's icon. */
    private Point2D screen(FxRobot robot, StructureMarks.Mark mark) {
        WorldMapPane map = fixture.window.mapPane();
        WorldView v = fixture.model.shownView().get();
        Point2D[] out = new Point2D[1];
        robot.interact(() -> out[0] = map.localToScreen(v.column(mark.x() + 0.5), v.row(mark.z() + 0.5)));
        return out[0];
    }

    @Test
    @DisplayName("shows an icon per start with a legend; hover names it, the legend hides its kind, a click explains it")
    void iconsLegendHoverExplain(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 60);
        WorldWaits.waitUntil("a swamp hut on the map", 90, () -> hut() != null);
        StructureMarks.Mark hut = hut();
        CheckBox huts = robot.lookup("#structure-kind-swamp_hut").queryAs(CheckBox.class);
        assertTrue(huts.isSelected());
        assertTrue(huts.getTooltip().getText().contains("(the number beside it: how many are in view)"),
            "the legend's count says what it counts: " + huts.getTooltip().getText());

        Point2D at = screen(robot, hut);
        robot.moveTo(at);
        WorldWaits.waitUntil("the hover to name the hut", 20,
            () -> fixture.model.hoverTextProperty().get().startsWith("Swamp hut (minecraft:swamp_hut)"));
        String hover = fixture.model.hoverTextProperty().get();
        assertTrue(hover.contains("starts in chunk " + hut.start().chunkX() + ", " + hut.start().chunkZ()
            + " · generation point " + hut.start().position() + " ·"), "the hover says where Explain does: " + hover);

        robot.clickOn(huts);
        WorldWaits.waitUntil("huts hidden", 30, () -> marks() != null && marks().complete() && hut() == null);
        Point2D local = fixture.window.mapPane().screenToLocal(at);
        StructureMarks.Mark[] under = new StructureMarks.Mark[1];
        robot.interact(() -> under[0] = fixture.window.mapPane().markAt(local.getX(), local.getY()));
        assertNull(under[0]);
        assertTrue(fixture.model.hiddenStructuresProperty().get().contains("swamp_hut"));
        robot.clickOn(huts);
        WorldWaits.waitUntil("huts shown again", 60, () -> hut() != null);

        Point2D again = screen(robot, hut());
        robot.clickOn(again);
        Label summary = robot.lookup("#explain-summary").queryAs(Label.class);
        WorldWaits.waitUntil("Explain to describe the hut", 90,
            () -> summary.getText().equals("Swamp hut (minecraft:swamp_hut): why it is here"));
        String steps = String.join("\n", robot.lookup(".explain-structure-step").queryAllAs(Label.class).stream()
            .map(Label::getText).toList());
        assertTrue(steps.contains("Placement of minecraft:swamp_huts: a grid of 32 x 32 chunks"), steps);
        assertTrue(steps.contains("the biome at its quart"), steps);
        assertTrue(steps.contains("It starts, with 1 piece"), steps);
    }

    @Test
    @DisplayName("the World panel's Structures switch turns off starts, icons and legend, and back on")
    void structuresSwitch(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 60);
        WorldWaits.waitUntil("structures on the map", 90, () -> marks() != null && !marks().marks().isEmpty());
        CheckBox on = robot.lookup("#world-structures").queryAs(CheckBox.class);
        robot.interact(() -> on.setSelected(false));
        WorldWaits.loaded(fixture.model, 60);
        WorldWaits.waitUntil("no structures", 30, () -> marks() == null || marks().marks().isEmpty());
        assertFalse(fixture.model.settings().structures());
        assertFalse(robot.lookup("#world-structure-legend").query().isVisible());
        assertTrue(fixture.model.loaded().structures().possibleSets().isEmpty());
        robot.interact(() -> on.setSelected(true));
        WorldWaits.loaded(fixture.model, 60);
        WorldWaits.waitUntil("structures back", 90, () -> marks() != null && !marks().marks().isEmpty());
        assertTrue(robot.lookup("#world-structure-legend").query().isVisible());
        assertNotNull(fixture.model.loaded().structures());
        assertEquals(true, fixture.model.settings().structures());
    }
}
