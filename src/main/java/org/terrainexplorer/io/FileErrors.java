package org.terrainexplorer.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/**
 * A file's input or output error in the words shown to users. A {@link FileSystemException}'s message is often no
 * more than a path (and a hidden temporary file's at that), so its reason is put in words of its own, and the file
 * it names is added only where the user should see it.
 */
public final class FileErrors {

    private FileErrors() {
    }

    /**
     * What went wrong, without the file: the file system's reason when it gives one ("Read-only file system"), else
     * "permission denied", else the kind of error ("no such file", "file already exists"); for an error not of the
     * file system, its message.
     */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException f) {
            if (f.getReason() != null) {
                return f.getReason();
            }
            if (e instanceof AccessDeniedException) {
                return "permission denied";
            }
            if (e.getClass() == FileSystemException.class) {
                return "file system error";
            }
            return e.getClass().getSimpleName().replaceAll("Exception$", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(Locale.ROOT);
        }
        return e.getMessage() != null ? e.getMessage() : "input or output error";
    }

    /** {@link #reason} and the file the error names, if it names one: "permission denied (/data/ledger.jsonl)". */
    public static String reasonAndFile(IOException e) {
        String file = e instanceof FileSystemException f ? f.getFile() : null;
        return reason(e) + (file == null ? "" : " (" + file + ")");
    }

    /**
     * Why a new file or folder could not be made in a folder that exists, as {@link #reason}; or null when the error
     * only says there is no such file (the folder takes no new entries, as /proc), which the caller says better.
     */
    public static String notCreated(IOException e) {
        return e instanceof NoSuchFileException f && f.getReason() == null ? null : reason(e);
    }
}
