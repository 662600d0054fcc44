package org.terrainexplorer.ui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
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
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.MapExport;
import org.terrainexplorer.io.PresetEntry;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.ShippedPresets;
import org.terrainexplorer.io.UserPresets;
import org.terrainexplorer.render.Layer;
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
    private final PresetDocument<TerrainParams> document;
    private final RenderPool pool;
    private final StatusBar status;
    private final Dialogs dialogs;
    private final UserPresets userPresets;
    private Window owner;
    private ExportTask export;
    /** The shipped presets, once read (FX thread only). */
    private List<PresetEntry> shipped;
    /** What the Presets menu's items were made from (FX thread only), or null while they say "Loading…". */
    private Listed listed;
    /** Counts the readings of the presets started, so that only the newest one's result is shown (FX thread). */
    private int readings;
    /** Whether the Presets menu is being reopened to show new items, which needs no new reading (FX thread). */
    private boolean reopening;

    FileActions(ExplorerModel model, PresetDocument<TerrainParams> document, RenderPool pool, StatusBar status,
                Dialogs dialogs, UserPresets userPresets) {
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
        presets.getItems().add(disabled("Loading presets…"));
        presets.setOnShowing(e -> {
            if (!reopening) {
                readPresets(presets);
            }
        });
        readPresets(presets);
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

    /** What the Presets menu's items were made from: the presets read, or the message of a reading that failed. */
    private sealed interface Listed permits PresetMenu, ReadFailed {
    }

    /**
     * What the Presets menu lists, read off the FX thread: the shipped presets (read once; they cannot
     * change while the application runs) and the person's own (read again each time the menu opens).
     */
    private record PresetMenu(List<PresetEntry> shipped, String shippedError, UserPresets.Listing mine,
                              String mineError) implements Listed {
    }

    /** A reading of the presets that failed, and the message the menu shows for it. */
    private record ReadFailed(String message) implements Listed {
    }

    /**
     * Reads the presets on the pool and puts them in the menu on the FX thread: once as the menu is made, so that
     * it lists them when it first opens, and again each time it opens, for presets saved to the person's folder
     * since.
     *
     * <p>An open submenu shows a copy of its items taken as it opened (JavaFX's {@code ContextMenuContent} copies
     * them into the submenu's popup and does not follow later changes), so items put in the menu while it is open
     * would not be seen until it opened again; and if they were put there from the {@code onShowing} handler
     * itself, each opening would show "Loading…" once more. Hence the items are only changed when a reading finds
     * something else than they show, and an open menu is then reopened to show them.
     */
    private void readPresets(Menu menu) {
        int reading = ++readings;
        List<PresetEntry> known = shipped;
        Task<PresetMenu> load = new Task<>() {
            @Override
            protected PresetMenu call() {
                List<PresetEntry> list = known;
                String shippedError = null;
                if (list == null) {
                    try {
                        list = ShippedPresets.list();
                    } catch (IOException | Presets.PresetException e) {
                        shippedError = e.getMessage();
                    }
                }
                try {
                    return new PresetMenu(list, shippedError, userPresets.list(), null);
                } catch (IOException e) {
                    return new PresetMenu(list, shippedError, null, e.getMessage());
                }
            }
        };
        load.setOnSucceeded(e -> {
            if (reading == readings) {
                showPresets(menu, load.getValue());
            }
        });
        load.setOnFailed(e -> {
            ReadFailed failed = new ReadFailed("Presets unavailable: " + load.getException());
            if (reading == readings && !failed.equals(listed)) {
                listed = failed;
                setItems(menu, List.of(disabled(failed.message())));
            }
        });
        pool.execute(load);
    }

    private void showPresets(Menu menu, PresetMenu listing) {
        if (listing.shipped() != null) {
            shipped = listing.shipped();
        }
        if (listing.equals(listed)) {
            // The menu shows these already (an open one too); its items' actions load the same presets.
            return;
        }
        listed = listing;
        List<MenuItem> items = new ArrayList<>();
        if (listing.shipped() != null) {
            for (PresetEntry entry : listing.shipped()) {
                items.add(presetItem(entry, null));
            }
        } else {
            items.add(disabled("Shipped presets unavailable: " + listing.shippedError()));
        }
        items.add(new SeparatorMenuItem());
        if (listing.mine() != null) {
            if (listing.mine().presets().isEmpty()) {
                items.add(disabled("No presets of your own yet (" + userPresets.folder() + ")"));
            }
            for (PresetEntry entry : listing.mine().presets()) {
                items.add(presetItem(entry, userPresets.folder().resolve(entry.id() + ".json")));
            }
            for (String refused : listing.mine().refused()) {
                items.add(disabled("Not loaded: " + refused));
            }
        } else {
            items.add(disabled("Your presets are unavailable: " + listing.mineError()));
        }
        setItems(menu, items);
    }

    /** Puts {@code items} in the menu; an open menu is reopened, as its popup shows the items it opened with. */
    private void setItems(Menu menu, List<MenuItem> items) {
        menu.getItems().setAll(items);
        if (menu.isShowing()) {
            reopening = true;
            try {
                menu.hide();
                menu.show();
            } finally {
                reopening = false;
            }
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
        preset.view().ifPresent(v -> model.setViewport(Viewport.framing(v.centerX(), v.centerY(), v.span(),
            model.viewport().width(), model.viewport().height())));
        document.reset(preset.name(), file, preset.params());
        status.show(preset.warnings().isEmpty() ? "Loaded " + preset.name()
            : "Loaded " + preset.name() + " (" + String.join("; ", preset.warnings()) + ")");
    }

    void open() {
        dialogs.chooseOpen(owner).ifPresent(this::open);
    }

    private java.util.function.Consumer<Path> worldPresetOpener;

    /** Who opens world presets (the app window, which switches to the world mode). */
    void onWorldPreset(java.util.function.Consumer<Path> opener) {
        worldPresetOpener = opener;
    }

    /** Opens a preset file of either form; a refused one changes nothing and says why. */
    void open(Path file) {
        if (worldPresetOpener != null && org.terrainexplorer.io.WorldPresets.isWorldPreset(file)) {
            worldPresetOpener.accept(file);
            return;
        }
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
    static Optional<Path> presetIn(List<File> files) {
        return files.stream().map(File::toPath)
            .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")).findFirst();
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
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
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
            Optional.of(new Presets.SavedView(model.viewport().centerX(), model.viewport().centerY(), model.viewport().span())),
            List.of());
    }

    private static String stripJson(String fileName) {
        return fileName.toLowerCase(Locale.ROOT).endsWith(".json")
            ? fileName.substring(0, fileName.length() - 5) : fileName;
    }

    /** A preset whose unsaved changes the window asks about before it closes, and how to save it. */
    record Closing(PresetDocument<?> document, BooleanSupplier save) {
    }

    /**
     * Before the window closes: asks what to do with unsaved changes. Returns whether it may close.
     */
    boolean mayClose() {
        return mayClose(List.of());
    }

    /**
     * Before the window closes: asks whether to stop a running export, then, in one question, what to do with the
     * unsaved changes of this preset and of {@code others} (the other mode's). Save saves each in turn and stops at
     * the first that is not saved (its dialog cancelled, or the save failed), keeping the window open. Returns
     * whether it may close.
     */
    boolean mayClose(List<Closing> others) {
        if (export != null && export.isRunning()) {
            if (!dialogs.confirm(owner, "Stop the export?", "An export is running. Stop it and close the window?")) {
                return false;
            }
            export.cancel();
        }
        List<Closing> unsaved = new ArrayList<>();
        unsaved.add(new Closing(document, this::save));
        unsaved.addAll(others);
        unsaved.removeIf(c -> !c.document().modifiedProperty().get());
        if (unsaved.isEmpty()) {
            return true;
        }
        return switch (dialogs.askSaveChanges(owner, unsaved.stream().map(c -> c.document().name()).toList())) {
            case SAVE -> unsaved.stream().allMatch(c -> c.save().getAsBoolean());
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    // ------------------------------------------------------------------ export

    /**
     * Cancels a running export and waits (at most {@code millis}) until it has removed its temporary file:
     * called as the application stops, before the pool's threads go away.
     */
    void finishExport(long millis) {
        ExportTask running = export;
        if (running != null) {
            running.stopAndWait(millis);
        }
    }

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
        if (exportArea(s) == null) {
            return;
        }
        String suggested = UserPresets.idFor(document.name()) + (s.format().heightmap() ? "-height" : "-"
            + s.layer().id()) + "." + s.format().extension();
        Optional<Path> file = dialogs.chooseSave(owner, "Export", suggested,
            s.format() == MapExport.Format.R16 ? "Raw 16-bit heightmaps" : "PNG images", s.format().extension());
        file.ifPresent(f -> export(s, f));
    }

    /**
     * The view's area at the settings' size (the same centre and width in world units), or null, after
     * saying why, when that size would take the scale past the zoom limits.
     */
    private Viewport exportArea(ExportDialog.Settings s) {
        Viewport view = model.viewport();
        double upp = view.worldWidth() / s.width();
        if (upp < Viewport.MIN_UNITS_PER_PIXEL || upp > Viewport.MAX_UNITS_PER_PIXEL) {
            dialogs.error(owner, "This export cannot be made at this zoom", String.format(
                "An image %d pixels wide of this view needs %.3g world units per pixel; allowed %.0e to %.0e. "
                    + "Choose another width, or zoom and export again.", s.width(), upp,
                Viewport.MIN_UNITS_PER_PIXEL, Viewport.MAX_UNITS_PER_PIXEL));
            return null;
        }
        return new Viewport(view.centerX(), view.centerY(), upp, s.width(), s.height());
    }

    /** Starts an export of the view's area at the settings' size; returns the running task, or null if refused. */
    ExportTask export(ExportDialog.Settings s, Path file) {
        Viewport area = exportArea(s);
        if (area == null) {
            return null;
        }
        TerrainParams params = model.params();
        ExportTask task = new ExportTask(pool, params, area, s, file);
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

    /**
     * An export on the render pool. {@link Task#isDone()} turns true the moment it is cancelled, while its
     * thread may still be removing the temporary file; {@link #stopAndWait} waits for that too.
     */
    static final class ExportTask extends Task<Path> {
        private final RenderPool pool;
        private final TerrainParams params;
        private final Viewport area;
        private final ExportDialog.Settings settings;
        private final Path file;
        /** Taken by whichever comes first: the work starting, or a stop before it started. */
        private final AtomicBoolean claimed = new AtomicBoolean();
        private final CountDownLatch ended = new CountDownLatch(1);

        private ExportTask(RenderPool pool, TerrainParams params, Viewport area, ExportDialog.Settings settings,
                           Path file) {
            this.pool = pool;
            this.params = params;
            this.area = area;
            this.settings = settings;
            this.file = file;
        }

        @Override
        protected Path call() throws IOException {
            if (!claimed.compareAndSet(false, true)) {
                throw new CancellationException("stopped before it started");
            }
            try {
                updateMessage("Exporting " + file.getFileName());
                MapExport.export(pool, params, area, settings.layer(), settings.format(), file,
                    new MapExport.Progress() {
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
            } finally {
                ended.countDown();
            }
        }

        /**
         * Cancels the export and waits, at most {@code millis}, until its work (temporary file removal
         * included) has ended. Returns whether it has.
         */
        boolean stopAndWait(long millis) {
            cancel();
            if (claimed.compareAndSet(false, true)) {
                return true;
            }
            try {
                return ended.await(millis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }

        /** Waits, at most {@code millis}, until the work has ended (finished, failed or cancelled). */
        boolean awaitEnd(long millis) throws InterruptedException {
            return !claimed.get() && isDone() || ended.await(millis, TimeUnit.MILLISECONDS);
        }
    }
}
