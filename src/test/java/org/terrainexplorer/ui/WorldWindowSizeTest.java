package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.ui.world.WorldModel;
import org.terrainexplorer.ui.world.WorldWaits;
import org.terrainexplorer.ui.world.WorldWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The voxel world's window at 1280 × 800 (the smallest size it is made for), styled as the application styles it:
 * no label, button, tab or chooser cuts its text short with an ellipsis, unless it shortens deliberately and its
 * tooltip has the whole text.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The voxel world window at 1280 × 800")
class WorldWindowSizeTest {

    private AppWindowFixture fixture;
    private AppWindow app;

    @Start
    void start(Stage stage) {
        fixture = AppWindowFixture.open(stage, 1280, 800);
        app = fixture.app;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    @Test
    @DisplayName("no text is cut short: the parameters, the toolbars, every side and lower tab, Explain and Learn")
    void fitsAt1280x800(FxRobot robot) throws Exception {
        robot.interact(() -> app.modeProperty().set(AppWindow.Mode.WORLD));
        WorldWindow world = app.worldWindow();
        WorldModel model = app.worldModel();
        WorldWaits.loaded(model, 120);
        // What is cut short, each once, with the first state it was seen in.
        Map<String, String> cut = new LinkedHashMap<>();
        for (int lower = 0; lower < world.lowerTabs().getTabs().size(); lower++) {
            int l = lower;
            robot.interact(() -> world.lowerTabs().getSelectionModel().select(l));
            for (int side = 0; side < world.sideTabs().getTabs().size(); side++) {
                int s = side;
                robot.interact(() -> world.sideTabs().getSelectionModel().select(s));
                elided(robot, "lower tab " + l + ", side tab " + s, cut);
            }
        }
        // Explain a cheese cave: its answer, its line and its details.
        robot.interact(() -> model.explain(WorldModel.Spot.block(10, 25, 22)));
        Labeled summary = robot.lookup("#explain-summary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> summary.getText().startsWith("air:"));
        WaitForAsyncUtils.waitForFxEvents();
        elided(robot, "explain", cut);
        // The Learn walk above the side tabs, on a step that opens a spline.
        robot.interact(() -> world.learnStep(2));
        WaitForAsyncUtils.waitForFxEvents();
        elided(robot, "learn", cut);
        assertEquals(List.of(), new ArrayList<>(cut.values()), "texts cut short at 1280 × 800");
    }

    /** Adds the shown texts of the window that are cut short (with no tooltip of the whole text), described. */
    private void elided(FxRobot robot, String state, Map<String, String> out) {
        robot.interact(() -> {
            app.applyCss();
            app.layout();
            collect(app, state, out);
        });
    }

    private static void collect(Node node, String state, Map<String, String> out) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            String full = l.isMnemonicParsing() ? l.getText().replaceFirst("_", "") : l.getText();
            String shown = shownText(l);
            Tooltip tip = l.getTooltip();
            boolean explained = tip != null && tip.getText() != null && tip.getText().contains(full.strip());
            if (shown != null && !shown.equals(full) && !explained) {
                String what = describe(l) + " shows '" + shown + "' of '" + full + "'";
                out.putIfAbsent(what, state + ": " + what);
            }
        }
        if (node instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, state, out);
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

    private static String describe(Labeled l) {
        String where = l.getId() != null ? "#" + l.getId() : l.getClass().getSimpleName();
        for (Node p = l.getParent(); p != null && l.getId() == null; p = p.getParent()) {
            if (p.getId() != null) {
                return where + " in #" + p.getId();
            }
        }
        return where;
    }
}
