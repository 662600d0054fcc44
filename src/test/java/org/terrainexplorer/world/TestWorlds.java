package org.terrainexplorer.world;

import java.nio.file.Path;
import java.util.List;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;
import org.terrainexplorer.world.data.LoadedData;
import org.terrainexplorer.world.data.VersionData;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * The game's data for the tests, read from {@code ../shared/mcdata} (where CI has it too), opened once for the
 * test run: versions are read on first use and kept, as a session keeps them.
 */
public final class TestWorlds {

    /** The shipped versions' folder, beside the worktree. */
    public static final Path MCDATA = McData.ROOT;

    /** The test run's game data. */
    public static final GameData DATA = GameData.shippedFrom(MCDATA);

    private TestWorlds() {
    }

    /** A version's data. */
    public static VersionData version(String name) {
        return DATA.open(name);
    }

    /**
     * A built-in overworld of 1.21.1, the release the vectors and golden checksums were made for, its carvers off:
     * the noise, aquifer and surface stages these tests pin (the carvers have their own tests).
     */
    public static WorldDefinition load(BuiltinWorld world) {
        return version(VersionData.DEFAULT_RELEASE).world(Dimension.OVERWORLD, world).withCarvers(false);
    }

    /** A datapack's overworld on 1.21.1 (read whole first, as the game reads it), its carvers off. */
    public static WorldDefinition datapack(org.terrainexplorer.world.data.Pack pack) {
        return version(VersionData.DEFAULT_RELEASE).datapackWorld(Dimension.OVERWORLD, pack).definition()
            .withCarvers(false);
    }

    /**
     * The structures of a version's built-in overworld generator in a dimension, bound to that dimension's terrain
     * (without the terrain adaptation, as structures are placed) for a seed; nothing cached.
     */
    public static StructureWorld structures(String version, Dimension dimension, long seed) {
        LoadedData loaded = version(version).world(dimension, BuiltinWorld.OVERWORLD, List.of());
        RandomState state = new RandomState(loaded.definition(), seed);
        return loaded.structures().get().bind(new GeneratedTerrain(new WorldGenerator(state),
            new WorldSampler(state)), seed);
    }

    /** A world of a version in a dimension, its carvers off. */
    public static WorldDefinition load(String version, Dimension dimension, BuiltinWorld world) {
        return version(version).world(dimension, world).withCarvers(false);
    }

    /** A world of a version in a dimension as the game makes it: with its carvers. */
    public static WorldDefinition carved(String version, Dimension dimension, BuiltinWorld world) {
        return version(version).world(dimension, world);
    }
}
