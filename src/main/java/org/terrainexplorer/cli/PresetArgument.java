package org.terrainexplorer.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.io.ShippedPresets;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.world.json.Suggestions;

/**
 * What {@code --preset} and {@code preset validate} take: a preset file, or a shipped preset by name
 * ({@code islands}, {@code islands.json}, its place in the repository, {@code presets/islands.json}, or the title
 * the window's menu shows, {@code "Ridged mountains"}), read from the jar wherever the program runs. A file that
 * exists wins over a shipped preset of the same name.
 *
 * @param file   the file, when the argument names one that exists
 * @param name   the shipped preset's name, when it names one
 * @param source how messages name it: the file, or {@code presets/islands.json}
 * @param bytes  the shipped preset's file (null for a file)
 */
record PresetArgument(Path file, String name, String source, byte[] bytes) {

    /**
     * The preset {@code given} names, among the map presets or, with {@code world}, the world presets.
     *
     * @throws InputException naming the shipped presets when it is neither a file nor a shipped preset's name
     */
    static PresetArgument of(String option, Path given, boolean world) {
        if (Files.exists(given)) {
            return new PresetArgument(given, null, given.toString(), null);
        }
        String folder = world ? ShippedPresets.WORLD_FOLDER : ShippedPresets.FOLDER;
        Optional<String> name = shippedName(given, folder);
        if (name.isEmpty()) {
            throw new InputException(option + given + ": no such file");
        }
        try {
            // The name, or the title the window's menu shows ("Ridged mountains" is ridged-mountains).
            for (String n : List.of(name.get(), name.get().toLowerCase(Locale.ROOT).replace(' ', '-'))) {
                Optional<byte[]> bytes = ShippedPresets.read(folder, n);
                if (bytes.isPresent()) {
                    return new PresetArgument(null, n, folder + "/" + n + Presets.EXTENSION, bytes.get());
                }
            }
            List<String> shipped = ShippedPresets.names(folder);
            throw new InputException(option + given + ": no such file, and no shipped " + (world ? "world " : "")
                + "preset of that name; shipped: " + String.join(", ", shipped)
                + Suggestions.didYouMean(name.get(), shipped));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the shipped presets: " + e.getMessage(), e);
        }
    }

    /**
     * The shipped name an argument may mean: a bare name, with or without {@code .json}, or the repository's path of
     * a shipped preset ({@code presets/islands.json}, {@code presets/world/amplified.json}).
     */
    private static Optional<String> shippedName(Path given, String folder) {
        String text = given.toString().replace('\\', '/');
        String file;
        if (given.getNameCount() == 1 && !given.isAbsolute()) {
            file = text;
        } else if (text.startsWith(folder + "/") && text.indexOf('/', folder.length() + 1) < 0) {
            file = text.substring(folder.length() + 1);
        } else {
            return Optional.empty();
        }
        String name = file.endsWith(Presets.EXTENSION) ? file.substring(0, file.length() - Presets.EXTENSION.length())
            : file;
        return name.isEmpty() ? Optional.empty() : Optional.of(name);
    }

    /** The world preset it names, loaded. */
    WorldPresets.WorldPreset loadWorld() throws Presets.PresetException {
        return file != null ? WorldPresets.load(file) : WorldPresets.parse(bytes, source, null);
    }

    /** The map preset it names, loaded. */
    Presets.Preset load() throws Presets.PresetException {
        return file != null ? Presets.load(file) : Presets.load(new java.io.ByteArrayInputStream(bytes), source);
    }
}
