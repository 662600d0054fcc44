package org.terrainexplorer.world.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A pack of data files addressed by their path inside the pack ({@code data/minecraft/worldgen/noise/ridge.json}):
 * a folder, a zip (read whole when opened, so no file stays open) or the built-in resources.
 */
public interface Pack {

    /** The pack's name as the user knows it (the folder or zip's name). */
    String name();

    /** A file's text, if the pack has it. */
    Optional<String> read(String path);

    /** The paths of the files under a folder of the pack, sorted. */
    List<String> list(String folder);

    /**
     * A binary file's bytes (a structure template's {@code .nbt}), if the pack has it. JSON files are read with
     * {@link #read}. None by default.
     */
    default Optional<byte[]> readBytes(String path) {
        return Optional.empty();
    }

    /** A folder pack. The folder must hold {@code data/} (or a single folder that does). */
    static Pack folder(Path root) {
        return new FolderPack(root);
    }

    /** A zip pack, read whole now. */
    static Pack zip(Path zip) throws IOException {
        return ZipPack.open(zip);
    }

    /** A folder or a zip, whichever {@code path} is. */
    static Pack open(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            return folder(path);
        }
        if (Files.isRegularFile(path)) {
            return zip(path);
        }
        throw new IOException(path + " is neither a folder nor a file");
    }

    /** A folder on disk. */
    final class FolderPack implements Pack {
        private final Path root;
        private final String name;

        FolderPack(Path path) {
            this.name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
            this.root = rootOf(path);
        }

        /**
         * The folder holding {@code data/} (or {@code pack.mcmeta}: a pack whose files are all in overlays): the given
         * one, or its single child that has it.
         */
        private static Path rootOf(Path path) {
            if (Files.isDirectory(path.resolve("data")) || Files.isRegularFile(path.resolve("pack.mcmeta"))) {
                return path;
            }
            try (Stream<Path> children = Files.list(path)) {
                List<Path> withData = children.filter(c -> Files.isDirectory(c.resolve("data"))).toList();
                return withData.size() == 1 ? withData.get(0) : path;
            } catch (IOException e) {
                return path;
            }
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Optional<String> read(String path) {
            Path file = root.resolve(path);
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            try {
                return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(name + ": cannot read " + path + ": " + e.getMessage(), e);
            }
        }

        @Override
        public Optional<byte[]> readBytes(String path) {
            Path file = root.resolve(path);
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            try {
                return Optional.of(Files.readAllBytes(file));
            } catch (IOException e) {
                throw new UncheckedIOException(name + ": cannot read " + path + ": " + e.getMessage(), e);
            }
        }

        @Override
        public List<String> list(String folder) {
            Path dir = root.resolve(folder);
            if (!Files.isDirectory(dir)) {
                return List.of();
            }
            try (Stream<Path> files = Files.walk(dir)) {
                return files.filter(Files::isRegularFile)
                    .map(f -> root.relativize(f).toString().replace('\\', '/')).sorted().toList();
            } catch (IOException e) {
                throw new UncheckedIOException(name + ": cannot list " + folder + ": " + e.getMessage(), e);
            }
        }
    }

    /** A zip read into memory. */
    final class ZipPack implements Pack {
        private final String name;
        private final Map<String, String> files;
        private final Map<String, byte[]> binaries;

        private ZipPack(String name, Map<String, String> files, Map<String, byte[]> binaries) {
            this.name = name;
            this.files = files;
            this.binaries = binaries;
        }

        static ZipPack open(Path zip) throws IOException {
            Map<String, String> files = new TreeMap<>();
            Map<String, byte[]> binaries = new TreeMap<>();
            try (ZipFile z = new ZipFile(zip.toFile(), StandardCharsets.UTF_8)) {
                Enumeration<? extends ZipEntry> entries = z.entries();
                while (entries.hasMoreElements()) {
                    ZipEntry e = entries.nextElement();
                    boolean text = e.getName().endsWith(".json") || e.getName().endsWith(".mcmeta");
                    if (e.isDirectory() || !text && !e.getName().endsWith(".nbt")) {
                        continue;
                    }
                    try (InputStream in = z.getInputStream(e)) {
                        byte[] bytes = in.readAllBytes();
                        String path = e.getName().replace('\\', '/');
                        if (text) {
                            files.put(path, new String(bytes, StandardCharsets.UTF_8));
                        } else {
                            binaries.put(path, bytes);
                        }
                    }
                }
            } catch (java.util.zip.ZipException e) {
                throw new IOException(zip.getFileName() + " is not a readable zip: " + e.getMessage(), e);
            }
            // A zip whose files are all under one folder that holds data/: use that folder as the root.
            String prefix = commonRoot(files);
            if (!prefix.isEmpty()) {
                Map<String, String> stripped = new TreeMap<>();
                files.forEach((k, v) -> stripped.put(k.substring(prefix.length()), v));
                files = stripped;
                Map<String, byte[]> strippedBinaries = new TreeMap<>();
                binaries.forEach((k, v) -> {
                    if (k.startsWith(prefix)) {
                        strippedBinaries.put(k.substring(prefix.length()), v);
                    }
                });
                binaries = strippedBinaries;
            }
            String name = zip.getFileName().toString();
            return new ZipPack(name, Collections.unmodifiableMap(files), Collections.unmodifiableMap(binaries));
        }

        @Override
        public Optional<byte[]> readBytes(String path) {
            byte[] b = binaries.get(path);
            return b == null ? Optional.empty() : Optional.of(b.clone());
        }

        private static String commonRoot(Map<String, String> files) {
            if (files.containsKey("pack.mcmeta") || files.keySet().stream().anyMatch(k -> k.startsWith("data/"))) {
                return "";
            }
            List<String> roots = new ArrayList<>(files.keySet().stream()
                .filter(k -> k.contains("/data/")).map(k -> k.substring(0, k.indexOf("/data/") + 1)).distinct().toList());
            return roots.size() == 1 ? roots.get(0) : "";
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Optional<String> read(String path) {
            return Optional.ofNullable(files.get(path));
        }

        @Override
        public List<String> list(String folder) {
            String prefix = folder.endsWith("/") ? folder : folder + "/";
            return files.keySet().stream().filter(k -> k.startsWith(prefix)).toList();
        }
    }
}
