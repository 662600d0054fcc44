package org.terrainexplorer.ui.world.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.ui.world.WorldWaits;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The 3D view's toolbar and keys as a user meets them (on Monocle, without 3D, so the toolbar and the controls are
 * put in a window of their own, as the view puts them): the distance field refuses bad text, shows two digits, and
 * the speed label follows the wheel; the view keeps the keyboard after a click or a drag in it.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The 3D view's toolbar and keys")
class FlyToolbarTest {

    private final List<String> messages = new CopyOnWriteArrayList<>();
    private final List<Throwable> thrown = new CopyOnWriteArrayList<>();
    private FlyView view;
    private FlyToolbar toolbar;
    private Pane pad;
    private FlyCamera camera;
    private FlyControls controls;
    private TabPane tabs;

    @Start
    void start(Stage stage) {
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> thrown.add(e));
        Executor direct = Runnable::run;
        view = new FlyView(direct, 1);
        camera = view.camera();
        toolbar = new FlyToolbar(view, camera, messages::add);
        // The view's pad for the mouse and keys, in a tab of a tab pane, as the window holds the 3D view.
        pad = new Pane();
        pad.setId("pad");
        pad.setPrefSize(500, 300);
        controls = new FlyControls(pad, camera, view.flyingProperty(), () -> { }, () -> view.speedProperty()
            .set(camera.speed()), (x, y, n) -> { });
        tabs = new TabPane(new Tab("Section", new Label("section")), new Tab("Diagram", new Label("diagram")),
            new Tab("3D", pad));
        tabs.getSelectionModel().select(2);
        VBox root = new VBox(toolbar.bar(), tabs);
        stage.setScene(new Scene(root, 1000, 420));
        stage.show();
    }

    private static String shown(TextField field) {
        for (Node n : field.lookupAll(".text")) {
            if (n instanceof Text t && !t.getText().isEmpty()) {
                return t.getText();
            }
        }
        return "";
    }

    @Test
    @DisplayName("typing 'abc' (or holding W) in the distance field and leaving it throws nothing, keeps the distance "
        + "and says why")
    void distanceRefusesBadText(FxRobot robot) {
        Spinner<Integer> distance = toolbar.distance();
        robot.interact(() -> distance.getEditor().requestFocus());
        robot.interact(() -> distance.getEditor().setText("abc"));
        assertEquals("12", distance.getEditor().getText(), "letters are not taken");
        robot.clickOn(distance.getEditor()).write("www");
        robot.interact(() -> pad.requestFocus());
        robot.interact(() -> distance.getEditor().requestFocus());
        robot.interact(() -> distance.getEditor().replaceText(0, distance.getEditor().getLength(), "99"));
        robot.interact(() -> pad.requestFocus());
        WorldWaits.waitUntil("the refusal", 10, () -> !messages.isEmpty());
        assertEquals(12, view.viewDistanceProperty().get(), "the distance as it was");
        assertEquals("12", distance.getEditor().getText(), "the field shows it again");
        assertTrue(messages.get(messages.size() - 1).contains("allowed 2 to 32"), messages.toString());
        robot.interact(() -> distance.getEditor().requestFocus());
        robot.interact(() -> distance.getEditor().replaceText(0, distance.getEditor().getLength(), "20"));
        robot.interact(() -> pad.requestFocus());
        assertEquals(20, view.viewDistanceProperty().get(), "a good value is taken");
        assertEquals(List.of(), new ArrayList<>(thrown), "nothing thrown on the FX thread");
        assertEquals("20", shown(distance.getEditor()), "the field shows both digits");
    }

    @Test
    @DisplayName("in a view as narrow as at 1280 × 800 the toolbar wraps: the distance shows both digits and the cut's "
        + "label, at its longest, squeezes nothing")
    void fitsANarrowView(FxRobot robot) {
        robot.interact(() -> {
            toolbar.setHeightRange(-64, 319);
            view.cutYProperty().set(-64);
            // As narrow as the view is at 1280 × 800 (the stage itself is the tests' shared one: left as it is).
            toolbar.bar().setMaxWidth(560);
        });
        WorldWaits.waitUntil("the narrow layout", 10, () -> toolbar.bar().getWidth() <= 560);
        robot.interact(() -> {
            toolbar.bar().applyCss();
            toolbar.bar().layout();
        });
        Label cut = robot.lookup("#fly-cut-label").queryAs(Label.class);
        assertEquals("cut at y -64", cut.getText());
        assertTrue(cut.getWidth() >= cut.prefWidth(-1) - 0.5, "the cut's label at its width: " + cut.getWidth());
        Spinner<Integer> distance = toolbar.distance();
        assertTrue(distance.getWidth() >= distance.prefWidth(-1) - 0.5, "the distance at its width");
        assertEquals("12", shown(distance.getEditor()), "both digits shown");
        for (Node group : toolbar.bar().getChildren()) {
            javafx.geometry.Bounds b = group.localToScene(group.getLayoutBounds());
            assertTrue(b.getMaxX() <= 560.5, "within the view: " + group + " to " + b.getMaxX());
        }
    }

    @Test
    @DisplayName("the distance field is wide enough for its widest value, 32, inside its padding")
    void distanceFitsItsValue(FxRobot robot) {
        Spinner<Integer> distance = toolbar.distance();
        double[] widths = new double[2];
        robot.interact(() -> {
            toolbar.bar().applyCss();
            toolbar.bar().layout();
            TextField editor = distance.getEditor();
            Text widest = new Text("32");
            widest.setFont(editor.getFont());
            widths[0] = editor.getWidth() - editor.snappedLeftInset() - editor.snappedRightInset();
            widths[1] = widest.getLayoutBounds().getWidth();
        });
        assertTrue(widths[0] >= widths[1] + 2, "room for \"32\": " + widths[0] + " px for " + widths[1] + " px");
    }

    @Test
    @DisplayName("the speed label follows the wheel in fly mode")
    void speedLabelFollowsTheWheel(FxRobot robot) {
        Label label = robot.lookup("#fly-speed-label").queryAs(Label.class);
        assertEquals("20 b/s", label.getText());
        robot.interact(() -> view.flyingProperty().set(true));
        // Three notches of the wheel up (40 each, as the platform reports them).
        robot.interact(() -> javafx.event.Event.fireEvent(pad, new javafx.scene.input.ScrollEvent(
            javafx.scene.input.ScrollEvent.SCROLL, 10, 10, 10, 10, false, false, false, false, false, false, 0, 120,
            0, 120, javafx.scene.input.ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
            javafx.scene.input.ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        assertEquals(String.format(java.util.Locale.ROOT, "%.0f b/s", camera.speed()), label.getText());
        assertTrue(!label.getText().equals("20 b/s"), label.getText());
    }

    @Test
    @DisplayName("after a click or a drag in the view, W flies and the arrows do not switch tabs")
    void keysStayInTheViewAfterADrag(FxRobot robot) {
        robot.interact(() -> view.flyingProperty().set(true));
        robot.drag(pad).moveBy(40, 10).drop();
        assertTrue(pad.isFocused(), "the view has the keyboard after a drag");
        double z = camera.z();
        double x = camera.x();
        robot.press(KeyCode.W);
        robot.interact(() -> controls.step(0.5));
        robot.release(KeyCode.W);
        assertTrue(Math.hypot(camera.x() - x, camera.z() - z) > 1, "W moved the camera");
        robot.clickOn(pad);
        robot.press(KeyCode.LEFT).release(KeyCode.LEFT);
        assertEquals(2, tabs.getSelectionModel().getSelectedIndex(), "the arrows fly, not switch tabs");
        assertTrue(pad.isFocused(), "the view still has the keyboard");
    }
}
