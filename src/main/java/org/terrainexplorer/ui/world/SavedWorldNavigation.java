package org.terrainexplorer.ui.world;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.render.world.WorldView;

/**
 * The map toolbar's buttons for a saved world, shown only while one is: Go to spawn (level.dat's spawn point, or
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

    /** The two buttons, hidden (and taking no room) without a saved world. */
    List<Button> buttons() {
        Button spawn = new Button("Go to spawn");
        spawn.setId("world-go-spawn");
        spawn.setTooltip(new Tooltip("Centre the map on the saved world's spawn point (level.dat)"));
        spawn.setOnAction(e -> goToSpawn());
        Button fit = new Button("Fit saved chunks");
        fit.setId("world-fit-saved");
        fit.setTooltip(new Tooltip("Show every chunk the saved world holds"));
        fit.setOnAction(e -> fitSavedChunks());
        for (Button b : List.of(spawn, fit)) {
            b.visibleProperty().bind(model.savedWorldProperty().isNotNull());
            b.managedProperty().bind(b.visibleProperty());
            b.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        }
        return List.of(spawn, fit);
    }

    void goToSpawn() {
        SavedWorld saved = model.savedWorld();
        if (saved == null) {
            return;
        }
        Optional<int[]> spawn = saved.spawn();
        int[] at = spawn.map(s -> new int[] {s[0], s[2]}).orElseGet(saved::startPoint);
        model.setView(model.view().centredOn(at[0], at[1]));
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
