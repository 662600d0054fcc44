package org.terrainexplorer.ui;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.terrainexplorer.render.Frame;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.ui.common.StandingMessage;
import org.terrainexplorer.ui.common.StyleClasses;

/**
 * The bottom line: what is under the pointer (or the last message), a running export's progress, the view's
 * centre and scale, the last render's time.
 */
final class StatusBar extends HBox {

    private final Label message = new Label();
    /** The message's text and how long it stands (a refusal while its field holds the value). */
    private final StandingMessage standing = new StandingMessage(message);
    // A long task (an export): its message, progress and cancel button, shown only while one runs.
    private final Label task = new Label();
    private final ProgressBar taskProgress = new ProgressBar();
    private final Button taskCancel = new Button("Cancel");
    private final HBox taskBox = new HBox(6);

    StatusBar(ExplorerModel model) {
        setId("status-bar");
        getStyleClass().add(StyleClasses.STATUS_BAR);
        Label hover = new Label();
        hover.setId("status-hover");
        hover.textProperty().bind(Bindings.createStringBinding(
            () -> model.hoverTextProperty().get().isEmpty() ? message.getText() : model.hoverTextProperty().get(),
            model.hoverTextProperty(), message.textProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label view = new Label();
        view.setId("status-view");
        view.textProperty().bind(Bindings.createStringBinding(() -> describe(model.shownViewport().get()),
            model.shownViewport()));
        Label time = new Label();
        time.setId("status-time");
        time.textProperty().bind(Bindings.createStringBinding(() -> {
            Frame f = model.frameProperty().get();
            return f == null ? "" : String.format("render %.1f ms", f.renderMillis());
        }, model.frameProperty()));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setId("status-busy");
        busy.setPrefSize(16, 16);
        busy.setMaxSize(16, 16);
        busy.visibleProperty().bind(model.renderingProperty());
        for (Label l : new Label[] {hover, view, time}) {
            l.getStyleClass().add(StyleClasses.STATUS_TEXT);
        }
        task.setId("status-task");
        taskBox.setId("status-task-box");
        taskProgress.setId("status-task-progress");
        taskProgress.setPrefWidth(140);
        taskCancel.setId("status-task-cancel");
        taskBox.getChildren().addAll(task, taskProgress, taskCancel);
        taskBox.setVisible(false);
        taskBox.setManaged(false);
        getChildren().addAll(hover, spacer, taskBox, view, time, busy);
    }

    /**
     * Shows a long task's message and progress, with a button that cancels it, until it ends: the one
     * place a task is bound to the window and unbound from it.
     */
    void track(Task<?> running) {
        task.textProperty().bind(running.messageProperty());
        taskProgress.progressProperty().bind(running.progressProperty());
        taskCancel.setOnAction(e -> running.cancel());
        taskBox.setVisible(true);
        taskBox.setManaged(true);
        running.stateProperty().addListener((o, was, state) -> {
            if (state == Worker.State.SUCCEEDED || state == Worker.State.FAILED
                || state == Worker.State.CANCELLED) {
                task.textProperty().unbind();
                taskProgress.progressProperty().unbind();
                taskCancel.setOnAction(null);
                taskBox.setVisible(false);
                taskBox.setManaged(false);
            }
        });
    }

    /** The message shown when the pointer is off the maps. */
    String message() {
        return message.getText();
    }

    /** Shows a message (an error, a saved file) until the next one; the pointer over a map hides it meanwhile. */
    void show(String text) {
        standing.show(text);
    }

    /**
     * Shows why a typed value was refused, while {@code wrong} holds (the field still holds the value); then the
     * message goes. Another message replaces it sooner.
     */
    void showRefusal(String text, ObservableBooleanValue wrong) {
        standing.showWhile(text, wrong);
    }

    static String describe(Viewport v) {
        return String.format("centre %.4f, %.4f   %.3g units/px", v.centerX(), v.centerY(), v.unitsPerPixel());
    }
}
