package org.terrainexplorer.ui;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.ui.world.WorldDialogs;
import org.terrainexplorer.ui.world.WorldModel;
import org.terrainexplorer.ui.world.WorldWindow;

/**
 * The window: a mode chooser above the mode shown, "Maps from noise" (the 2D explorer) or "Voxel world". Each
 * mode keeps its own parameters, view and undo history while the other is shown; the world mode starts its
 * engine the first time it is chosen.
 */
public final class AppWindow extends BorderPane {

    /** The two modes. */
    public enum Mode {
        MAPS("Maps from noise"), WORLD("Voxel world");

        private final String title;

        Mode(String title) {
            this.title = title;
        }

        /** The chooser's label. */
        public String title() {
            return title;
        }
    }

    private final ExplorerWindow maps;
    private final RenderPool pool;
    private final WorldDialogs worldDialogs;
    private final WorldModel worldModel = new WorldModel();
    private final WorldSession worldSession = new WorldSession();
    private final ObjectProperty<Mode> mode = new SimpleObjectProperty<>(this, "mode", Mode.MAPS);
    private final ToggleButton mapsButton = new ToggleButton(Mode.MAPS.title());
    private final ToggleButton worldButton = new ToggleButton(Mode.WORLD.title());
    private final WorldPresetActions worldPresets;
    private WorldWindow world;

    AppWindow(ExplorerWindow maps, RenderPool pool, WorldDialogs worldDialogs) {
        this.maps = maps;
        this.pool = pool;
        this.worldDialogs = worldDialogs;
        setId("app-window");
        worldPresets = new WorldPresetActions(this, maps.files());
        maps.files().onWorldPreset(worldPresets::open);
        maps.onQuit(this::quit);
        ToggleGroup group = new ToggleGroup();
        mapsButton.setToggleGroup(group);
        worldButton.setToggleGroup(group);
        mapsButton.setId("mode-maps");
        worldButton.setId("mode-world");
        mapsButton.setTooltip(new Tooltip("2D maps from noise, after Amit Patel's article"));
        worldButton.setTooltip(new Tooltip("Minecraft's terrain, exactly: chunks, sections through the caves, a 3D view"));
        mapsButton.setSelected(true);
        group.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                // A mode is always chosen: clicking the selected button again keeps it.
                was.setSelected(true);
                return;
            }
            mode.set(now == worldButton ? Mode.WORLD : Mode.MAPS);
        });
        mode.addListener((o, was, now) -> show(now));
        Label label = new Label("Mode");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox chooser = new HBox(4, label, mapsButton, worldButton, gap);
        chooser.setAlignment(Pos.CENTER_LEFT);
        chooser.setId("mode-chooser");
        chooser.getStyleClass().add("mode-chooser");
        setTop(chooser);
        setCenter(maps);
    }

    private void show(Mode m) {
        if (m == Mode.WORLD) {
            setCenter(worldWindow());
            worldButton.setSelected(true);
        } else {
            setCenter(maps);
            mapsButton.setSelected(true);
        }
    }

    /** The world mode's window, made the first time it is needed. */
    WorldWindow worldWindow() {
        if (world == null) {
            List<MenuItem> presetItems = worldPresets.menuItems();
            world = new WorldWindow(worldModel, worldSession, pool, worldDialogs, presetItems, this::quit);
        }
        return world;
    }

    /** The mode shown. */
    public ObjectProperty<Mode> modeProperty() {
        return mode;
    }

    /** The window's title for the mode shown. */
    StringBinding title() {
        return Bindings.createStringBinding(() -> mode.get() == Mode.MAPS ? maps.document().titleProperty().get()
            : worldPresets.titleProperty().get(), mode, maps.document().titleProperty(), worldPresets.titleProperty());
    }

    /** The world mode's dialogs. */
    WorldDialogs worldDialogs() {
        return worldDialogs;
    }

    /** The world presets' actions. */
    WorldPresetActions worldPresets() {
        return worldPresets;
    }

    /** The 2D explorer. */
    ExplorerWindow maps() {
        return maps;
    }

    /** The session that loads the world mode's worlds. */
    WorldSession worldSession() {
        return worldSession;
    }

    /** The shared pool. */
    RenderPool pool() {
        return pool;
    }

    /** The world mode's model. */
    WorldModel worldModel() {
        return worldModel;
    }

    /** Stops both modes' timers and work. */
    void dispose() {
        maps.dispose();
        if (world != null) {
            world.dispose();
        }
    }

    /**
     * Whether the window may close: one question about the unsaved changes of both modes' presets (and a running
     * export of the maps), whichever mode is shown.
     */
    boolean mayClose() {
        return maps.files().mayClose(List.of(worldPresets.closing()));
    }

    /** File ▸ Quit (Ctrl+Q) in either mode: closes the window once {@link #mayClose()} allows. */
    void quit() {
        if (mayClose()) {
            getScene().getWindow().hide();
        }
    }
}
