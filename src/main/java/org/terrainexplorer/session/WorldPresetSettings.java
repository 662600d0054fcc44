package org.terrainexplorer.session;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.terrainexplorer.io.WorldPresets;
import org.terrainexplorer.world.density.CubicSpline;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonValue;

/**
 * World presets and settings, both ways: a preset holds everything the user changed (release, dimension, world or
 * datapack, seed, switches, sea level, noise and spline edits) and where the views were. Reading a preset's spline
 * edits needs its world's data (their coordinates are the world's named functions), so it goes through the session.
 */
public final class WorldPresetSettings {

    private WorldPresetSettings() {
    }

    /** The settings a preset describes, its spline edits read against its world, loaded by {@code session}. */
    public static WorldSettings settings(WorldPresets.WorldPreset p, WorldSession session) throws WorldLoadException {
        WorldSettings settings = new WorldSettings(p.version(), p.dimension(), p.world(), p.datapack(), p.seed(),
            p.aquifers(), p.carvers(), p.structures(), p.seaLevel(), p.noises(), Map.of(), null);
        if (p.splines().isEmpty()) {
            return settings;
        }
        ObjectNode edits = JsonNodeFactory.instance.objectNode();
        p.splines().forEach(edits::set);
        try {
            Map<String, CubicSpline> splines = SplineJson.read(new JsonValue(edits, p.name(), "splines"),
                session.definition(settings).settings().router());
            return settings.withEdits(p.noises(), splines);
        } catch (DataException e) {
            throw new WorldLoadException("preset " + p.name() + ": " + e.getMessage(), e);
        }
    }

    /**
     * A preset of settings ({@code version} the release they loaded, for settings that leave it to the newest) and
     * the views.
     */
    public static WorldPresets.WorldPreset preset(String name, String description, WorldSettings s, String version,
                                                  Optional<WorldPresets.MapView> map,
                                                  Optional<WorldPresets.Section> section,
                                                  Optional<WorldPresets.View3d> view3d) {
        Map<String, JsonNode> splines = new TreeMap<>();
        s.splines().forEach((key, spline) -> splines.put(key, SplineJson.write(spline)));
        return new WorldPresets.WorldPreset(name, description, s.version() != null ? s.version() : version,
            s.dimension(), s.builtin(), s.datapack(), s.seedText(), s.aquifers(), s.carvers(), s.structures(), s.seaLevel(),
            s.knobs(),
            splines, map, section, view3d);
    }
}
