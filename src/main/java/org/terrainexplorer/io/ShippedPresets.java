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

    /** The presets in one resource folder: a directory, or a folder inside a jar. */
    private static List<PresetEntry> listFolder(URL folder) throws IOException, PresetException {
        switch (folder.getProtocol()) {
            case "file" -> {
                return listPaths(toPath(folder));
            }
            case "jar" -> {
                Path jar = toPath(((JarURLConnection) folder.openConnection()).getJarFileURL());
                // A private file system of the jar: opened and closed here, never shared with other callers.
                try (FileSystem zip = FileSystems.newFileSystem(jar)) {
                    return listPaths(zip.getPath("/" + FOLDER));
                }
            }
            default -> throw new IOException("cannot list the shipped presets at " + folder
                + ": only folders and jars are supported");
        }
    }

    private static List<PresetEntry> listPaths(Path folder) throws IOException, PresetException {
        List<Path> files = PresetEntry.filesIn(folder);
        List<PresetEntry> entries = new ArrayList<>(files.size());
        for (Path file : files) {
            String name = file.getFileName().toString();
            String source = FOLDER + "/" + name;
            try (InputStream in = Files.newInputStream(file)) {
                entries.add(new PresetEntry(PresetEntry.idOf(name), source, Presets.load(in, source)));
            }
        }
        return entries;
    }

    private static Path toPath(URL url) throws IOException {
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException("cannot list the shipped presets at " + url + ": " + e.getMessage(), e);
        }
    }
}
