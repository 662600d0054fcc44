package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Tooltip;
import javafx.util.StringConverter;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.WorldView;

/**
 * The map toolbar's controls for a saved world, shown only while one is: the dimension shown, Go to spawn (level.dat's spawn point, or
 * where the world's chunks are when it has none) and Fit the saved chunks (the view that shows every stored chunk,
 * at the nearest zoom level). Both read what the engine found when it opened the world (region headers), so they
 * do no file reading on the FX thread.
 */
final class SavedWorldNavigation {

    private final WorldModel model;
    private final Consumer<String> status;

    SavedWorldNavigation(WorldModel model, Consumer<String> status) {
        this.model = model;
        this.status = status;
    }

    /**
     * The dimension shown (overworld, nether, end), then the two buttons; all hidden (and taking no room) without
     * a saved world. Choosing a dimension opens the world's folder for it, an undo step like opening the world.
     */
    List<javafx.scene.control.Control> controls() {
        ChoiceBox<DimensionFolder> dimension = new ChoiceBox<>();
        dimension.setId("world-saved-dimension");
        dimension.getItems().addAll(DimensionFolder.values());
        dimension.setConverter(new StringConverter<>() {
            @Override
            public String toString(DimensionFolder d) {
                return d == null ? "" : switch (d) {
                    case OVERWORLD -> "Overworld";
                    case NETHER -> "Nether";
                    case END -> "End";
                };
            }

            @Override
            public DimensionFolder fromString(String s) {
                return null;
            }
        });
        boolean[] showing = {false};
        model.savedWorldProperty().addListener((o, was, now) -> {
            showing[0] = true;
            dimension.setValue(now == null ? null : now.dimension());
            showing[0] = false;
        });
        dimension.valueProperty().addListener((o, was, now) -> {
            if (!showing[0] && now != null && !show(now)) {
                javafx.application.Platform.runLater(() -> {
                    showing[0] = true;
                    SavedWorld shown = model.savedWorld();
                    dimension.setValue(shown == null ? null : shown.dimension());
                    showing[0] = false;
                });
            }
        });
        List<javafx.scene.control.Control> all = new java.util.ArrayList<>();
        all.add(dimension);
        all.addAll(buttons());
        for (javafx.scene.control.Control c : all) {
            c.visibleProperty().bind(model.savedWorldProperty().isNotNull());
            c.managedProperty().bind(c.visibleProperty());
            c.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        }
        return all;
    }

    /** Opens the saved world's folder for {@code d}; false (and says so) when the world has none. */
    boolean show(DimensionFolder d) {
        SavedWorld saved = model.savedWorld();
        if (saved == null || saved.dimension() == d) {
            return true;
        }
        Optional<java.nio.file.Path> path = saved.pathOf(d);
        if (path.isEmpty()) {
            status.accept(saved.name() + " has no folder for the " + d.cliName()
                + (saved.source().toString().endsWith(".zip") ? " that can be opened from its zip" : "")
                + ": it was never visited");
            return false;
        }
        status.accept("Opening the " + d.cliName() + " of " + saved.name() + "…");
        model.change(model.settings().withSavedWorld(path.get()));
        return true;
    }

    /** The two buttons. */
    private List<Button> buttons() {
        Button spawn = new Button("Go to spawn");
        spawn.setId("world-go-spawn");
        spawn.setTooltip(new Tooltip("Centre the map on the saved world's spawn point (level.dat)"));
        spawn.setOnAction(e -> goToSpawn());
        Button fit = new Button("Fit saved chunks");
        fit.setId("world-fit-saved");
        fit.setTooltip(new Tooltip("Show every chunk the saved world holds"));
        fit.setOnAction(e -> fitSavedChunks());
        return List.of(spawn, fit);
    }

    void goToSpawn() {
        SavedWorld saved = model.savedWorld();
        if (saved == null) {
            return;
        }
        Optional<int[]> spawn = saved.spawn();
        int[] at = spawn.map(s -> new int[] {s[0], s[2]}).orElseGet(saved::startPoint);
        model.jumpTo(at[0], at[1]);
        status.accept(spawn.isPresent() ? "The spawn point: " + at[0] + ", " + at[1]
            : "level.dat names no spawn point; showing where the world's chunks are");
    }

    void fitSavedChunks() {
        SavedWorld saved = model.savedWorld();
        if (saved == null) {
            return;
        }
        Optional<int[]> bounds = saved.storedChunkBounds();
        if (bounds.isEmpty()) {
            status.accept("The saved world holds no chunks in " + saved.dimension().cliName());
            return;
        }
        int[] b = bounds.get();
        WorldView v = model.view();
        model.setView(WorldView.fitting(b[0] * 16, b[1] * 16, b[2] * 16 + 15, b[3] * 16 + 15, v.width(), v.height(),
            WorldMapPane.SCALES));
        status.accept("The saved chunks: chunks " + b[0] + ", " + b[1] + " to " + b[2] + ", " + b[3]);
    }
}
