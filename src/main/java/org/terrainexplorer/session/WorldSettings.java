package org.terrainexplorer.session;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.noise.NoiseParameters;
import org.terrainexplorer.world.random.Seeds;

/**
 * What decides a voxel world, as a user set it in the window, on the command line or in a world preset: the game
 * release, the dimension, the built-in world or datapack, the seed as typed, the switches (aquifers, carvers,
     structures), the
 * sea level and the edits of the router's noises ("knobs") and splines; or a Minecraft world on disk shown in its
 * place. Immutable; undo steps are values of this, and equal settings make the same world.
 *
 * <p>A saved world is shown over the generated world's settings, which it keeps: opening one is an undo step, and
 * {@link #generated()} returns to the world as it was. It is not part of a world preset, which describes a
 * generated world.
 *
 * @param version    the game release ({@code "1.21.1"}), or null for the newest one the session has
 * @param dimension  the dimension: {@code overworld}, {@code the_nether} or {@code the_end}
 * @param builtin    the built-in world (used when {@code datapack} is null)
 * @param datapack   a datapack folder or zip, or null
 * @param seedText   the seed as typed: a whole number, or any text
 * @param aquifers   aquifers on or off, or null for the world's own setting
 * @param carvers    whether the game's carvers cut their caves and canyons
 * @param structures whether structures start (and adapt the terrain around them), as the game's
 *                   {@code generate_structures}
 * @param seaLevel   the sea level, or null for the world's
 * @param knobs      noise parameters replacing the world's, by noise id
 * @param splines    splines replacing the world's, by key ({@code <function id>#<n>}, see
 *                   {@link org.terrainexplorer.world.density.SplineEdits})
 * @param savedWorld a Minecraft world folder shown instead of generating, or null for the generated world
 * @param before     with a saved world shown, the release the generated world had before it was opened (the saved
 *                   world brings the release that wrote it, so the two compare), which {@link #generated()} restores;
 *                   null when there is none to restore
 */
public record WorldSettings(String version, String dimension, BuiltinWorld builtin, Path datapack, String seedText,
                            Boolean aquifers, boolean carvers, boolean structures, Integer seaLevel,
                            Map<String, NoiseParameters> knobs,
                            Map<String, CubicSpline> splines, Path savedWorld, Before before) {

    /** The release a generated world had before a saved world brought its own ({@code null}: the newest). */
    public record Before(String version) {
    }

    /** Settings with nothing to restore when the saved world (if any) is closed. */
    public WorldSettings(String version, String dimension, BuiltinWorld builtin, Path datapack, String seedText,
                         Boolean aquifers, boolean carvers, boolean structures, Integer seaLevel,
                         Map<String, NoiseParameters> knobs,
                         Map<String, CubicSpline> splines, Path savedWorld) {
        this(version, dimension, builtin, datapack, seedText, aquifers, carvers, structures, seaLevel, knobs, splines,
            savedWorld,
            null);
    }

    /** The dimension of a world unless a user chooses another. */
    public static final String OVERWORLD = "overworld";

    /** Checks the seed and freezes the edits, sorted by id. */
    public WorldSettings {
        if (builtin == null) {
            builtin = BuiltinWorld.OVERWORLD;
        }
        if (dimension == null) {
            dimension = OVERWORLD;
        }
        if (seedText == null || seedText.isBlank()) {
            throw new IllegalArgumentException("a seed needs a number or some text");
        }
        knobs = Map.copyOf(new TreeMap<>(knobs));
        splines = Map.copyOf(new TreeMap<>(splines));
        if (savedWorld == null) {
            before = null;
        }
    }

    /** The release of the generated world this returns to: the one from before a saved world, else this one. */
    private String restoredVersion() {
        return before != null ? before.version() : version;
    }

    /** The overworld of the newest release with seed 42, the world's own aquifers, carvers on, no edits. */
    public static WorldSettings defaults() {
        return of(BuiltinWorld.OVERWORLD, "42");
    }

    /** A built-in world of the newest release with a seed and nothing else changed. */
    public static WorldSettings of(BuiltinWorld world, String seedText) {
        return new WorldSettings(null, OVERWORLD, world, null, seedText, null, true, true, null, Map.of(), Map.of(),
            null);
    }

    /** The seed as the game reads the text. */
    public long seed() {
        return Seeds.parse(seedText);
    }

    /** These settings with another seed. */
    public WorldSettings withSeed(String text) {
        return new WorldSettings(version, dimension, builtin, datapack, text, aquifers, carvers, structures,
            seaLevel, knobs,
            splines, savedWorld, before);
    }

    /** These settings with another release (null: the newest); edits and the world's own switches are kept. */
    public WorldSettings withVersion(String release) {
        return new WorldSettings(release, dimension, builtin, datapack, seedText, aquifers, carvers, structures,
            seaLevel, knobs,
            splines, null);
    }

    /**
     * These settings in another dimension: a generated world again, without the edits (they name the other
     * dimension's functions) and with that dimension's own aquifers and sea level.
     */
    public WorldSettings withDimension(String id) {
        return new WorldSettings(restoredVersion(), id, builtin, datapack, seedText, null, carvers, structures,
            null, Map.of(), Map.of(),
            null);
    }

    /** These settings with a built-in world (and no datapack): a generated world again, without edits. */
    public WorldSettings withBuiltin(BuiltinWorld world) {
        return new WorldSettings(restoredVersion(), dimension, world, null, seedText, null, carvers, structures,
            null, Map.of(), Map.of(),
            null);
    }

    /** These settings with a datapack: a generated world again, without edits. */
    public WorldSettings withDatapack(Path pack) {
        return new WorldSettings(restoredVersion(), dimension, builtin, pack, seedText, null, carvers, structures,
            null, Map.of(), Map.of(),
            null);
    }

    /** These settings with aquifers on or off (null: the world's own). */
    public WorldSettings withAquifers(Boolean on) {
        return new WorldSettings(version, dimension, builtin, datapack, seedText, on, carvers, structures,
            seaLevel, knobs, splines,
            savedWorld, before);
    }

    /** These settings with structures on or off (their starts and the terrain they adapt). */
    public WorldSettings withStructures(boolean on) {
        return new WorldSettings(version, dimension, builtin, datapack, seedText, aquifers, carvers, on, seaLevel,
            knobs, splines, savedWorld, before);
    }

    /** These settings with the carvers on or off. */
    public WorldSettings withCarvers(boolean on) {
        return new WorldSettings(version, dimension, builtin, datapack, seedText, aquifers, on, structures,
            seaLevel, knobs,
            splines, savedWorld, before);
    }

    /** These settings with a sea level (null for the world's). */
    public WorldSettings withSeaLevel(Integer level) {
        return new WorldSettings(version, dimension, builtin, datapack, seedText, aquifers, carvers, structures,
            level, knobs,
            splines, savedWorld, before);
    }

    /** These settings with one noise replaced (null: back to the world's). */
    public WorldSettings withKnob(String noise, NoiseParameters parameters) {
        Map<String, NoiseParameters> next = new TreeMap<>(knobs);
        if (parameters == null) {
            next.remove(noise);
        } else {
            next.put(noise, parameters);
        }
        return withEdits(next, splines);
    }

    /** These settings with one spline replaced (null: back to the world's). */
    public WorldSettings withSpline(String key, CubicSpline spline) {
        Map<String, CubicSpline> next = new TreeMap<>(splines);
        if (spline == null) {
            next.remove(key);
        } else {
            next.put(key, spline);
        }
        return withEdits(knobs, next);
    }

    /** These settings with all edits replaced. */
    public WorldSettings withEdits(Map<String, NoiseParameters> noiseEdits, Map<String, CubicSpline> splineEdits) {
        return new WorldSettings(version, dimension, builtin, datapack, seedText, aquifers, carvers, structures,
            seaLevel,
            noiseEdits, splineEdits, savedWorld, before);
    }

    /**
     * These settings showing a Minecraft world folder, the generated world under it made by {@code release} (the
     * release that wrote the saved world, so the two compare; null keeps this one), its edits kept.
     */
    public WorldSettings withSavedWorld(Path folder, String release) {
        // The release to return to: the generated world's from before the first saved world was opened.
        Before keep = before != null ? before : savedWorld == null && release != null && !release.equals(version)
            ? new Before(version) : null;
        return new WorldSettings(release != null ? release : version, dimension, builtin, datapack, seedText,
            aquifers, carvers, structures, seaLevel, knobs, splines, folder, folder == null ? null : keep);
    }

    /** These settings showing a Minecraft world folder, over the generated world's settings (kept). */
    public WorldSettings withSavedWorld(Path folder) {
        return new WorldSettings(version, dimension, builtin, datapack, seedText, aquifers, carvers, structures,
            seaLevel, knobs,
            splines, folder, before);
    }

    /**
     * The generated world under the saved world: these settings without it, in the release that wrote it (what the
     * saved world is compared with, and what the session loads for it).
     */
    public WorldSettings generated() {
        return savedWorld == null ? this : new WorldSettings(version, dimension, builtin, datapack, seedText,
            aquifers, carvers, structures, seaLevel, knobs, splines, null, null);
    }

    /**
     * Back to the generated world as it was before the saved world was opened: without the saved world, in the
     * release it had then (a release chosen since is kept).
     */
    public WorldSettings backToGenerated() {
        return savedWorld == null ? this : new WorldSettings(restoredVersion(), dimension, builtin, datapack, seedText,
            aquifers, carvers, structures, seaLevel, knobs, splines, null, null);
    }

    /** Whether aquifers are on, given the world's own setting. */
    public boolean aquifersOr(boolean worldAquifers) {
        return aquifers == null ? worldAquifers : aquifers;
    }

    /**
     * Whether the generated world has edits a Minecraft world's level.dat cannot name (it names a built-in world
     * or a datapack, and the seed): noise or spline edits, a sea level of its own, aquifers other than the world's
     * ({@code worldAquifers}). (The carvers off are not one: their chunks are saved before the carvers, which the
     * game then runs itself.)
     */
    public boolean hasEdits(boolean worldAquifers) {
        return !knobs.isEmpty() || !splines.isEmpty() || seaLevel != null || aquifersOr(worldAquifers) != worldAquifers;
    }

    /** Whether the world's data (release, dimension, built-in world or pack) is the same as {@code other}'s. */
    public boolean sameData(WorldSettings other) {
        return other != null && Objects.equals(version, other.version) && dimension.equals(other.dimension)
            && builtin == other.builtin && Objects.equals(datapack, other.datapack);
    }
}
