package org.terrainexplorer.io.anvil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where a saved world folder keeps each of the game's three dimensions' chunks: before 26.1 the overworld in
 * {@code region/}, the nether in {@code DIM-1/region/}, the end in {@code DIM1/region/}; from 26.1 each under
 * {@code dimensions/minecraft/<path>/region/}.
 */
public enum DimensionFolder {
    /** The overworld, {@code minecraft:overworld}. */
    OVERWORLD("overworld", "", -64, 384),
    /** The nether, {@code minecraft:the_nether}. */
    NETHER("the_nether", "DIM-1", 0, 256),
    /** The end, {@code minecraft:the_end}. */
    END("the_end", "DIM1", 0, 256);

    private final String path;
    private final String legacyFolder;
    private final int minY;
    private final int height;

    DimensionFolder(String path, String legacyFolder, int minY, int height) {
        this.path = path;
        this.legacyFolder = legacyFolder;
        this.minY = minY;
        this.height = height;
    }

    /** The folder of a dimension of the voxel world. */
    public static DimensionFolder of(org.terrainexplorer.world.data.Dimension dimension) {
        return switch (dimension) {
            case OVERWORLD -> OVERWORLD;
            case THE_NETHER -> NETHER;
            case THE_END -> END;
        };
    }

    /** The dimension of the voxel world this folder holds. */
    public org.terrainexplorer.world.data.Dimension dimension() {
        return switch (this) {
            case OVERWORLD -> org.terrainexplorer.world.data.Dimension.OVERWORLD;
            case NETHER -> org.terrainexplorer.world.data.Dimension.THE_NETHER;
            case END -> org.terrainexplorer.world.data.Dimension.THE_END;
        };
    }

    /** The dimension's id, e.g. {@code minecraft:the_nether}. */
    public String id() {
        return "minecraft:" + path;
    }

    /** The command-line name: overworld, nether or end. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The lowest y of the game's own dimension type. */
    public int minY() {
        return minY;
    }

    /** The height of the game's own dimension type. */
    public int height() {
        return height;
    }

    /** The dimension's folder in a world of the given layout. */
    public Path folder(Path world, SaveFormat.Layout layout) {
        if (layout.split()) {
            return world.resolve("dimensions").resolve("minecraft").resolve(path);
        }
        return legacyFolder.isEmpty() ? world : world.resolve(legacyFolder);
    }

    /**
     * The folder of the dimension's region files in a world read from disk: 26.1's {@code dimensions/} folder
     * when it has one for this dimension, else the folder of the layout before it. (A world 26.1 has not yet
     * converted, or a folder of both, is read where its region files are.) Where neither is, the folder of the
     * layout the world has (26.1's when it has a {@code dimensions/} folder), so that a message names that one.
     */
    public Path regionFolder(Path world) {
        Path split = folder(world, SaveFormat.Layout.DIMENSIONS_FOLDER).resolve("region");
        Path classic = folder(world, SaveFormat.Layout.CLASSIC).resolve("region");
        if (Files.isDirectory(split)) {
            return split;
        }
        return Files.isDirectory(classic) || !Files.isDirectory(world.resolve("dimensions")) ? classic : split;
    }

    /** The dimension named by a dimension id ({@code minecraft:the_nether}) or a command-line name, or null. */
    public static DimensionFolder byName(String name) {
        for (DimensionFolder d : values()) {
            if (d.id().equals(name) || d.cliName().equals(name) || d.path.equals(name)) {
                return d;
            }
        }
        return null;
    }
}
