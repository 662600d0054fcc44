package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.stream.Stream;

/**
 * A folder written all or nothing: filled under a hidden temporary name beside the target, then renamed into
 * place. An existing target is replaced only when asked, and only if it is a Minecraft world or empty, so a
 * mistyped path can never take a folder of other things with it.
 */
final class SaveFolder {

    private SaveFolder() {
    }

    /**
     * Checks that {@code target} may be written: its parent exists and is a folder, and the target is absent, or
     * (with {@code overwrite}) a world folder or an empty folder.
     *
     * @throws IOException saying why not
     */
    static void checkTarget(Path target, boolean overwrite) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path parent = absolute.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException("cannot write " + target + ": folder " + parent + " does not exist");
        }
        if (!Files.exists(absolute)) {
            return;
        }
        if (!overwrite) {
            throw new IOException(target + " already exists (choose another folder, or overwrite it if it is a "
                + "world you mean to replace)");
        }
        if (!Files.isDirectory(absolute)) {
            throw new IOException(target + " is a file, not a world folder; not overwritten");
        }
        if (!Files.exists(absolute.resolve("level.dat")) && !isEmpty(absolute)) {
            throw new IOException(target + " is a folder with no level.dat in it, so not a world; not overwritten");
        }
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.findAny().isEmpty();
        }
    }

    /** Creates the temporary folder beside {@code target}. */
    static Path createTemporary(Path target) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path parent = absolute.getParent();
        try {
            return Files.createDirectory(parent.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(System.nanoTime()) + ".part"));
        } catch (IOException e) {
            throw new IOException("cannot write in " + parent + ": " + e.getMessage(), e);
        }
    }

    /**
     * Renames the finished {@code temporary} folder to {@code target}. An existing target (allowed by
     * {@link #checkTarget}) is first renamed aside and deleted only once the new folder is in place; if the
     * rename fails it is put back.
     */
    static void moveIntoPlace(Path temporary, Path target) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path old = null;
        if (Files.exists(absolute)) {
            old = absolute.resolveSibling("." + absolute.getFileName() + "." + Long.toHexString(System.nanoTime())
                + ".old");
            move(absolute, old);
        }
        try {
            move(temporary, absolute);
        } catch (IOException e) {
            if (old != null) {
                try {
                    move(old, absolute);
                } catch (IOException restore) {
                    e.addSuppressed(restore);
                }
            }
            throw e;
        }
        if (old != null) {
            deleteTree(old);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /** Deletes a folder and everything in it. */
    static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
