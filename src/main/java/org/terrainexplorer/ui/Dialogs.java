package org.terrainexplorer.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.stage.Window;

/**
 * The questions the window asks: files to open and save, confirmations, errors, names. An interface so
 * tests can answer without native dialogs; {@link FxDialogs} asks the person.
 */
interface Dialogs {

    /** Save, discard or cancel, for unsaved changes. */
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    /** A preset file to open. */
    Optional<Path> chooseOpen(Window owner);

    /**
     * A file to save to. The platform's save dialog asks before replacing a file it shows; the caller asks
     * again only if it changes the name (adding an extension).
     */
    Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description,
                              String extension);

    /** A yes/no question; true for yes. */
    boolean confirm(Window owner, String title, String message);

    /** Reports a failure; returns when it has been seen. */
    void error(Window owner, String title, String message);

    /** A name, or empty if cancelled. */
    Optional<String> askName(Window owner, String title, String prompt, String initial);

    /** What to do with the unsaved changes of the presets named (one question, whichever modes they are in). */
    SaveChoice askSaveChanges(Window owner, List<String> documentNames);

    /** The export's settings, or empty if cancelled. */
    Optional<ExportDialog.Settings> askExport(Window owner, ExportDialog.Settings defaults);
}
