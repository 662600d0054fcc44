package org.terrainexplorer.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.terrainexplorer.io.FileErrors;
import picocli.CommandLine.Option;

/**
 * The {@code --out FILE} and {@code --overwrite} options of every command that writes a file, with the one rule they
 * all follow: the file is written atomically (a failure leaves nothing, or the old file as it was), its folder must
 * exist and be writable, and an existing file is replaced only with {@code --overwrite}.
 */
final class OutputFile {

    @Option(names = "--out", paramLabel = "FILE", required = true,
        description = "The file to write, atomically; its folder must exist.")
    Path out;

    @Option(names = "--overwrite", description = "Replace FILE if it exists (without it, an existing file is refused).")
    boolean overwrite;

    /** The file, checked for writing: its name ends in one of {@code extensions} (lower case, with the dot). */
    Path checked(String what, String... extensions) {
        if (out.toString().isBlank()) {
            throw new InputException("--out '" + out + "': no file name; name the file to write");
        }
        Path absolute = out.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        String notAFolder = notAFolder(folder);
        if (notAFolder != null) {
            throw new InputException("--out " + out + ": " + notAFolder);
        }
        String notWritable = notWritable(folder, absolute.getFileName().toString());
        if (notWritable != null) {
            throw new InputException("--out " + out + ": " + notWritable);
        }
        if (Files.isDirectory(absolute)) {
            throw new InputException("--out " + out + ": is a folder");
        }
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean named = extensions.length == 0;
        for (String e : extensions) {
            named |= name.endsWith(e);
        }
        if (!named) {
            // A value the option does not take: a usage error (exit 2), as render's --out of another format is.
            throw new UsageException("--out " + out + ": " + what + "; name the file " + String.join(" or ",
                extensions));
        }
        if (Files.exists(absolute) && !overwrite) {
            throw new InputException("--out " + out + ": already exists (add --overwrite to replace it)");
        }
        return out;
    }

    /**
     * Why no file can be written in {@code folder}, or null: the permission bits say so, or creating a file there
     * fails (what root's permissions do not show: /proc, a read-only file system), found by creating and removing an
     * empty hidden file, so a long command is refused before it starts rather than when it writes.
     */
    static String notWritable(Path folder, String name) {
        if (!Files.isWritable(folder)) {
            return "folder " + folder + " is not writable";
        }
        Path probe = folder.resolve("." + name + "." + Long.toHexString(System.nanoTime()) + ".probe");
        try {
            Files.createFile(probe);
        } catch (IOException e) {
            String reason = FileErrors.notCreated(e);
            return "folder " + folder + " is not writable" + (reason == null ? "" : " (" + reason + ")");
        }
        try {
            Files.delete(probe);
        } catch (IOException e) {
            return "folder " + folder + " lets files be made but not removed (" + probe + ")";
        }
        return null;
    }

    /**
     * Why {@code folder} cannot hold the file, if it is not a folder: it is missing (naming the part of the path that
     * is), or a part of the path is a file ("h2.png is a file, not a folder"); null when it is a folder.
     */
    static String notAFolder(Path folder) {
        if (folder == null) {
            return "no folder to write in";
        }
        if (Files.isDirectory(folder)) {
            return null;
        }
        for (Path p = folder; p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                return p + " is a file, not a folder";
            }
            if (Files.isDirectory(p)) {
                break;
            }
        }
        return "folder " + folder + " does not exist";
    }
}
