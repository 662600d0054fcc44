package org.terrainexplorer.ui.world;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Window;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.session.EditedDatapack;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSettings;

/**
 * The spline editor's "Save as datapack": asks where, builds the pack of the world's edits (in its release's format)
 * and writes it on the pool, a folder or a zip, saying what happened in the editor's message and the status bar.
 */
final class SplineDatapackSave {

    private final WorldModel model;
    private final RenderPool pool;
    private final WorldDialogs dialogs;
    private final Consumer<String> status;
    private final Consumer<String> message;
    private final Supplier<Window> owner;

    /**
     * @param status  the status bar
     * @param message the editor's message line
     * @param owner   the window that owns the dialogs (or null)
     */
    SplineDatapackSave(WorldModel model, RenderPool pool, WorldDialogs dialogs, Consumer<String> status,
                       Consumer<String> message, Supplier<Window> owner) {
        this.model = model;
        this.pool = pool;
        this.dialogs = dialogs;
        this.status = status;
        this.message = message;
        this.owner = owner;
    }

    /** Saves the settings' spline and noise edits as a datapack (a folder, or a zip). */
    void save(boolean zip) {
        LoadedWorld world = model.loaded();
        WorldSettings settings = model.settings();
        if (world == null) {
            return;
        }
        if (!EditedDatapack.hasEdits(settings)) {
            message.accept("Nothing to save yet: edit a spline or a noise first.");
            return;
        }
        Window window = owner.get();
        Optional<Path> target = zip
            ? dialogs.chooseSave(window, "Save datapack as zip", "terrain-explorer-edits.zip", "Datapack zip", "zip")
                .map(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip") ? p
                    : p.resolveSibling(p.getFileName() + ".zip"))
            : dialogs.chooseSave(window, "Save datapack folder", "terrain-explorer-edits", "Datapack folder", "*");
        if (target.isEmpty()) {
            return;
        }
        Map<String, byte[]> files;
        try {
            files = EditedDatapack.files(world, settings);
        } catch (IOException e) {
            message.accept("Could not write the datapack: " + e.getMessage());
            return;
        }
        Path to = target.get();
        status.accept("Saving datapack " + to.getFileName() + "…");
        pool.execute(() -> {
            try {
                EditedDatapack.write(to, files, zip);
                Platform.runLater(() -> {
                    status.accept("Saved datapack " + to + " (" + (files.size() - 1) + " edited file"
                        + (files.size() == 2 ? "" : "s") + ")");
                    message.accept(settings.datapack() == null
                        ? "Saved " + to.getFileName() + ". Open it with File › Open datapack."
                        : "Saved " + to.getFileName() + ": it holds only your edits, so in the game enable it "
                            + "above " + settings.datapack().getFileName() + " (the explorer opens one pack at a "
                            + "time: merge the two folders to open both here).");
                });
            } catch (IOException | RuntimeException e) {
                String why = e.getMessage() == null ? e.toString() : e.getMessage();
                Platform.runLater(() -> {
                    message.accept("Could not save the datapack: " + why);
                    dialogs.error(window, "Save datapack", "Could not save " + to + ": " + why);
                });
            }
        });
    }
}
