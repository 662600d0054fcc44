package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.DensityTrace;
import org.terrainexplorer.world.density.FunctionContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("Shaping the world by hand and seeing why: splines, Explain, Learn")
class WorldTeachingTest {

    /** A line from the coast out to sea at seed 42: continentalness falls from −0.19 to about −0.45 along it. */
    private static final SectionLine COAST = new SectionLine(344, 0, 471, 0);
    private static final String OFFSET = "minecraft:overworld/offset#0";

    private WorldWindowFixture fixture;
    private RenderPool pool;
    private WorldModel model;
    private WorldWindow window;
    private final WorldWindowTest.Scripted dialogs = new WorldWindowTest.Scripted();

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, dialogs, 1260, 780, m -> { });
        pool = fixture.pool;
        model = fixture.model;
        window = fixture.window;
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private static void waitUntil(String what, BooleanSupplier condition) {
        WorldWaits.waitUntil(what, 90, condition);
    }

    private void loaded() {
        WorldWaits.loaded(model, 90);
    }

    /** The complete section of the coast line for the world now loaded, or null. */
    private int[] coastSection(LoadedWorld world) {
        WorldEngine.Image s = window.engine().sectionImageProperty().get();
        return s != null && COAST.equals(s.shows()) && s.complete() && model.loaded() == world
            && !model.loadingProperty().get() ? s.argb() : null;
    }

    /** Shows the offset spline and the point at continentalness −0.18 (a number, not a nested spline). */
    private int openCoastPoint(FxRobot robot) {
        SplineEditorPane editor = window.splineEditor();
        robot.interact(() -> window.showSpline("overworld/offset#0"));
        CubicSpline.Multipoint m = editor.current();
        int point = -1;
        for (int i = 0; i < m.size(); i++) {
            if (Math.abs(m.location(i) + 0.18F) < 1e-4 && m.value(i) instanceof CubicSpline.Constant) {
                point = i;
            }
        }
        assertTrue(point > 0, "the offset spline has its coast point at −0.18");
        return point;
    }

    /**
     * Drags spline point i with the primary button, in one turn of the FX thread: pressed on the point, dragged
     * through {@code steps} (offsets from the point, or, with {@code absolute}, places in the canvas, each
     * computed from the canvas as it is then), released at the last. The events are the ones a mouse gives the
     * canvas (its handlers take them as from a real drag); made in one turn, no layout pass can move the point
     * between finding it and pressing it, as a robot's screen moves allowed (a full run pressed beside it once).
     */
    private void dragPoint(FxRobot robot, int i, java.util.function.Function<SplineCanvas, double[][]> steps) {
        robot.interact(() -> {
            SplineEditorPane editor = window.splineEditor();
            CubicSpline.Multipoint m = editor.current();
            SplineCanvas c = editor.canvas();
            float v = ((CubicSpline.Constant) m.value(i)).value();
            double x = c.px(m.location(i));
            double y = c.py(v);
            mouse(c, javafx.scene.input.MouseEvent.MOUSE_PRESSED, x, y);
            double[][] to = steps.apply(c);
            for (double[] p : to) {
                mouse(c, javafx.scene.input.MouseEvent.MOUSE_DRAGGED, p[0], p[1]);
            }
            double[] last = to[to.length - 1];
            mouse(c, javafx.scene.input.MouseEvent.MOUSE_RELEASED, last[0], last[1]);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A primary-button mouse event at (x, y) in the canvas, fired on it. */
    private static void mouse(SplineCanvas c, javafx.event.EventType<javafx.scene.input.MouseEvent> type, double x,
                              double y) {
        Point2D scene = c.localToScene(x, y);
        Point2D screen = c.localToScreen(x, y);
        javafx.event.Event.fireEvent(c, new javafx.scene.input.MouseEvent(type, scene.getX(), scene.getY(),
            screen.getX(), screen.getY(), MouseButton.PRIMARY, 1, false, false, false, false,
            type != javafx.scene.input.MouseEvent.MOUSE_RELEASED, false, false, false, false, false, null));
    }

    @Test
    @DisplayName("dragging a spline point raises the sea floor in the section; the datapack saved re-opens with the "
        + "same router values; undo restores the curve and the section")
    void dragChangesSectionAndUndoRestores(FxRobot robot) throws Exception {
        loaded();
        robot.interact(() -> model.setSection(COAST));
        LoadedWorld original = model.loaded();
        waitUntil("the coast section", () -> coastSection(original) != null);
        int[] before = coastSection(original).clone();
        int point = openCoastPoint(robot);
        CubicSpline.Multipoint m = window.splineEditor().current();
        float valueBefore = ((CubicSpline.Constant) m.value(point)).value();

        float valueAt = valueBefore;
        dragPoint(robot, point, c -> {
            double x = c.px(m.location(point));
            double y = c.py(valueAt);
            return new double[][] {{x, y - 20}, {x, y - 40}, {x, y - 60}};
        });
        CubicSpline edited = model.settings().splines().get(OFFSET);
        assertNotNull(edited, "the drag edited the offset spline");
        float valueAfter = ((CubicSpline.Constant) ((CubicSpline.Multipoint) edited).value(point)).value();
        assertTrue(valueAfter > valueBefore + 0.05, "the point went up: " + valueBefore + " → " + valueAfter);
        waitUntil("the edited world's section", () -> model.loaded() != original
            && coastSection(model.loaded()) != null);
        assertFalse(Arrays.equals(before, coastSection(model.loaded())), "the sea floor moved");

        // One undo step for the whole drag.
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        assertTrue(model.settings().splines().isEmpty(), "one undo takes the whole drag back");
        assertEquals(valueBefore, ((CubicSpline.Constant) window.splineEditor().current().value(point)).value());
        waitUntil("the original section again", () -> {
            int[] now = coastSection(model.loaded());
            return now != null && Arrays.equals(before, now);
        });

        // Save the edit as a datapack and re-open it: identical router values.
        robot.interact(() -> window.menuItem("world-menu-redo").fire());
        waitUntil("the edited world again", () -> !model.settings().splines().isEmpty()
            && !model.loadingProperty().get() && model.loaded().settings().equals(model.settings()));
        Path zip = Files.createTempDirectory("spline-pack").resolve("edits.zip");
        dialogs.files.add(zip);
        robot.clickOn("#spline-save-zip");
        waitUntil("the saved pack", () -> Files.exists(zip)
            && window.splineEditor().message().startsWith("Saved"));
        // Re-opened as File ▸ Open datapack opens it: its pack.mcmeta picks the release it was saved for.
        LoadedWorld reopened = fixture.worlds.load(model.settings().withEdits(java.util.Map.of(), java.util.Map.of())
            .withDatapack(zip).withVersion(null));
        assertEquals(model.loaded().version(), reopened.version(), "the pack names the world's release");
        DensityFunction[] a = model.loaded().state().router().slots();
        DensityFunction[] b = reopened.state().router().slots();
        SplittableRandom random = new SplittableRandom(3);
        for (int n = 0; n < 1000; n++) {
            FunctionContext at = FunctionContext.of(random.nextInt(-20000, 20000), random.nextInt(-64, 320),
                random.nextInt(-20000, 20000));
            for (int s = 0; s < a.length; s++) {
                assertEquals(a[s].compute(at), b[s].compute(at), 0.0,
                    model.loaded().state().router().slotNames().get(s) + " at " + at);
            }
        }
    }

    @Test
    @DisplayName("a drag past the neighbouring point and a typed NaN are refused with a message")
    void illegalEditsAreRefused(FxRobot robot) {
        loaded();
        int point = openCoastPoint(robot);
        SplineEditorPane editor = window.splineEditor();
        CubicSpline.Multipoint m = editor.current();
        float previous = m.location(point - 1);
        float value = ((CubicSpline.Constant) m.value(point)).value();
        dragPoint(robot, point, c -> new double[][] {{c.px(previous - 0.15), c.py(value)}});
        assertTrue(editor.message().contains("must stay above the point before it"), editor.message());
        CubicSpline.Multipoint now = editor.current();
        for (int i = 1; i < now.size(); i++) {
            assertTrue(now.location(i) > now.location(i - 1), "locations still increase");
        }

        robot.interact(() -> editor.select(point));
        CubicSpline settingsBefore = model.settings().splines().get(OFFSET);
        TextField location = robot.lookup("#spline-location").queryAs(TextField.class);
        robot.interact(() -> {
            location.setText("NaN");
            location.fireEvent(new javafx.event.ActionEvent());
        });
        assertTrue(editor.message().contains("location 'NaN' is not a finite number"), editor.message());
        assertEquals(settingsBefore, model.settings().splines().get(OFFSET), "nothing changed");
    }

    @Test
    @DisplayName("the breadcrumbs and the overview navigate the nested splines")
    void breadcrumbsNavigate(FxRobot robot) {
        loaded();
        SplineEditorPane editor = window.splineEditor();
        robot.interact(() -> window.showSpline("overworld/offset#0"));
        CubicSpline.Multipoint top = editor.current();
        int nested = top.size() - 1;
        assertTrue(top.value(nested) instanceof CubicSpline.Multipoint, "the far-inland point is a spline");
        robot.interact(() -> editor.select(nested));
        robot.clickOn("#spline-open");
        assertEquals(List.of(nested), editor.path());
        assertTrue(robot.lookup("#spline-crumb-1").tryQuery().isPresent());
        CubicSpline.Multipoint erosion = editor.current();
        int inner = -1;
        for (int i = 0; i < erosion.size() && inner < 0; i++) {
            if (erosion.value(i) instanceof CubicSpline.Multipoint) {
                inner = i;
            }
        }
        assertTrue(inner >= 0, "the erosion spline nests splines over peaks and valleys");
        robot.clickOn("#spline-thumb-" + inner);
        assertEquals(List.of(nested, inner), editor.path());
        assertTrue(robot.lookup("#spline-crumb-2").queryAs(javafx.scene.control.Hyperlink.class).getText()
            .contains("over ridges_folded"));
        robot.clickOn("#spline-crumb-1");
        assertEquals(List.of(nested), editor.path());
        robot.clickOn("#spline-crumb-0");
        assertEquals(List.of(), editor.path());
        assertFalse(robot.lookup("#spline-crumb-1").tryQuery().isPresent());
    }

    @Test
    @DisplayName("Explain shows the decisive branch for a cheese cave block and the surface rule for a grass block")
    void explainCaveAndSurface(FxRobot robot) {
        loaded();
        ExplainPane pane = window.explainPane();
        robot.interact(() -> model.explain(WorldModel.Spot.block(10, 25, 22)));
        waitUntil("the cave's explanation", () -> pane.shown() != null && pane.shown().y() == 25);
        Label summary = robot.lookup("#explain-summary").queryAs(Label.class);
        assertTrue(summary.getText().startsWith("air: a cheese cave — cave_cheese "), summary.getText());
        assertTrue(window.sideTabs().getSelectionModel().getSelectedItem().getId().equals("tab-explain"));
        DensityTrace selected = pane.treeView().getSelectionModel().getSelectedItem().getValue();
        assertTrue(ExplainPane.text(selected).contains("cave_cheese"), ExplainPane.text(selected));
        // The range_choice's cave branch is marked decisive and the surface branch greyed, as cells show them.
        TreeCell<?> taken = cell(robot, pane, "▶ when_out_of_range");
        assertTrue(taken.getStyleClass().contains(ExplainPane.DECISIVE));
        TreeCell<?> notTaken = cell(robot, pane, "when_in_range");
        assertTrue(notTaken.getStyleClass().contains(ExplainPane.NOT_TAKEN));

        robot.interact(() -> model.explain(WorldModel.Spot.column(5, 41)));
        waitUntil("the grass block's explanation", () -> pane.shown() != null && pane.shown().z() == 41);
        assertTrue(summary.getText().startsWith("grass_block: solid ground the surface rules dress"),
            summary.getText());
        assertTrue(robot.lookup("#explain-top-rules").queryAs(Label.class).getText().endsWith("place grass_block"));

        // A click on the section asks about the block under the pointer.
        robot.interact(() -> window.lowerTabs().getSelectionModel().select(0));
        waitUntil("a section", () -> window.sectionPane().frame() != null);
        SectionPane section = window.sectionPane();
        Point2D at = section.localToScreen(section.getWidth() / 2, section.getHeight() * 0.7);
        robot.clickOn(at);
        WaitForAsyncUtils.waitForFxEvents();
        WorldModel.Spot spot = model.explainSpotProperty().get();
        assertFalse(spot.column(), "a section click explains a block");
        waitUntil("the clicked block's explanation", () -> pane.shown() != null && pane.shown().y() == spot.y()
            && pane.shown().x() == spot.x());
    }

    /** The tree's cell for the first row whose text starts with {@code prefix}, scrolled into view (rows are virtual). */
    private static TreeCell<?> cell(FxRobot robot, ExplainPane pane, String prefix) {
        robot.interact(() -> {
            javafx.scene.control.TreeView<DensityTrace> tree = pane.treeView();
            for (int row = 0; row < tree.getExpandedItemCount(); row++) {
                javafx.scene.control.TreeItem<DensityTrace> item = tree.getTreeItem(row);
                if (item != null && ExplainPane.text(item.getValue()).startsWith(prefix)) {
                    tree.scrollTo(row);
                    break;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
            .filter(c -> c.getText() != null && c.getText().startsWith(prefix)).findFirst()
            .orElseThrow(() -> new AssertionError("no tree cell starting " + prefix));
    }

    @Test
    @DisplayName("each Learn step opens its views, and one undo takes a step's world change back")
    void learnStepsOpenTheirViews(FxRobot robot) {
        loaded();
        for (int i = 0; i < WorldLearnPane.STEPS.size(); i++) {
            int step = i;
            robot.interact(() -> window.learnStep(step));
            WorldLearnPane.Step s = WorldLearnPane.STEPS.get(i);
            assertEquals(s.title(), robot.lookup("#world-learn-title").queryAs(Label.class).getText());
            assertEquals(s.layer(), model.layerProperty().get(), s.title());
            assertEquals(s.section(), model.section(), s.title());
            assertEquals(s.sectionLayer(), model.sectionLayerProperty().get(), s.title());
            assertEquals(s.iso(), model.iso(), s.title());
            assertEquals(s.view()[2], model.view().blocksPerPixel(), s.title());
            assertEquals(s.lowerTab(), window.lowerTabs().getSelectionModel().getSelectedItem().getId(), s.title());
            if (s.sideTab() != null) {
                assertEquals(s.sideTab(), window.sideTabs().getSelectionModel().getSelectedItem().getId(), s.title());
            }
            if (s.spline() != null) {
                assertTrue(window.splineEditor().root() != null
                    && model.settings().splines().isEmpty(), s.title());
                assertEquals(s.nestedAt().length, window.splineEditor().path().size(), s.title());
            }
            if (s.explain() != null) {
                assertEquals(s.explain(), model.explainSpotProperty().get(), s.title());
            }
            if (s.structure() != null) {
                WorldWaits.waitUntil("Explain on the step's " + s.structure(), 180,
                    () -> model.explainedStructureProperty().get() != null
                        && model.explainedStructureProperty().get().kind().equals(s.structure()));
            }
            if (s.knob() != null) {
                String pane = s.knob().equals("seed") || s.knob().equals("water") ? "#world-section-" + s.knob()
                    : "#knob-pane-" + s.knob();
                assertTrue(robot.lookup(pane).queryAs(javafx.scene.control.TitledPane.class).isExpanded(), s.title());
            }
        }
        // The seed step changed the world as one undo step; the last step set it back, again one step.
        assertEquals("42", model.settings().seedText());
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        assertEquals("Terrain Explorer", model.settings().seedText());
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        assertEquals("42", model.settings().seedText());
    }
}
