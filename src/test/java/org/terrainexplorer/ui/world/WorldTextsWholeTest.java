package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The voxel world window at its default size (1400 × 900), styled as the application styles it: the texts a new
 * user found cut short are readable whole (wrapped, or with a tooltip that has them), and the structure legend keeps
 * its height as the counts arrive, so the map below it does not jump.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The voxel world window's texts read whole and its legend holds still")
class WorldTextsWholeTest {

    private WorldWindowFixture fixture;

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.openStyled(stage, 1400, 900);
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    /**
     * Asserts that the labeled's text is drawn whole once the scene has laid it out: its text and what its skin draws
     * are read together on the FX thread, so a text that changes meanwhile (the chunk counts go on) cannot race it.
     */
    private static void assertDrawnWhole(FxRobot robot, Labeled l, String what) {
        String[] out = WorldWindowFixture.textAndDrawn(robot, l);
        assertEquals(out[0], out[1], what);
    }

    private static void waitFor(String what, long seconds, java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out waiting for " + what, e);
        }
    }

    private void selectSideTab(FxRobot robot, String id) {
        TabPane side = fixture.window.sideTabs();
        robot.interact(() -> side.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
            .ifPresent(t -> side.getSelectionModel().select(t)));
    }

    @Test
    @DisplayName("a long message is read whole: the chunk counts step aside for it, a longer one wraps to a second "
        + "line, and a short one brings the counts back on a bar of one line; the centre is never cut")
    void statusBarShowsLongMessagesWhole(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 120);
        Label chunks = robot.lookup("#world-status-chunks").queryAs(Label.class);
        Label time = robot.lookup("#world-status-time").queryAs(Label.class);
        Label hover = robot.lookup("#world-status-hover").queryAs(Label.class);
        javafx.scene.layout.Region bar = robot.lookup("#world-status-bar").queryAs(javafx.scene.layout.Region.class);
        waitFor("the chunk counts and the map's time", 60, () -> !chunks.getText().isEmpty()
            && !time.getText().isEmpty());
        double oneLine = bar.getHeight();
        String message = "Loaded Swiss cheese (louder cave noise): The cheese cave noise with its low octaves "
            + "turned up: caves open wider and more often. Compare with the default world at the same seed.";
        robot.interact(() -> fixture.window.showWorldMessage("Swiss cheese", message));
        assertDrawnWhole(robot, hover, "the message is drawn whole");
        assertFalse(chunks.isVisible(), "the counts step aside for it");
        assertDrawnWhole(robot, robot.lookup("#world-status-view").queryAs(Label.class), "the centre is whole");
        assertEquals(oneLine, bar.getHeight(), 0.5, "still one line");

        String longer = "Cannot open the world: /home/someone/.minecraft/saves/My Old World/level.dat: not a "
            + "readable level.dat (not gzip-compressed): choose the folder of a world saved by Minecraft 1.18 or "
            + "newer, its level.dat or a .zip of it; a world from before 1.18 must be opened once in the game";
        robot.interact(() -> fixture.window.showMessage(longer));
        assertDrawnWhole(robot, hover, "the longer message is drawn whole, on two lines");
        assertTrue(bar.getHeight() > oneLine + 5, "a second line: " + bar.getHeight() + " for " + oneLine);
        assertEquals(longer, hover.getTooltip().getText());

        robot.interact(() -> fixture.window.showMessage("Saved world.zip"));
        waitFor("the counts back", 10, chunks::isVisible);
        for (String id : new String[] {"#world-status-chunks", "#world-status-view", "#world-status-time"}) {
            assertDrawnWhole(robot, robot.lookup(id).queryAs(Label.class), id + " is drawn whole");
        }
        assertEquals(oneLine, bar.getHeight(), 0.5, "one line again");
    }

    @Test
    @DisplayName("a seed bound that is not a number is named in a message that wraps whole; the search's summary "
        + "wraps whole")
    void searchMessagesWrap(FxRobot robot) {
        selectSideTab(robot, "tab-search");
        robot.interact(() -> {
            robot.lookup("#search-from").queryAs(TextField.class).setText("abc");
            robot.lookup("#search-to").queryAs(TextField.class).setText("9999");
        });
        robot.interact(() -> robot.lookup("#search-start").queryAs(Button.class).fire());
        Label error = robot.lookup("#search-seeds-error").queryAs(Label.class);
        assertTrue(error.getText().startsWith("Seeds: 'abc' is not a whole number; seeds are whole numbers from "
            + Long.MIN_VALUE + " to " + Long.MAX_VALUE), error.getText());
        assertDrawnWhole(robot, error, "the seed error is drawn whole");

        robot.interact(() -> {
            robot.lookup("#search-from").queryAs(TextField.class).setText("0");
            robot.lookup("#search-to").queryAs(TextField.class).setText("49");
        });
        robot.interact(() -> robot.lookup("#search-start").queryAs(Button.class).fire());
        Label progress = robot.lookup("#search-progress").queryAs(Label.class);
        waitFor("the search to end", 180, () -> progress.getText().startsWith("Done"));
        assertDrawnWhole(robot, progress, "the search's summary is drawn whole");
    }

    @Test
    @DisplayName("the structure legend's height does not change as the counts arrive, so the map stays put")
    void legendHoldsStill(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 120);
        StructureLegend legend = robot.lookup("#world-structure-legend").queryAs(StructureLegend.class);
        StructureOverlay overlay = fixture.window.structureOverlay();
        waitFor("the counts", 120, () -> overlay.marksProperty().get() != null
            && !overlay.marksProperty().get().marks().isEmpty());
        List<String> moved = new ArrayList<>();
        javafx.stage.Window stage = legend.getScene().getWindow();
        // At some widths a count's few more pixels push a box to another row: try a range of them.
        for (int width = 1100; width <= 1600; width += 20) {
            int w = width;
            robot.interact(() -> {
                stage.setWidth(w);
                legend.getScene().getRoot().applyCss();
                legend.getScene().getRoot().layout();
                double with = legend.getHeight();
                double mapWith = fixture.window.mapPane().localToScene(0, 0).getY();
                legend.counts(null);
                legend.getScene().getRoot().layout();
                if (Math.abs(legend.getHeight() - with) > 0.5
                    || Math.abs(fixture.window.mapPane().localToScene(0, 0).getY() - mapWith) > 0.5) {
                    moved.add(w + " px: the legend " + legend.getHeight() + " px high without counts, " + with
                        + " with them");
                }
                legend.counts(overlay.marksProperty().get());
            });
        }
        assertEquals(List.of(), moved);
    }

    @Test
    @DisplayName("the Explain tree's lines are drawn whole, wrapped in the tree's width (no sideways scroll), not "
        + "cut with an ellipsis, and each has its line whole in a tooltip, one explanation after another")
    void explainTreeLinesWhole(FxRobot robot) {
        WorldWaits.loaded(fixture.model, 120);
        ExplainPane pane = fixture.window.explainPane();
        selectSideTab(robot, "tab-explain");
        List<String> cut = new ArrayList<>();
        int[] checked = new int[1];
        for (WorldModel.Spot spot : new WorldModel.Spot[] {WorldModel.Spot.column(5, 41),
            WorldModel.Spot.block(10, 25, 22), WorldModel.Spot.block(20, 56, 22), WorldModel.Spot.column(5, 41)}) {
            robot.interact(() -> fixture.model.explain(spot));
            waitFor("the explanation of " + spot, 120, () -> pane.shown() != null && pane.shown().x() == spot.x()
                && pane.shown().z() == spot.z());
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                pane.getScene().getRoot().applyCss();
                pane.getScene().getRoot().layout();
                for (Node n : pane.treeView().lookupAll(".scroll-bar")) {
                    if (n instanceof ScrollBar b && b.getOrientation() == Orientation.HORIZONTAL && b.isVisible()) {
                        cut.add(spot + ": the tree scrolls sideways");
                    }
                }
                for (Node n : pane.treeView().lookupAll(".tree-cell")) {
                    if (n instanceof TreeCell<?> c && c.isVisible() && c.getText() != null
                        && !c.getText().isEmpty()) {
                        checked[0]++;
                        if (!c.getText().equals(WorldWindowFixture.drawn(c))) {
                            cut.add(spot + ": '" + WorldWindowFixture.drawn(c) + "' of '" + c.getText() + "'");
                        }
                        if (c.getTooltip() == null || !c.getText().equals(c.getTooltip().getText())) {
                            cut.add(spot + ": no tooltip with '" + c.getText() + "'");
                        }
                        if (c.getWidth() > pane.treeView().getWidth()) {
                            cut.add(spot + ": '" + c.getText() + "' is wider than the tree");
                        }
                    }
                }
            });
        }
        assertTrue(checked[0] > 5, "tree lines checked: " + checked[0]);
        assertEquals(List.of(), cut);
    }
}
