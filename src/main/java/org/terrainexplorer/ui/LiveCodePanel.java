package org.terrainexplorer.ui;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.terrainexplorer.terrain.LiveCode;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * The generator as Java with the current values written in, updated as the sliders move: the maps'
 * computation, step by step. A copy button puts it on the clipboard.
 */
final class LiveCodePanel extends VBox {

    private final TextArea code = new TextArea();

    LiveCodePanel(ExplorerModel model, ObservableBooleanValue showing) {
        super(4);
        setId("live-code");
        getStyleClass().add(StyleClasses.TEACHING_PANEL);
        code.setId("live-code-text");
        code.setEditable(false);
        code.setWrapText(false);
        code.setStyle("-fx-font-family: monospace; -fx-font-size: 11px;");
        VBox.setVgrow(code, Priority.ALWAYS);
        Button copy = new Button("Copy");
        copy.setId("copy-code");
        copy.setTooltip(new Tooltip("Copy the code to the clipboard."));
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(code.getText());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Label title = new Label("The maps' computation, with the current values (Java; uses org.terrainexplorer.noise)");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        HBox bar = new HBox(10, title, copy);
        getChildren().addAll(bar, code);
        // Written only while on screen; opening the tab writes the current values.
        model.paramsProperty().addListener((o, was, now) -> {
            if (showing.get()) {
                show(LiveCode.of(now));
            }
        });
        showing.addListener((o, was, now) -> {
            if (now) {
                show(LiveCode.of(model.params()));
            }
        });
        show(LiveCode.of(model.params()));
    }

    private void show(String text) {
        double scroll = code.getScrollTop();
        code.setText(text);
        code.setScrollTop(scroll);
    }

    String text() {
        return code.getText();
    }
}
