package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Copies a datapack into a world's {@code datapacks/} as the game finds packs there: a folder or a zip with
 * {@code pack.mcmeta} and {@code data/} at its top. A pack the explorer accepts in looser forms (a folder or zip
 * whose {@code data/} is one folder down, no {@code pack.mcmeta}) is copied as a folder of that form, with a
 * {@code pack.mcmeta} for the save's release added when missing. Files are copied byte for byte.
 */
final class DatapackCopy {

    private DatapackCopy() {
    }

    /**
     * Copies the pack at {@code source} into {@code datapacks} and returns the id the game enables it by
     * ({@code file/} and its file name).
     */
    static String copy(Path source, Path datapacks, SaveFormat format) throws IOException {
        Files.createDirectories(datapacks);
        String name = source.getFileName().toString();
        if (Files.isDirectory(source)) {
            Path root = folderRoot(source);
            Path target = datapacks.resolve(name);
            copyTree(root, target);
            addMetaIfMissing(target, name, format);
            return "file/" + name;
        }
        try (ZipFile zip = new ZipFile(source.toFile(), StandardCharsets.UTF_8)) {
            String prefix = zipRoot(zip);
            if (prefix.isEmpty() && zip.getEntry("pack.mcmeta") != null) {
                Files.copy(source, datapacks.resolve(name), StandardCopyOption.COPY_ATTRIBUTES);
                return "file/" + name;
            }
            String folderName = name.toLowerCase(java.util.Locale.ROOT).endsWith(".zip")
                ? name.substring(0, name.length() - 4) : name;
            Path target = datapacks.resolve(folderName);
            Files.createDirectories(target);
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                String entryName = e.getName().replace('\\', '/');
                if (e.isDirectory() || !entryName.startsWith(prefix)) {
                    continue;
                }
                Path out = target.resolve(entryName.substring(prefix.length())).normalize();
                if (!out.startsWith(target)) {
                    throw new IOException(name + ": entry " + entryName + " points outside the pack");
                }
                Files.createDirectories(out.getParent());
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, out);
                }
            }
            addMetaIfMissing(target, name, format);
            return "file/" + folderName;
        }
    }

    /** The folder holding {@code data/}: the pack's own, or its single child that has it. */
    private static Path folderRoot(Path folder) throws IOException {
        if (Files.isDirectory(folder.resolve("data"))) {
            return folder;
        }
        try (Stream<Path> children = Files.list(folder)) {
            List<Path> withData = children.filter(c -> Files.isDirectory(c.resolve("data"))).toList();
            return withData.size() == 1 ? withData.get(0) : folder;
        }
    }

    /** The entry prefix of the folder holding {@code data/} in a zip ("" when at the top). */
    private static String zipRoot(ZipFile zip) {
        List<String> roots = new ArrayList<>();
        Enumeration<? extends ZipEntry> entries = zip.entries();
        while (entries.hasMoreElements()) {
            String n = entries.nextElement().getName().replace('\\', '/');
            if (n.startsWith("data/")) {
                return "";
            }
            int at = n.indexOf("/data/");
            if (at >= 0 && !roots.contains(n.substring(0, at + 1))) {
                roots.add(n.substring(0, at + 1));
            }
        }
        return roots.size() == 1 ? roots.get(0) : "";
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path out = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(out);
                } else {
                    Files.copy(f, out, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static void addMetaIfMissing(Path packRoot, String name, SaveFormat format) throws IOException {
        Path meta = packRoot.resolve("pack.mcmeta");
        if (Files.exists(meta)) {
            return;
        }
        String description = ("Terrain Explorer: " + name).replace("\\", "\\\\").replace("\"", "\\\"");
        Files.writeString(meta, packMeta(format, description), StandardCharsets.UTF_8);
    }

    /**
     * The {@code pack.mcmeta} a release reads: {@code pack_format} alone before 1.21.9; from 1.21.9 on (formats
     * with a minor number) also {@code min_format} and {@code max_format}, which those releases require, the
     * whole major version being accepted.
     */
    static String packMeta(SaveFormat format, String escapedDescription) {
        StringBuilder sb = new StringBuilder("{\n  \"pack\": {\n");
        sb.append("    \"pack_format\": ").append(format.packMajor()).append(",\n");
        if (format.packRange()) {
            sb.append("    \"min_format\": [").append(format.packMajor()).append(", ").append(format.packMinor())
                .append("],\n    \"max_format\": ").append(format.packMajor()).append(",\n");
        }
        sb.append("    \"description\": \"").append(escapedDescription).append("\"\n  }\n}\n");
        return sb.toString();
    }
}
