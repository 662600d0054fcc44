package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.ui.common.StyleClasses;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.density.DensityTrace;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What a soak of 3,000 random actions found in the world window, each as the user meets it, at 1280 × 800 and
 * styled as the application styles it: bad numbers typed into the world's fields, the game's sentinels in Explain,
 * the nearest biomes, the selected row of Explain's tree, and the spline editor's plot and fields.
 */
@ExtendWith(ApplicationExtension.class)
@DisplayName("The world window after the soak's findings")
class WorldSoakFindingsTest {

    private static final List<String> SHEETS = List.of("/styles/app.css", "/styles/parameters.css",
        "/styles/statusbar.css", "/styles/world.css");

    private WorldWindowFixture fixture;
    private WorldModel model;
    private WorldWindow window;

    @Start
    void start(Stage stage) {
        fixture = WorldWindowFixture.open(stage, new WorldWindowTest.Scripted(), 1280, 800, m -> { });
        model = fixture.model;
        window = fixture.window;
        for (String sheet : SHEETS) {
            window.getScene().getStylesheets().add(WorldSoakFindingsTest.class.getResource(sheet).toExternalForm());
        }
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private void loaded() {
        WorldWaits.loaded(model, 120);
    }

    /** Types {@code text} into a field and presses Enter, as a user does. */
    private static void type(FxRobot robot, String fieldId, String text) {
        TextField field = robot.lookup("#" + fieldId).queryAs(TextField.class);
        robot.interact(() -> {
            field.requestFocus();
            field.setText(text);
            field.fireEvent(new javafx.event.ActionEvent());
        });
    }

    @Test
    @DisplayName("the sea level refuses 385 and 99999999999, above the world's top, and a NaN or a fraction typed "
        + "into a noise's field is refused with a message naming the field and its range")
    void worldFieldsRefuseBadNumbers(FxRobot robot) {
        loaded();
        type(robot, "field-world-sea-level", "385");
        TextField sea = robot.lookup("#field-world-sea-level").queryAs(TextField.class);
        assertTrue(sea.getStyleClass().contains(StyleClasses.INVALID), "the field is marked");
        assertEquals("Sea level: 385 is above the allowed range, -64 to 319 (the world's bottom to its top)",
            window.statusMessage());
        assertNull(model.settings().seaLevel(), "nothing changed");
        type(robot, "field-world-sea-level", "99999999999");
        assertEquals("Sea level: 99999999999 is above the allowed range, -64 to 319 (the world's bottom to its top)",
            window.statusMessage(), "digits beyond an int are a whole number, out of range");

        type(robot, "field-world-sea-level", "319");
        assertEquals(319, model.settings().seaLevel(), "the world's top is a sea level");

        type(robot, "field-knob-continentalness-2", "NaN");
        assertEquals("Octave 2 of Continentalness: NaN is not a finite number; allowed 0 to 4",
            window.statusMessage());
        type(robot, "field-knob-continentalness-first-octave", "-3.5");
        assertEquals("First octave of Continentalness: '-3.5' is not a whole number; allowed -16 to 0",
            window.statusMessage());
        assertTrue(model.settings().knobs().isEmpty(), "no noise changed");
    }

    @Test
    @DisplayName("switching the release keeps the noise panels where the knobs' noises are the same (the user's open "
        + "pane stays open), and makes them again where they differ (the nether)")
    void releaseSwitchKeepsTheKnobs(FxRobot robot) {
        loaded();
        TextField before = robot.lookup("#field-knob-continentalness-2").queryAs(TextField.class);
        robot.interact(() -> model.change(model.settings().withVersion("1.21.1")));
        WorldWaits.waitUntil("1.21.1 loaded", 120, () -> model.loaded() != null
            && "1.21.1".equals(model.loaded().version()) && !model.loadingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(before == robot.lookup("#field-knob-continentalness-2").queryAs(TextField.class),
            "the same control: the overworld's knob noises are 26.2's and 1.21.1's alike");
        type(robot, "field-knob-continentalness-2", "1.5");
        assertEquals(1.5, model.settings().knobs().get("minecraft:continentalness").amplitude(1), "the kept knob works");

        robot.interact(() -> model.change(model.settings().withDimension("the_nether")));
        WorldWaits.waitUntil("the nether loaded", 120, () -> model.loaded() != null
            && model.loaded().settings().dimension().equals("the_nether") && !model.loadingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#field-knob-continentalness-2").tryQuery().isEmpty(),
            "the nether's router has no continentalness: its panels are its own");
    }

    @Test
    @DisplayName("Explain lists three different nearest biomes and says when a biome's points tie; its selected row "
        + "reads dark on grey and light on blue; in the caves world it says in words what the game's sentinels mean")
    void explainInWords(FxRobot robot) {
        loaded();
        robot.interact(() -> model.explain(WorldModel.Spot.block(10, 25, 22)));
        WorldWaits.waitUntil("the explanation", 120, () -> window.explainPane().shown() != null);
        List<String> neighbours = robot.lookup(".explain-neighbour").queryAllAs(Label.class).stream()
            .map(Label::getText).toList();
        assertEquals(3, neighbours.size(), neighbours.toString());
        assertTrue(neighbours.get(0).startsWith("1. lush_caves — distance "), neighbours.get(0));
        assertTrue(neighbours.get(1).matches("2\\. dark_forest — distance 0\\.\\d{4}( \\(\\d+ of its points tie at "
            + "this distance\\))?"), neighbours.get(1));
        assertEquals(3, neighbours.stream().map(n -> n.split(" ")[1]).distinct().count(), "three biomes");

        // A row of the decisive path (bold, orange) is selected; the tree does not have the focus, then has it.
        TreeView<DensityTrace> tree = window.explainPane().treeView();
        robot.interact(() -> {
            for (int row = 1; row < tree.getExpandedItemCount(); row++) {
                if (tree.getTreeItem(row).getValue().role() == DensityTrace.Role.DECISIVE) {
                    tree.getSelectionModel().select(row);
                    tree.scrollTo(row);
                    break;
                }
            }
        });
        assertReadable(robot, "unfocused");
        robot.interact(tree::requestFocus);
        assertReadable(robot, "focused");

        // 1.21.1's caves world, whose columns have no preliminary surface (from 1.21.9 a slot gives one).
        robot.interact(() -> model.change(model.settings().withBuiltin(BuiltinWorld.CAVES).withVersion("1.21.1")));
        WorldWaits.waitUntil("the caves world", 120, () -> model.loaded() != null
            && model.loaded().settings().builtin() == BuiltinWorld.CAVES && !model.loadingProperty().get());
        robot.interact(() -> model.explain(WorldModel.Spot.block(-10037, 257, -17491)));
        WorldWaits.waitUntil("the caves explanation", 120, () -> window.explainPane().shown() != null
            && window.explainPane().shown().y() == 257);
        String where = robot.lookup("#explain-where").queryAs(Label.class).getText();
        assertTrue(where.contains("no density as the chunk has it (outside the terrain noise's range)"), where);
        String summary = robot.lookup("#explain-summary").queryAs(Label.class).getText();
        assertTrue(summary.startsWith("air: above the top of the terrain noise (y 127)"), summary);
        assertTrue(robot.lookup("#explain-preliminary").queryAs(Label.class).getText()
            .startsWith("preliminary surface: none in this column"));
        for (Label l : robot.lookup("#explain-pane .label").queryAllAs(Label.class)) {
            assertFalse(l.getText().contains("NaN") || l.getText().contains("2147483647"), l.getText());
        }
    }

    /** The selected row of Explain's tree has text at least 4.5 : 1 against its background (WCAG AA). */
    private void assertReadable(FxRobot robot, String state) {
        robot.interact(() -> window.applyCss());
        WaitForAsyncUtils.waitForFxEvents();
        Set<Node> cells = robot.lookup("#explain-tree .tree-cell").queryAll();
        TreeCell<?> selected = cells.stream().map(n -> (TreeCell<?>) n)
            .filter(c -> c.isSelected() && c.getStyleClass().contains(ExplainPane.DECISIVE)).findFirst()
            .orElseThrow(() -> new AssertionError("no selected decisive row"));
        Color text = (Color) selected.getTextFill();
        List<BackgroundFill> fills = selected.getBackground().getFills();
        Color background = (Color) fills.get(fills.size() - 1).getFill();
        double ratio = contrast(text, background);
        assertTrue(ratio >= 4.5, state + ": " + text + " on " + background + " is " + ratio + " : 1");
    }

    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    @Test
    @DisplayName("the spline plot holds the whole curve after a point is dragged past its top and after undo; the "
        + "fields show plain numbers and typing in one never rounds another")
    void splinePlotAndFields(FxRobot robot) {
        loaded();
        SplineEditorPane editor = window.splineEditor();
        robot.interact(() -> window.showSpline("overworld/offset#0"));
        CubicSpline.Multipoint m = editor.current();
        int point = -1;
        for (int i = 1; i < m.size() && point < 0; i++) {
            if (m.value(i) instanceof CubicSpline.Constant) {
                point = i;
            }
        }
        assertTrue(point > 0, "the offset spline has a point whose value is a number");
        SplineCanvas c = editor.canvas();
        float value = ((CubicSpline.Constant) m.value(point)).value();
        Point2D from = c.localToScreen(c.px(m.location(point)), c.py(value));
        Point2D above = c.localToScreen(c.px(m.location(point)), -120);
        robot.moveTo(from).press(MouseButton.PRIMARY).moveBy(0, -30).moveTo(above);
        WaitForAsyncUtils.waitForFxEvents();
        assertCurveInPlot(robot, editor, "while the point is dragged past the plot's top");
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(model.settings().splines().get("minecraft:overworld/offset#0"), "the drag edited the spline");
        assertCurveInPlot(robot, editor, "after the drag");
        robot.interact(() -> window.menuItem("world-menu-undo").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertCurveInPlot(robot, editor, "after undo");

        // Pointing at the frozen peaks changes the nested points' values (low erosion, high ridges).
        java.util.Map<String, Double> before = editor.coordinates();
        robot.interact(() -> model.setHoverSpot(WorldModel.Spot.column(3600, -3888)));
        WorldWaits.waitUntil("the peaks' coordinates", 60, () -> editor.coordinates() != before);
        assertCurveInPlot(robot, editor, "after pointing at the peaks");

        int selected = point;
        robot.interact(() -> editor.select(selected));
        type(robot, "spline-derivative", "-5.1222738E-4");
        TextField derivative = robot.lookup("#spline-derivative").queryAs(TextField.class);
        assertEquals("-0.000512", derivative.getText());
        type(robot, "spline-location", SplineNumbers.show(editor.current().location(selected) + 0.01F));
        assertEquals(-5.1222738E-4F, editor.current().derivative(selected),
            "the derivative shown rounded is kept exact when another field is typed");
        robot.type(KeyCode.ESCAPE);
    }

    /** Every point of the curve as drawn lies within the plot's value range. */
    private static void assertCurveInPlot(FxRobot robot, SplineEditorPane editor, String when) {
        robot.interact(() -> {
            double[] r = editor.canvas().ranges();
            for (int i = 0; i <= 400; i++) {
                double x = r[0] + (r[1] - r[0]) * i / 400;
                double v = editor.curveAt((float) x);
                assertTrue(v >= r[2] && v <= r[3], when + ": the curve at " + x + " is " + v + ", outside the "
                    + "plot's " + r[2] + " to " + r[3]);
            }
        });
    }
}
