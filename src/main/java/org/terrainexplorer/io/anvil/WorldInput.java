package org.terrainexplorer.io.anvil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * What a person may point at to open a saved world, turned into the world's folder: the folder holding
 * {@code level.dat}, the {@code level.dat} itself, a folder whose only world is one level down (a server's folder
 * with its {@code world/}), a dimension's folder in a world ({@code DIM-1}, {@code DIM1}, 26.1's
 * {@code dimensions/minecraft/the_nether}: that dimension), or a {@code .zip} of a world (as worlds are shared and
 * backed up). A zip is
 * unpacked into a temporary folder, which {@link #close} deletes; nothing is ever written beside the user's files.
 */
final class WorldInput implements AutoCloseable {

    private final Path folder;
    private final Path temporary;
    private final DimensionFolder dimension;

    private WorldInput(Path folder, Path temporary) {
        this(folder, temporary, null);
    }

    private WorldInput(Path folder, Path temporary, DimensionFolder dimension) {
        this.folder = folder;
        this.temporary = temporary;
        this.dimension = dimension;
    }

    /** The dimension the path named (a {@code DIM-1} folder, 26.1's {@code dimensions/minecraft/the_end}), or null. */
    DimensionFolder dimension() {
        return dimension;
    }

    /** The world's folder (inside the temporary folder for a zip). */
    Path folder() {
        return folder;
    }

    /** Whether the world came from a zip (and so is a temporary copy). */
    boolean unpacked() {
        return temporary != null;
    }

    /**
     * Resolves a path to a world folder.
     *
     * @throws IOException saying what the path is and why it is not a world
     */
    static WorldInput resolve(Path path) throws IOException {
        if (!Files.exists(path)) {
            throw new IOException(path + " does not exist");
        }
        if (Files.isRegularFile(path)) {
            String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.equals("level.dat") || name.equals("level.dat_old")) {
                return new WorldInput(path.toAbsolutePath().getParent(), null);
            }
            if (name.endsWith(".zip")) {
                return unzip(path);
            }
            throw new IOException(path + " is a file, not a world: give the world's folder, its level.dat or a "
                + ".zip of it");
        }
        if (Files.isRegularFile(path.resolve("level.dat")) || Files.exists(path.resolve("level.dat"))) {
            return new WorldInput(path, null);
        }
        WorldInput dimensionFolder = dimensionFolder(path.toAbsolutePath().normalize());
        if (dimensionFolder != null) {
            return dimensionFolder;
        }
        List<Path> inside = childWorlds(path);
        if (inside.size() == 1) {
            return new WorldInput(inside.get(0), null);
        }
        if (inside.size() > 1) {
            throw new IOException(path + " is not a world but holds " + inside.size() + " of them ("
                + inside.stream().map(p -> p.getFileName().toString()).sorted().toList() + "): open one");
        }
        throw new IOException(path + " is not a Minecraft world: it has no level.dat");
    }

    /**
     * A dimension's folder inside a world: {@code DIM-1} or {@code DIM1} (before 26.1), 26.1's
     * {@code dimensions/minecraft/<overworld|the_nether|the_end>}, or the {@code region} folder in one of them;
     * null for anything else.
     */
    private static WorldInput dimensionFolder(Path path) {
        Path p = path.getFileName() != null && path.getFileName().toString().equals("region") ? path.getParent()
            : path;
        if (p == null || p.getFileName() == null) {
            return null;
        }
        String name = p.getFileName().toString();
        Path parent = p.getParent();
        if (parent != null && Files.exists(parent.resolve("level.dat"))) {
            if (name.equals("DIM-1")) {
                return new WorldInput(parent, null, DimensionFolder.NETHER);
            }
            if (name.equals("DIM1")) {
                return new WorldInput(parent, null, DimensionFolder.END);
            }
            if (name.equals("region")) {
                return new WorldInput(parent, null, DimensionFolder.OVERWORLD);
            }
        }
        Path namespace = parent;
        Path dimensions = namespace == null ? null : namespace.getParent();
        Path world = dimensions == null ? null : dimensions.getParent();
        if (world != null && dimensions.getFileName().toString().equals("dimensions")
            && namespace.getFileName().toString().equals("minecraft") && Files.exists(world.resolve("level.dat"))) {
            DimensionFolder d = DimensionFolder.byName(name);
            return d == null ? null : new WorldInput(world, null, d);
        }
        return null;
    }

    private static List<Path> childWorlds(Path folder) throws IOException {
        List<Path> worlds = new ArrayList<>();
        try (Stream<Path> children = Files.list(folder)) {
            for (Path c : (Iterable<Path>) children::iterator) {
                if (Files.isDirectory(c) && Files.exists(c.resolve("level.dat"))) {
                    worlds.add(c);
                }
            }
        }
        return worlds;
    }

    /** Unpacks the world in a zip (level.dat at the top or in one folder) into a temporary folder. */
    private static WorldInput unzip(Path zipPath) throws IOException {
        Path temporary = Files.createTempDirectory("terrain-explorer-world-");
        boolean done = false;
        try (ZipFile zip = new ZipFile(zipPath.toFile(), StandardCharsets.UTF_8)) {
            String prefix = worldPrefix(zip, zipPath);
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                String name = e.getName().replace('\\', '/');
                if (e.isDirectory() || !name.startsWith(prefix) || !wanted(name.substring(prefix.length()))) {
                    continue;
                }
                Path out = temporary.resolve(name.substring(prefix.length())).normalize();
                if (!out.startsWith(temporary)) {
                    throw new IOException(zipPath + ": entry " + name + " points outside the world");
                }
                Files.createDirectories(out.getParent());
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, out);
                }
            }
            done = true;
            return new WorldInput(temporary, temporary);
        } catch (ZipException e) {
            throw new IOException(zipPath + " is not a readable zip (" + e.getMessage() + ")", e);
        } finally {
            if (!done) {
                SaveFolder.deleteTree(temporary);
            }
        }
    }

    /** Only what reading needs: level.dat, the world generation settings and the region files. */
    private static boolean wanted(String relative) {
        return relative.equals("level.dat") || relative.equals("data/minecraft/world_gen_settings.dat")
            || relative.contains("region/");
    }

    private static String worldPrefix(ZipFile zip, Path zipPath) throws IOException {
        List<String> prefixes = new ArrayList<>();
        Enumeration<? extends ZipEntry> entries = zip.entries();
        while (entries.hasMoreElements()) {
            String name = entries.nextElement().getName().replace('\\', '/');
            if (name.equals("level.dat")) {
                return "";
            }
            if (name.endsWith("/level.dat") && name.indexOf('/') == name.length() - "/level.dat".length()) {
                prefixes.add(name.substring(0, name.length() - "level.dat".length()));
            }
        }
        if (prefixes.size() == 1) {
            return prefixes.get(0);
        }
        if (prefixes.isEmpty()) {
            throw new IOException(zipPath + " holds no Minecraft world: no level.dat at its top or one folder down");
        }
        throw new IOException(zipPath + " holds " + prefixes.size() + " worlds (" + prefixes + "): unpack it and "
            + "open one");
    }

    /** Deletes the temporary copy of a zipped world. */
    @Override
    public void close() throws IOException {
        if (temporary != null) {
            SaveFolder.deleteTree(temporary);
        }
    }
}
