package org.terrainexplorer.ui;

import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.terrainexplorer.terrain.TerrainParams;

/**
 * The preset the window is editing: its name, the file it came from (if any), and the parameters as last
 * loaded or saved, against which the model's parameters are "modified". The window's title follows it:
 * {@code Terrain Explorer — Islands •} while modified.
 */
final class PresetDocument {

    static final String APP = "Terrain Explorer";

    private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper(this, "name", "Untitled");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyObjectWrapper<TerrainParams> saved;
    private final BooleanBinding modified;
    private final StringBinding title;

    PresetDocument(ExplorerModel model) {
        saved = new ReadOnlyObjectWrapper<>(this, "saved", model.params());
        modified = Bindings.createBooleanBinding(() -> !model.params().equals(saved.get()), model.paramsProperty(),
            saved);
        title = Bindings.createStringBinding(() -> APP + " — " + name.get() + (modified.get() ? " •" : ""), name,
            modified);
    }

    /** The parameters now match a preset loaded from or saved to {@code source} (null for a shipped one). */
    void reset(String presetName, Path source, TerrainParams params) {
        name.set(presetName);
        file.set(source);
        saved.set(params);
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
