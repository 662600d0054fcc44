package org.terrainexplorer.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.terrainexplorer.world.data.DatapackWriter;
import org.terrainexplorer.world.data.Releases;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.SplineEdits;

/**
 * A world's spline and noise edits as a datapack the game loads (and File ▸ Open datapack): only the edited named
 * functions and noises, over the release's own data, with the release's pack format.
 */
public final class EditedDatapack {

    private EditedDatapack() {
    }

    /** Whether the settings have anything to save. */
    public static boolean hasEdits(WorldSettings settings) {
        return !settings.splines().isEmpty() || !settings.knobs().isEmpty();
    }

    /** The pack's files, by path inside it: the world's edits in the world's release's format. */
    public static Map<String, byte[]> files(LoadedWorld world, WorldSettings settings) throws IOException {
        // The pack's format is the world's release's, so the game (and File ▸ Open datapack) reads it as that.
        return DatapackWriter.files("Terrain Explorer: edits of " + world.world().name(),
            Releases.format(world.version()).orElse(new Releases.Format(DatapackWriter.PACK_FORMAT, 0)),
            editedFunctions(world, settings), settings.knobs());
    }

    /** Writes the files as a folder, or a zip when the target is named .zip; an existing one only if {@code replace}. */
    public static void write(Path target, Map<String, byte[]> files, boolean replace) throws IOException {
        DatapackWriter.write(target, files, replace);
    }

    /** The named functions holding edited splines, rebuilt with the edits, by id. */
    public static Map<String, DensityFunction> editedFunctions(LoadedWorld world, WorldSettings settings) {
        List<DensityFunction> roots = Arrays.asList(world.base().settings().router().slots());
        Map<String, DensityFunction> named = SplineEdits.named(roots);
        Map<String, DensityFunction> out = new LinkedHashMap<>();
        for (SplineEdits.Found f : SplineEdits.find(roots)) {
            if (settings.splines().containsKey(f.key()) && !out.containsKey(f.function())) {
                out.put(f.function(), SplineEdits.applyTo(f.function(), named.get(f.function()), settings.splines()));
            }
        }
        return out;
    }
}
