package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the explorer knows of Minecraft Java releases by name: their order and the data pack format each
 * declares (the {@code pack_version.data_major}/{@code data_minor} of the game's {@code version.json}). The order
 * decides which of the game's code changes apply to a version (see {@link GameCode}); the formats let a
 * datapack's {@code pack.mcmeta} pick a version.
 */
public final class Releases {

    /** A data pack format: major and minor (minor 0 before 1.21.9, which introduced minors). */
    public record Format(int major, int minor) implements Comparable<Format> {
        @Override
        public int compareTo(Format o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }

        @Override
        public String toString() {
            return minor == 0 ? Integer.toString(major) : major + "." + minor;
        }
    }

    /** Every release from 1.19.3 on with its data pack format, oldest first. */
    private static final Map<String, Format> FORMATS = new LinkedHashMap<>();

    static {
        put(10, 0, "1.19.3");
        put(12, 0, "1.19.4");
        put(15, 0, "1.20", "1.20.1");
        put(18, 0, "1.20.2");
        put(26, 0, "1.20.3", "1.20.4");
        put(41, 0, "1.20.5", "1.20.6");
        put(48, 0, "1.21", "1.21.1");
        put(57, 0, "1.21.2", "1.21.3");
        put(61, 0, "1.21.4");
        put(71, 0, "1.21.5");
        put(80, 0, "1.21.6");
        put(81, 0, "1.21.7", "1.21.8");
        put(88, 0, "1.21.9", "1.21.10");
        put(94, 1, "1.21.11");
        put(101, 1, "26.1", "26.1.1", "26.1.2");
        put(107, 1, "26.2");
    }

    /**
     * Releases that were not shipped and the shipped release with the same terrain data (overworld settings, density
     * functions, noises, nether settings and both biome lists; ../shared/mcdata/README.md).
     */
    private static final Map<String, String> SAME_TERRAIN = Map.ofEntries(
        Map.entry("1.19.4", "1.19.3"), Map.entry("1.20", "1.20.1"), Map.entry("1.20.2", "1.20.1"),
        Map.entry("1.20.3", "1.20.1"), Map.entry("1.20.4", "1.20.1"), Map.entry("1.20.5", "1.20.6"),
        Map.entry("1.21", "1.21.1"), Map.entry("1.21.2", "1.21.1"), Map.entry("1.21.3", "1.21.1"),
        Map.entry("1.21.6", "1.21.8"), Map.entry("1.21.7", "1.21.8"), Map.entry("1.21.10", "1.21.9"),
        Map.entry("26.1.1", "26.1"), Map.entry("26.1.2", "26.1"));

    /** The shipped release whose terrain data a release that is not shipped has, if known. */
    public static Optional<String> sameTerrainAs(String release) {
        return Optional.ofNullable(SAME_TERRAIN.get(release));
    }

    private static void put(int major, int minor, String... names) {
        for (String n : names) {
            FORMATS.put(n, new Format(major, minor));
        }
    }

    private Releases() {
    }

    /** The data pack format of a release, if known. */
    public static Optional<Format> format(String release) {
        return Optional.ofNullable(FORMATS.get(release));
    }

    /** The known releases whose format lies in [min, max], oldest first. */
    public static List<String> withFormatIn(Format min, Format max) {
        List<String> out = new ArrayList<>();
        FORMATS.forEach((name, f) -> {
            if (f.compareTo(min) >= 0 && f.compareTo(max) <= 0) {
                out.add(name);
            }
        });
        return out;
    }

    /**
     * Orders release names as the game's releases came out: numerically by their dot-separated parts
     * ({@code 1.21.9 < 1.21.11 < 26.1 < 26.1.2 < 26.2}); a name that is not a plain release (a snapshot, a
     * user's own name) comes after the releases, by name.
     */
    public static final Comparator<String> ORDER = Releases::compare;

    private static int compare(String a, String b) {
        return org.terrainexplorer.world.gen.GameCode.compareReleases(a, b);
    }

    /** Whether {@code release} is {@code since} or later (a name that is not a release counts as the newest). */
    public static boolean atLeast(String release, String since) {
        return compare(release, since) >= 0;
    }
}
