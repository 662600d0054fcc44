package org.terrainexplorer.ui;

import java.nio.file.Path;
import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The preset a mode is editing: its name, the file it came from (if any), and the value it holds (the maps'
 * parameters, the world's settings) as last loaded or saved, against which the mode's current value is "modified".
 * The window's title follows it: {@code Terrain Explorer — Islands •} while modified.
 *
 * @param <T> what the preset holds, compared with {@code equals}
 */
final class PresetDocument<T> {

    static final String APP = "Terrain Explorer";

    private final ReadOnlyStringWrapper name;
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyObjectWrapper<T> saved;
    private final BooleanBinding modified;
    private final StringBinding title;

    /**
     * @param untitled the name until a preset is loaded or saved
     * @param current  the mode's value now; its value at construction (the defaults) counts as saved
     */
    PresetDocument(String untitled, ObservableValue<T> current) {
        name = new ReadOnlyStringWrapper(this, "name", untitled);
        saved = new ReadOnlyObjectWrapper<>(this, "saved", current.getValue());
        modified = Bindings.createBooleanBinding(() -> !Objects.equals(current.getValue(), saved.get()), current,
            saved);
        title = Bindings.createStringBinding(() -> APP + " — " + name.get() + (modified.get() ? " •" : ""), name,
            modified);
    }

    /** The maps' preset: their parameters, "Untitled" until one is loaded or saved. */
    static PresetDocument<TerrainParams> of(ExplorerModel model) {
        return new PresetDocument<>("Untitled", model.paramsProperty());
    }

    /** The value now matches a preset loaded from or saved to {@code source} (null for a shipped one). */
    void reset(String presetName, Path source, T value) {
        name.set(presetName);
        file.set(source);
        saved.set(value);
    }

    String name() {
        return name.get();
    }

    /** The file this preset saves to, or null if it has none yet (new, or shipped with the app). */
    ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    BooleanBinding modifiedProperty() {
        return modified;
    }

    StringBinding titleProperty() {
        return title;
    }
}
