package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.terrainexplorer.io.FileErrors;

/**
 * A world folder written without losing anything: filled under a hidden temporary name beside the target
 * ({@code .name.<hex>.part}), then renamed into place when the target is new. Into an existing world (only when
 * asked, only if it is a world or empty, never while the game has it open) the new files are moved one by one,
 * each file they replace first renamed to a dated backup beside it ({@code level.dat} to {@code level.dat_old},
 * as the game does): files the save did not write ({@code playerdata/}, a person's notes, other region files) are
 * never touched.
 *
 * <p>A temporary folder is deleted when its save fails, is cancelled, or the program is stopped (a shutdown hook,
 * for Ctrl+C and SIGTERM); one left by a program that was killed outright, whatever world it was for, is found and
 * deleted by the next save into the same folder: a save holds a lock on its folder's owner file while it runs, so a
 * folder is stale when its lock is free and the process it names is gone (or started after the folder was made:
 * its number was reused).
 */
final class SaveFolder {

    /** The file in a temporary folder naming the process writing it. */
    static final String OWNER_FILE = "owner.pid";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private SaveFolder() {
    }

    /**
     * Checks that {@code target} may be written: its parent exists and is a folder, and the target is absent, or
     * (with {@code overwrite}) a world folder or an empty folder that the game does not have open.
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
        if (lockHeld(absolute.resolve("session.lock"))) {
            throw new IOException(target + " is open in Minecraft (its session.lock is held): close the world in "
                + "the game first; nothing was written");
        }
    }

    /** Whether another program (the game) holds the world's {@code session.lock}, as the game's own lock does. */
    static boolean lockHeld(Path lockFile) throws IOException {
        if (!Files.isRegularFile(lockFile)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        }
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.findAny().isEmpty();
        }
    }

    /** The name of a new temporary folder beside {@code target} (not yet created). */
    static Path temporaryName(Path target) {
        Path absolute = target.toAbsolutePath().normalize();
        return absolute.resolveSibling("." + absolute.getFileName() + "." + Long.toHexString(System.nanoTime())
            + ".part");
    }

    /**
     * Creates the temporary folder {@code temporary} (from {@link #temporaryName}), naming this process in it and
     * holding a lock on that name until the returned lock is closed, after deleting stale temporary folders beside it
     * (left by a process that no longer runs). Register its {@link CleanupOnExit} first, so that no moment passes with
     * the folder there and nothing to remove it.
     *
     * @return the owner file's lock: close it before the folder is moved into place or deleted
     */
    static java.io.Closeable createTemporary(Path temporary, Path target) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path parent = absolute.getParent();
        removeStale(parent);
        try {
            Files.createDirectory(temporary);
            Path owner = temporary.resolve(OWNER_FILE);
            FileChannel channel = FileChannel.open(owner, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                FileLock lock = channel.lock();
                channel.write(java.nio.ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid())
                    .getBytes(StandardCharsets.US_ASCII)));
                channel.force(false);
                return () -> {
                    try {
                        lock.release();
                    } catch (java.nio.channels.ClosedChannelException e) {
                        // Already closed.
                    } finally {
                        channel.close();
                    }
                };
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
        } catch (java.nio.file.FileSystemException e) {
            // The exception names the hidden working folder; the user chose its parent.
            String reason = FileErrors.notCreated(e);
            if (reason == null) {
                reason = "it cannot hold a new folder";
            }
            throw new IOException("cannot write in " + parent + " (" + reason + ")", e);
        } catch (IOException e) {
            throw new IOException("cannot write in " + parent + ": " + e.getMessage(), e);
        }
    }

    /**
     * Deletes the temporary folders of saves in {@code parent}, for any world, that no running save owns, and returns
     * them: their owner file's lock is free, and the process it names is gone or started after the folder was made.
     * A folder whose owner cannot be read (being created this instant, or not one of ours) is left alone.
     */
    static List<Path> removeStale(Path parent) throws IOException {
        List<Path> removed = new ArrayList<>();
        List<Path> candidates;
        try (Stream<Path> s = Files.list(parent)) {
            candidates = s.filter(p -> {
                String n = p.getFileName().toString();
                return n.startsWith(".") && n.endsWith(".part") && Files.isDirectory(p);
            }).toList();
        }
        for (Path p : candidates) {
            Path owner = p.resolve(OWNER_FILE);
            long pid;
            java.time.Instant made;
            try {
                pid = Long.parseLong(Files.readString(owner, StandardCharsets.US_ASCII).strip());
                made = Files.getLastModifiedTime(owner).toInstant();
            } catch (IOException | NumberFormatException e) {
                continue;
            }
            boolean owned = ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .map(h -> h.info().startInstant().map(started -> !started.isAfter(made)).orElse(true))
                .orElse(false);
            // The owner's lock is asked only of folders no live process owns: asking opens and closes the file, which
            // on some systems releases this process's own lock on it.
            if (!owned && !lockHeld(owner)) {
                deleteTree(p);
                removed.add(p);
            }
        }
        return removed;
    }

    /**
     * A shutdown hook that deletes {@code temporary}: registered for the time of a save, so Ctrl+C or SIGTERM
     * leaves nothing behind. {@link #close} unregisters it.
     */
    static final class CleanupOnExit implements AutoCloseable {
        /** How many times the hook deletes the folder again while a writer was still finishing a file. */
        private static final int PASSES = 100;
        /** How long the hook waits for the save to stop writing before it deletes anyway. */
        private static final long STOP_WAIT_SECONDS = 10;
        private final Thread hook;
        private final AtomicBoolean stopping = new AtomicBoolean();
        /** Counted down when the save has left its writing (finished, failed or stopped): nothing writes after. */
        private final CountDownLatch writing = new CountDownLatch(1);

        CleanupOnExit(Path temporary) {
            hook = new Thread(() -> {
                // The save's threads (daemons) go on while hooks run: tell them to stop writing, wait until the save
                // has left its writing (a write under way could otherwise recreate the folder after a deletion, and
                // the program end before the save's own clean-up), then delete until nothing is left.
                stopping.set(true);
                try {
                    writing.await(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                for (int pass = 0; pass < PASSES && Files.exists(temporary); pass++) {
                    try {
                        deleteTree(temporary);
                    } catch (IOException e) {
                        // A file appeared or vanished under the walk: the next pass takes it.
                    }
                    if (Files.exists(temporary)) {
                        try {
                            Thread.sleep(10);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                }
            }, "terrain-save-cleanup");
            Runtime.getRuntime().addShutdownHook(hook);
        }

        /** Whether the program is stopping: the save should write nothing more. */
        boolean stopping() {
            return stopping.get();
        }

        /** The save has left its writing; a stopping program's hook may now delete the folder for good. */
        @Override
        public void close() {
            writing.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The program is already stopping: the hook runs.
            }
        }
    }

    /**
     * Puts the finished {@code temporary} folder's files in place at {@code target}: a rename of the whole folder
     * when the target does not exist; otherwise file by file, each replaced file renamed to a backup first.
     *
     * @return the backups made, relative to the target
     */
    static List<Path> moveIntoPlace(Path temporary, Path target) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Files.deleteIfExists(temporary.resolve(OWNER_FILE));
        if (!Files.exists(absolute)) {
            move(temporary, absolute);
            return List.of();
        }
        if (lockHeld(absolute.resolve("session.lock"))) {
            throw new IOException(target + " was opened in Minecraft while saving (its session.lock is held): "
                + "nothing was replaced");
        }
        String stamp = LocalDateTime.now().format(STAMP);
        List<Path> files;
        try (Stream<Path> s = Files.walk(temporary)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        List<Path> backups = new ArrayList<>();
        for (Path file : files) {
            Path relative = temporary.relativize(file);
            Path destination = absolute.resolve(relative.toString());
            Files.createDirectories(destination.getParent());
            if (Files.exists(destination)) {
                Path backup = backupName(destination, stamp);
                if (backup.getFileName().toString().equals("level.dat_old") && Files.exists(backup)) {
                    move(backup, backupName(backup, stamp));
                    backups.add(absolute.relativize(backupName(backup, stamp)));
                }
                move(destination, backup);
                backups.add(absolute.relativize(backup));
            }
            move(file, destination);
        }
        deleteTree(temporary);
        return backups;
    }

    /** {@code level.dat} → {@code level.dat_old}; anything else → {@code name.<stamp>.bak}. */
    private static Path backupName(Path file, String stamp) {
        String name = file.getFileName().toString();
        if (name.equals("level.dat")) {
            return file.resolveSibling("level.dat_old");
        }
        return file.resolveSibling(name + "." + stamp + ".bak");
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /**
     * Deletes a folder and everything in it. Tolerates files vanishing or appearing meanwhile (a save still
     * writing while the program stops): it walks again until the folder is gone, a few times at most.
     */
    static void deleteTree(Path folder) throws IOException {
        IOException last = null;
        for (int attempt = 0; attempt < 5 && Files.exists(folder); attempt++) {
            try {
                Files.walkFileTree(folder, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                        Files.deleteIfExists(file);
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                        if (e instanceof NoSuchFileException) {
                            return FileVisitResult.CONTINUE;
                        }
                        throw e;
                    }

                    @Override
                    public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                        if (e != null && !(e instanceof NoSuchFileException)) {
                            throw e;
                        }
                        Files.deleteIfExists(dir);
                        return FileVisitResult.CONTINUE;
                    }
                });
                last = null;
            } catch (NoSuchFileException e) {
                last = null;
            } catch (IOException e) {
                last = e;
            }
        }
        if (last != null) {
            throw last;
        }
    }
}
