package org.terrainexplorer.ui.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.ui.common.StandingMessage;

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
    private final WorldModel model;
    /** The name of what {@link #showAbout} described, or null when the message is a plain one. */
    private String aboutName;
    private String aboutText;
    private WorldSettings aboutSettings;
    /** The message label's text and how long it stands (a refusal while its field holds the value). */
    private final StandingMessage standing = new StandingMessage(message);
    /** Measures the message's width, to know whether it fits beside the chunk counts. */
    private final javafx.scene.text.Text measure = new javafx.scene.text.Text();

    WorldStatusBar(WorldModel model, WorldEngine engine) {
        this.model = model;
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
            return s == null ? "" : String.format(Locale.ROOT,
                "%d chunks made · %d queued · %.0f/s · %d kept (%.0f MB)",
                s.generated(), s.queued(), s.perSecond(), s.cached(), s.cachedBytes() / 1048576.0);
        }, engine.statsProperty()));
        chunks.setTooltip(new Tooltip("Chunks generated (or read) so far, waiting, per second, and kept in memory"));
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
        // What the pointer is over, or a message, comes first: while the pointer speaks, or a message does not fit
        // on the line beside them, the chunk counts and the render time step aside (their room goes to it); the
        // centre and scale are never cut short. A message longer than the whole line wraps to a second one, so its
        // advice, which comes last, is read whole; the bar is one line high again with the next short message.
        for (Label l : new Label[] {chunks, view, time}) {
            l.setMinWidth(Region.USE_PREF_SIZE);
        }
        hover.setWrapText(true);
        hover.setMinHeight(Region.USE_PREF_SIZE);
        var fits = Bindings.createBooleanBinding(() -> messageFits(hover, chunks, time),
            hover.textProperty(), hover.fontProperty(), widthProperty(), chunks.textProperty(), time.textProperty(),
            view.textProperty(), taskBox.managedProperty());
        for (Label l : new Label[] {chunks, time}) {
            l.visibleProperty().bind(model.hoverTextProperty().isEmpty().and(fits));
            l.managedProperty().bind(l.visibleProperty());
        }
        // The tooltip has the message too, for a text the pointer replaced.
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(hover.textProperty());
        whole.setWrapText(true);
        whole.setMaxWidth(600);
        hover.setTooltip(whole);
        model.settingsProperty().addListener((o, was, now) -> {
            if (aboutName != null) {
                message.setText(about(aboutName, aboutText, aboutSettings, now));
            }
        });
    }

    /**
     * Whether the bar's text fits on one line beside the chunk counts and the render time, at the bar's width:
     * the room is what the other shown parts and the gaps between them leave.
     */
    private boolean messageFits(Label text, Label... beside) {
        double room = getWidth() - snappedLeftInset() - snappedRightInset() - text.snappedLeftInset()
            - text.snappedRightInset();
        int shown = 0;
        for (javafx.scene.Node n : getChildren()) {
            if (n == text) {
                continue;
            }
            boolean optional = java.util.Arrays.asList(beside).contains(n);
            if (optional || n.isManaged()) {
                room -= n.prefWidth(-1);
                shown++;
            }
        }
        room -= snapSpaceX(getSpacing()) * shown;
        measure.setFont(text.getFont());
        measure.setText(text.getText());
        return measure.getLayoutBounds().getWidth() <= room;
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
        aboutName = null;
        standing.show(text);
    }

    /**
     * Shows why a typed value was refused: the message stands while {@code wrong} holds (the field still holds the
     * value), then gives way to the bar's usual lines; another message replaces it sooner. A refusal already
     * mended says nothing.
     */
    void showRefusal(String text, ObservableBooleanValue wrong) {
        if (wrong.get()) {
            aboutName = null;
            standing.showWhile(text, wrong);
        }
    }

    /**
     * Shows a message about the world the settings now make ({@code name} names it, a preset): while they stay so
     * the message stands; once they change it says what changed since, so it never names a seed or world no longer
     * shown.
     */
    void showAbout(String name, String text) {
        standing.forget();
        aboutName = name;
        aboutText = text;
        aboutSettings = model.settings();
        message.setText(text);
    }

    /** The message about {@code name}'s settings {@code then} (its text) for the settings {@code now}. */
    static String about(String name, String text, WorldSettings then, WorldSettings now) {
        if (now.equals(then)) {
            return text;
        }
        String changes = changes(then, now);
        return "Changed since " + name + (changes.isEmpty() ? "" : ": " + changes);
    }

    /** What differs from {@code then} in {@code now}, in words ("seed 7, sea level 40"); empty if nothing shown. */
    static String changes(WorldSettings then, WorldSettings now) {
        List<String> out = new ArrayList<>();
        if (!Objects.equals(then.version(), now.version())) {
            out.add("release " + (now.version() == null ? "newest" : now.version()));
        }
        if (!then.dimension().equals(now.dimension())) {
            out.add("dimension " + now.dimension());
        }
        if (now.datapack() != null && !now.datapack().equals(then.datapack())) {
            out.add("datapack " + now.datapack().getFileName());
        } else if (now.datapack() == null && (then.datapack() != null || then.builtin() != now.builtin())) {
            out.add("world " + now.builtin().title());
        }
        if (!then.seedText().equals(now.seedText())) {
            out.add("seed " + now.seedText());
        }
        if (!Objects.equals(then.aquifers(), now.aquifers())) {
            out.add("aquifers " + (now.aquifers() == null ? "as the world has them" : now.aquifers() ? "on" : "off"));
        }
        if (then.carvers() != now.carvers()) {
            out.add("carvers " + (now.carvers() ? "on" : "off"));
        }
        if (!Objects.equals(then.seaLevel(), now.seaLevel())) {
            out.add("sea level " + (now.seaLevel() == null ? "the world's" : now.seaLevel()));
        }
        if (!then.knobs().equals(now.knobs())) {
            out.add(edited(now.knobs().size(), "noise"));
        }
        if (!then.splines().equals(now.splines())) {
            out.add(edited(now.splines().size(), "spline"));
        }
        if (!Objects.equals(then.savedWorld(), now.savedWorld())) {
            out.add(now.savedWorld() == null ? "back to the generated world" : "saved world "
                + now.savedWorld().getFileName());
        }
        return String.join(", ", out);
    }

    private static String edited(int n, String what) {
        return n == 0 ? "no " + what + " edited" : n + " " + what + (n == 1 ? "" : "s") + " edited";
    }

    /** The message shown. */
    String message() {
        return message.getText();
    }
}
