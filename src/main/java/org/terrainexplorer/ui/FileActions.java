package org.terrainexplorer.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import javafx.concurrent.Task;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.DragEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.stage.Window;
import org.terrainexplorer.io.MapExport;
import org.terrainexplorer.io.PresetEntry;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.ShippedPresets;
import org.terrainexplorer.io.UserPresets;
import org.terrainexplorer.render.Layer;
import org.terrainexplorer.render.RenderPool;
import org.terrainexplorer.render.Viewport;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * What the File menu does: presets (shipped and the person's own), open, save, save as, export, dropping a
 * preset on the window, and asking about unsaved changes before the window closes.
 *
 * <p>A refused preset changes nothing and says why (the message names the field, the value and what is
 * allowed). Saves are atomic. Exports run as a {@link Task} on the render pool, with their progress and a
 * cancel button in the status bar; a cancelled or failed export leaves no file.
 */
final class FileActions {

    private final ExplorerModel model;
    private final PresetDocument document;
    private final RenderPool pool;
    private final StatusBar status;
    private final Dialogs dialogs;
    private final UserPresets userPresets;
    private Window owner;
    private Task<Path> export;

    FileActions(ExplorerModel model, PresetDocument document, RenderPool pool, StatusBar status, Dialogs dialogs,
                UserPresets userPresets) {
        this.model = model;
        this.document = document;
        this.pool = pool;
        this.status = status;
        this.dialogs = dialogs;
        this.userPresets = userPresets;
    }

    /** The window dialogs are owned by, once the scene is shown. */
    void attach(Scene scene) {
        owner = scene.getWindow();
        scene.setOnDragOver(this::dragOver);
        scene.setOnDragDropped(this::dropped);
    }

    void owner(Window window) {
        owner = window;
    }

    // ------------------------------------------------------------------ the menu

    /** The File menu's items. */
    List<MenuItem> menuItems() {
        Menu presets = new Menu("Presets");
        presets.setId("menu-presets");
        presets.getItems().add(new MenuItem("(loading)"));
        presets.setOnShowing(e -> fillPresets(presets));
        MenuItem open = item("menu-open", "Open…", new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN),
            this::open);
        MenuItem save = item("menu-save", "Save", new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN),
            this::save);
        MenuItem saveAs = item("menu-save-as", "Save As…", new KeyCodeCombination(KeyCode.S,
            KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), this::saveAs);
        MenuItem mine = item("menu-save-mine", "Save to My Presets…", null, this::saveToMine);
        MenuItem exportItem = item("menu-export", "Export…", new KeyCodeCombination(KeyCode.E,
            KeyCombination.SHORTCUT_DOWN), this::export);
        return List.of(presets, new SeparatorMenuItem(), open, save, saveAs, mine, new SeparatorMenuItem(), exportItem);
    }

    private static MenuItem item(String id, String text, KeyCombination keys, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        if (keys != null) {
            item.setAccelerator(keys);
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private void fillPresets(Menu menu) {
        menu.getItems().clear();
        try {
            for (PresetEntry entry : ShippedPresets.list()) {
                menu.getItems().add(presetItem(entry, null));
            }
        } catch (IOException | Presets.PresetException e) {
            menu.getItems().add(disabled("Shipped presets unavailable: " + e.getMessage()));
        }
        menu.getItems().add(new SeparatorMenuItem());
        try {
            UserPresets.Listing mine = userPresets.list();
            if (mine.presets().isEmpty()) {
                menu.getItems().add(disabled("No presets of your own yet (" + userPresets.folder() + ")"));
            }
            for (PresetEntry entry : mine.presets()) {
                menu.getItems().add(presetItem(entry, userPresets.folder().resolve(entry.id() + ".json")));
            }
            for (String refused : mine.refused()) {
                menu.getItems().add(disabled("Not loaded: " + refused));
            }
        } catch (IOException e) {
            menu.getItems().add(disabled("Your presets are unavailable: " + e.getMessage()));
        }
    }

    private MenuItem presetItem(PresetEntry entry, Path file) {
        MenuItem item = new MenuItem(entry.preset().name());
        item.setId("preset-" + entry.id());
        item.setOnAction(e -> apply(entry.preset(), file));
        return item;
    }

    private static MenuItem disabled(String text) {
        MenuItem item = new MenuItem(text);
        item.setDisable(true);
        return item;
    }

    // ------------------------------------------------------------------ loading

    /** Shows a loaded preset: its parameters (one undo step) and its view, if it saved one. */
    void apply(Presets.Preset preset, Path file) {
        model.setAll(preset.params());
        preset.view().ifPresent(v -> model.setViewport(v.at(model.viewport().width(), model.viewport().height())));
        document.reset(preset.name(), file, preset.params());
        status.show(preset.warnings().isEmpty() ? "Loaded " + preset.name()
            : "Loaded " + preset.name() + " (" + String.join("; ", preset.warnings()) + ")");
    }

    void open() {
        dialogs.chooseOpen(owner).ifPresent(this::open);
    }

    /** Opens a preset file; a refused one changes nothing and says why. */
    void open(Path file) {
        try {
            apply(Presets.load(file), file);
        } catch (Presets.PresetException e) {
            dialogs.error(owner, "This preset cannot be opened", e.getMessage());
        }
    }

    private void dragOver(DragEvent e) {
        if (e.getDragboard().hasFiles() && presetIn(e.getDragboard().getFiles()).isPresent()) {
            e.acceptTransferModes(TransferMode.COPY);
        }
        e.consume();
    }

    private void dropped(DragEvent e) {
        Optional<Path> json = e.getDragboard().hasFiles() ? presetIn(e.getDragboard().getFiles()) : Optional.empty();
        e.setDropCompleted(json.isPresent());
        e.consume();
        json.ifPresent(this::open);
    }

    /** The first preset file (.json) among dropped files, if any. */
    static Optional<Path> presetIn(List<java.io.File> files) {
        return files.stream().map(java.io.File::toPath)
            .filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")).findFirst();
    }

    // ------------------------------------------------------------------ saving

    /** Saves to the preset's file, or asks for one. Returns whether it saved. */
    boolean save() {
        Path file = document.fileProperty().get();
        return file == null ? saveAs() : write(file, document.name());
    }

    /** Asks for a file and saves there. Returns whether it saved. */
    boolean saveAs() {
        Optional<Path> chosen = dialogs.chooseSave(owner, "Save preset", UserPresets.idFor(document.name()) + ".json",
            "Terrain Explorer presets", "json");
        if (chosen.isEmpty()) {
            return false;
        }
        Path file = chosen.get();
        if (!file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
            // The dialog confirmed the name as typed; with the extension added it names another file.
            file = file.resolveSibling(file.getFileName() + ".json");
            if (Files.exists(file) && !dialogs.confirm(owner, "Replace " + file.getFileName() + "?",
                    file + " exists. Replace it with these parameters?")) {
                return false;
            }
        }
        String name = document.fileProperty().get() == null && document.name().equals("Untitled")
            ? stripJson(file.getFileName().toString()) : document.name();
        return write(file, name);
    }

    private void saveToMine() {
        Optional<String> name = dialogs.askName(owner, "Save to My Presets", "Name:", document.name());
        if (name.isEmpty()) {
            return;
        }
        Path file = userPresets.folder().resolve(UserPresets.idFor(name.get()) + ".json");
        if (Files.exists(file) && !dialogs.confirm(owner, "Replace " + name.get() + "?",
                "You already have a preset named " + name.get() + ". Replace it?")) {
            return;
        }
        try {
            Path saved = userPresets.save(preset(name.get()));
            document.reset(name.get(), saved, model.params());
            status.show("Saved " + name.get() + " to " + saved);
        } catch (IOException e) {
            dialogs.error(owner, "The preset was not saved", e.getMessage());
        }
    }

    private boolean write(Path file, String name) {
        try {
            Presets.save(preset(name), file);
            document.reset(name, file, model.params());
            status.show("Saved " + file);
            return true;
        } catch (IOException e) {
            dialogs.error(owner, "The preset was not saved", e.getMessage() + "\n\nThe file, if it existed, is "
                + "unchanged.");
            return false;
        }
    }

    private Presets.Preset preset(String name) {
        return new Presets.Preset(name, "", model.params(),
            Optional.of(Presets.SavedView.of(model.viewport())), List.of());
    }

    private static String stripJson(String fileName) {
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".json")
            ? fileName.substring(0, fileName.length() - 5) : fileName;
    }

    /**
     * Before the window closes: asks what to do with unsaved changes. Returns whether it may close.
     */
    boolean mayClose() {
        if (export != null && export.isRunning()) {
            if (!dialogs.confirm(owner, "Stop the export?", "An export is running. Stop it and close the window?")) {
                return false;
            }
            export.cancel();
        }
        if (!document.modifiedProperty().get()) {
            return true;
        }
        return switch (dialogs.askSaveChanges(owner, document.name())) {
            case SAVE -> save();
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    // ------------------------------------------------------------------ export

    void export() {
        if (export != null && export.isRunning()) {
            dialogs.error(owner, "An export is running", "Wait for it to finish, or cancel it in the status bar.");
            return;
        }
        Viewport view = model.viewport();
        Optional<ExportDialog.Settings> settings = dialogs.askExport(owner,
            new ExportDialog.Settings(Layer.BIOME, MapExport.Format.PNG, view.width(), view.height()));
        if (settings.isEmpty()) {
            return;
        }
        ExportDialog.Settings s = settings.get();
        String suggested = UserPresets.idFor(document.name()) + (s.format().heightmap() ? "-height" : "-"
            + s.layer().id()) + "." + s.format().extension();
        Optional<Path> file = dialogs.chooseSave(owner, "Export", suggested,
            s.format() == MapExport.Format.R16 ? "Raw 16-bit heightmaps" : "PNG images", s.format().extension());
        file.ifPresent(f -> export(s, f));
    }

    /** Starts an export of the view's area at the settings' size; returns the running task. */
    Task<Path> export(ExportDialog.Settings s, Path file) {
        Viewport view = model.viewport();
        // The view's area at the asked size: the same centre and width in world units.
        double upp = view.worldWidth() / s.width();
        Viewport area = new Viewport(view.centerX(), view.centerY(), upp, s.width(), s.height());
        TerrainParams params = model.params();
        Task<Path> task = new Task<>() {
            @Override
            protected Path call() throws IOException {
                updateMessage("Exporting " + file.getFileName());
                MapExport.export(pool, params, area, s.layer(), s.format(), file, new MapExport.Progress() {
                    @Override
                    public void rows(int done, int total) {
                        updateProgress(done, total);
                    }

                    @Override
                    public boolean cancelled() {
                        return isCancelled();
                    }
                });
                return file;
            }
        };
        task.setOnSucceeded(e -> status.show("Exported " + file + " (" + s.width() + " × " + s.height() + ")"));
        task.setOnCancelled(e -> status.show("Export cancelled; no file written"));
        task.setOnFailed(e -> {
            Throwable error = task.getException();
            if (error instanceof CancellationException) {
                status.show("Export cancelled; no file written");
            } else {
                status.show("Export failed");
                dialogs.error(owner, "The export failed", error.getMessage() + "\n\nNo file was written.");
            }
        });
        export = task;
        status.track(task);
        pool.execute(task);
        return task;
    }
}
