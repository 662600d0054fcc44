package org.terrainexplorer.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.ShippedPresets;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldPresetSettings;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.ui.world.WorldModel;

/**
 * World presets in the window: opening one (from the File menu of either mode, by drag-and-drop, or on the
 * command line) switches to the voxel world and applies it as one undo step; saving writes the world's settings
 * and where the map, the section and the 3D view are. The window's title names the preset, with a dot while the
 * world's settings differ from the preset's as last loaded or saved (the views are saved but not tracked, as the
 * maps' view is not); closing the window asks about them, with the maps' preset.
 */
final class WorldPresetActions {

    private final AppWindow app;
    private final FileActions files;
    private final PresetDocument<WorldSettings> document;
    private List<WorldPresets.WorldPreset> shippedPresets;

    WorldPresetActions(AppWindow app, FileActions files) {
        this.app = app;
        this.files = files;
        WorldModel model = app.worldModel();
        // A saved Minecraft world shown over the generated one is not part of a preset: opening one is no change.
        document = new PresetDocument<>("Untitled world", Bindings.createObjectBinding(
            () -> model.settings().backToGenerated(), model.settingsProperty()));
    }

    /** The File menu items of the world mode. */
    List<MenuItem> menuItems() {
        MenuItem open = new MenuItem("Open preset…");
        open.setId("world-menu-open-preset");
        open.setAccelerator(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN));
        open.setOnAction(e -> files.open());
        MenuItem save = new MenuItem("Save world preset");
        save.setId("world-menu-save");
        save.setAccelerator(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN));
        save.setOnAction(e -> save(document.fileProperty().get()));
        MenuItem saveAs = new MenuItem("Save world preset as…");
        saveAs.setId("world-menu-save-as");
        saveAs.setAccelerator(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        saveAs.setOnAction(e -> save(null));
        javafx.scene.control.Menu shipped = new javafx.scene.control.Menu("World presets");
        shipped.setId("world-menu-presets");
        shipped.getItems().add(new MenuItem("…"));
        shipped.setOnShowing(e -> fillShipped(shipped));
        return List.of(open, shipped, save, saveAs);
    }

    /** Lists the shipped world presets (read once: they cannot change while the application runs). */
    private void fillShipped(javafx.scene.control.Menu menu) {
        if (shippedPresets == null) {
            try {
                shippedPresets = ShippedPresets.listWorld();
            } catch (IOException | Presets.PresetException e) {
                MenuItem broken = new MenuItem("World presets unavailable: " + e.getMessage());
                broken.setDisable(true);
                menu.getItems().setAll(broken);
                return;
            }
        }
        List<MenuItem> items = new java.util.ArrayList<>();
        for (WorldPresets.WorldPreset p : shippedPresets) {
            MenuItem item = new MenuItem(p.name());
            item.setId("world-preset-" + p.name().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-"));
            item.setOnAction(e -> {
                app.modeProperty().set(AppWindow.Mode.WORLD);
                apply(p, "Loaded " + p.name() + (p.description().isEmpty() ? "" : ": " + p.description()), null);
            });
            items.add(item);
        }
        menu.getItems().setAll(items);
    }

    /** Opens a world preset: a refused one changes nothing and says why. */
    void open(Path path) {
        WorldPresets.WorldPreset p;
        try {
            p = WorldPresets.load(path);
        } catch (Presets.PresetException e) {
            app.worldWindow().showMessage("This preset cannot be opened: " + e.getMessage());
            app.modeProperty().set(AppWindow.Mode.WORLD);
            return;
        }
        app.modeProperty().set(AppWindow.Mode.WORLD);
        apply(p, "Loaded " + p.name(), path);
    }

    /**
     * Applies a preset to the world model (its settings as one undo step). A preset with spline edits reads them
     * against its world's data, which the session loads on the pool first; a preset the session cannot read
     * changes nothing and says why. Once applied, the status bar shows {@code loaded} while the settings stay the
     * preset's, and then what changed since; the title names the preset, which saves to {@code source} (null for a
     * shipped one).
     */
    void apply(WorldPresets.WorldPreset p, String loaded, Path source) {
        if (p.splines().isEmpty()) {
            try {
                applySettings(p, WorldPresetSettings.settings(p, app.worldSession()), loaded, source);
            } catch (WorldLoadException e) {
                refused(p, e);
            }
            return;
        }
        app.worldWindow().showMessage("Reading " + p.name() + "…");
        app.pool().execute(() -> {
            try {
                WorldSettings settings = WorldPresetSettings.settings(p, app.worldSession());
                Platform.runLater(() -> applySettings(p, settings, loaded, source));
            } catch (WorldLoadException e) {
                Platform.runLater(() -> refused(p, e));
            }
        });
    }

    private void refused(WorldPresets.WorldPreset p, WorldLoadException e) {
        app.worldWindow().showMessage("This preset cannot be opened: " + e.getMessage());
    }

    private void applySettings(WorldPresets.WorldPreset p, WorldSettings settings, String loaded, Path source) {
        WorldModel model = app.worldModel();
        model.endGesture();
        model.change(settings);
        document.reset(p.name(), source, settings);
        app.worldWindow().showWorldMessage(p.name(), loaded);
        p.map().ifPresent(m -> {
            WorldView v = model.view();
            model.setView(new WorldView(m.x(), m.z(), m.blocksPerPixel(), v.width(), v.height()));
            for (WorldLayer l : WorldLayer.values()) {
                if (l.id().equals(m.layer())) {
                    model.layerProperty().set(l);
                }
            }
        });
        p.section().ifPresent(s -> {
            model.setSection(new SectionLine(s.ax(), s.az(), s.bx(), s.bz()));
            model.sectionLayerProperty().set("density".equals(s.layer()) ? SectionRenderer.Layer.DENSITY
                : SectionRenderer.Layer.BLOCKS);
        });
        p.view3d().ifPresent(v -> model.setIso(new IsoSettings(v.x(), v.z(), v.chunks(), v.rotation(), v.scale(),
            v.cutY(), v.cutAlongSection())));
    }

    /** The model as a preset. */
    WorldPresets.WorldPreset preset(String presetName) {
        WorldModel model = app.worldModel();
        WorldSettings s = model.settings();
        WorldView v = model.view();
        SectionLine l = model.section();
        IsoSettings i = model.iso();
        LoadedWorld loaded = model.loaded();
        String version = loaded != null ? loaded.version() : app.worldSession().newest();
        return WorldPresetSettings.preset(presetName, "", s, version,
            Optional.of(new WorldPresets.MapView(v.centreX(), v.centreZ(), v.blocksPerPixel(),
                model.layerProperty().get().id())),
            Optional.of(new WorldPresets.Section(l.ax(), l.az(), l.bx(), l.bz(), model.sectionLayerProperty().get().id())),
            Optional.of(new WorldPresets.View3d(i.centreX(), i.centreZ(), i.size(), i.rotation(), i.scale(), i.cutY(),
                i.cutAlongSection())));
    }

    /** Saves the world preset to its file, or asks for one ({@code target} null). Returns whether it saved. */
    private boolean save(Path target) {
        if (app.worldModel().settings().savedWorld() != null) {
            // A preset describes a generated world; a saved one is a folder of region files, not settings. (Asked
            // from the maps' Quit, the world is shown, to say so.)
            app.modeProperty().set(AppWindow.Mode.WORLD);
            app.worldWindow().showMessage("A saved Minecraft world is shown, and a world preset describes a generated "
                + "world: choose File ▸ Back to generated world to save the preset of the world under it.");
            return false;
        }
        Path to = target;
        String name = document.name();
        if (to == null) {
            Optional<Path> chosen = app.worldDialogs().chooseSave(app.getScene() == null ? null
                : app.getScene().getWindow(), "Save world preset", "world.json", "World presets", "json");
            if (chosen.isEmpty()) {
                return false;
            }
            to = chosen.get();
            if (!to.getFileName().toString().endsWith(".json")) {
                to = to.resolveSibling(to.getFileName() + ".json");
            }
            name = to.getFileName().toString().replaceFirst("\\.json$", "");
        }
        try {
            WorldSettings settings = app.worldModel().settings();
            WorldPresets.save(preset(name), to);
            document.reset(name, to, settings);
            app.worldWindow().showMessage("Saved " + to);
            return true;
        } catch (IOException e) {
            app.worldWindow().showMessage("Could not save: " + e.getMessage());
            app.worldDialogs().error(app.getScene() == null ? null : app.getScene().getWindow(),
                "The preset could not be saved", e.getMessage());
            return false;
        }
    }

    /** The world's preset, for the window to ask about before it closes: Save saves it as File ▸ Save does. */
    FileActions.Closing closing() {
        return new FileActions.Closing(document, () -> save(document.fileProperty().get()));
    }

    /** The title for the world mode: the preset's name, with a dot while the settings differ from it. */
    StringBinding titleProperty() {
        return document.titleProperty();
    }
}
