package org.terrainexplorer.ui;

import java.util.List;
import java.util.function.Function;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.terrainexplorer.export.MapExport;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * Asks what to export: the layer, the format and the size in pixels. The area is the view's width in world
 * units; with the proportions kept (the default) it is exactly the view, at any resolution.
 */
final class ExportDialog extends Dialog<ExportDialog.Settings> {

    /** What to export. */
    record Settings(Layer layer, MapExport.Format format, int width, int height) {
        Settings {
            if (width < 1 || width > Viewport.MAX_SIZE || height < 1 || height > Viewport.MAX_SIZE) {
                throw new IllegalArgumentException("size " + width + "×" + height + " is out of range; allowed 1 to "
                    + Viewport.MAX_SIZE + " on each side");
            }
        }
    }

    private static final List<Layer> LAYERS = List.of(Layer.BIOME, Layer.TERRAIN, Layer.ELEVATION, Layer.HYPSOMETRIC,
        Layer.SHADED, Layer.MOISTURE);

    /** Says when a size had to change: clamped to the limits, or narrowed to keep the proportions. */
    private final Label note = new Label();

    ExportDialog(Window owner, Settings defaults) {
        initOwner(owner);
        setTitle("Export");
        setHeaderText("Export the view as an image (the same area, at any size up to 16384 × 16384)");
        ComboBox<Layer> layer = new ComboBox<>();
        layer.getItems().addAll(LAYERS);
        layer.setValue(defaults.layer());
        layer.setConverter(converter(l -> switch (l) {
            case BIOME -> "Biomes";
            case TERRAIN -> "Elevation as shown";
            case ELEVATION -> "Elevation, gray";
            case HYPSOMETRIC -> "Elevation, hypsometric";
            case SHADED -> "Elevation, hypsometric and shaded";
            case MOISTURE -> "Moisture";
        }));
        ComboBox<MapExport.Format> format = new ComboBox<>();
        format.getItems().addAll(MapExport.Format.values());
        format.setValue(defaults.format());
        format.setConverter(converter(f -> switch (f) {
            case PNG -> "PNG, 8-bit colour";
            case PNG16 -> "PNG, 16-bit heightmap";
            case R16 -> "RAW 16-bit heightmap (.r16)";
        }));
        layer.disableProperty().bind(format.valueProperty().isNotEqualTo(MapExport.Format.PNG));
        Spinner<Integer> width = new Spinner<>(1, Viewport.MAX_SIZE, defaults.width(), 64);
        Spinner<Integer> height = new Spinner<>(1, Viewport.MAX_SIZE, defaults.height(), 64);
        width.setEditable(true);
        height.setEditable(true);
        note.setId("export-note");
        note.getStyleClass().add(StyleClasses.HINT);
        note.setWrapText(true);
        note.setMaxWidth(360);
        note.setPrefWidth(360); // so its height is that of its lines at this width, not of one long line
        // A note set while the dialog is open (a size that had to change) grows it, so the note shows whole.
        note.textProperty().addListener(o -> {
            Window shown = getDialogPane().getScene() == null ? null : getDialogPane().getScene().getWindow();
            if (shown != null && shown.isShowing()) {
                shown.sizeToScene();
            }
        });
        // Digits only (OpenJFX 21's spinner throws on other text); a value beyond the range is brought back
        // to it when the field is committed, and the note says so.
        for (Spinner<Integer> spinner : List.of(width, height)) {
            spinner.getEditor().setTextFormatter(new TextFormatter<String>(
                change -> change.getControlNewText().matches("\\d{0,6}") ? change : null));
            // Typing a new size starts anew: a note about the last one's correction no longer holds. Keys that
            // change the text without typing a character (deleting, pasting, cutting) count too; the dialog's own
            // changes to the text (bringing a size into range) do not, so the note about them stays.
            spinner.getEditor().addEventHandler(KeyEvent.KEY_TYPED, e -> note.setText(""));
            spinner.getEditor().addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.BACK_SPACE || e.getCode() == KeyCode.DELETE
                    || e.isShortcutDown() && (e.getCode() == KeyCode.V || e.getCode() == KeyCode.X)) {
                    note.setText("");
                }
            });
            spinner.getEditor().focusedProperty().addListener((o, was, focused) -> {
                if (!focused) {
                    commit(spinner);
                }
            });
            // The spinner's own commit (leaving the field) sets the typed value for a moment before its factory
            // brings it into range: say so then, as typed.
            spinner.valueProperty().addListener((o, was, now) -> {
                if (now != null && (now < 1 || now > Viewport.MAX_SIZE)) {
                    outOfRange(now, Math.max(1, Math.min(Viewport.MAX_SIZE, now)));
                }
            });
        }
        width.setId("export-width");
        height.setId("export-height");
        CheckBox proportional = new CheckBox("Keep the view's proportions");
        proportional.setId("export-proportional");
        proportional.setSelected(true);
        double aspect = (double) defaults.height() / defaults.width();
        height.disableProperty().bind(proportional.selectedProperty());
        Runnable follow = () -> {
            int w = width.getValue();
            if (proportional.isSelected() && w >= 1 && w <= Viewport.MAX_SIZE) { // else about to be brought in range
                int h = (int) Math.round(w * aspect);
                if (h > Viewport.MAX_SIZE) {
                    // The height is the limit: narrow the width to keep the shape.
                    h = Viewport.MAX_SIZE;
                    width.getValueFactory().setValue((int) Math.max(1, Math.floor(h / aspect)));
                    note.setText("The height would pass " + Viewport.MAX_SIZE + " pixels: the width is "
                        + width.getValue() + " instead.");
                }
                height.getValueFactory().setValue(Math.max(1, h));
            }
        };
        width.valueProperty().addListener(o -> follow.run());
        proportional.selectedProperty().addListener(o -> follow.run());
        follow.run();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Layer"), layer);
        grid.addRow(1, new Label("Format"), format);
        grid.addRow(2, new Label("Width (px)"), width);
        grid.addRow(3, new Label("Height (px)"), height);
        grid.add(proportional, 1, 4);
        Label range = new Label("1 to " + Viewport.MAX_SIZE + " pixels on each side. The area is the view's width; "
            + "another shape shows more or less above and below.");
        range.getStyleClass().add(StyleClasses.HINT);
        range.setWrapText(true);
        range.setMaxWidth(360);
        grid.add(range, 0, 5, 2, 1);
        grid.add(note, 0, 6, 2, 1);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        setResultConverter(button -> {
            if (button != ButtonType.OK) {
                return null;
            }
            commit(width);
            commit(height);
            return new Settings(layer.getValue(), format.getValue(), width.getValue(), height.getValue());
        });
    }

    /** Takes the typed text as the value, within 1 to 16384 (empty text keeps the value); says if it had to move. */
    private void commit(Spinner<Integer> spinner) {
        String text = spinner.getEditor().getText();
        if (!text.isEmpty()) {
            long typed = Long.parseLong(text);
            int value = (int) Math.max(1, Math.min(Viewport.MAX_SIZE, typed));
            if (value != typed) {
                outOfRange(typed, value);
            }
            spinner.getValueFactory().setValue(value);
        }
        spinner.getEditor().setText(String.valueOf(spinner.getValue()));
    }

    private void outOfRange(long typed, int value) {
        note.setText(typed + " pixels is out of range (1 to " + Viewport.MAX_SIZE + "): set to " + value + ".");
    }

    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String string) {
                return null;
            }
        };
    }
}
