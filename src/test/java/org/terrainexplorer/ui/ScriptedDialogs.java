package org.terrainexplorer.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.stage.Window;

/** Dialogs that answer from a script and record what they were asked. */
final class ScriptedDialogs implements Dialogs {

    Path open;
    Path save;
    boolean confirmAnswer = true;
    String name;
    SaveChoice saveChoice = SaveChoice.CANCEL;
    ExportDialog.Settings exportSettings;
    final List<String> errors = new ArrayList<>();
    final List<String> confirmations = new ArrayList<>();
    /** The names each question about unsaved changes named, one list per question. */
    final List<List<String>> saveQuestions = new ArrayList<>();

    @Override
    public Optional<Path> chooseOpen(Window owner) {
        return Optional.ofNullable(open);
    }

    @Override
    public Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description,
                                     String extension) {
        return Optional.ofNullable(save);
    }

    @Override
    public boolean confirm(Window owner, String title, String message) {
        confirmations.add(title);
        return confirmAnswer;
    }

    @Override
    public void error(Window owner, String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public Optional<String> askName(Window owner, String title, String prompt, String initial) {
        return Optional.ofNullable(name);
    }

    @Override
    public SaveChoice askSaveChanges(Window owner, List<String> documentNames) {
        saveQuestions.add(List.copyOf(documentNames));
        return saveChoice;
    }

    @Override
    public Optional<ExportDialog.Settings> askExport(Window owner, ExportDialog.Settings defaults) {
        return Optional.ofNullable(exportSettings);
    }
}
