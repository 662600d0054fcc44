package org.terrainexplorer.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputDialog;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The real dialogs: the platform's file choosers and JavaFX alerts. */
final class FxDialogs implements Dialogs {

    private File lastFolder;

    @Override
    public Optional<Path> chooseOpen(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open preset");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Terrain Explorer presets", "*.json"));
        folder(chooser);
        File file = chooser.showOpenDialog(owner);
        return remember(file);
    }

    @Override
    public Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description,
                                     String extension) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.setInitialFileName(suggestedName);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, "*." + extension));
        folder(chooser);
        return remember(chooser.showSaveDialog(owner));
    }

    private void folder(FileChooser chooser) {
        if (lastFolder != null && lastFolder.isDirectory()) {
            chooser.setInitialDirectory(lastFolder);
        }
    }

    private Optional<Path> remember(File file) {
        if (file == null) {
            return Optional.empty();
        }
        lastFolder = file.getParentFile();
        return Optional.of(file.toPath());
    }

    @Override
    public boolean confirm(Window owner, String title, String message) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        return alert.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    @Override
    public void error(Window owner, String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.getDialogPane().setMinWidth(480);
        alert.showAndWait();
    }

    @Override
    public Optional<String> askName(Window owner, String title, String prompt, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(title);
        dialog.setContentText(prompt);
        return dialog.showAndWait().map(String::strip).filter(s -> !s.isEmpty());
    }

    @Override
    public SaveChoice askSaveChanges(Window owner, List<String> documentNames) {
        int last = documentNames.size() - 1;
        String names = last == 0 ? documentNames.get(0)
            : String.join(", ", documentNames.subList(0, last)) + " and " + documentNames.get(last);
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, last == 0
            ? names + " has changed since it was last saved."
            : "Each has changed since it was last saved. Save saves each of them; Don't save closes without saving.",
            save, discard, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText("Save the changes to " + names + "?");
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        return answer == save ? SaveChoice.SAVE : answer == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    @Override
    public Optional<ExportDialog.Settings> askExport(Window owner, ExportDialog.Settings defaults) {
        return new ExportDialog(owner, defaults).showAndWait();
    }
}
