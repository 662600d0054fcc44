package org.terrainexplorer.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.terrainexplorer.io.Presets;
import org.terrainexplorer.terrain.Param;
import org.terrainexplorer.terrain.TerrainParams;
import org.terrainexplorer.world.json.Suggestions;
import picocli.CommandLine.Option;

/**
 * The options that choose terrain parameters: a preset file and {@code --set name=value} overrides, applied
 * in order. Every name and value is checked against the parameter table.
 */
final class TerrainOptions {

    @Option(names = "--preset", paramLabel = "FILE|NAME", description = "A preset (JSON) to start from: a file, or a "
        + "shipped preset by name, such as islands (an unknown name lists them).")
    Path preset;

    @Option(names = "--set", paramLabel = "NAME=VALUE",
        description = "Sets a parameter (repeatable); see 'terrain-explorer params' for the names and ranges.")
    List<String> sets = new ArrayList<>();

    private Presets.Preset loaded;

    /** The parameters, or an {@link InputException} naming what is wrong. */
    TerrainParams params() {
        TerrainParams params = loadPreset().map(Presets.Preset::params).orElse(TerrainParams.defaults());
        for (String set : sets) {
            int eq = set.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("--set " + set + ": expected NAME=VALUE, such as frequency=4");
            }
            String name = set.substring(0, eq).strip();
            Param param = Param.byId(name).orElseThrow(() -> new InputException("--set " + set + ": "
                + unknownParameter(name)));
            try {
                params = params.with(param, param.parse(set.substring(eq + 1)));
            } catch (IllegalArgumentException e) {
                throw new InputException("--set " + e.getMessage());
            }
        }
        return params;
    }

    /**
     * "unknown parameter 'x'" and the nearest name; with no near name, every name, since a typo of one
     * letter is the usual cause and a list of thirty names hides the one that was meant.
     */
    static String unknownParameter(String name) {
        List<String> ids = Arrays.stream(Param.values()).map(Param::id).collect(Collectors.toList());
        return "unknown parameter '" + name + "'" + Suggestions.nearest(name, ids)
            .map(near -> "; did you mean '" + near + "'? ('terrain-explorer params' lists them all)")
            .orElse("; allowed " + String.join(", ", ids) + " (see 'terrain-explorer params')");
    }

    /** The preset's saved view, if it has one. */
    Optional<Presets.SavedView> savedView() {
        return loadPreset().flatMap(Presets.Preset::view);
    }

    /** Warnings from loading the preset (unknown fields). */
    List<String> warnings() {
        return loadPreset().map(Presets.Preset::warnings).orElse(List.of());
    }

    private Optional<Presets.Preset> loadPreset() {
        if (preset == null) {
            return Optional.empty();
        }
        if (loaded == null) {
            try {
                loaded = PresetArgument.of("--preset ", preset, false).load();
            } catch (Presets.PresetException e) {
                throw new InputException("--preset " + e.getMessage());
            }
        }
        return Optional.of(loaded);
    }
}
