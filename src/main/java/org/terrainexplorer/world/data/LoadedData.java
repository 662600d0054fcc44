package org.terrainexplorer.world.data;

import java.util.List;
import java.util.function.Supplier;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;

/**
 * A world as loaded for the user: the definition to generate, the release and dimension it is of, and the
 * warnings its data gave (fields the game ignores, which the explorer ignores too).
 *
 * @param definition the world
 * @param version    its release
 * @param dimension  its dimension
 * @param warnings   one line each, naming the file and the JSON path
 * @param structures its structures (read when first asked for, for a release's own world; at once for datapacks,
 *                   which are checked whole when loaded)
 */
public record LoadedData(WorldDefinition definition, GameVersion version, Dimension dimension,
                          List<String> warnings, Supplier<StructureData> structures) {

    /** A loaded world; the warnings are copied. */
    public LoadedData {
        warnings = List.copyOf(warnings);
    }

    /** A loaded world without structures. */
    public LoadedData(WorldDefinition definition, GameVersion version, Dimension dimension, List<String> warnings) {
        this(definition, version, dimension, warnings,
            () -> StructureData.none(StructureCode.of(definition.code())));
    }

    /** This world with other warnings. */
    public LoadedData withWarnings(List<String> newWarnings) {
        return new LoadedData(definition, version, dimension, newWarnings, structures);
    }
}
