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
 * the sea level (null for the world's own) and the edits of the router's noises ("knobs"). Immutable; undo
 * steps are values of this.
 *
 * @param builtin  the built-in world (used when {@code datapack} is null)
 * @param datapack a datapack folder or zip, or null
 * @param seedText the seed as typed: a whole number, or any text
 * @param aquifers whether aquifers are on
 * @param seaLevel the sea level, or null for the world's
 * @param knobs    noise parameters replacing the world's, by noise id
 * @param splines  splines replacing the world's, by key ({@code <function id>#<n>}, see
 *                 {@link org.terrainexplorer.world.density.SplineEdits})
 */
public record WorldSettings(BuiltinWorld builtin, Path datapack, String seedText, boolean aquifers, Integer seaLevel,
                            Map<String, NoiseParameters> knobs, Map<String, CubicSpline> splines) {

    /** The overworld with seed 42, aquifers on. */
    public static WorldSettings defaults() {
        return new WorldSettings(BuiltinWorld.OVERWORLD, null, "42", true, null, Map.of(), Map.of());
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
        return new WorldSettings(builtin, datapack, text, aquifers, seaLevel, knobs, splines);
    }

    /** These settings with a built-in world (and no datapack). */
    public WorldSettings withBuiltin(BuiltinWorld world) {
        return new WorldSettings(world, null, seedText, aquifers, null, Map.of(), Map.of());
    }

    /** These settings with a datapack. */
    public WorldSettings withDatapack(Path pack) {
        return new WorldSettings(builtin, pack, seedText, aquifers, null, Map.of(), Map.of());
    }

    /** These settings with aquifers on or off. */
    public WorldSettings withAquifers(boolean on) {
        return new WorldSettings(builtin, datapack, seedText, on, seaLevel, knobs, splines);
    }

    /** These settings with a sea level (null for the world's). */
    public WorldSettings withSeaLevel(Integer level) {
        return new WorldSettings(builtin, datapack, seedText, aquifers, level, knobs, splines);
    }

    /** These settings with one noise replaced (null: back to the world's). */
    public WorldSettings withKnob(String noise, NoiseParameters parameters) {
        Map<String, NoiseParameters> next = new TreeMap<>(knobs);
        if (parameters == null) {
            next.remove(noise);
        } else {
            next.put(noise, parameters);
        }
        return new WorldSettings(builtin, datapack, seedText, aquifers, seaLevel, next, splines);
    }

    /** These settings with one spline replaced (null: back to the world's). */
    public WorldSettings withSpline(String key, CubicSpline spline) {
        Map<String, CubicSpline> next = new TreeMap<>(splines);
        if (spline == null) {
            next.remove(key);
        } else {
            next.put(key, spline);
        }
        return new WorldSettings(builtin, datapack, seedText, aquifers, seaLevel, knobs, next);
    }

    /** Whether the world's data (built-in world or pack) is the same as {@code other}'s. */
    public boolean sameData(WorldSettings other) {
        return other != null && builtin == other.builtin && java.util.Objects.equals(datapack, other.datapack);
    }
}
