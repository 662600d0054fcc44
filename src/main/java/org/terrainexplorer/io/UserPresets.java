package org.terrainexplorer.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.terrainexplorer.io.Presets.Preset;
import org.terrainexplorer.io.Presets.PresetException;

/**
 * A person's own presets: one JSON file per preset in a folder, {@code ~/.terrain-explorer/presets} unless
 * the system property {@value #FOLDER_PROPERTY} names another. Owns the folder's layout (file names from
 * preset names), listing it and saving into it; saving is atomic and creates the folder.
 *
 * <p>A file in the folder that does not load is listed as refused, with its message, and the others are
 * still listed: one broken file must not hide the rest.
 */
public final class UserPresets {

    /** The system property that overrides the folder (for tests and portable installs). */
    public static final String FOLDER_PROPERTY = "terrainexplorer.userPresets";
    /** The file name used when a preset's name has no letters or digits. */
    static final String FALLBACK_ID = "preset";
    /** The longest file name made from a preset name, before the extension. */
    static final int MAX_ID_LENGTH = 64;

    private final Path folder;

    /** The presets in {@code folder} (which need not exist yet). */
    public UserPresets(Path folder) {
        this.folder = folder;
    }

    /** The person's preset folder: the system property's, or {@code ~/.terrain-explorer/presets}. */
    public static UserPresets standard() {
        String override = System.getProperty(FOLDER_PROPERTY);
        if (override != null && !override.isBlank()) {
            return new UserPresets(Path.of(override));
        }
        return new UserPresets(Path.of(System.getProperty("user.home"), ".terrain-explorer", "presets"));
    }

    public Path folder() {
        return folder;
    }

    /** What the folder holds: the presets that load, sorted by name, and a message for each that does not. */
    public record Listing(List<PresetEntry> presets, List<String> refused) {
        public Listing {
            presets = List.copyOf(presets);
            refused = List.copyOf(refused);
        }
    }

    /** Lists the folder's {@code *.json} files; a folder that does not exist yet holds none. */
    public Listing list() throws IOException {
        if (!Files.isDirectory(folder)) {
            return new Listing(List.of(), List.of());
        }
        List<Path> files = PresetEntry.filesIn(folder);
        List<PresetEntry> presets = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (Path file : files) {
            try {
                presets.add(new PresetEntry(PresetEntry.idOf(file.getFileName().toString()), file.toString(),
                    Presets.load(file)));
            } catch (PresetException e) {
                refused.add(e.getMessage());
            }
        }
        presets.sort(PresetEntry.BY_NAME);
        return new Listing(presets, refused);
    }

    /**
     * Saves a preset as {@code <id>.json}, the id made from its name ({@link #idFor}), replacing a preset
     * of the same id; creates the folder if needed. Returns the file written.
     */
    public Path save(Preset preset) throws IOException {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new IOException("cannot create the preset folder " + folder + " (" + e.getMessage() + ")", e);
        }
        Path file = folder.resolve(idFor(preset.name()) + Presets.EXTENSION);
        Presets.save(preset, file);
        return file;
    }

    /**
     * The file id for a preset name: lower case, runs of anything but letters and digits as one hyphen,
     * at most {@value #MAX_ID_LENGTH} characters; "My Island!" becomes "my-island".
     */
    public static String idFor(String name) {
        String id = name.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{Nd}]+", "-").replaceAll("^-|-$", "");
        if (id.length() > MAX_ID_LENGTH) {
            id = id.substring(0, MAX_ID_LENGTH).replaceAll("-$", "");
        }
        return id.isEmpty() ? FALLBACK_ID : id;
    }
}
