package org.terrainexplorer.cli;

import java.util.concurrent.Callable;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.world.gen.WorldSpawn;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code world spawn}: the world spawn as the game finds it when it makes the world. */
@Command(name = "spawn", mixinStandardHelpOptions = true, sortOptions = false,
    footer = {"", "Examples:",
        "  terrain-explorer world spawn --seed 42",
        "  terrain-explorer world spawn --seed 'Terrain Explorer' --game-version 1.20.1"},
    description = {"Prints the world spawn the game sets when it makes the overworld: the point near the origin "
        + "whose climate fits the world's spawn_target best, then the first column of the first chunk on a spiral "
        + "around it whose top is not water, standing on its top block.",
        "Trees and other features the game adds later are not made: where one stands on that column, the game's "
            + "spawn is on top of it."})
final class WorldSpawnCommand implements Callable<Integer> {

    @Mixin
    WorldOptions options;

    private final TerrainCli.Streams streams;

    WorldSpawnCommand(TerrainCli.Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        LoadedWorld world = options.loaded();
        if (!"overworld".equals(world.settings().dimension())) {
            throw new InputException("--dimension " + world.settings().dimension() + ": the world spawn is the "
                + "overworld's; leave --dimension out");
        }
        WorldSpawn spawn = world.spawn().get();
        streams.out().println("spawn " + spawn.x() + " " + spawn.y() + " " + spawn.z());
        streams.out().println("climate search: " + spawn.climateX() + ", " + spawn.climateZ() + " (fitness "
            + spawn.fitness() + "), chunk " + Math.floorDiv(spawn.climateX(), 16) + ","
            + Math.floorDiv(spawn.climateZ(), 16));
        streams.out().println("in " + options.describe() + ", " + options.seedWords());
        return 0;
    }
}
