package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Scene;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.terrainexplorer.export.MapExport;
import org.terrainexplorer.render.Layer;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The export dialog")
class ExportDialogTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
    }

    /** Opens nothing: builds the dialog, types the width, and returns what OK would give. */
    private ExportDialog.Settings typeWidth(FxRobot robot, int viewWidth, int viewHeight, String typed,
                                            boolean proportional, String[] note) {
        ExportDialog.Settings[] result = new ExportDialog.Settings[1];
        robot.interact(() -> {
            ExportDialog dialog = new ExportDialog(stage,
                new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, viewWidth, viewHeight));
            ((CheckBox) dialog.getDialogPane().lookup("#export-proportional")).setSelected(proportional);
            @SuppressWarnings("unchecked")
            Spinner<Integer> width = (Spinner<Integer>) dialog.getDialogPane().lookup("#export-width");
            width.getEditor().setText(typed);
            result[0] = dialog.getResultConverter().call(ButtonType.OK);
            note[0] = ((Label) dialog.getDialogPane().lookup("#export-note")).getText();
        });
        return result[0];
    }

    @Test
    @DisplayName("keeps the view's proportions by default: the height follows the width")
    void proportional(FxRobot robot) {
        String[] note = new String[1];
        ExportDialog.Settings s = typeWidth(robot, 400, 300, "2000", true, note);
        assertEquals(2000, s.width());
        assertEquals(1500, s.height());
        assertEquals("", note[0]);
    }

    @Test
    @DisplayName("narrows the width when the height would pass 16384, and says so")
    void narrowsForHeight(FxRobot robot) {
        String[] note = new String[1];
        ExportDialog.Settings s = typeWidth(robot, 300, 600, "10000", true, note);
        assertEquals(16384, s.height());
        assertEquals(8192, s.width());
        assertTrue(note[0].contains("the width is 8192"), note[0]);
    }

    @Test
    @DisplayName("a width beyond 16384 committed by the spinner itself (as leaving the field does) is named as typed, "
        + "not as a height that would pass the limit")
    void spinnerCommitNamesTheTypedWidth(FxRobot robot) {
        String[] note = new String[1];
        int[] size = new int[2];
        robot.interact(() -> {
            ExportDialog dialog = new ExportDialog(stage,
                new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, 526, 264));
            @SuppressWarnings("unchecked")
            Spinner<Integer> width = (Spinner<Integer>) dialog.getDialogPane().lookup("#export-width");
            width.getEditor().setText("99999");
            width.commitValue();
            ExportDialog.Settings s = dialog.getResultConverter().call(ButtonType.OK);
            size[0] = s.width();
            size[1] = s.height();
            note[0] = ((Label) dialog.getDialogPane().lookup("#export-note")).getText();
        });
        assertEquals(16384, size[0]);
        assertEquals(8223, size[1]);
        assertEquals("99999 pixels is out of range (1 to 16384): set to 16384.", note[0]);
    }

    /** The dialog for a view of {@code w} × {@code h} pixels, shown. */
    private ExportDialog shown(FxRobot robot, int w, int h) {
        ExportDialog[] dialog = new ExportDialog[1];
        robot.interact(() -> {
            dialog[0] = new ExportDialog(stage, new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, w, h));
            dialog[0].show();
        });
        return dialog[0];
    }

    @SuppressWarnings("unchecked")
    private static Spinner<Integer> width(ExportDialog dialog) {
        return (Spinner<Integer>) dialog.getDialogPane().lookup("#export-width");
    }

    @Test
    @DisplayName("the note shows whole in the open dialog: the dialog grows to hold it")
    void noteShowsWhole(FxRobot robot) {
        ExportDialog dialog = shown(robot, 300, 600);
        Label note = (Label) dialog.getDialogPane().lookup("#export-note");
        Spinner<Integer> width = width(dialog);
        robot.interact(() -> width.getValueFactory().setValue(10000));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        double[] heights = new double[2];
        robot.interact(() -> {
            heights[0] = note.getHeight();
            heights[1] = note.prefHeight(note.getWidth());
            dialog.close();
        });
        assertTrue(note.getText().contains("the width is 8192"), note.getText());
        assertTrue(heights[0] >= heights[1], "the note has " + heights[0] + " of the " + heights[1] + " it needs");
    }

    @Test
    @DisplayName("typing or deleting in a size clears the note about the last one's correction")
    void typingClearsTheNote(FxRobot robot) {
        ExportDialog dialog = shown(robot, 300, 200);
        Label note = (Label) dialog.getDialogPane().lookup("#export-note");
        Spinner<Integer> width = width(dialog);
        robot.interact(() -> {
            width.getEditor().setText("99999");
            width.commitValue();
        });
        assertTrue(note.getText().contains("out of range"), note.getText());
        robot.clickOn(width.getEditor()).write("8");
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        String afterTyping = note.getText();
        // and deleting does too
        robot.interact(() -> {
            width.getEditor().setText("99999");
            width.commitValue();
        });
        String corrected = note.getText();
        robot.clickOn(width.getEditor()).type(javafx.scene.input.KeyCode.BACK_SPACE);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        String afterDeleting = note.getText();
        robot.interact(() -> dialog.close());
        assertEquals("", afterTyping);
        assertTrue(corrected.contains("out of range"), corrected);
        assertEquals("", afterDeleting);
    }

    @Test
    @DisplayName("brings a size beyond 16384 back to it and says so; without proportions the height stays")
    void clampsAndSays(FxRobot robot) {
        String[] note = new String[1];
        ExportDialog.Settings s = typeWidth(robot, 400, 300, "99999", false, note);
        assertEquals(16384, s.width());
        assertEquals(300, s.height());
        assertTrue(note[0].contains("99999 pixels is out of range (1 to 16384): set to 16384"), note[0]);
    }
}
