package org.terrainexplorer.io;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.io.Presets.PresetException;

/**
 * The curated presets that ship with the application: every {@code /presets/*.json} resource on the class
 * path, whether the folder lies in a classes directory (a development run, the tests) or inside a jar (the
 * shaded {@code terrain-explorer.jar}). The build copies the project's top-level {@code presets/} there.
 *
 * <p>Every shipped preset must load: one that is refused is a packaging mistake, and listing fails with its
 * message rather than hiding it.
 */
public final class ShippedPresets {

    /** The resource folder, relative to the class path's roots. */
    public static final String FOLDER = "presets";
    /** The folder of the shipped world presets, inside {@link #FOLDER}. */
    public static final String WORLD_FOLDER = "presets/world";

    private ShippedPresets() {
    }

    /** The shipped presets on this application's class path, sorted by name. */
    public static List<PresetEntry> list() throws IOException, PresetException {
        return list(ShippedPresets.class.getClassLoader());
    }

    /**
     * The presets in {@code /presets} of every class path root of {@code loader}, sorted by name; where two
     * roots hold the same file name, the first on the class path wins, as it does for classes.
     */
    public static List<PresetEntry> list(ClassLoader loader) throws IOException, PresetException {
        Map<String, PresetEntry> byId = new LinkedHashMap<>();
        Enumeration<URL> folders = loader.getResources(FOLDER);
        while (folders.hasMoreElements()) {
            for (PresetEntry entry : listFolder(folders.nextElement())) {
                byId.putIfAbsent(entry.id(), entry);
            }
        }
        List<PresetEntry> entries = new ArrayList<>(byId.values());
        entries.sort(PresetEntry.BY_NAME);
        return entries;
    }

    /**
     * The shipped world presets ({@code /presets/world/*.json}), sorted by name; like the map presets, every one
     * must load.
     */
    public static List<WorldPresets.WorldPreset> listWorld() throws IOException, PresetException {
        Map<String, WorldPresets.WorldPreset> byName = new java.util.TreeMap<>();
        Enumeration<URL> folders = ShippedPresets.class.getClassLoader().getResources(WORLD_FOLDER);
        while (folders.hasMoreElements()) {
            for (Map.Entry<String, byte[]> file : readFolder(folders.nextElement(), WORLD_FOLDER).entrySet()) {
                String source = WORLD_FOLDER + "/" + file.getKey();
                if (!byName.containsKey(file.getKey())) {
                    byName.put(file.getKey(), WorldPresets.parse(file.getValue(), source, null));
                }
            }
        }
        List<WorldPresets.WorldPreset> presets = new ArrayList<>(byName.values());
        presets.sort(java.util.Comparator.comparing(WorldPresets.WorldPreset::name, String.CASE_INSENSITIVE_ORDER));
        return presets;
    }

    /**
     * The {@code .json} files of a shipped resource folder (such as {@code presets/search}) by file name, sorted;
     * where two class path roots hold the same name, the first wins.
     */
    public static Map<String, byte[]> files(String folder) throws IOException {
        Map<String, byte[]> byName = new java.util.TreeMap<>();
        Enumeration<URL> folders = ShippedPresets.class.getClassLoader().getResources(folder);
        while (folders.hasMoreElements()) {
            for (Map.Entry<String, byte[]> file : readFolder(folders.nextElement(), folder).entrySet()) {
                byName.putIfAbsent(file.getKey(), file.getValue());
            }
        }
        return byName;
    }

    /**
     * The names of the shipped presets in a resource folder ({@link #FOLDER} or {@link #WORLD_FOLDER}): their file
     * names without {@code .json}, sorted; what {@code --preset NAME} takes.
     */
    public static List<String> names(String folder) throws IOException {
        java.util.TreeSet<String> names = new java.util.TreeSet<>();
        Enumeration<URL> folders = ShippedPresets.class.getClassLoader().getResources(folder);
        while (folders.hasMoreElements()) {
            for (String file : readFolder(folders.nextElement(), folder).keySet()) {
                names.add(PresetEntry.idOf(file));
            }
        }
        return new ArrayList<>(names);
    }

    /**
     * A shipped preset's file by name ({@code islands}, in {@link #FOLDER}; a world preset's in
     * {@link #WORLD_FOLDER}), from the jar or the class path, wherever the program runs; empty if there is none.
     */
    public static java.util.Optional<byte[]> read(String folder, String name) throws IOException {
        if (!name.matches("[A-Za-z0-9_.-]+") || name.startsWith(".")) {
            return java.util.Optional.empty();
        }
        try (InputStream in = ShippedPresets.class.getClassLoader().getResourceAsStream(folder + "/" + name
            + Presets.EXTENSION)) {
            return in == null ? java.util.Optional.empty() : java.util.Optional.of(in.readAllBytes());
        }
    }

    /** The presets in one resource folder: a directory, or a folder inside a jar. */
    private static List<PresetEntry> listFolder(URL folder) throws IOException, PresetException {
        List<PresetEntry> entries = new ArrayList<>();
        for (Map.Entry<String, byte[]> file : readFolder(folder, FOLDER).entrySet()) {
            String source = FOLDER + "/" + file.getKey();
            try (InputStream in = new java.io.ByteArrayInputStream(file.getValue())) {
                entries.add(new PresetEntry(PresetEntry.idOf(file.getKey()), source, Presets.load(in, source)));
            }
        }
        return entries;
    }

    /** The {@code .json} files of a resource folder (a directory, or a folder inside a jar), by name, in order. */
    private static Map<String, byte[]> readFolder(URL folder, String name) throws IOException {
        switch (folder.getProtocol()) {
            case "file" -> {
                return readPaths(toPath(folder));
            }
            case "jar" -> {
                Path jar = toPath(((JarURLConnection) folder.openConnection()).getJarFileURL());
                // A private file system of the jar: opened and closed here, never shared with other callers.
                try (FileSystem zip = FileSystems.newFileSystem(jar)) {
                    return readPaths(zip.getPath("/" + name));
                }
            }
            default -> throw new IOException("cannot list the shipped presets at " + folder
                + ": only folders and jars are supported");
        }
    }

    private static Map<String, byte[]> readPaths(Path folder) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (Path file : PresetEntry.filesIn(folder)) {
            files.put(file.getFileName().toString(), Files.readAllBytes(file));
        }
        return files;
    }

    private static Path toPath(URL url) throws IOException {
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException("cannot list the shipped presets at " + url + ": " + e.getMessage(), e);
        }
    }
}
