package org.terrainexplorer.ui.world;

import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The questions the world mode asks: datapacks, preset and image files, errors. Tests answer them in code. */
public interface WorldDialogs {

    /** A datapack: a folder ({@code folder} true) or a zip. */
    Optional<Path> chooseDatapack(Window owner, boolean folder);

    /** A file to save to, with an extension such as {@code png} or {@code json}. */
    Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description, String extension);

    /** Reports a failure. */
    void error(Window owner, String title, String message);

    /** The native dialogs. */
    static WorldDialogs native_() {
        return new WorldDialogs() {
            @Override
            public Optional<Path> chooseDatapack(Window owner, boolean folder) {
                if (folder) {
                    DirectoryChooser chooser = new DirectoryChooser();
                    chooser.setTitle("Open a datapack folder");
                    return Optional.ofNullable(chooser.showDialog(owner)).map(java.io.File::toPath);
                }
                FileChooser chooser = new FileChooser();
                chooser.setTitle("Open a datapack zip");
                chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Datapacks", "*.zip"));
                return Optional.ofNullable(chooser.showOpenDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description,
                                             String extension) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle(title);
                chooser.setInitialFileName(suggestedName);
                chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, "*." + extension));
                return Optional.ofNullable(chooser.showSaveDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public void error(Window owner, String title, String message) {
                javafx.scene.control.Alert alert = new javafx.scene.control.Alert(
                    javafx.scene.control.Alert.AlertType.ERROR, message);
                alert.setTitle(title);
                alert.setHeaderText(title);
                alert.initOwner(owner);
                alert.showAndWait();
            }
        };
    }
}
