package org.terrainexplorer.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
            // The name, or the title the window's menu shows ("Island" is islands, "Amplified (seed 42)" amplified).
            Optional<String> id = ShippedPresets.read(folder, name.get()).isPresent() ? name
                : byTitle(folder, world, name.get());
            Optional<byte[]> bytes = id.isPresent() ? ShippedPresets.read(folder, id.get()) : Optional.empty();
            if (bytes.isPresent()) {
                return new PresetArgument(null, id.get(), folder + "/" + id.get() + Presets.EXTENSION, bytes.get());
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
     * The shipped preset whose title, the {@code name} its file gives and the window's menu shows, is {@code title}
     * (case aside, with or without a note in brackets at its end); read only when the argument is no preset's file name. A shipped preset that does not load is
     * passed over here (its file name still names it, and loading it says what is wrong).
     */
    private static Optional<String> byTitle(String folder, boolean world, String title) throws IOException {
        for (Map.Entry<String, byte[]> file : ShippedPresets.files(folder).entrySet()) {
            String id = file.getKey().substring(0, file.getKey().length() - Presets.EXTENSION.length());
            String source = folder + "/" + file.getKey();
            try {
                String name = world ? WorldPresets.parse(file.getValue(), source, null).name()
                    : Presets.parse(file.getValue(), source, id).name();
                // The title as the menu shows it, or without its note in brackets ("Frozen peaks (seed 42)").
                if (name.equalsIgnoreCase(title) || name.replaceFirst("\\s*\\([^)]*\\)$", "")
                    .equalsIgnoreCase(title)) {
                    return Optional.of(id);
                }
            } catch (Presets.PresetException e) {
                // passed over, as said
            }
        }
        return Optional.empty();
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
