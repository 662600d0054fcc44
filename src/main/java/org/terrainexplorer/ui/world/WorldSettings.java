package org.terrainexplorer.ui.world;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.noise.NoiseParameters;
import org.terrainexplorer.world.random.Seeds;

/**
 * What decides the voxel world, as the user set it: the built-in world or datapack, the seed as typed, aquifers,
 * the sea level (null for the world's own) and the edits of the router's noises ("knobs"); or a Minecraft world
 * on disk shown in its place. Immutable; undo steps are values of this.
 *
 * <p>A saved world is shown over the generated world's settings, which it keeps: opening one is an undo step,
 * and {@link #generated()} (undo, choosing a built-in world or a datapack, "Back to generated world") returns to
 * the world as it was. It is not part of a world preset, which describes a generated world.
 *
 * @param builtin  the built-in world (used when {@code datapack} is null)
 * @param datapack a datapack folder or zip, or null
 * @param seedText the seed as typed: a whole number, or any text
 * @param aquifers whether aquifers are on
 * @param seaLevel the sea level, or null for the world's
 * @param knobs    noise parameters replacing the world's, by noise id
 * @param splines  splines replacing the world's, by key ({@code <function id>#<n>}, see
 *                 {@link org.terrainexplorer.world.density.SplineEdits})
 * @param savedWorld a Minecraft world folder shown instead of generating, or null for the generated world
 */
public record WorldSettings(BuiltinWorld builtin, Path datapack, String seedText, boolean aquifers, Integer seaLevel,
                            Map<String, NoiseParameters> knobs, Map<String, CubicSpline> splines, Path savedWorld) {

    /** The overworld with seed 42, aquifers on. */
    public static WorldSettings defaults() {
        return new WorldSettings(BuiltinWorld.OVERWORLD, null, "42", true, null, Map.of(), Map.of());
    }

    /** Settings of a generated world. */
    public WorldSettings(BuiltinWorld builtin, Path datapack, String seedText, boolean aquifers, Integer seaLevel,
                         Map<String, NoiseParameters> knobs, Map<String, CubicSpline> splines) {
        this(builtin, datapack, seedText, aquifers, seaLevel, knobs, splines, null);
    }

    /** Freezes the knobs, sorted by id. */
    public WorldSettings {
        if (builtin == null) {
            builtin = BuiltinWorld.OVERWORLD;
        }
        if (seedText == null || seedText.isBlank()) {
            throw new IllegalArgumentException("a seed needs a number or some text");
        }
        knobs = Map.copyOf(new TreeMap<>(knobs));
        splines = Map.copyOf(new TreeMap<>(splines));
    }

    /** Settings without spline edits. */
    public WorldSettings(BuiltinWorld builtin, Path datapack, String seedText, boolean aquifers, Integer seaLevel,
                         Map<String, NoiseParameters> knobs) {
        this(builtin, datapack, seedText, aquifers, seaLevel, knobs, Map.of());
    }

    /** The seed as the game reads the text. */
    public long seed() {
        return Seeds.parse(seedText);
    }

    /** These settings with another seed. */
    public WorldSettings withSeed(String text) {
        return new WorldSettings(builtin, datapack, text, aquifers, seaLevel, knobs, splines, savedWorld);
    }

    /** These settings with a built-in world (and no datapack): a generated world again, if a saved one was shown. */
    public WorldSettings withBuiltin(BuiltinWorld world) {
        return new WorldSettings(world, null, seedText, aquifers, null, Map.of(), Map.of());
    }

    /** These settings with a datapack: a generated world again, if a saved one was shown. */
    public WorldSettings withDatapack(Path pack) {
        return new WorldSettings(builtin, pack, seedText, aquifers, null, Map.of(), Map.of());
    }

    /** These settings with aquifers on or off. */
    public WorldSettings withAquifers(boolean on) {
        return new WorldSettings(builtin, datapack, seedText, on, seaLevel, knobs, splines, savedWorld);
    }

    /** These settings with a sea level (null for the world's). */
    public WorldSettings withSeaLevel(Integer level) {
        return new WorldSettings(builtin, datapack, seedText, aquifers, level, knobs, splines, savedWorld);
    }

    /** These settings with one noise replaced (null: back to the world's). */
    public WorldSettings withKnob(String noise, NoiseParameters parameters) {
        Map<String, NoiseParameters> next = new TreeMap<>(knobs);
        if (parameters == null) {
            next.remove(noise);
        } else {
            next.put(noise, parameters);
        }
        return new WorldSettings(builtin, datapack, seedText, aquifers, seaLevel, next, splines, savedWorld);
    }

    /** These settings with one spline replaced (null: back to the world's). */
    public WorldSettings withSpline(String key, CubicSpline spline) {
        Map<String, CubicSpline> next = new TreeMap<>(splines);
        if (spline == null) {
            next.remove(key);
        } else {
            next.put(key, spline);
        }
        return new WorldSettings(builtin, datapack, seedText, aquifers, seaLevel, knobs, next, savedWorld);
    }

    /** These settings showing a Minecraft world folder, over the generated world's settings (kept). */
    public WorldSettings withSavedWorld(Path folder) {
        return new WorldSettings(builtin, datapack, seedText, aquifers, seaLevel, knobs, splines, folder);
    }

    /** The generated world's settings: these without the saved world. */
    public WorldSettings generated() {
        return savedWorld == null ? this : withSavedWorld(null);
    }

    /**
     * Whether the generated world has edits a Minecraft world's level.dat cannot name (it names a built-in world
     * or a datapack, and the seed): noise or spline edits, a sea level of its own, or aquifers other than the
     * world's ({@code worldAquifers}).
     */
    public boolean hasEdits(boolean worldAquifers) {
        return !knobs.isEmpty() || !splines.isEmpty() || seaLevel != null || aquifers != worldAquifers;
    }

    /** Whether the world's data (built-in world or pack) is the same as {@code other}'s. */
    public boolean sameData(WorldSettings other) {
        return other != null && builtin == other.builtin && java.util.Objects.equals(datapack, other.datapack);
    }
}
