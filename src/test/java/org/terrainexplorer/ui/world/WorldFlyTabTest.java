package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.ui.world.fly.FlyView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The 3D tab in the world window, on Monocle: where JavaFX has no 3D it says so, and its wiring still works. */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The world window's 3D tab")
class WorldFlyTabTest {

    private WorldWindowFixture fixture;
    private WorldModel model;
    private WorldWindow window;

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, new WorldWindowTest.Scripted(), 860, 600, m -> { });
        model = fixture.model;
        window = fixture.window;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    @Test
    @DisplayName("without 3D the tab says why and points to the Diagram, which still draws the isometric view")
    void fallsBackWhereUnsupported(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        assertFalse(FlyView.supported(), "Monocle has no SCENE3D");
        assertEquals(List.of("Section", "Diagram", "3D"),
            window.lowerTabs().getTabs().stream().map(t -> t.getText()).toList());
        robot.interact(() -> window.lowerTabs().getSelectionModel().select(2));
        Label why = robot.lookup("#fly-unsupported").queryAs(Label.class);
        assertTrue(why.isVisible() && why.getScene() != null);
        assertTrue(why.getText().contains("Diagram") && why.getText().contains("prism.forceGPU"), why.getText());
        assertTrue(why.getPadding().getLeft() >= 8 && why.getPadding().getTop() >= 8,
            "the text stands clear of the pane's edge");
        assertTrue(robot.lookup("#fly-subscene").tryQuery().isEmpty(), "no SubScene is made");
        assertFalse(window.flyTab().marker().showing(), "no camera to mark on the map");
        assertEquals(0, window.flyTab().outlineSearches(), "structures looked for to outline in a view that cannot draw");
        robot.interact(() -> window.menuItem("world-menu-export-fly").fire());
        assertTrue(window.statusMessage().contains("not drawn here"), window.statusMessage());
        robot.interact(() -> window.lowerTabs().getSelectionModel().select(1));
        WorldWaits.waitUntil("the diagram", 60, () -> window.engine().isoImageProperty().get() != null
            && window.engine().isoImageProperty().get().complete());
    }

    @Test
    @DisplayName("a double-click on the map moves the camera to look at that place")
    void mapDoubleClickMovesTheCamera(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        WorldMapPane map = window.mapPane();
        // The click count set here, not left to the robot's timing on a busy machine.
        javafx.geometry.Point2D at = map.localToScene(150, 100);
        robot.interact(() -> map.fireEvent(new MouseEvent(MouseEvent.MOUSE_CLICKED, at.getX(), at.getY(), 0, 0,
            MouseButton.PRIMARY, 2, false, false, false, false, true, false, false, true, false, true, null)));
        WaitForAsyncUtils.waitForFxEvents();
        WorldView v = model.view();
        assertEquals(v.blockX(150), model.iso().centreX(), "the map's double-click centres the views");
        double[] pivot = window.flyTab().view().camera().pivot();
        assertEquals(v.blockX(150) + 0.5, pivot[0], 1.01);
        assertEquals(v.blockZ(100) + 0.5, pivot[2], 1.01);
    }

    @Test
    @DisplayName("a double-click on a block in the section looks at that very block")
    void sectionDoubleClickMovesTheCamera(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        robot.interact(() -> window.flyTab().goTo(120, -20, 33));
        assertArrayEquals(new double[] {120.5, -19, 33.5}, window.flyTab().view().camera().pivot(), 1e-6);
    }

    @Test
    @DisplayName("the cuts are the Diagram's: a cut set in one shows in the other")
    void cutsAreShared(FxRobot robot) {
        WorldWaits.loaded(model, 60);
        FlyView fly = window.flyTab().view();
        assertEquals(Integer.MAX_VALUE, fly.cutYProperty().get(), "the Diagram's cut at the top is no cut");
        robot.interact(() -> model.setIso(model.iso().withCutY(40).withCutAlongSection(true)));
        assertEquals(40, fly.cutYProperty().get());
        assertTrue(fly.cutAlongLineProperty().get());
        robot.interact(() -> {
            fly.cutYProperty().set(12);
            fly.cutAlongLineProperty().set(false);
        });
        assertEquals(12, model.iso().cutY());
        assertFalse(model.iso().cutAlongSection());
        robot.interact(() -> fly.cutYProperty().set(Integer.MAX_VALUE));
        assertEquals(319, model.iso().cutY(), "no cut is the world's top");
    }
}
