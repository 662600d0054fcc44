package org.terrainexplorer.ui.world;

import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The world mode's bottom line: what is under the pointer (or the last message), the chunks generated, queued
 * and per second, the map's centre and scale, and the last map render's time.
 */
final class WorldStatusBar extends HBox {

    private final Label message = new Label();
    private final Label task = new Label();
    private final javafx.scene.control.ProgressBar taskProgress = new javafx.scene.control.ProgressBar();
    private final javafx.scene.control.Button taskCancel = new javafx.scene.control.Button("Cancel");
    private final HBox taskBox = new HBox(6, task, taskProgress, taskCancel);

    WorldStatusBar(WorldModel model, WorldEngine engine) {
        setId("world-status-bar");
        getStyleClass().add("status-bar");
        setSpacing(12);
        Label hover = new Label();
        hover.setId("world-status-hover");
        hover.textProperty().bind(Bindings.createStringBinding(
            () -> model.hoverTextProperty().get().isEmpty() ? message.getText() : model.hoverTextProperty().get(),
            model.hoverTextProperty(), message.textProperty()));
        hover.setMinWidth(0);
        HBox.setHgrow(hover, Priority.ALWAYS);
        Label chunks = new Label();
        chunks.setId("world-status-chunks");
        chunks.textProperty().bind(Bindings.createStringBinding(() -> {
            WorldEngine.Stats s = engine.statsProperty().get();
            return s == null ? "" : String.format(Locale.ROOT, "chunks %d generated, %d queued, %.0f/s, %d cached (%.0f MB)",
                s.generated(), s.queued(), s.perSecond(), s.cached(), s.cachedBytes() / 1048576.0);
        }, engine.statsProperty()));
        Label view = new Label();
        view.setId("world-status-view");
        view.textProperty().bind(Bindings.createStringBinding(() -> {
            var v = model.view();
            return String.format(Locale.ROOT, "centre %d, %d  ·  %d block%s/px", (long) Math.floor(v.centreX()),
                (long) Math.floor(v.centreZ()), v.blocksPerPixel(), v.blocksPerPixel() == 1 ? "" : "s");
        }, model.viewProperty()));
        Label time = new Label();
        time.setId("world-status-time");
        time.textProperty().bind(Bindings.createStringBinding(() -> {
            WorldEngine.Image i = engine.mapImageProperty().get();
            return i == null ? "" : String.format(Locale.ROOT, "map %.0f ms", i.millis());
        }, engine.mapImageProperty()));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(16, 16);
        busy.setMaxSize(16, 16);
        busy.visibleProperty().bind(model.loadingProperty());
        Region gap = new Region();
        task.setId("world-status-task");
        taskProgress.setId("world-status-task-progress");
        taskProgress.setPrefWidth(140);
        taskCancel.setId("world-status-task-cancel");
        taskBox.setVisible(false);
        taskBox.setManaged(false);
        taskBox.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        getChildren().addAll(hover, taskBox, busy, chunks, view, time, gap);
        for (Label l : new Label[] {hover, chunks, view, time}) {
            l.getStyleClass().add("status-text");
        }
    }

    /** Shows a running task's message and progress, with a Cancel button, until it ends. */
    void track(javafx.concurrent.Task<?> t) {
        task.textProperty().bind(t.messageProperty());
        taskProgress.progressProperty().bind(t.progressProperty());
        taskCancel.setOnAction(e -> t.cancel());
        taskBox.setVisible(true);
        taskBox.setManaged(true);
        t.runningProperty().addListener((o, was, running) -> {
            if (!running) {
                task.textProperty().unbind();
                taskProgress.progressProperty().unbind();
                taskBox.setVisible(false);
                taskBox.setManaged(false);
            }
        });
    }

    /** Shows a message until the pointer says something. */
    void show(String text) {
        message.setText(text);
    }

    /** The message shown. */
    String message() {
        return message.getText();
    }
}
