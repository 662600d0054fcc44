package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * A small dialog of whole-number fields in rows (a save's corner chunks, an export's corner blocks), checked
 * before it closes: a bad value keeps it open and says why. Used by the native {@link WorldDialogs}; tests answer
 * in code.
 */
final class CoordinatesDialog {

    private CoordinatesDialog() {
    }

    /**
     * Asks for numbers.
     *
     * @param rows    each row's title, such as "From (chunk x, z)"
     * @param columns numbers per row
     * @param values  the suggested numbers, row by row
     * @param check   the numbers' fault in words, or null when they will do
     * @return the numbers, or empty when cancelled
     */
    static Optional<int[]> ask(Window owner, String title, String header, List<String> rows, int columns,
                               int[] values, Function<int[], String> check) {
        Dialog<int[]> dialog = new Dialog<>();
        dialog.setTitle(title);
        dialog.setHeaderText(header);
        if (owner != null) {
            dialog.initOwner(owner);
        }
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(6);
        TextField[] fields = new TextField[values.length];
        for (int r = 0; r < rows.size(); r++) {
            grid.add(new Label(rows.get(r)), 0, r);
            for (int c = 0; c < columns; c++) {
                int k = r * columns + c;
                fields[k] = new TextField(Integer.toString(values[k]));
                fields[k].setPrefColumnCount(8);
                fields[k].setId("coordinates-" + k);
                grid.add(fields[k], c + 1, r);
            }
        }
        Label problem = new Label();
        problem.setWrapText(true);
        problem.setMaxWidth(420);
        problem.getStyleClass().add(WorldStyles.HINT);
        dialog.getDialogPane().setContent(new VBox(8, grid, problem));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        int[] result = new int[values.length];
        Runnable update = () -> problem.setText(fault(fields, result, check));
        for (TextField f : fields) {
            f.textProperty().addListener(o -> update.run());
        }
        update.run();
        dialog.getDialogPane().lookupButton(ButtonType.OK).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            String fault = fault(fields, result, check);
            if (fault != null) {
                problem.setText(fault);
                e.consume();
            }
        });
        dialog.setResultConverter(b -> b == ButtonType.OK ? result.clone() : null);
        return dialog.showAndWait();
    }

    /** Reads the fields into {@code into}; the fault in words, or null. */
    private static String fault(TextField[] fields, int[] into, Function<int[], String> check) {
        for (int i = 0; i < fields.length; i++) {
            try {
                into[i] = Integer.parseInt(fields[i].getText().strip());
            } catch (NumberFormatException e) {
                return "'" + fields[i].getText() + "' is not a whole number";
            }
        }
        return check.apply(into);
    }
}
