package org.terrainexplorer.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.terrainexplorer.io.Presets.Preset;

/**
 * A preset found in a folder of presets (the shipped ones or the user's), with where it came from.
 *
 * @param id     the file name without {@code .json}: stable, and unique within its folder
 * @param source where it was read, as messages name it (a file path or a resource path)
 * @param preset the loaded preset
 */
public record PresetEntry(String id, String source, Preset preset) {

    /** The order lists show: by preset name, ignoring case, then by id. */
    public static final Comparator<PresetEntry> BY_NAME = Comparator
        .comparing((PresetEntry e) -> e.preset().name(), String.CASE_INSENSITIVE_ORDER)
        .thenComparing(PresetEntry::id);

    /** The id of a preset file name: the name without its {@code .json} extension. */
    static String idOf(String fileName) {
        return fileName.endsWith(Presets.EXTENSION)
            ? fileName.substring(0, fileName.length() - Presets.EXTENSION.length()) : fileName;
    }

    /** The preset files in a folder: its regular {@code .json} files, sorted by path. */
    static List<Path> filesIn(Path folder) throws IOException {
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(p -> p.getFileName().toString().endsWith(Presets.EXTENSION))
                .filter(Files::isRegularFile).sorted().toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
