package org.terrainexplorer.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file all or nothing: into a temporary file in the target's folder, forced to disk, then renamed
 * over the target. A failure at any point deletes the temporary file and leaves the target as it was.
 */
public final class AtomicFiles {

    /** Writes the content of a file to a stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Deletes the temporary file; a failure to delete is attached to {@code failure} (if any), not lost. */
    private static void removeQuietly(Path temporary, IOException failure) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            if (failure != null) {
                failure.addSuppressed(e);
            } else {
                System.err.println("terrain-explorer: could not remove " + temporary + ": " + e.getMessage());
            }
        }
    }

    /** Forces the folder's entry for the renamed file to disk, where the file system allows it. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Not every platform can open a folder; the rename itself is still atomic.
        }
    }

    /** Gives the new file the permissions of the file it replaces, where the file system has them. */
    private static void copyPermissions(Path from, Path to) {
        try {
            if (Files.exists(from) && Files.getFileStore(to).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
            }
        } catch (IOException | UnsupportedOperationException e) {
            // The defaults stand: only the replaced file's permissions are lost, never its content.
        }
    }

    /** Writes a file's content into a temporary path. */
    @FunctionalInterface
    public interface FileContent {
        void writeTo(Path temporary) throws IOException;
    }

    /** Writes {@code target} atomically; throws {@link IOException} naming the file on any failure. */
    public static void write(Path target, Content content) throws IOException {
        writeFile(target, temporary -> {
            try (OutputStream out = Files.newOutputStream(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                content.writeTo(out);
            }
        });
    }

    /**
     * Writes {@code target} atomically from a writer that fills a temporary file by path (for writers
     * that seek, such as an image output stream).
     */
    public static void writeFile(Path target, FileContent content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("cannot write " + target + ": " + (folder != null && Files.exists(folder)
                ? folder + " is a file, not a folder" : "folder " + folder + " does not exist"));
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a folder");
        }
        Path temporary;
        try {
            // createFile, unlike createTempFile, gives the usual permissions (the umask's), as any new file.
            temporary = Files.createFile(folder.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(System.nanoTime()) + Long.toHexString(Thread.currentThread().getId()) + ".part"));
            copyPermissions(absolute, temporary);
        } catch (IOException e) {
            // The file system's reason in words ("Read-only file system"), never the temporary file's name.
            String reason = FileErrors.notCreated(e);
            throw new IOException("cannot write " + target + ": folder " + folder + " is not writable"
                + (reason == null ? "" : " (" + reason + ")"), e);
        }
        boolean done = false;
        try {
            content.writeTo(temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
            syncFolder(folder);
        } catch (IOException e) {
            IOException failure = new IOException("cannot write " + target + ": " + e.getMessage(), e);
            removeQuietly(temporary, failure);
            throw failure;
        } finally {
            if (!done) {
                removeQuietly(temporary, null);
            }
        }
    }
}
