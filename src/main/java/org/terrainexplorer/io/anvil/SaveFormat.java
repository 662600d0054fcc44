package org.terrainexplorer.io.anvil;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one release of Minecraft Java writes to disk, for the save side: its data version (stamped on level.dat and
 * every chunk), the layout of its level.dat and world folder, and its datapack format. The table covers the
 * releases the explorer ships game data for; {@link #nearestRelease} names the release a world was written by.
 *
 * <p>Where the numbers come from (checked against each other, not copied from the game):
 * <ul>
 *   <li>Data versions: the Minecraft wiki's "Data version" page, as quoted by several public tools' tables
 *       (1.19.3 3218, 1.20.1 3465, 1.20.6 3839, 1.21.1 3955, 1.21.4 4189, 1.21.5 4325, 1.21.8 4440, 1.21.9 4554,
 *       1.21.11 4671, 26.1 4786, 26.2 4903); the real 26.x and 1.21.4 saves read while testing agree.</li>
 *   <li>Datapack formats: the wiki's "Pack format" page (10, 15, 41, 48, 61, 71, 81, 88, 94.1, 101.1, 107).</li>
 *   <li>Layouts: the game's own {@code PrimaryLevelData} and {@code LevelStorageSource} as decompiled for 1.21.1,
 *       1.21.11 and 26.1.2: the spawn moved from {@code SpawnX/Y/Z} to a {@code spawn} compound in 1.21.9; 26.1
 *       moved the world generation settings out of level.dat into {@code data/minecraft/world_gen_settings.dat},
 *       the difficulty into {@code difficulty_settings}, and each dimension's files under
 *       {@code dimensions/<namespace>/<path>/}.</li>
 * </ul>
 *
 * @param release     the release's name, e.g. {@code 1.21.5}
 * @param dataVersion its data version
 * @param packMajor   its datapack format (the major number)
 * @param packMinor   the minor number (0 before 1.21.9, which introduced minor formats)
 * @param layout      how its level.dat and folders are laid out
 */
public record SaveFormat(String release, int dataVersion, int packMajor, int packMinor, Layout layout) {

    /** How a release lays out level.dat and the world folder. */
    public enum Layout {
        /**
         * 1.18 to 1.21.8: level.dat holds {@code WorldGenSettings}, {@code SpawnX/Y/Z} and {@code Difficulty};
         * the overworld in {@code region/}, the nether in {@code DIM-1/region/}, the end in {@code DIM1/region/}.
         */
        CLASSIC,
        /** 1.21.9 to 1.21.11: as {@link #CLASSIC}, but the spawn is a {@code spawn} compound (dimension, pos). */
        SPAWN_COMPOUND,
        /**
         * 26.1 and later: level.dat without world generation settings (they are in
         * {@code data/minecraft/world_gen_settings.dat}), {@code difficulty_settings}, and every dimension under
         * {@code dimensions/minecraft/<overworld|the_nether|the_end>/}.
         */
        DIMENSIONS_FOLDER;

        /** Whether level.dat names the spawn as a {@code spawn} compound. */
        public boolean spawnCompound() {
            return this != CLASSIC;
        }

        /** Whether dimensions live under {@code dimensions/} and world generation settings in their own file. */
        public boolean split() {
            return this == DIMENSIONS_FOLDER;
        }
    }

    private static final List<SaveFormat> TABLE = List.of(
        new SaveFormat("1.19.3", 3218, 10, 0, Layout.CLASSIC),
        new SaveFormat("1.20.1", 3465, 15, 0, Layout.CLASSIC),
        new SaveFormat("1.20.6", 3839, 41, 0, Layout.CLASSIC),
        new SaveFormat("1.21.1", 3955, 48, 0, Layout.CLASSIC),
        new SaveFormat("1.21.4", 4189, 61, 0, Layout.CLASSIC),
        new SaveFormat("1.21.5", 4325, 71, 0, Layout.CLASSIC),
        new SaveFormat("1.21.8", 4440, 81, 0, Layout.CLASSIC),
        new SaveFormat("1.21.9", 4554, 88, 0, Layout.SPAWN_COMPOUND),
        new SaveFormat("1.21.11", 4671, 94, 1, Layout.SPAWN_COMPOUND),
        new SaveFormat("26.1", 4786, 101, 1, Layout.DIMENSIONS_FOLDER),
        new SaveFormat("26.2", 4903, 107, 0, Layout.DIMENSIONS_FOLDER));

    /** The release the explorer wrote before it knew others, and still the default of {@code world save}. */
    public static final SaveFormat DEFAULT = forRelease("1.21.1").orElseThrow();

    /** The first data version whose level.dat names the spawn as a compound (25w31a's series, released in 1.21.9). */
    static final int FIRST_SPAWN_COMPOUND = 4554;

    /** Every release of the table, oldest first. */
    public static List<SaveFormat> all() {
        return TABLE;
    }

    /** The release names, oldest first. */
    public static List<String> releaseNames() {
        List<String> names = new ArrayList<>();
        for (SaveFormat f : TABLE) {
            names.add(f.release());
        }
        return names;
    }

    /** The save format of a release by its name, e.g. {@code 1.21.5}. */
    public static Optional<SaveFormat> forRelease(String release) {
        for (SaveFormat f : TABLE) {
            if (f.release().equals(release)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * The newest release of the table whose data version is not newer than {@code dataVersion}: the release a
     * world of that data version was written by, or the last one before it (a snapshot or point release between
     * two of the table). Empty for a data version older than every release of the table.
     */
    public static Optional<SaveFormat> nearestRelease(int dataVersion) {
        SaveFormat best = null;
        for (SaveFormat f : TABLE) {
            if (f.dataVersion() <= dataVersion) {
                best = f;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The layout a world of this data version has (a snapshot's, too: by the first release with it). */
    public static Layout layoutOf(int dataVersion) {
        return nearestRelease(dataVersion).map(SaveFormat::layout).orElse(Layout.CLASSIC);
    }

    /** Whether the datapack format has a minor number (1.21.9 and later), and so pack.mcmeta a format range. */
    public boolean packRange() {
        return packMajor >= 82;
    }

    /** The datapack format as the wiki writes it: {@code 48}, or {@code 94.1}. */
    public String packFormatText() {
        return packMinor == 0 ? Integer.toString(packMajor) : packMajor + "." + packMinor;
    }
}
