package org.terrainexplorer.world.data;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A folder of one version's game data, only ever read: a folder on disk (a user's data-generator output, or the
 * build's classes), or a version shipped inside the running jar, read through the jar the JVM has already opened
 * for its classes. (A zip file system over the jar parsed the jar's 38,000 entries again, in code not yet compiled:
 * with walking and reading a release's files through it, a quarter of a second of every fresh start.)
 */
interface DataFolder {

    /** Every regular file under the folder, as a path relative to it with {@code /} between names. */
    List<String> files() throws IOException;

    /** Whether the folder has a regular file at this relative path. */
    boolean isFile(String path);

    /** Whether the folder has a folder of this name directly inside. */
    boolean hasFolder(String name);

    /** A file's bytes, or empty when the folder has no such file. */
    Optional<byte[]> read(String path) throws IOException;

    /** The folder's own name (a version is named after it when it has no {@code VERSION.txt}). */
    String name();

    /** A folder on disk. */
    record OnDisk(Path root) implements DataFolder {

        @Override
        public List<String> files() throws IOException {
            List<String> out = new ArrayList<>();
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(Files::isRegularFile)
                    .forEach(f -> out.add(root.relativize(f).toString().replace('\\', '/')));
            }
            return out;
        }

        @Override
        public boolean isFile(String path) {
            return Files.isRegularFile(root.resolve(path));
        }

        @Override
        public boolean hasFolder(String name) {
            return Files.isDirectory(root.resolve(name));
        }

        @Override
        public Optional<byte[]> read(String path) throws IOException {
            Path file = root.resolve(path);
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            return Optional.of(Files.readAllBytes(file));
        }

        /** The folder's name; the data generator's {@code generated/} is named after the folder that holds it. */
        @Override
        public String name() {
            String name = root.getFileName() == null ? root.toString() : root.getFileName().toString();
            name = name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
            if (name.equals("generated") && root.getParent() != null && root.getParent().getFileName() != null) {
                return root.getParent().getFileName().toString();
            }
            return name;
        }

        @Override
        public String toString() {
            return root.toString();
        }
    }

    /**
     * A folder inside a jar: the entries under {@code prefix} (which ends with {@code /}), listed by their full names
     * in {@code entries} (no folders). The jar is the JVM's own cached one, shared and never closed here. Files are
     * found by the jar's own table of names; the list is only walked when the whole folder is read.
     */
    record InJar(ZipFile jar, String prefix, List<String> entries) implements DataFolder {

        @Override
        public List<String> files() {
            List<String> out = new ArrayList<>(entries.size());
            for (String name : entries) {
                out.add(name.substring(prefix.length()));
            }
            return out;
        }

        @Override
        public boolean isFile(String path) {
            ZipEntry entry = jar.getEntry(prefix + path);
            return entry != null && !entry.isDirectory();
        }

        @Override
        public boolean hasFolder(String name) {
            String folder = prefix + name + "/";
            for (String entry : entries) {
                if (entry.startsWith(folder)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public Optional<byte[]> read(String path) throws IOException {
            ZipEntry entry = jar.getEntry(prefix + path);
            if (entry == null || entry.isDirectory()) {
                return Optional.empty();
            }
            try (InputStream in = jar.getInputStream(entry)) {
                return Optional.of(in.readAllBytes());
            }
        }

        @Override
        public String name() {
            String trimmed = prefix.substring(0, prefix.length() - 1);
            return trimmed.substring(trimmed.lastIndexOf('/') + 1);
        }

        @Override
        public String toString() {
            return jar.getName() + "!/" + prefix.substring(0, prefix.length() - 1);
        }
    }
}
