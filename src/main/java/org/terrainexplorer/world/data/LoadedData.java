package org.terrainexplorer.world.data;

import java.util.List;
import org.terrainexplorer.world.gen.WorldDefinition;

/**
 * A world as loaded for the user: the definition to generate, the release and dimension it is of, and the
 * warnings its data gave (fields the game ignores, which the explorer ignores too).
 *
 * @param definition the world
 * @param version    its release
 * @param dimension  its dimension
 * @param warnings   one line each, naming the file and the JSON path
 */
public record LoadedData(WorldDefinition definition, GameVersion version, Dimension dimension,
                          List<String> warnings) {

    /** A loaded world; the warnings are copied. */
    public LoadedData {
        warnings = List.copyOf(warnings);
    }
}
