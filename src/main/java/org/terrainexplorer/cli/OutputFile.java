package org.terrainexplorer.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
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
        Path absolute = out.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InputException("--out " + out + ": folder " + folder + " does not exist");
        }
        if (!Files.isWritable(folder)) {
            throw new InputException("--out " + out + ": folder " + folder + " is not writable");
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
            throw new InputException("--out " + out + ": " + what + "; name the file " + String.join(" or ",
                extensions));
        }
        if (Files.exists(absolute) && !overwrite) {
            throw new InputException("--out " + out + ": already exists (add --overwrite to replace it)");
        }
        return out;
    }
}
